import { PassThrough } from 'node:stream';
import { EXTRA_AISLES } from '@larder/domain/shopping/extras';
import type { ListEvent } from '@larder/domain/shopping/list-events';
import { ZExtraItemBody } from '@larder/contract/household';
import type { HttpDependencies } from '../dependencies';
import { HttpError, unwrap } from '../errors/error-map';
import { presentItem, presentUsual } from '../presenters/shopping-list.presenter';
import { actorId, householdId } from '../session/household-scope';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { newRouter } from './router';

const id = (raw: string | undefined, what: string): number => {
  const n = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new HttpError(404, `${what} not found`);
  return n;
};

/** Seconds between keep-alive comments (proxies close quiet connections) and between membership re-checks. */
const HEARTBEAT_MS = 15_000;

/** The shared list: extras, usuals, removing a line, and the live stream of changes (server-sent events). */
export function listLiveRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const lists = deps.shoppingLists;

  router.post('/api/simple-shopping-lists/:id/items', requireUser(), async (ctx) => {
    const body = parseInput(ZExtraItemBody, ctx.request.body);
    const item = unwrap(await lists.extraItems.addExtra(householdId(ctx), id(ctx.params.id, 'Shopping list'), body, actorId(ctx)));
    ctx.status = 201;
    ctx.body = presentItem(item);
  });
  router.delete('/api/simple-shopping-list-items/:itemId', requireUser(), async (ctx) => {
    unwrap(await lists.extraItems.removeItem(householdId(ctx), id(ctx.params.itemId, 'Shopping list item')));
    ctx.body = { message: 'Item removed' };
  });
  router.get('/api/shopping-usuals', requireUser(), async (ctx) => {
    ctx.body = { usuals: (await lists.usuals.usuals(householdId(ctx))).map(presentUsual), aisles: [...EXTRA_AISLES] };
  });
  router.delete('/api/shopping-usuals/:id', requireUser(), async (ctx) => {
    unwrap(await lists.usuals.deleteUsual(householdId(ctx), id(ctx.params.id, 'Usual item')));
    ctx.body = { message: 'Removed from your usuals' };
  });
  router.post('/api/simple-shopping-lists/:id/usuals', requireUser(), async (ctx) => {
    const added = unwrap(await lists.usuals.addUsuals(householdId(ctx), id(ctx.params.id, 'Shopping list'), actorId(ctx)));
    ctx.body = { added: added.map(presentItem) };
  });

  router.get('/api/simple-shopping-lists/:id/events', requireUser(), async (ctx) => {
    const listId = id(ctx.params.id, 'Shopping list');
    const userId = ctx.state.user!.id;
    const owner = householdId(ctx);
    unwrap(await lists.readLists.get(owner, listId));
    const body = new PassThrough();
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.status = 200;
    ctx.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
    ctx.body = body;
    const write = (text: string) => {
      if (!body.writableEnded) body.write(text);
    };
    const send = (event: ListEvent) => write(`event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
    const unsubscribe = deps.household.listEvents.subscribe(listId, send);
    // "ready" once changes made on any server reach this stream; the client reloads the list then.
    await deps.household.listEvents.ready().catch((error: unknown) => ctx.state.log.warn({ err: error }, 'list events: not listening'));
    write(`retry: 2000\nevent: ready\ndata: ${JSON.stringify({ listId })}\n\n`);
    // A member removed from the household (or a deleted list) stops hearing it at the next beat.
    const beat = setInterval(() => {
      void deps.household.scope
        .execute(userId)
        .then((scope) => (scope.ownerId === owner ? lists.readLists.get(owner, listId) : null))
        .then((still) => (still?.ok ? write(': keep-alive\n\n') : body.end()))
        .catch(() => body.end());
    }, HEARTBEAT_MS);
    beat.unref();
    const stop = () => {
      clearInterval(beat);
      unsubscribe();
    };
    ctx.req.once('close', stop);
    body.once('close', stop);
    body.once('finish', stop);
  });
  return router;
}

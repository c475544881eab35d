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
import { OpenStreams, callerCheck, streamCaller } from './open-streams';

const id = (raw: string | undefined, what: string): number => {
  const n = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new HttpError(404, `${what} not found`);
  return n;
};

/** Milliseconds between keep-alive comments (proxies close quiet connections) and re-checks that the list still exists. */
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

  // The stream re-checks its caller every `recheckMs` and before each event: signing out (here or everywhere), a
  // revoked token or leaving the household closes it within a second (issue 34, M2). At most `perCaller` per caller.
  const streams = new OpenStreams(deps.config.listStreams.perCaller);
  router.get('/api/simple-shopping-lists/:id/events', requireUser(), async (ctx) => {
    const listId = id(ctx.params.id, 'Shopping list');
    const owner = householdId(ctx);
    unwrap(await lists.readLists.get(owner, listId));
    const release = streams.take(streamCaller(ctx));
    try {
      unwrap(await deps.callLimits.admit('list-stream', owner));
    } catch (error) {
      release();
      throw error;
    }
    const allowed = callerCheck(deps, ctx, owner);
    const body = new PassThrough();
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.status = 200;
    ctx.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
    ctx.body = body;
    const write = (text: string) => {
      if (!body.writableEnded) body.write(text);
    };
    // Events go out in order, each only after the caller is checked again.
    let queue = Promise.resolve();
    const send = (event: ListEvent) => {
      queue = queue.then(async () => {
        if (body.writableEnded) return;
        if (await allowed().catch(() => false)) write(`event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
        else body.end();
      });
    };
    const unsubscribe = deps.household.listEvents.subscribe(listId, send);
    // "ready" once changes made on any server reach this stream; the client reloads the list then.
    await deps.household.listEvents.ready().catch((error: unknown) => ctx.state.log.warn({ err: error }, 'list events: not listening'));
    write(`retry: 2000\nevent: ready\ndata: ${JSON.stringify({ listId })}\n\n`);
    let checking = false;
    let lastBeat = Date.now();
    const recheck = setInterval(() => {
      if (checking || body.writableEnded) return;
      checking = true;
      const beat = Date.now() - lastBeat >= HEARTBEAT_MS;
      void allowed()
        // A deleted list stops its stream at the next beat.
        .then(async (ok) => ok && (!beat || (await lists.readLists.get(owner, listId)).ok))
        .then((ok) => {
          if (!ok) return body.end();
          if (beat) {
            lastBeat = Date.now();
            write(': keep-alive\n\n');
          }
        })
        .catch(() => body.end())
        .finally(() => (checking = false));
    }, deps.config.listStreams.recheckMs);
    recheck.unref();
    const stop = () => {
      clearInterval(recheck);
      unsubscribe();
      release();
    };
    ctx.req.once('close', stop);
    body.once('close', stop);
    body.once('finish', stop);
  });
  return router;
}

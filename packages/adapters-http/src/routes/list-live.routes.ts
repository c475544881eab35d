import { EXTRA_AISLES } from '@larder/domain/shopping/extras';
import { ZExtraItemBody } from '@larder/contract/household';
import type { HttpDependencies } from '../dependencies';
import { HttpError, unwrap } from '../errors/error-map';
import { presentItem, presentUsual } from '../presenters/shopping-list.presenter';
import { actorId, householdId } from '../session/household-scope';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { newRouter } from './router';
import { OpenStreams } from './open-streams';
import { openEventStream } from './event-stream';

const id = (raw: string | undefined, what: string): number => {
  const n = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new HttpError(404, `${what} not found`);
  return n;
};

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
    await openEventStream(deps, ctx, streams, owner, {
      subscribe: (send) => deps.household.listEvents.subscribe(listId, send),
      readyData: { listId },
      // A deleted list stops its stream at the next beat.
      stillThere: async () => (await lists.readLists.get(owner, listId)).ok,
    });
  });
  // The household's own channel (issue 32): a member's new plan and its list reach every open planner at once.
  router.get('/api/household/events', requireUser(), async (ctx) => {
    const owner = householdId(ctx);
    await openEventStream(deps, ctx, streams, owner, { subscribe: (send) => deps.household.listEvents.subscribeHousehold(owner, send), readyData: {}, stillThere: async () => true });
  });
  return router;
}

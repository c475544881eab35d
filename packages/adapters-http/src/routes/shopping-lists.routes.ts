import { formatPounds } from '@larder/domain/shared/money';
import { ZAddRecipeBody, ZCheckItemBody, ZCreateListBody } from '@larder/contract/shopping-lists';
import { HttpError, unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { presentItem, presentShoppingList } from '../presenters/shopping-list.presenter';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { actorId, householdId } from '../session/household-scope';
import { newRouter } from './router';
import { sendRendered, stampParts } from '../read-cache/rendered-answers';

/** A list id from the path: a positive whole number, or the list does not exist. */
const listId = (raw: string | undefined): number => {
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, 'Shopping list not found');
  return id;
};

/** Both families of list calls (document 000 and document 001), and the comparison across chains. */
export function shoppingListRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const lists = deps.shoppingLists;
  const uid = householdId;

  router.get('/api/simple-shopping-lists', requireUser(), async (ctx) => {
    await sendRendered(ctx, deps.renderedAnswers, await stampParts(deps, uid(ctx)), async () => (await lists.readLists.list(uid(ctx))).map(presentShoppingList));
  });
  router.get('/api/simple-shopping-lists/:id', requireUser(), async (ctx) => {
    ctx.body = presentShoppingList(unwrap(await lists.readLists.get(uid(ctx), listId(ctx.params.id))));
  });
  for (const path of ['/api/simple-shopping-lists', '/api/shopping-lists']) {
    router.post(path, requireUser(), async (ctx) => {
      const body = parseInput(ZCreateListBody, ctx.request.body);
      const list = unwrap(await lists.listFromPlan.createFromPlan(uid(ctx), body.mealPlanId, body.supermarket, actorId(ctx)));
      ctx.status = 201;
      ctx.body = presentShoppingList(list);
    });
  }
  router.post('/api/shopping-lists/add-recipe', requireUser(), async (ctx) => {
    const body = parseInput(ZAddRecipeBody, ctx.request.body);
    ctx.body = presentShoppingList(unwrap(await lists.addRecipe.addRecipe(uid(ctx), body.recipeId)));
  });
  router.get('/api/simple-shopping-lists/:id/compare', requireUser(), async (ctx) => {
    const { comparisons, reachNote, estimatesOnly, pricesNote } = unwrap(await lists.compareChains.compare(uid(ctx), listId(ctx.params.id)));
    ctx.body = {
      reachNote,
      estimatesOnly,
      pricesNote,
      comparisons: comparisons.map((c) => ({
        chain: c.chain,
        totalCost: formatPounds(c.totalPence),
        saving: formatPounds(c.savingPence),
        usual: c.usual,
        missing: [...c.missing],
        sources: { ...c.pricing.sources },
        estimatesOnly: c.pricing.estimatesOnly,
      })),
    };
  });
  router.put('/api/simple-shopping-list-items/:itemId', requireUser(), async (ctx) => {
    const body = parseInput(ZCheckItemBody, ctx.request.body);
    const item = unwrap(await lists.tickItem.setChecked(uid(ctx), listId(ctx.params.itemId), body.isChecked, body.changedAt ? new Date(body.changedAt) : undefined, actorId(ctx)));
    ctx.body = presentItem(item);
  });
  router.delete('/api/simple-shopping-lists/:id', requireUser(), async (ctx) => {
    unwrap(await lists.deleteList.delete(uid(ctx), listId(ctx.params.id)));
    ctx.body = { message: 'Shopping List Deleted' };
  });
  return router;
}

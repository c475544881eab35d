import type { Context } from 'koa';
import type { PlanView } from '@larder/domain/planning/household-planning';
import { type TSwapPreview, ZGenerateBody, ZLockBody, ZPlanSettingsBody } from '@larder/contract/meal-plans';
import { formatPounds } from '@larder/domain/shared/money';
import { ZPinBody } from '@larder/contract/own-recipes';
import { unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { presentMealPlan } from '../presenters/meal-plan.presenter';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import type { AppState } from '../app-state';
import { householdId } from '../session/household-scope';
import { newRouter } from './router';
import { sendRendered, stampParts } from '../read-cache/rendered-answers';

/** Meal plans: generate from the profile, list, swap a meal, lock meals, re-plan the rest; the plan settings. */
export function mealPlanRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const plans = deps.mealPlans;
  // Named from the household's own view of the catalogue, so its own recipes' lines are named too.
  const show = async (view: PlanView) => presentMealPlan(view, await deps.recipeLibrary.snapshot(view.stored.userId));
  const userId = (ctx: Context & { state: AppState }) => householdId(ctx);

  // Generates the plan, then makes its shopping list at the plan's chain (document 000: "generates a plan and shopping list").
  router.post('/api/simple-meal-plans', requireUser(), async (ctx) => {
    const { priority, startDate, startsToday } = parseInput(ZGenerateBody, ctx.request.body ?? {});
    unwrap(await deps.callLimits.admit('plan', userId(ctx)));
    const view = unwrap(await plans.makePlan.generate(userId(ctx), { priority, startDate, startsToday }));
    unwrap(await deps.shoppingLists.listFromPlan.createForNewPlan(userId(ctx), view.stored, view.stored.summary.chain, ctx.state.user!.id));
    ctx.status = 201;
    ctx.body = await show(view);
  });

  router.get('/api/simple-meal-plans-with-items', requireUser(), async (ctx) => {
    // Rendered once per change of the household's data (any server's), catalogue or day; sent again until then.
    await sendRendered(ctx, deps.renderedAnswers, await stampParts(deps, userId(ctx)), async () => {
      const views = await plans.readPlans.list(userId(ctx));
      const snapshot = await deps.recipeLibrary.snapshot(userId(ctx));
      return views.map((v) => presentMealPlan(v, snapshot));
    });
  });

  router.get('/api/simple-meal-plans/:id', requireUser(), async (ctx) => {
    ctx.body = await show(unwrap(await plans.readPlans.get(userId(ctx), ctx.params.id!)));
  });

  // Pins a recipe (the library's or the household's own) into one meal; the rest of the plan stays.
  router.post('/api/simple-meal-plans/:id/items/:itemId/pin', requireUser(), async (ctx) => {
    const body = parseInput(ZPinBody, ctx.request.body);
    const view = unwrap(await plans.pinRecipe.pin(userId(ctx), ctx.params.id!, ctx.params.itemId!, body.recipeId));
    await deps.shoppingLists.listFromPlan.followPlan(userId(ctx), view.stored.id, 'swap');
    ctx.body = await show(view);
  });

  // What a swap would put in and the week's new total, before the household confirms it (nothing is stored).
  router.get('/api/simple-meal-plans/:id/items/:itemId/swap-preview', requireUser(), async (ctx) => {
    const p = unwrap(await plans.swapMeal.previewSwap(userId(ctx), ctx.params.id!, ctx.params.itemId!));
    ctx.body = { itemId: p.mealId, from: p.fromRecipeName, to: p.toRecipeName, toRecipeId: p.toRecipeId, totalBefore: formatPounds(p.beforePence), totalAfter: formatPounds(p.afterPence), difference: (p.afterPence < p.beforePence ? '-' : '') + formatPounds(Math.abs(p.afterPence - p.beforePence)) } satisfies TSwapPreview;
  });

  router.post('/api/simple-meal-plans/:id/items/:itemId/swap', requireUser(), async (ctx) => {
    const view = unwrap(await plans.swapMeal.swap(userId(ctx), ctx.params.id!, ctx.params.itemId!));
    // The plan's list follows at once (ticks kept); the page says what changed.
    await deps.shoppingLists.listFromPlan.followPlan(userId(ctx), view.stored.id, 'swap');
    ctx.body = await show(view);
  });

  router.put('/api/simple-meal-plans/:id/items/:itemId', requireUser(), async (ctx) => {
    const { locked } = parseInput(ZLockBody, ctx.request.body);
    ctx.body = await show(unwrap(await plans.lockMeal.setLocked(userId(ctx), ctx.params.id!, ctx.params.itemId!, locked)));
  });

  router.post('/api/simple-meal-plans/:id/replan', requireUser(), async (ctx) => {
    unwrap(await deps.callLimits.admit('plan', userId(ctx)));
    const view = unwrap(await plans.replan.replan(userId(ctx), ctx.params.id!));
    await deps.shoppingLists.listFromPlan.followPlan(userId(ctx), view.stored.id, 'replan');
    ctx.body = await show(view);
  });

  router.get('/api/user/plan-settings', requireUser(), async (ctx) => {
    const settings = await plans.settings.getSettings(userId(ctx));
    ctx.body = { ...settings, chains: (await deps.recipeLibrary.snapshot()).chains };
  });

  router.put('/api/user/plan-settings', requireUser(), async (ctx) => {
    const body = parseInput(ZPlanSettingsBody, ctx.request.body);
    const settings = unwrap(await plans.settings.saveSettings(userId(ctx), body));
    ctx.body = { ...settings, chains: (await deps.recipeLibrary.snapshot()).chains };
  });
  return router;
}

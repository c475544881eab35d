import type { Context } from 'koa';
import type { LarderItem } from '@larder/domain/larder/larder-item';
import { SUGGESTED_STAPLES, USUAL_STAPLES, bestBeforeDefaults, dateKindOf, daysUntil, freezeToday, pastUseBy, useSoon } from '@larder/domain/larder/larder-item';
import type { Ingredient } from '@larder/domain/catalogue/ingredient';
import { planFromHeld } from '@larder/domain/larder/plan-from-held';
import { thrownAway } from '@larder/domain/larder/list-larder/list-larder.use-case';
import { formatPounds } from '@larder/domain/shared/money';
import { ZAddLarderItem, ZPatchLarderItem, ZRemoveLarderItem, ZStapleRunOut, ZStaples, type TLarderItem } from '@larder/contract/larder';
import { HttpError, unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import type { AppState } from '../app-state';
import { householdId } from '../session/household-scope';
import { presentMealPlan } from '../presenters/meal-plan.presenter';
import { newRouter } from './router';

/** An item as the calls answer it; `ingredientOf` finds its catalogue ingredient (for "freeze today"). */
const presentItem = (i: LarderItem, today: string, ingredientOf: (slug: string) => Ingredient | undefined): TLarderItem => ({
  id: i.id,
  ingredient: i.ingredient,
  name: i.name,
  quantity: i.quantity,
  unit: i.unit,
  place: i.place,
  bestBefore: i.bestBefore,
  dateKind: dateKindOf(i, i.ingredient ? ingredientOf(i.ingredient) : null),
  source: i.source,
  useSoon: useSoon(i, today, dateKindOf(i, i.ingredient ? ingredientOf(i.ingredient) : null)),
  pastUseBy: pastUseBy(i, today, dateKindOf(i, i.ingredient ? ingredientOf(i.ingredient) : null)),
  freezeToday: freezeToday(i, i.ingredient ? ingredientOf(i.ingredient) : null, today),
  daysLeft: i.bestBefore === null ? null : daysUntil(i.bestBefore, today),
  value: formatPounds(i.valuePence),
});
const itemId = (raw: string | undefined): string => {
  if (!/^[0-9a-f-]{36}$/i.test(raw ?? '')) throw new HttpError(404, 'Larder item not found');
  return raw!;
};
const DAY = 86_400_000;

/**
 * The larder: GET /api/larder, items added (POST), corrected or moved (PATCH), used or thrown away (DELETE with a
 * reason), the staples (GET/PUT), "what can I cook now?", "cook from my larder", and a planned meal marked cooked
 * (POST) or not (DELETE). Every member of the household shares one larder.
 */
export function larderRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const larder = deps.larder;
  const hid = (ctx: Context & { state: AppState }) => householdId(ctx);
  /** The catalogue's ingredients by slug, for what the calls say of an item. */
  const ingredients = async () => {
    const snapshot = await deps.recipeLibrary.snapshot();
    return (slug: string) => snapshot.ingredient(slug);
  };

  router.get('/api/larder', requireUser(), async (ctx) => {
    const id = hid(ctx);
    const { items, today } = await larder.listLarder.list(id);
    const [staples, removals, snapshot] = await Promise.all([larder.staples.state(id), larder.listLarder.removals(id, new Date(deps.clock.now().getTime() - 30 * DAY)), deps.recipeLibrary.snapshot()]);
    ctx.body = {
      today,
      items: items.map((i) => presentItem(i, today, (slug) => snapshot.ingredient(slug))),
      staples: staples.all.map((s) => ({ ingredient: s, name: snapshot.ingredient(s)?.name ?? s, held: staples.kept.has(s), runOut: staples.runOut.has(s) })),
      staplesChosen: staples.chosen,
      valueHeld: formatPounds(items.reduce((s, i) => s + i.valuePence, 0)),
      ...presentWaste(thrownAway(removals)),
      suggestedStaples: SUGGESTED_STAPLES.filter((s) => snapshot.ingredient(s)).map((s) => ({ ingredient: s, name: snapshot.ingredient(s)!.name, usual: USUAL_STAPLES.includes(s) })),
      bestBeforeDefaults: bestBeforeDefaults().map((d) => ({ kind: d.kind, label: d.label, days: d.days, place: d.place, dateKind: d.dateKind, openedDays: d.openedDays, openedPlace: d.openedPlace })),
    };
  });

  router.post('/api/larder/items', requireUser(), async (ctx) => {
    const body = parseInput(ZAddLarderItem, ctx.request.body);
    const item = unwrap(await larder.addItem.add(hid(ctx), body));
    ctx.status = 201;
    ctx.body = presentItem(item, deps.clock.now().toISOString().slice(0, 10), await ingredients());
  });

  router.patch('/api/larder/items/:id', requireUser(), async (ctx) => {
    const body = parseInput(ZPatchLarderItem, ctx.request.body);
    const item = unwrap(await larder.changeItem.update(hid(ctx), itemId(ctx.params.id), body));
    ctx.body = presentItem(item, deps.clock.now().toISOString().slice(0, 10), await ingredients());
  });

  router.delete('/api/larder/items/:id', requireUser(), async (ctx) => {
    const body = parseInput(ZRemoveLarderItem, { ...(ctx.request.body as object | undefined), ...ctx.query });
    const out = unwrap(await larder.removeItem.remove(hid(ctx), itemId(ctx.params.id), body.reason, body.quantity));
    ctx.body = { removed: out.removed, value: formatPounds(out.valuePence), left: out.left ? presentItem(out.left, deps.clock.now().toISOString().slice(0, 10), await ingredients()) : null };
  });

  const staplesState = (s: { all: string[]; runOut: Set<string>; chosen: boolean }) => ({ staples: s.all, runOut: [...s.runOut].sort(), chosen: s.chosen });
  router.get('/api/larder/staples', requireUser(), async (ctx) => {
    ctx.body = staplesState(await larder.staples.state(hid(ctx)));
  });
  router.put('/api/larder/staples', requireUser(), async (ctx) => {
    const body = parseInput(ZStaples, ctx.request.body);
    unwrap(await larder.staples.setStaples(hid(ctx), body.staples));
    ctx.body = staplesState(await larder.staples.state(hid(ctx)));
  });
  router.put('/api/larder/staples/:ingredient', requireUser(), async (ctx) => {
    const body = parseInput(ZStapleRunOut, ctx.request.body ?? {});
    ctx.body = staplesState(unwrap(await larder.staples.setRunOut(hid(ctx), String(ctx.params.ingredient).slice(0, 100), body.runOut)));
  });

  router.get('/api/larder/cook-now', requireUser(), async (ctx) => {
    const id = hid(ctx);
    const owner = await deps.users.findById(id);
    const settings = await deps.mealPlans.settings.getSettings(id);
    const recipes = await larder.whatToCookNow.cookNow(id, owner?.profile.householdSize ?? 2, settings.chain);
    ctx.body = { recipes: recipes.map((r) => ({ ...r, missing: r.missing ? { ingredient: r.missing.ingredient, name: r.missing.name, cost: formatPounds(r.missing.costPence), chain: r.missing.chain } : null })) };
  });

  // "Cook from my larder": a short plan that spends what is held first, with its list (buying only the difference).
  router.post('/api/larder/plan', requireUser(), async (ctx) => {
    const id = hid(ctx);
    const view = unwrap(await planFromHeld(deps.mealPlans.makePlan, id));
    unwrap(await deps.shoppingLists.listFromPlan.createFromPlan(id, view.stored.id, view.stored.summary.chain, ctx.state.user!.id));
    ctx.status = 201;
    ctx.body = presentMealPlan(view, await deps.recipeLibrary.snapshot(id));
  });

  router.get('/api/meal-plans/:id/cooked', requireUser(), async (ctx) => {
    const meals = await larder.cookPlannedMeal.cookedIn(hid(ctx), ctx.params.id!);
    ctx.body = { meals: meals.map((m) => ({ ...m, at: m.at.toISOString() })) };
  });
  router.post('/api/meal-plans/:id/meals/:mealId/cooked', requireUser(), async (ctx) => {
    const out = unwrap(await larder.cookPlannedMeal.cook(hid(ctx), ctx.params.id!, ctx.params.mealId!));
    ctx.body = { cooked: true, itemsChanged: out.taken, leftovers: out.leftovers ? presentItem(out.leftovers, deps.clock.now().toISOString().slice(0, 10), await ingredients()) : null };
  });
  router.delete('/api/meal-plans/:id/meals/:mealId/cooked', requireUser(), async (ctx) => {
    unwrap(await larder.cookPlannedMeal.undoCook(hid(ctx), ctx.params.id!, ctx.params.mealId!));
    ctx.body = { cooked: false };
  });

  return router;
}

const presentWaste = (w: ReturnType<typeof thrownAway>) => ({
  thrownAway30Days: formatPounds(w.totalPence),
  thrownAwayByDate: { pastUseBy: formatPounds(w.pastUseByPence), pastBestBefore: formatPounds(w.pastBestBeforePence), inDate: formatPounds(w.inDatePence), unknown: formatPounds(w.unknownPence) },
});

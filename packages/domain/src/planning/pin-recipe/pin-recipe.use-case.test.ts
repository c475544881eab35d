import { describe, expect, it } from 'vitest';
import { pence } from '../../shared/money';
import { codeOf, planningHousehold, unwrap } from '../../testing/planning-household';

describe('pinning a recipe into one meal', () => {
  it('the meal holds the recipe, locked, and the other meals stay', async () => {
    // Room in the budget: the re-plan around the pinned meal is a time-bounded search, and on a loaded machine it
    // can miss a week that only just fits £80 (seen: "the cheapest week costs £83.15").
    const { user, catalogue, useCases, firstPlan } = await planningHousehold({ profile: { weeklyBudget: pence(11000) } });
    const plan = await firstPlan();
    const meal = plan.stored.meals.find((m) => m.mealType === 'dinner')!;
    const used = new Set(plan.stored.meals.map((m) => m.recipeId));
    // The cheapest dinner the plan does not use: pinning it keeps the week within its budget whatever the plan was
    // (the planner's search is time-bounded, so the first plan differs on a loaded machine).
    const aldi = (v: { costs: readonly { chain: string; usedFractionPerServingPence: number }[] }) => v.costs.find((c) => c.chain === 'Aldi')?.usedFractionPerServingPence ?? Infinity;
    const other = (await catalogue.current())
      .allRecipes()
      .filter((v) => v.recipe.mealTypes.includes('dinner') && !used.has(v.recipe.id) && aldi(v) < Infinity)
      .sort((a, b) => aldi(a) - aldi(b))[0]!;
    const pinned = unwrap(await useCases.pinRecipe.pin(user.id, plan.stored.id, meal.id, other.recipe.id));
    const slot = pinned.stored.meals.find((m) => m.day === meal.day && m.mealType === 'dinner')!;
    expect(slot).toMatchObject({ recipeId: other.recipe.id, locked: true });
    const unchanged = (p: typeof plan) => p.stored.meals.filter((m) => !(m.day === meal.day && m.mealType === 'dinner')).map((m) => `${m.day}${m.mealType}${m.recipeId}`);
    expect(unchanged(pinned).length).toBe(unchanged(plan).length);
  });

  it('refuses a missing recipe id, an unknown recipe, an unknown meal and a stranger', async () => {
    const { user, stranger, useCases, firstPlan } = await planningHousehold();
    const plan = await firstPlan();
    const meal = plan.stored.meals[0]!;
    const missing = await useCases.pinRecipe.pin(user.id, plan.stored.id, meal.id, 42);
    expect(!missing.ok && missing.error).toMatchObject({ code: 'VALIDATION', field: 'recipeId' });
    expect(codeOf(await useCases.pinRecipe.pin(user.id, plan.stored.id, meal.id, 'no-such-recipe'))).toBe('RECIPE.NOT_FOUND');
    expect(codeOf(await useCases.pinRecipe.pin(user.id, plan.stored.id, 'no-meal', meal.recipeId))).toBe('PLAN.NOT_FOUND');
    expect(codeOf(await useCases.pinRecipe.pin(stranger.id, plan.stored.id, meal.id, meal.recipeId))).toBe('PLAN.NOT_FOUND');
  });

  it('refuses a recipe that does not fit the slot (a breakfast recipe for dinner), leaving the plan as it was', async () => {
    const { user, catalogue, plans, useCases, firstPlan } = await planningHousehold();
    const plan = await firstPlan();
    const meal = plan.stored.meals.find((m) => m.mealType === 'dinner')!;
    const breakfast = (await catalogue.current()).allRecipes().find((v) => v.recipe.mealTypes.length === 1 && v.recipe.mealTypes[0] === 'breakfast')!;
    const r = await useCases.pinRecipe.pin(user.id, plan.stored.id, meal.id, breakfast.recipe.id);
    expect(!r.ok && r.error).toMatchObject({ code: 'VALIDATION', field: 'recipeId' });
    expect((await plans.findForUser(user.id, plan.stored.id))!.meals.map((m) => m.recipeId)).toEqual(plan.stored.meals.map((m) => m.recipeId));
  });
});

import { describe, expect, it } from 'vitest';
import { codeOf, planningHousehold, unwrap } from '../../testing/planning-household';

describe('locking and unlocking a meal', () => {
  it('locks only the meal named, keeps every recipe, and unlocks it again', async () => {
    const { user, useCases, plans, firstPlan } = await planningHousehold();
    const plan = await firstPlan();
    const meal = plan.stored.meals[2]!;
    const locked = unwrap(await useCases.lockMeal.setLocked(user.id, plan.stored.id, meal.id, true));
    expect(locked.stored.meals.filter((m) => m.locked).map((m) => [m.day, m.mealType])).toEqual([[meal.day, meal.mealType]]);
    expect(locked.stored.meals.map((m) => m.recipeId)).toEqual(plan.stored.meals.map((m) => m.recipeId));
    expect((await plans.findForUser(user.id, plan.stored.id))!.meals.some((m) => m.locked)).toBe(true);
    const unlocked = unwrap(await useCases.lockMeal.setLocked(user.id, plan.stored.id, locked.stored.meals[2]!.id, false));
    expect(unlocked.stored.meals.some((m) => m.locked)).toBe(false);
  });

  it("a re-plan keeps the locked meal's recipe", async () => {
    const { user, useCases, firstPlan } = await planningHousehold();
    const plan = await firstPlan();
    const meal = plan.stored.meals.find((m) => m.mealType === 'dinner')!;
    const locked = unwrap(await useCases.lockMeal.setLocked(user.id, plan.stored.id, meal.id, true));
    const again = unwrap(await useCases.replan.replan(user.id, locked.stored.id));
    expect(again.stored.meals.find((m) => m.day === meal.day && m.mealType === 'dinner')!.recipeId).toBe(meal.recipeId);
  });

  it("refuses another household's plan and an unknown meal with PLAN.NOT_FOUND", async () => {
    const { user, stranger, useCases, firstPlan } = await planningHousehold();
    const plan = await firstPlan();
    expect(codeOf(await useCases.lockMeal.setLocked(stranger.id, plan.stored.id, plan.stored.meals[0]!.id, true))).toBe('PLAN.NOT_FOUND');
    const noMeal = await useCases.lockMeal.setLocked(user.id, plan.stored.id, 'no-such-meal', true);
    expect(!noMeal.ok && noMeal.error).toMatchObject({ code: 'PLAN.NOT_FOUND', message: 'Meal not found in this plan' });
  });
});

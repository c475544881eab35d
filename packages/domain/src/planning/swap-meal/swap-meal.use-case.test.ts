import { describe, expect, it } from 'vitest';
import { pence } from '../../shared/money';
import { codeOf, planningHousehold, unwrap } from '../../testing/planning-household';

describe('swapping one meal', () => {
  it('the preview names the swap the swap then makes, and every other meal stays', async () => {
    // Room in the budget, as in the pin test: under load a week that only just fits £80 was once missed here.
    const { user, useCases, firstPlan } = await planningHousehold({ profile: { weeklyBudget: pence(11000) } });
    const plan = await firstPlan();
    const meal = plan.stored.meals.find((m) => m.mealType === 'dinner')!;
    const preview = unwrap(await useCases.swapMeal.previewSwap(user.id, plan.stored.id, meal.id));
    expect(preview).toMatchObject({ mealId: meal.id, fromRecipeName: meal.recipeName, beforePence: plan.stored.summary.costPence });
    expect(preview.toRecipeId).not.toBe(meal.recipeId);
    const swapped = unwrap(await useCases.swapMeal.swap(user.id, plan.stored.id, meal.id));
    const slot = (m: { day: number; mealType: string }) => m.day === meal.day && m.mealType === meal.mealType;
    expect(swapped.stored.meals.find(slot)!.recipeId).toBe(preview.toRecipeId);
    expect(swapped.stored.summary.costPence).toBe(preview.afterPence);
    const others = (p: typeof plan) => p.stored.meals.filter((m) => !slot(m)).map((m) => `${m.day}/${m.mealType}/${m.recipeId}`);
    expect(others(swapped)).toEqual(others(plan));
  });

  it('refuses a locked meal (PLAN.MEAL_LOCKED), an unknown meal and a stranger (PLAN.NOT_FOUND)', async () => {
    const { user, stranger, useCases, firstPlan } = await planningHousehold();
    const plan = await firstPlan();
    const meal = plan.stored.meals[1]!;
    const locked = unwrap(await useCases.lockMeal.setLocked(user.id, plan.stored.id, meal.id, true));
    const lockedId = locked.stored.meals.find((m) => m.locked)!.id;
    expect(codeOf(await useCases.swapMeal.swap(user.id, plan.stored.id, lockedId))).toBe('PLAN.MEAL_LOCKED');
    expect(codeOf(await useCases.swapMeal.previewSwap(user.id, plan.stored.id, lockedId))).toBe('PLAN.MEAL_LOCKED');
    expect(codeOf(await useCases.swapMeal.swap(user.id, plan.stored.id, 'no-meal'))).toBe('PLAN.NOT_FOUND');
    expect(codeOf(await useCases.swapMeal.swap(stranger.id, plan.stored.id, meal.id))).toBe('PLAN.NOT_FOUND');
  });
});

/** One meal replaced (every other meal stays, the planner picks the best other recipe for the slot), or the swap previewed first. */
import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { Planner } from '../planner';
import type { PlanRequest } from '../plan-request';
import type { MealPlanRepository, StoredMeal, StoredPlan } from '../ports';
import { type HouseholdPlanning, type PlanView, planNotFound } from '../household-planning';
import { planStart } from '../plan-dates';

export interface SwapPreview {
  readonly mealId: string;
  readonly fromRecipeName: string;
  readonly toRecipeId: string;
  readonly toRecipeName: string;
  /** The week's total now, and after the swap. */
  readonly beforePence: number;
  readonly afterPence: number;
}

/** A swap: every other meal stays (locked in the request), and the meal's own recipe is avoided in its slot. */
const swapRequest = (stored: StoredPlan, mealId: string): PlanRequest => {
  const meal = stored.meals.find((m) => m.id === mealId)!;
  return {
    ...stored.request,
    locked: stored.meals.filter((m) => m.id !== mealId).map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId })),
    avoid: [{ day: meal.day, mealType: meal.mealType, recipeId: meal.recipeId }],
  };
};

export class SwapMeal {
  constructor(
    private readonly plans: MealPlanRepository,
    private readonly catalogue: CatalogueCache,
    private readonly planning: HouseholdPlanning,
  ) {}

  /** Replace one meal: every other meal stays, and the planner picks the best other recipe for the slot. */
  async swap(userId: string, planId: string, mealId: string): Promise<Result<PlanView, DomainError>> {
    const found = await this.swappable(userId, planId, mealId);
    if (!found.ok) return found;
    const { stored } = found.value;
    return this.planning.replanWith(stored, swapRequest(stored, mealId), stored.meals.filter((m) => m.locked && m.id !== mealId).map((m) => m.id));
  }

  /**
   * What a swap would do, stored nowhere: the meal it would put in and the week's new total, so a phone can show
   * the cost before the household confirms. The planner is deterministic, so the swap then makes this very change.
   */
  async previewSwap(userId: string, planId: string, mealId: string): Promise<Result<SwapPreview, DomainError>> {
    const found = await this.swappable(userId, planId, mealId);
    if (!found.ok) return found;
    const { stored, meal } = found.value;
    const request = { ...(await this.planning.withHouseholdRules(stored.userId, swapRequest(stored, mealId))), ...(await this.planning.heldNow(userId, planStart(stored), stored.id)) };
    const planner = new Planner((await this.planning.priced(userId, await this.catalogue.forHousehold(userId, { planning: true, pinned: (request.locked ?? []).map((l) => l.recipeId) }))).snapshot);
    const result = planner.plan(request);
    if (!result.ok) return result;
    const next = result.value.meals.find((m) => m.day === meal.day && m.mealType === meal.mealType)!;
    return ok({ mealId, fromRecipeName: meal.recipeName, toRecipeId: next.recipeId, toRecipeName: next.recipeName, beforePence: (await this.planning.repriced(userId, [stored]))[0]!.summary.costPence, afterPence: result.value.costPence });
  }

  /** The plan and the meal to swap: a meal of this household's plan, not locked. */
  private async swappable(userId: string, planId: string, mealId: string): Promise<Result<{ stored: StoredPlan; meal: StoredMeal }, DomainError>> {
    const stored = await this.plans.findForUser(userId, planId);
    if (!stored) return planNotFound();
    const meal = stored.meals.find((m) => m.id === mealId);
    if (!meal) return fail('PLAN.NOT_FOUND', 'Meal not found in this plan');
    if (meal.locked) return fail('PLAN.MEAL_LOCKED', 'This meal is locked. Unlock it to swap it.');
    return ok({ stored, meal });
  }
}

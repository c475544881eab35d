/**
 * A recipe (the library's or the household's own) pinned into one meal of a plan: the meal holds it, locked, and the
 * rest of the plan stays as it was. A recipe that breaks a hard rule for the slot (diet, allergy, time, meal) is refused.
 */
import type { Result } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { PlanRequest } from '../plan-request';
import type { MealPlanRepository } from '../ports';
import { type HouseholdPlanning, type PlanView, planNotFound } from '../household-planning';

export class PinRecipe {
  constructor(
    private readonly plans: MealPlanRepository,
    private readonly catalogue: CatalogueCache,
    private readonly planning: HouseholdPlanning,
  ) {}

  async pin(userId: string, planId: string, mealId: string, recipeId: unknown): Promise<Result<PlanView, DomainError>> {
    if (typeof recipeId !== 'string' || !recipeId) return invalid('recipeId', 'Choose a recipe to pin');
    const stored = await this.plans.findForUser(userId, planId);
    if (!stored) return planNotFound();
    const meal = stored.meals.find((m) => m.id === mealId);
    if (!meal) return fail('PLAN.NOT_FOUND', 'Meal not found in this plan');
    if (!(await this.catalogue.forHousehold(userId)).recipe(recipeId)) return fail('RECIPE.NOT_FOUND', 'Recipe not found');
    const request: PlanRequest = {
      ...stored.request,
      locked: stored.meals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.id === mealId ? recipeId : m.recipeId })),
      avoid: undefined,
    };
    const keep = stored.meals.filter((m) => m.locked || m.id === mealId).map((m) => m.id);
    const result = await this.planning.replanWith(stored, request, keep, { accept: (next) => next.meals.some((m) => m.day === meal.day && m.mealType === meal.mealType && m.recipeId === recipeId) });
    if (!result.ok) return result;
    const placed = result.value.stored.meals.find((m) => m.id === mealId);
    if (placed?.recipeId !== recipeId) return invalid('recipeId', `That recipe does not fit ${meal.mealType} in this plan (its diet, allergies, cooking time or meal type)`);
    return result;
  }
}

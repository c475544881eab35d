/** A plan's unlocked meals planned again: as they were asked for ("re-plan"), or under a changed request (the chat's "make it cheaper"). */
import type { Result } from '../../shared/result';
import type { DomainError } from '../../shared/errors';
import type { PlanRequest } from '../plan-request';
import type { MealPlanRepository } from '../ports';
import { type HouseholdPlanning, type PlanView, type ReplanOptions, planNotFound } from '../household-planning';

export class Replan {
  constructor(
    private readonly plans: MealPlanRepository,
    private readonly planning: HouseholdPlanning,
  ) {}

  /** Re-plan every meal that is not locked. */
  async replan(userId: string, planId: string): Promise<Result<PlanView, DomainError>> {
    const stored = await this.plans.findForUser(userId, planId);
    if (!stored) return planNotFound();
    const lockedMeals = stored.meals.filter((m) => m.locked);
    const request: PlanRequest = {
      ...stored.request,
      seed: (stored.request.seed + 7919) >>> 0,
      locked: lockedMeals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId })),
      avoid: undefined,
    };
    return this.planning.replanWith(stored, request, lockedMeals.map((m) => m.id));
  }

  /**
   * Re-plans a plan's unlocked meals under a changed request (the chat's "make it cheaper", "no fish on Friday").
   * `accept` may refuse the new plan (a "cheaper" plan that is not): the stored plan then stays as it was.
   * `persistBudgetPence` plans under the changed request's budget (a target below the cost, to push it down)
   * but stores and prices the chosen meals against the household's own budget.
   */
  async revise(userId: string, planId: string, change: (current: PlanRequest) => PlanRequest, options: ReplanOptions = {}): Promise<Result<PlanView, DomainError>> {
    const stored = await this.plans.findForUser(userId, planId);
    if (!stored) return planNotFound();
    const lockedMeals = stored.meals.filter((m) => m.locked);
    const next = change(stored.request);
    // The household's locked meals stay; a change may lock more slots (a food to use up) where none is locked.
    const kept = lockedMeals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId }));
    const added = (next.locked ?? []).filter((l) => !kept.some((k) => k.day === l.day && k.mealType === l.mealType));
    const request: PlanRequest = { ...next, locked: [...kept, ...added] };
    return this.planning.replanWith(stored, request, lockedMeals.map((m) => m.id), options);
  }
}

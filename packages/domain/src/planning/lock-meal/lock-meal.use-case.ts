/** A meal locked (a re-plan, a swap or a chat edit keeps it) or unlocked. */
import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { MealPlan } from '../planner';
import type { MealPlanRepository, StoredPlan } from '../ports';
import { type HouseholdPlanning, type PlanView, planNotFound } from '../household-planning';

export class LockMeal {
  constructor(
    private readonly plans: MealPlanRepository,
    private readonly clock: Clock,
    private readonly planning: HouseholdPlanning,
  ) {}

  async setLocked(userId: string, planId: string, mealId: string, locked: boolean): Promise<Result<PlanView, DomainError>> {
    const stored = await this.plans.findForUser(userId, planId);
    if (!stored) return planNotFound();
    if (!stored.meals.some((m) => m.id === mealId)) return fail('PLAN.NOT_FOUND', 'Meal not found in this plan');
    const lockedIds = stored.meals.filter((m) => (m.id === mealId ? locked : m.locked)).map((m) => m.id);
    const plan = asPlan(stored, lockedIds);
    return ok(await this.planning.view(await this.plans.update(stored.id, stored.request, plan, this.clock.now())));
  }
}

function asPlan(stored: StoredPlan, lockedIds: readonly string[]): MealPlan {
  return { ...stored.summary, meals: stored.meals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId, recipeName: m.recipeName, servings: m.servings, portions: m.portions, locked: lockedIds.includes(m.id), costPence: m.costPence, sides: m.sides, leftoverOf: m.leftoverOf })) };
}

/**
 * "Cook from my larder" (and, later, the chat's "use up the spinach"): a short plan from what is actually held.
 * The planner counts what the larder holds at no cost, nearest date first, so the list buys only the difference.
 */
import type { Result } from '../shared/result';
import type { DomainError } from '../shared/errors';
import type { PlanView } from '../planning/household-planning';
import type { MakePlan } from '../planning/make-plan/make-plan.use-case';

export const LARDER_PLAN_DAYS = 3;

export function planFromHeld(mealPlans: Pick<MakePlan, 'generate'>, householdId: string, options: { days?: number } = {}): Promise<Result<PlanView, DomainError>> {
  return mealPlans.generate(householdId, { days: options.days ?? LARDER_PLAN_DAYS });
}

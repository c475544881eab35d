import type { TMealPlan } from '@larder/contract/meal-plans';

/** "12.34" -> 1234; anything that is not an amount -> 0. Sums are done in pence so they never drift. */
export function toPence(amount: string | number | null | undefined): number {
  const value = typeof amount === 'number' ? amount : typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : NaN;
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

export const fromPence = (pence: number): number => pence / 100;

type PlanMoney = Pick<TMealPlan, 'totalCost' | 'budget' | 'days'>;

/** What the plan leaves of its own budget (the weekly budget scaled to the plan's days); never below 0. */
export const planSavingsPence = (plan: Pick<TMealPlan, 'totalCost' | 'budget'>): number => Math.max(0, toPence(plan.budget) - toPence(plan.totalCost));

/**
 * Weekly savings (document 000 section 9: max(0, budget - current plan's cost)). The plan's budget is the weekly
 * budget scaled to its days, so a 7-day plan is compared as it is and any other length is scaled to 7 days.
 */
export function weeklySavingsPence(plan: PlanMoney): number {
  const days = plan.days > 0 ? plan.days : 7;
  return Math.max(0, Math.round(((toPence(plan.budget) - toPence(plan.totalCost)) * 7) / days));
}

/** What a plan leaves of its budget, said the same way on the planner, the dashboard's plan card and its tracker. */
export interface BudgetLeft {
  /** Pence left of the plan's budget, or over it when `over`. */
  readonly pence: number;
  readonly over: boolean;
  readonly label: 'Left in the budget' | 'Over budget';
  /** Green only when the plan is within budget and feeds everyone: money left while someone goes short is not good news. */
  readonly good: boolean;
  /** Said beside the figure when money is left but the plan does not feed everyone. */
  readonly note: string | null;
}

export const NOT_SAVED_NOTE = 'Left in the budget, not saved: the plan does not feed everyone fully.';

/**
 * One definition of a plan's room in its budget. It is never called a saving: a saving is what the household
 * spends against a stated basis (the budget tracker's, from ticks and receipts); a plan has not spent anything yet.
 */
export function budgetLeft(plan: Pick<TMealPlan, 'totalCost' | 'budget' | 'withinBudget' | 'shortfall' | 'meetsTargets'>): BudgetLeft {
  if (!plan.withinBudget) return { pence: toPence(plan.shortfall), over: true, label: 'Over budget', good: false, note: null };
  const pence = planSavingsPence(plan);
  return { pence, over: false, label: 'Left in the budget', good: pence > 0 && plan.meetsTargets, note: pence > 0 && !plan.meetsTargets ? NOT_SAVED_NOTE : null };
}

/** Projected annual savings: weekly savings x 52. */
export const annualSavingsPence = (weeklyPence: number): number => weeklyPence * 52;

/** "21 Delicious Meals" (7 days x 3), "1 Delicious Meal". */
export const mealsLabel = (count: number): string => `${count} Delicious ${count === 1 ? 'Meal' : 'Meals'}`;

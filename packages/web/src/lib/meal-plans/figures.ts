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

/** Projected annual savings: weekly savings x 52. */
export const annualSavingsPence = (weeklyPence: number): number => weeklyPence * 52;

/** "21 Delicious Meals" (7 days x 3), "1 Delicious Meal". */
export const mealsLabel = (count: number): string => `${count} Delicious ${count === 1 ? 'Meal' : 'Meals'}`;

import { TriangleAlert } from 'lucide-react';
import { MIN_BUDGET_PER_PERSON, UK_AVERAGE_PER_PERSON } from '@larder/domain/accounts/household-options';
import { budgetWarningFor } from '@larder/domain/accounts/profile-rules';
import { parsePounds } from '@larder/domain/shared/money';
import { formatPence } from '../lib/money';

/**
 * The one budget rule as every profile screen shows it while the household types: below £38.60 a person
 * the budget is still accepted, and this says what it means (the server's user.budgetWarning says the same).
 */
export function BudgetWarning({ budget, householdSize, id }: { budget: string | number; householdSize: number | null; id?: string }) {
  const amount = parsePounds(budget);
  const warning = amount === null ? null : budgetWarningFor(amount, householdSize);
  if (!warning) return null;
  return (
    <p id={id} role="status" data-testid="budget-warning" className="flex items-start gap-2 rounded-xl border border-accent bg-accent-soft p-3 text-sm text-accent-foreground">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden />
      <span>{warning}</span>
    </p>
  );
}

/** The suggested weekly budget for a household (it replaces the fixed "£40-60 per week for 4 people"). */
export function recommendedBudgetText(householdSize: number): string {
  const people = householdSize === 1 ? '1 person' : `${householdSize} people`;
  return `For ${people} we suggest at least ${formatPence(MIN_BUDGET_PER_PERSON * householdSize)} a week (£38.60 a person), so the plan can meet the nutrition targets. The UK average is ${formatPence(UK_AVERAGE_PER_PERSON * householdSize)} (£32.17 a person).`;
}

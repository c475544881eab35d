import { TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { WEEKS_BEFORE_PROJECTING } from '@larder/domain/budget/saving';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { budgetLeft, fromPence, toPence } from '../../../lib/meal-plans/figures';
import { formatMoney } from '../../../lib/money';
import type { THouseholdSaving } from '../api/get-saving';

function Figure({ label, children, tone, testId }: { label: string; children: ReactNode; tone?: 'good' | 'bad'; testId?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-muted/70 p-3" data-testid={testId}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('text-lg font-bold sm:text-xl', tone === 'good' && 'text-primary', tone === 'bad' && 'text-destructive')}>{children}</dd>
    </div>
  );
}

/**
 * The savings tracker: the household's saving as the budget tracker defines it (domain budget/saving.ts: what it
 * spent, from ticks and receipts, against the survey's average for its size, over weeks that have ended), with the
 * basis said; then the current plan's room in its budget, which is not called a saving.
 */
export function SavingsTracker({ plan, saving }: { plan: TMealPlan; saving: THouseholdSaving | null }) {
  const left = budgetLeft(plan);
  const spentShare = toPence(plan.budget) > 0 ? Math.round((toPence(plan.totalCost) / toPence(plan.budget)) * 100) : 0;
  const saved = saving ? toPence(saving.saved) : 0;
  const counted = saving?.weeksCounted ?? 0;
  return (
    <Card data-testid="savings-tracker">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp className="size-5 text-primary" aria-hidden /> Savings tracker
        </CardTitle>
        <CardDescription>What you spent against the UK average for your household, as the budget tracker counts it.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {saving && counted > 0 ? (
          <dl className="grid grid-cols-2 gap-3">
            <Figure label={saved >= 0 ? `Saved over ${counted} ${counted === 1 ? 'week' : 'weeks'}` : `Spent above the average over ${counted} ${counted === 1 ? 'week' : 'weeks'}`} tone={saved > 0 ? 'good' : saved < 0 ? 'bad' : undefined} testId="saving-so-far">
              <Money amount={Math.abs(fromPence(saved))} />
            </Figure>
            <Figure label="Projected annual" tone={saving.yearly !== null && toPence(saving.yearly) > 0 ? 'good' : undefined} testId="saving-yearly">
              {saving.yearly === null ? <span className="text-sm font-medium text-muted-foreground">After {WEEKS_BEFORE_PROJECTING} weeks of shopping</span> : <Money amount={saving.yearly} />}
            </Figure>
          </dl>
        ) : (
          <p className="text-sm" data-testid="saving-none-yet">
            No saving yet: a saving is measured from what you spend. Tick what you buy on your list or add a receipt on the{' '}
            <Link to="/budget-tracker" className="underline underline-offset-2">
              budget tracker
            </Link>
            ; each week counts once it has ended.
          </p>
        )}
        <p className="text-xs text-muted-foreground" data-testid="saving-basis">
          {saving?.basis ?? 'Set your household size to compare your spending with the UK average.'}
        </p>
        <div className="space-y-1.5">
          <div className="flex justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              This plan: {left.over ? `${formatMoney(fromPence(left.pence))} over its budget` : `${formatMoney(fromPence(left.pence))} left in its budget`}
            </span>
            <span className={cn('money font-semibold', !plan.withinBudget && 'text-destructive')}>{spentShare}%</span>
          </div>
          <Progress value={spentShare} aria-label={`Plan cost is ${spentShare}% of its budget`} className={cn(!plan.withinBudget && '[&>div]:bg-destructive')} />
          {left.note ? (
            <p className="text-sm text-muted-foreground" data-testid="savings-not-fed">
              {left.note}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

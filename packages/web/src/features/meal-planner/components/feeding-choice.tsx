import { HeartHandshake, Loader2, PiggyBank, TriangleAlert } from 'lucide-react';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { useGeneratePlanWithToasts } from './use-generate-plan';

/**
 * Whether the plan feeds everyone and, when the budget cannot, the choice the household makes: the plan that
 * feeds everyone (its cost, from the API) or the best plan within budget.
 */
export function FeedingChoice({ plan }: { plan: TMealPlan }) {
  const generate = useGeneratePlanWithToasts();
  const busy = generate.isPending;

  if (plan.meetsTargets) {
    return (
      <Card className="border-primary/30 bg-primary-soft/50" data-testid="feeding-status" data-meets="true">
        <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
          <p className="flex items-start gap-2.5 font-semibold text-primary">
            <HeartHandshake className="mt-0.5 size-5 shrink-0" aria-hidden />
            Meets everyone's needs: each person's energy, protein, fibre, fruit and veg, with salt under the limit.
          </p>
          {!plan.withinBudget ? (
            <Button variant="outline" onClick={() => generate.run('budget')} disabled={busy} className="w-full shrink-0 sm:w-auto">
              {generate.priority === 'budget' ? <Loader2 className="animate-spin" aria-hidden /> : <PiggyBank aria-hidden />}
              Make the best plan within budget
            </Button>
          ) : null}
        </CardContent>
        {!plan.withinBudget ? (
          <p className="px-5 pb-5 text-sm text-muted-foreground sm:px-6">
            It costs <Money amount={plan.totalCost} className="font-semibold text-foreground" />, <Money amount={plan.shortfall} className="font-semibold text-foreground" /> over your{' '}
            <Money amount={plan.budget} /> budget.
          </p>
        ) : null}
      </Card>
    );
  }

  return (
    <Card className="border-accent/40" data-testid="feeding-status" data-meets="false">
      <CardContent className="space-y-4 pt-5 sm:pt-6">
        <div className="flex items-start gap-2.5">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden />
          <div className="min-w-0">
            <p className="font-semibold">This plan falls short of what your household needs</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm" data-testid="shortfalls">
              {plan.shortfalls.map((s) => (
                <li key={s}>{s.charAt(0).toUpperCase() + s.slice(1)}</li>
              ))}
            </ul>
          </div>
        </div>
        {plan.costToMeetTargetsMessage ? (
          <div className="rounded-xl bg-muted p-4" data-testid="cost-to-feed">
            <p className="font-semibold">{plan.costToMeetTargetsMessage}.</p>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <div>
                <Button onClick={() => generate.run('targets')} disabled={busy} className="h-auto min-h-11 w-full whitespace-normal">
                  {generate.priority === 'targets' ? <Loader2 className="animate-spin" aria-hidden /> : <HeartHandshake aria-hidden />}
                  Make the plan that feeds everyone
                </Button>
              </div>
              <div className="space-y-1.5 rounded-lg border border-border bg-card px-3 py-2.5 text-sm" data-testid="keep-within-budget">
                <p className="flex items-center gap-1.5 font-semibold">
                  <PiggyBank className="size-4 text-primary" aria-hidden /> Or keep this plan
                </p>
                <p className="text-muted-foreground">
                  It costs <Money amount={plan.totalCost} /> and stays within your <Money amount={plan.budget} /> budget, short as above.
                </p>
              </div>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

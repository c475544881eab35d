import { ChevronDown, Info } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { pricesFromLabel } from '../utils/prices-from';
import { budgetLeft, fromPence, mealsLabel, toPence, weeklySavingsPence } from '../../../lib/meal-plans/figures';

function Tile({ label, children, sub, testId, tone }: { label: string; children: ReactNode; sub?: ReactNode; testId?: string; tone?: 'good' | 'bad' }) {
  return (
    <div className="flex min-w-0 flex-col items-start gap-1 rounded-2xl border border-border bg-card p-3.5 shadow-sm sm:p-4" data-testid={testId}>
      <span className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</span>
      <span className={cn('text-lg font-bold sm:text-2xl', tone === 'good' && 'text-primary', tone === 'bad' && 'text-destructive')}>{children}</span>
      {sub ? <span className="text-xs text-muted-foreground sm:text-sm">{sub}</span> : null}
    </div>
  );
}

/** Total against budget, savings, waste and meals, then the same basket priced at every chain. */
export function PlanSummary({ plan }: { plan: TMealPlan }) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const left = budgetLeft(plan);
  const weekly = weeklySavingsPence(plan);
  const days = `${plan.days} ${plan.days === 1 ? 'day' : 'days'}`;
  const pricesFrom = pricesFromLabel(plan.pricesFrom);
  const planChainPence = toPence(plan.totalCost);
  const cheapest = plan.costAtChains[0]?.chain;

  return (
    <section aria-label="Plan summary" className="grid gap-4 lg:grid-cols-[3fr_2fr]">
      <div className="grid grid-cols-2 gap-3">
        <Tile
          label="Plan total"
          testId="plan-total"
          sub={
            plan.withinBudget ? (
              <Badge variant={plan.meetsTargets ? 'default' : 'muted'} className="px-2 py-0.5" data-testid="budget-status">
                Within budget
              </Badge>
            ) : (
              <Badge variant="destructive" className="px-2 py-0.5" data-testid="budget-status">
                Over by <Money amount={plan.shortfall} />
              </Badge>
            )
          }
          tone={plan.withinBudget ? undefined : 'bad'}
        >
          <Money amount={plan.totalCost} />
        </Tile>
        <Tile
          // One wording with the dashboard (budgetLeft): money left while someone goes short is said plainly, not in green.
          label={left.label}
          testId="plan-savings"
          tone={left.over ? 'bad' : left.good ? 'good' : undefined}
          sub={left.note ?? (plan.days === 7 ? `Budget ${formatMoney(plan.budget)} for ${days}` : <>about <Money amount={fromPence(weekly)} /> a week</>)}
        >
          <Money amount={fromPence(left.pence)} />
        </Tile>
        <Tile label="Food left over" testId="plan-waste" sub={<><Money amount={plan.waste} /> of food left over in opened packs</>}>
          <Money amount={plan.waste} />
        </Tile>
        <Tile label="Meals" testId="plan-meals" sub={`${days} for ${plan.serves} ${plan.serves === 1 ? 'person' : 'people'}`}>
          {mealsLabel(plan.items.length)}
        </Tile>
        {pricesFrom ? (
          <p className="col-span-2 text-xs text-muted-foreground sm:text-sm" data-testid="plan-prices-from">
            {pricesFrom}
          </p>
        ) : null}
        {plan.budgetFrom ? (
          <p className="col-span-2 text-xs text-muted-foreground sm:text-sm" data-testid="plan-budget-from">
            Budget: {plan.budgetFrom}.
          </p>
        ) : null}
        {plan.cooking && plan.cooking.kwh > 0 ? (
          <p className="col-span-2 text-xs text-muted-foreground sm:text-sm" data-testid="plan-cooking">
            Cooking the week: about <Money amount={plan.cooking.cost} /> of energy ({plan.cooking.kwh} kWh, {plan.cooking.source}), besides the food.
          </p>
        ) : null}
        {plan.larderNotes.map((note) => (
          <p key={note} className="col-span-2 flex items-start gap-1.5 text-xs text-muted-foreground sm:text-sm" data-testid="plan-larder-note">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {note}
          </p>
        ))}
      </div>

      <Card data-testid="chain-costs">
        <CardHeader className="pb-2 sm:pb-3">
          <CardTitle className="text-base">
            {/* On a phone the table folds away so the meals come first; from 1024 px it is always open. */}
            <button
              type="button"
              className="flex w-full items-center justify-between gap-2 text-left lg:pointer-events-none"
              aria-expanded={open}
              aria-controls={tableId}
              onClick={() => setOpen((o) => !o)}
            >
              <span>This plan at each supermarket</span>
              <ChevronDown className={cn('size-5 shrink-0 text-muted-foreground transition-transform lg:hidden', open && 'rotate-180')} aria-hidden />
            </button>
          </CardTitle>
          {!open && cheapest ? (
            <p className="text-sm text-muted-foreground lg:hidden">
              Cheapest: {cheapest} <Money amount={plan.costAtChains[0]?.totalCost} className="font-semibold text-foreground" />
            </p>
          ) : null}
        </CardHeader>
        <CardContent id={tableId} className={cn('space-y-3', open ? 'block' : 'hidden lg:block')}>
          <table className="w-full text-sm">
            <caption className="sr-only">The plan's shopping priced at each supermarket, cheapest first</caption>
            <thead className="text-xs text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="py-1.5 text-left font-medium">Supermarket</th>
                <th scope="col" className="py-1.5 text-right font-medium">Total</th>
                <th scope="col" className="py-1.5 text-right font-medium">Difference</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {plan.costAtChains.map((c) => {
                const mine = c.chain === plan.chain;
                const diff = toPence(c.totalCost) - planChainPence;
                return (
                  <tr key={c.chain} className={cn(mine && 'bg-primary-soft/60 font-semibold')} aria-current={mine ? 'true' : undefined} data-chain={c.chain}>
                    <th scope="row" className="py-1.5 pl-1 text-left font-medium">
                      <span className="inline-flex flex-wrap items-center gap-1.5">
                        {c.chain}
                        {mine ? <Badge className="px-2 py-0.5">Your plan</Badge> : null}
                        {c.chain === cheapest && !mine ? (
                          <Badge variant="accent" className="px-2 py-0.5">
                            Cheapest
                          </Badge>
                        ) : null}
                      </span>
                    </th>
                    <td className="py-1.5 text-right">
                      <Money amount={c.totalCost} />
                    </td>
                    <td className="py-1.5 pr-1 text-right text-muted-foreground">
                      {mine ? '-' : <span className="money">{diff >= 0 ? '+' : '−'}{formatMoney(Math.abs(diff) / 100)}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="flex items-start gap-2 text-xs text-muted-foreground">
            <Info className="mt-px size-3.5 shrink-0" aria-hidden />
            <span>
              Totals buy whole packs; a meal's cost is its share of them. Estimated prices:{' '}
              <Link to="/about-our-data#prices" className="font-semibold underline underline-offset-2 hover:no-underline">
                about our data
              </Link>
              .
            </span>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}

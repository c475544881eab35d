import type { TMealPlan } from '@larder/contract/meal-plans';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { groupShoppingByAisle, formatGrams, packsLabel, shoppingWeeks } from '../utils/shopping';
import { groupPlanByWeek } from '../utils/weeks';
import { WeekSelector } from './week-selector';

/** The plan's shopping by aisle: packs to buy, their cost and what is left over; a week at a time for longer plans. */
export function ShoppingTab({ plan, weekIndex, onWeek }: { plan: TMealPlan; weekIndex: number; onWeek: (index: number) => void }) {
  const weeks = groupPlanByWeek(plan);
  const multiWeek = shoppingWeeks(plan.shopping).length > 1;
  const groups = groupShoppingByAisle(plan.shopping, multiWeek ? weekIndex : null);
  const totalPence = groups.reduce((sum, g) => sum + g.totalPence, 0);
  const count = groups.reduce((n, g) => n + g.lines.length, 0);

  if (plan.shopping.length === 0) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Nothing to buy</CardTitle>
          <CardDescription>This plan has no shopping lines. Generate a New Plan to get a priced list.</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  return (
    <div className="space-y-4" data-testid="shopping-tab">
      {multiWeek ? <WeekSelector weeks={weeks} value={weekIndex} onChange={onWeek} /> : null}
      <Card>
        <CardHeader className="flex-row items-start justify-between gap-3">
          <div className="space-y-1">
            <CardTitle>{multiWeek ? `Week ${weekIndex + 1} shop at ${plan.chain}` : `Shopping at ${plan.chain}`}</CardTitle>
            <CardDescription>
              {count} {count === 1 ? 'item' : 'items'} in whole packs; perishable leftovers are flagged.
              {multiWeek ? ' Fresh food is bought each week so it is used while it keeps.' : ''}
            </CardDescription>
          </div>
          <div className="text-right">
            <span className="block text-xs text-muted-foreground">Total</span>
            <Money amount={totalPence / 100} className="text-xl font-bold" />
          </div>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="space-y-5 lg:block lg:columns-2 lg:gap-10 lg:space-y-0">
          {groups.map((group) => (
            <section key={group.aisle} aria-label={group.aisle} data-testid="aisle" className="break-inside-avoid lg:mb-6">
              <div className="mb-1 flex items-baseline justify-between border-b border-border pb-1.5">
                <h3 className="text-sm font-bold uppercase tracking-wide text-muted-foreground">{group.aisle}</h3>
                <Money amount={group.totalPence / 100} className="text-sm font-semibold" />
              </div>
              <ul className="divide-y divide-border">
                {group.lines.map((line) => {
                  const needed = formatGrams(line.grams);
                  const left = formatGrams(line.leftoverGrams);
                  return (
                    <li key={`${line.ingredient}-${line.week}`} className="flex items-start justify-between gap-3 py-2.5" data-testid="shopping-line">
                      <div className="min-w-0">
                        <p className="font-medium leading-snug">
                          {line.name}

                        </p>
                        <p className="text-xs text-muted-foreground">
                          {packsLabel(line.packs)}
                          {needed ? `, ${needed} used` : ''}
                          {left && !line.perishable ? `, ${left} left over` : ''}
                        </p>
                        {left && line.perishable ? (
                          <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs font-medium text-accent-strong" data-testid="perishable-leftover">
                            <Badge variant="accent" className="px-2 py-0.5">
                              Perishable
                            </Badge>
                            {left} left over: use it soon or freeze it
                          </p>
                        ) : null}
                      </div>
                      <Money amount={line.cost} className="shrink-0 text-sm font-semibold" />
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          </div>
          <div className="flex items-baseline justify-between rounded-xl bg-primary-soft p-3 font-semibold">
            <span>{multiWeek ? `Week ${weekIndex + 1} total` : 'Total'}</span>
            <Money amount={totalPence / 100} className="text-lg text-primary" />
          </div>
          {multiWeek ? (
            <p className="text-right text-sm text-muted-foreground">
              Whole plan: <Money amount={plan.totalCost} className="font-semibold text-foreground" />
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

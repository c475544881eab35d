import type { TBudgetOverview } from '@larder/contract/budget';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { pounds, shortDate } from '../utils';
import { WeekChart } from './week-chart';

/** The Overview tab's "Week by week" card: the chart, then a table of each week's spend against the budget, newest first. */
export function WeekByWeek({ data }: { data: TBudgetOverview }) {
  const budget = pounds(data.weeklyBudget);
  const weeks = [...data.weeks].reverse();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Week by week</CardTitle>
        <CardDescription>
          {data.weeks.length === 1 ? 'This week so far.' : `The last ${data.weeks.length} weeks.`} {data.totals.weeksOver} over budget, {data.totals.weeksUnder} under.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <WeekChart weeks={data.weeks} budget={budget} />
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Spend by week">
          <table className="w-full text-sm">
            <caption className="sr-only">Spend by week</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-2 font-medium">
                  Week of
                </th>
                <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">
                  Planned
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Spent
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  <span className="sm:hidden">vs budget</span>
                  <span className="hidden sm:inline">Against budget</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => {
                const diff = pounds(w.difference);
                return (
                  <tr key={w.weekStart} className="border-b border-border last:border-0">
                    <th scope="row" className="py-2.5 text-left font-medium">
                      {shortDate(w.weekStart)}
                    </th>
                    <td className="hidden py-2.5 text-right sm:table-cell">{w.planned === null ? <span className="text-muted-foreground">–</span> : <Money amount={w.planned} />}</td>
                    <td className="py-2.5 text-right">
                      <Money amount={w.actual} />
                    </td>
                    <td className={cn('py-2.5 text-right font-semibold', w.status === 'over' ? 'text-destructive' : w.status === 'under' ? 'text-primary' : 'text-muted-foreground')}>
                      {w.status === 'no-spend' || diff === null ? 'No spend' : diff > 0 ? `${formatMoney(diff)} over` : diff < 0 ? `${formatMoney(-diff)} under` : 'On budget'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}

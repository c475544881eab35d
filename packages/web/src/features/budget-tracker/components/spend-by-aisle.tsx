import { Link } from 'react-router-dom';
import type { TBudgetOverview } from '@larder/contract/budget';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { formatMoney } from '../../../lib/money';

/** The Categories tab: what was spent in each aisle over the weeks shown. */
export function SpendByAisle({ data }: { data: TBudgetOverview }) {
  if (!data.categories.length) {
    return (
      <Card>
        <CardContent className="space-y-2 pt-6">
          <h2 className="font-semibold">No spending by aisle yet</h2>
          <p className="text-sm text-muted-foreground">Tick items off on a shopping list as you buy them and they appear here by aisle.</p>
          <Button asChild variant="outline" size="sm">
            <Link to="/shopping-lists">Open shopping lists</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Spend by aisle</CardTitle>
        <CardDescription>Over the weeks shown, {formatMoney(data.totals.spent)} in all.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4" data-testid="categories">
          {data.categories.map((c) => (
            <li key={c.category}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium">{c.category}</span>
                <span className="flex items-baseline gap-2">
                  <span className="text-muted-foreground">{Math.round(c.share * 100)}%</span>
                  <Money amount={c.amount} className="font-semibold" />
                </span>
              </div>
              <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(2, c.share * 100)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

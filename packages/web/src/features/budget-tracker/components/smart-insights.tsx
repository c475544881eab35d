import { Leaf, PiggyBank, Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TBudgetOverview } from '@larder/contract/budget';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/money';
import { InfoTip } from './info-tip';
import { RealWaste } from './real-waste';

/** The Smart Insights tab: the cheapest supermarket, spend against the UK average, and the waste a planned week avoids. */
export function SmartInsights({ data }: { data: TBudgetOverview }) {
  const { cheapestChain: chain, ukAverage: uk, wasteAvoided: waste } = data.insights;
  const saved = uk ? Number(uk.saved) : 0;
  return (
    <div className="grid gap-4 md:grid-cols-3" data-testid="insights">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Store className="size-4 text-primary" aria-hidden /> Cheapest supermarket
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {chain ? (
            chain.chain === chain.listChain ? (
              <p>
                Your latest list is already at the cheapest chain: <strong>{chain.chain}</strong>, {formatMoney(chain.total)}.
              </p>
            ) : (
              <p>
                Your latest list would have cost <strong>{formatMoney(chain.total)}</strong> at <strong>{chain.chain}</strong>,{' '}
                <strong className="text-primary">{formatMoney(chain.saving)} less</strong> than at {chain.listChain}.
              </p>
            )
          ) : (
            <p className="text-muted-foreground">Generate a meal plan and its shopping list is compared across the supermarkets near you.</p>
          )}
          {chain?.reachNote ? <p className="text-xs text-muted-foreground">{chain.reachNote}</p> : null}
          {chain ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`/shopping-lists/${chain.listId}`}>Compare on the list</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <PiggyBank className="size-4 text-primary" aria-hidden /> Against the UK average
            <InfoTip text="The UK average food spend is £32.17 per person per week (ONS Family Food survey, financial year ending 2022)." />
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {!uk ? (
            <p className="text-muted-foreground">Set your household size to compare with the UK average.</p>
          ) : uk.weeksCounted === 0 ? (
            <p>
              The UK average for your household is <strong>{formatMoney(uk.weekly)}</strong> a week.
              {uk.plannedWeekly !== null ? (
                <>
                  {' '}
                  This week's plan costs <strong>{formatMoney(uk.plannedWeekly)}</strong>.
                </>
              ) : null}{' '}
              Tick items off or add receipts: each week counts once it has ended.
            </p>
          ) : (
            <p>
              Over {uk.weeksCounted} {uk.weeksCounted === 1 ? 'week' : 'weeks'} you spent <strong>{formatMoney(uk.spent)}</strong>, against{' '}
              {formatMoney(Number(uk.weekly) * uk.weeksCounted)} at the UK average:{' '}
              {saved >= 0 ? (
                <strong className="text-primary">{formatMoney(saved)} saved</strong>
              ) : (
                <strong className="text-destructive">{formatMoney(-saved)} more</strong>
              )}
              .
            </p>
          )}
          {uk ? (
            <p className="text-xs text-muted-foreground" data-testid="saving-basis">
              {uk.basis}
            </p>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Leaf className="size-4 text-primary" aria-hidden /> Waste avoided
            <InfoTip text="Fresh food left in packs if each meal were bought on its own, against what your planned week leaves over." />
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {waste ? (
            <>
              <p>
                Planning the week as one shop avoids about <strong className="text-primary">{formatMoney(waste.avoided)}</strong> of fresh food going to waste
                {waste.packsSaved > 0 ? (
                  <>
                    {' '}
                    and <strong>{waste.packsSaved}</strong> {waste.packsSaved === 1 ? 'pack' : 'packs'} bought
                  </>
                ) : null}
                .
              </p>
              <p className="text-xs text-muted-foreground">
                Bought meal by meal at {waste.chain}: {formatMoney(waste.separateWaste)} left over; your plan: {formatMoney(waste.planWaste)}.
              </p>
            </>
          ) : (
            <p className="text-muted-foreground">Once you have a meal plan, we show how much waste sharing ingredients across the week avoids.</p>
          )}
          <RealWaste planWaste={waste ? waste.planWaste : null} />
        </CardContent>
      </Card>
    </div>
  );
}

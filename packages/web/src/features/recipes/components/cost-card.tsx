import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TRecipe } from '@larder/contract/recipes';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Money } from '../../../components/ui/money';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { chainReach, nearestStoreLabel, type Nearby } from '../utils/reach';

/** The note every price on this page needs nearby: the figures are estimates, and from where. */
export const PRICE_ESTIMATE_NOTE =
  "Estimated price: UK average prices (ONS, January 2025) adjusted by each chain's basket index (Which?, July 2025)";

/** The recipe's "Estimated cost" card: the chain to price at, the cost per serving and in all, and each chain's price with its reach. */
export function CostCard({ recipe, nearby, onChain }: { recipe: TRecipe; nearby: Nearby | undefined; onChain: (chain: string) => void }) {
  const cheapest = recipe.costs[0]?.chain;
  return (
    <Card data-testid="recipe-costs">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle>Estimated cost</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {recipe.costs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No supermarket in our price data sells every ingredient of this recipe, so it has no cost yet.</p>
        ) : (
          <>
            <Field id="recipe-chain" label="Prices at">
              <Select value={recipe.costChain ?? undefined} onValueChange={onChain}>
                <SelectTrigger id="recipe-chain">
                  <SelectValue placeholder="Choose a supermarket" />
                </SelectTrigger>
                <SelectContent>
                  {recipe.costs.map((c) => (
                    <SelectItem key={c.chain} value={c.chain} hint={<span className="money">£{c.perServing}</span>}>
                      {c.chain}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-primary-soft p-3">
                <dt className="text-xs text-muted-foreground">Per serving</dt>
                <dd className="text-right text-2xl font-bold text-primary" data-testid="cost-per-serving">
                  <Money amount={recipe.costPerServing} />
                </dd>
              </div>
              <div className="rounded-xl bg-muted/70 p-3">
                <dt className="text-xs text-muted-foreground">
                  Whole recipe ({recipe.serves} {recipe.serves === 1 ? 'serving' : 'servings'})
                </dt>
                <dd className="text-right text-2xl font-bold">
                  <Money amount={recipe.estimatedCost} />
                </dd>
              </div>
            </dl>
            {recipe.cooking ? (
              <p className="text-sm text-muted-foreground" data-testid="cooking-cost">
                To cook it: {recipe.cooking.costPerServing === '0.00' ? 'under 1p' : <>about <Money amount={recipe.cooking.costPerServing} /></>} a serving of energy
                ({recipe.cooking.method}, {recipe.cooking.minutes} min, {recipe.cooking.kwh} kWh; {recipe.cooking.source}).
              </p>
            ) : null}
            <div className="-mx-1 overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">Cost per serving at each supermarket</caption>
                <thead className="text-xs text-muted-foreground">
                  <tr className="border-b border-border">
                    <th scope="col" className="px-1 py-2 text-left font-medium">Supermarket</th>
                    <th scope="col" className="px-1 py-2 text-right font-medium">Per serving</th>
                    <th scope="col" className="px-1 py-2 text-right font-medium">Whole packs</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {recipe.costs.map((c) => {
                    const reach = chainReach(c.chain, nearby);
                    const nearest = nearestStoreLabel(reach);
                    return (
                      <tr
                        key={c.chain}
                        className={cn(c.chain === recipe.costChain && 'bg-primary-soft/60 font-semibold', reach.kind === 'far' && 'text-muted-foreground')}
                        aria-current={c.chain === recipe.costChain ? 'true' : undefined}
                        data-reach={reach.kind}
                      >
                        <th scope="row" className="px-1 py-2 text-left font-medium">
                          <span className="inline-flex flex-wrap items-center gap-1.5">
                            {c.chain}
                            {c.chain === cheapest && recipe.costs.length > 1 ? <Badge className="px-2 py-0.5">Cheapest</Badge> : null}
                            {reach.kind === 'far' ? (
                              <Badge variant="muted" className="px-2 py-0.5" data-testid="not-near-you">
                                not near you
                              </Badge>
                            ) : null}
                          </span>
                          {nearest ? <span className="block text-xs font-normal text-muted-foreground">{nearest}</span> : null}
                        </th>
                        <td className="px-1 py-2 text-right">
                          <Money amount={c.perServing} />
                        </td>
                        <td className="px-1 py-2 text-right text-muted-foreground">
                          <Money amount={c.perServingWholePacks} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <p className="text-xs text-muted-foreground">
              “Per serving” counts the share of each pack the recipe uses; “Whole packs” is a serving’s share if you buy every pack in full.
            </p>
          </>
        )}
        {nearby?.note ? (
          <p className="flex items-start gap-2 rounded-xl bg-muted/70 p-3 text-xs text-muted-foreground" data-testid="reach-note">
            <MapPin className="mt-px size-3.5 shrink-0" aria-hidden />
            <span>{nearby.note}</span>
          </p>
        ) : null}
        <p className="rounded-xl border border-amber-200 bg-accent-soft/60 p-3 text-xs text-accent-foreground" data-testid="price-note-box">
          <span data-testid="price-note">{PRICE_ESTIMATE_NOTE}</span>.{' '}
          <Link to="/about-our-data#prices" className="font-semibold underline underline-offset-2 hover:no-underline">
            About our data
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

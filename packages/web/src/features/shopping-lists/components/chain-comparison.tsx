import { Info, MapPin } from 'lucide-react';
import type { z } from 'zod';
import type { ZListComparison } from '@larder/contract/shopping-lists';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { messageOr } from '../../../lib/api-client';
import { toPence } from '../utils/totals';

type Comparison = z.infer<typeof ZListComparison>;
type Row = Comparison['comparisons'][number];

/** What one chain's total rests on: "2 of 14 prices real", "estimates only". */
export function restsOn(row: Row): string | null {
  if (!row.sources) return null;
  const used = row.sources['own-receipt'] + row.sources.pooled + row.sources.feed + row.sources.estimate;
  if (!used) return null;
  if (row.estimatesOnly) return 'estimates only';
  return `${used - row.sources.estimate} of ${used} prices real`;
}

/** "£3.20 cheaper", "£1.05 dearer", "same price". */
export function savingLabel(saving: string): string {
  const pence = toPence(saving);
  if (pence === 0) return 'same price';
  return pence > 0 ? `${formatMoney(pence / 100)} cheaper` : `${formatMoney(-pence / 100)} dearer`;
}

/** This list at each chain within reach, cheapest first, against the household's usual chain. */
export function ChainComparison({
  data,
  isLoading,
  error,
  onRetry,
  listChain,
}: {
  data: Comparison | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  listChain: string;
}) {
  const usual = data?.comparisons.find((c) => c.usual)?.chain;
  return (
    <Card data-testid="chain-comparison">
      <CardHeader className="pb-3">
        <CardTitle>Compare supermarkets</CardTitle>
        <CardDescription>The same items in whole packs at each chain{usual ? `, against your usual ${usual}` : ''}.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {isLoading ? (
          <div className="space-y-2" aria-label="Loading the comparison">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : error || !data ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {messageOr(error, 'The comparison could not be loaded.')}{' '}
            <Button variant="link" onClick={onRetry}>
              Try again
            </Button>
          </p>
        ) : (
          <div className="-mx-1 overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">This list at each supermarket, cheapest first</caption>
              <thead className="text-xs text-muted-foreground">
                <tr className="border-b border-border">
                  <th scope="col" className="px-1 py-2 text-left font-medium">Supermarket</th>
                  <th scope="col" className="px-1 py-2 text-right font-medium">Total</th>
                  <th scope="col" className="px-1 py-2 text-right font-medium">Against usual</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.comparisons.map((c, k) => {
                  const pence = toPence(c.saving);
                  return (
                    <tr key={c.chain} data-testid="comparison-row" data-chain={c.chain} className={cn(c.chain === listChain && 'bg-primary-soft/60')}>
                      <th scope="row" className="px-1 py-2.5 text-left font-medium">
                        <span className="inline-flex flex-wrap items-center gap-1.5">
                          {c.chain}
                          {k === 0 && data.comparisons.length > 1 && !c.missing.length ? <Badge className="px-2 py-0.5">Cheapest</Badge> : null}
                          {c.usual ? (
                            <Badge variant="muted" className="px-2 py-0.5">
                              Usual
                            </Badge>
                          ) : null}
                          {c.chain === listChain ? (
                            <Badge variant="accent" className="px-2 py-0.5">
                              This list
                            </Badge>
                          ) : null}
                        </span>
                        {restsOn(c) ? (
                          <span className={cn('block text-xs font-normal', c.estimatesOnly ? 'text-muted-foreground' : 'text-primary')} data-testid="comparison-rests-on">
                            {restsOn(c)}
                          </span>
                        ) : null}
                        {c.missing.length ? (
                          <span className="block text-xs font-normal text-muted-foreground">
                            Does not sell {c.missing.length} {c.missing.length === 1 ? 'item' : 'items'}: {c.missing.join(', ')}
                          </span>
                        ) : null}
                      </th>
                      <td className="px-1 py-2.5 text-right font-semibold">
                        <Money amount={c.totalCost} />
                      </td>
                      <td className={cn('money px-1 py-2.5 text-right', pence > 0 && 'font-semibold text-primary', pence < 0 && 'text-muted-foreground')}>
                        {c.usual ? '—' : savingLabel(c.saving)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {data?.pricesNote ? (
          <p
            className={cn('flex items-start gap-2 rounded-xl p-3 text-xs', data.estimatesOnly ? 'border border-amber-200 bg-accent-soft/60 text-accent-foreground' : 'bg-primary-soft/60 text-foreground')}
            data-testid="comparison-prices-note"
          >
            <Info className="mt-px size-3.5 shrink-0" aria-hidden />
            <span>{data.pricesNote}</span>
          </p>
        ) : null}
        {data?.reachNote ? (
          <p className="flex items-start gap-2 rounded-xl bg-muted/70 p-3 text-xs text-muted-foreground" data-testid="reach-note">
            <MapPin className="mt-px size-3.5 shrink-0" aria-hidden />
            <span>{data.reachNote}</span>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

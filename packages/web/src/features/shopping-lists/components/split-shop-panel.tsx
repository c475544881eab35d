import { Split } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { messageOr } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useListSplit } from '../api/get-list-split';

const pounds = (s: string) => formatMoney(Number(s));

/** One shop or split the shop: the cheapest chain, and what a second shop saves and what goes where. */
export function SplitShopPanel({ listId }: { listId: number }) {
  const split = useListSplit(listId);
  const data = split.data;
  const best = data?.single[0];
  const second = data?.split?.chains[1];
  return (
    <Card data-testid="split-shop">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2">
          <Split className="size-4" aria-hidden /> One shop or two?
        </CardTitle>
        <CardDescription>Priced from your receipts first, then prices seen nearby, then estimates.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {split.isLoading ? (
          <Skeleton className="h-16" />
        ) : split.error || !data || !best ? (
          <p role="alert" className="text-muted-foreground">{messageOr(split.error, 'The comparison could not be loaded.')}</p>
        ) : (
          <>
            <p data-testid="split-sentence">{data.sentence}</p>
            <p>
              <span className="font-medium">One shop:</span> {best.chain} {pounds(best.total)}
              {best.missing.length ? ` (does not sell ${best.missing.length})` : ''}
            </p>
            {data.split && second ? (
              <div>
                <p>
                  <span className="font-medium">Split:</span> {data.split.chains.join(' + ')} {pounds(data.split.total)}, saving {pounds(data.split.saving)}
                </p>
                <ul className="mt-1 space-y-0.5" aria-label={`Items to buy at ${second}`}>
                  {data.split.items
                    .filter((i) => i.chain === second)
                    .map((i) => (
                      <li key={i.ingredient} className="flex items-center gap-2">
                        <Badge variant="accent" aria-label={`at ${second}`}>
                          {second[0]}
                        </Badge>
                        {i.name} <span className="text-muted-foreground">{pounds(i.cost)}</span>
                      </li>
                    ))}
                </ul>
              </div>
            ) : null}
            <p className="text-xs text-muted-foreground" data-testid="split-sources">
              Prices used: {data.sources['own-receipt']} from your receipts, {data.sources.pooled} seen nearby, {data.sources.feed} from price feeds, {data.sources.estimate} estimates.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

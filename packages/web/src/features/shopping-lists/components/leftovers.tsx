import { Leaf } from 'lucide-react';
import type { TShoppingList } from '@larder/contract/shopping-lists';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { gramsLabel } from '../utils/totals';

function LeftoverList({ items }: { items: TShoppingList['items'] }) {
  return (
    <ul className="space-y-1.5">
      {items.map((i) => (
        <li
          key={i.id}
          data-testid="leftover"
          data-perishable={i.perishable}
          className={cn('flex items-center justify-between gap-3 rounded-lg px-2.5 py-2 text-sm', i.perishable ? 'border border-amber-200 bg-accent-soft/70' : 'bg-muted/50')}
        >
          <span className="min-w-0">
            <span className="font-medium">{i.name}</span>
            <span className="block text-xs text-muted-foreground">
              uses {gramsLabel(i.neededGrams)} of {i.quantity} x {i.unit}
            </span>
          </span>
          <span className="flex shrink-0 flex-col items-end gap-1">
            <span className="money font-semibold">{gramsLabel(i.leftoverGrams)}</span>
            {i.perishable ? (
              <Badge variant="accent" className="px-2 py-0.5">
                <Leaf className="size-3" aria-hidden /> Use soon
              </Badge>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What the whole packs leave over once the plan's meals are cooked; perishables (to use soon) first. */
export function Leftovers({ items }: { items: TShoppingList['items'] }) {
  const left = items
    .filter((i) => i.leftoverGrams > 0)
    .sort((a, b) => Number(b.perishable) - Number(a.perishable) || b.leftoverGrams - a.leftoverGrams || a.name.localeCompare(b.name));
  const perishables = left.filter((i) => i.perishable);
  const keeps = left.filter((i) => !i.perishable);
  const perishable = perishables.length;
  return (
    <Card data-testid="leftovers">
      <CardHeader className="pb-3">
        <CardTitle>What will be left over</CardTitle>
        <CardDescription>
          {left.length
            ? `Packs come in fixed sizes, so ${left.length} ${left.length === 1 ? 'item leaves' : 'items leave'} some over${perishable ? `; ${perishable} will not keep long` : ''}.`
            : 'Every pack is used up by the plan’s meals.'}
        </CardDescription>
      </CardHeader>
      {left.length ? (
        <CardContent className="space-y-3">
          {perishables.length ? <LeftoverList items={perishables} /> : null}
          {keeps.length ? (
            <details className="group rounded-lg" data-testid="leftovers-that-keep" open={!perishables.length}>
              <summary className="flex min-h-10 cursor-pointer items-center rounded-lg px-2.5 text-sm font-medium text-muted-foreground hover:bg-muted">
                {keeps.length} {keeps.length === 1 ? 'item keeps' : 'items keep'} for later (cupboard, freezer)
              </summary>
              <div className="pt-2">
                <LeftoverList items={keeps} />
              </div>
            </details>
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}

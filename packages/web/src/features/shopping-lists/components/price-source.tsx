import type { ShoppingListItem } from '../utils/totals';
import { cn } from '../../../lib/cn';

/** Where a line's price came from and when: "from your receipt, 3 days ago", "estimate". Nothing for extras. */
export function PriceSource({ item }: { item: ShoppingListItem }) {
  const from = item.priceFrom;
  if (!from || (item.quantity === 0 && !item.isExtra)) return null;
  return (
    <>
      {' · '}
      <span data-testid="price-source" data-source={from.source} className={cn(from.source === 'estimate' ? 'text-muted-foreground' : 'font-medium text-primary')}>
        {from.label}
      </span>
    </>
  );
}

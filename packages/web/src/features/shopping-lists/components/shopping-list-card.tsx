import { Download, Loader2, Store, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TShoppingList } from '@larder/contract/shopping-lists';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Progress } from '../../../components/ui/progress';
import { ListChangeNote } from './list-change-note';
import { createdDateLabel, listFigures, listTotal, quantityLabel } from '../utils/totals';
import { ConfirmDelete } from './confirm-delete';
import { TickRow } from './tick-row';

/** Section 9: a card previews 5 items. */
export const PREVIEW_ITEMS = 5;

/** A list in the grid (document 000 section 2): number, supermarket, date, remaining, total, progress, 5 items. */
export function ShoppingListCard({
  list,
  basePath,
  pending,
  onTick,
  onDownload,
  onDelete,
  deleting,
}: {
  list: TShoppingList;
  basePath: string;
  pending: ReadonlyMap<number, boolean>;
  onTick: (itemId: number, checked: boolean) => void;
  onDownload: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const isChecked = (item: TShoppingList['items'][number]) => pending.get(item.id) ?? item.isChecked;
  const figures = listFigures(list.items, isChecked);
  const preview = list.items.slice(0, PREVIEW_ITEMS);
  const more = list.items.length - preview.length;
  return (
    <Card className="flex flex-col" data-testid="shopping-list-card" data-list-id={list.id}>
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-xl">{list.name}</CardTitle>
          <div className="-mr-2 -mt-1 flex shrink-0">
            <Button variant="ghost" size="icon" aria-label={`Download Shopping List #${list.id}`} onClick={onDownload}>
              <Download aria-hidden />
            </Button>
            <ConfirmDelete
              listId={list.id}
              onConfirm={onDelete}
              trigger={
                <Button variant="ghost" size="icon" className="text-destructive hover:bg-destructive-soft" aria-label={`Delete Shopping List #${list.id}`} disabled={deleting}>
                  {deleting ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
                </Button>
              }
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge>
            <Store className="size-3.5" aria-hidden /> {list.supermarket}
          </Badge>
          <span>Created {createdDateLabel(list.createdAt)}</span>
        </div>
        {list.lastChange && !list.archived ? <ListChangeNote change={list.lastChange} compact /> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="flex items-end justify-between gap-3">
          <p className="text-sm" data-testid="items-remaining">
            <span className="text-base font-semibold">{figures.remainingCount}</span> of {figures.itemCount} {figures.itemCount === 1 ? 'item' : 'items'} remaining
          </p>
          <p className="text-right">
            <span className="block text-xs text-muted-foreground">Total</span>
            <Money amount={listTotal(list)} className="text-xl font-bold text-primary" />
          </p>
        </div>
        <Progress value={figures.progress * 100} aria-label={`${figures.checkedCount} of ${figures.itemCount} items ticked`} />
        <ul className="-mx-1.5 divide-y divide-border/70" aria-label={`First items of Shopping List #${list.id}`}>
          {preview.map((item) => (
            <li key={item.id}>
              <TickRow
                size="sm"
                checked={isChecked(item)}
                pending={pending.has(item.id)}
                onToggle={() => onTick(item.id, !isChecked(item))}
                label={item.name}
                detail={quantityLabel(item.quantity, item.unit)}
                aside={<span className="money text-sm">£{item.price}</span>}
              />
            </li>
          ))}
        </ul>
        {more > 0 ? <p className="text-sm text-muted-foreground">+{more} more items</p> : null}
        {list.items.length === 0 ? <p className="text-sm text-muted-foreground">This list has no items.</p> : null}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <Link to={`${basePath}/${list.id}`}>View Full List</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

import type { TShoppingList } from '@larder/contract/shopping-lists';
import { formatMoney } from '../../../lib/money';
import { createdDateLabel, listTotal, quantityLabel, type ShoppingListItem } from './totals';

/** yyyy-mm-dd of a moment, in UK time. */
export function isoDay(date: Date): string {
  // en-CA writes dates as yyyy-mm-dd.
  return date.toLocaleDateString('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** Section 9: named by list id and date, e.g. `shopping-list-12-2026-11-21.txt`. */
export const downloadFileName = (listId: number, on: Date, extension: 'txt' | 'pdf' = 'txt'): string => `shopping-list-${listId}-${isoDay(on)}.${extension}`;

/** One line per item: a checked or unchecked marker, quantity, unit, name and category. */
export function itemLine(item: Pick<ShoppingListItem, 'quantity' | 'unit' | 'name' | 'category'>, checked: boolean): string {
  return `${checked ? '[x]' : '[ ]'} ${quantityLabel(item.quantity, item.unit)} ${item.name} (${item.category})`;
}

/**
 * The downloaded list (document 000 section 9): supermarket, created date (en-GB), total, item count, then
 * every item with its marker. `isChecked` lets the page pass ticks that are not on the server yet.
 */
export function shoppingListText(
  list: Pick<TShoppingList, 'id' | 'supermarket' | 'createdAt' | 'totalCost' | 'items'>,
  isChecked: (item: ShoppingListItem) => boolean = (i) => i.isChecked,
): string {
  const lines = [
    `Shopping List #${list.id}`,
    `Supermarket: ${list.supermarket}`,
    `Created: ${createdDateLabel(list.createdAt)}`,
    `Total: ${formatMoney(listTotal(list))}`,
    `Items: ${list.items.length}`,
    '',
    ...list.items.map((item) => itemLine(item, isChecked(item))),
  ];
  return `${lines.join('\n')}\n`;
}

/** Hands a file to the browser's downloads (a blob link, nothing leaves the page). */
export function saveFile(fileName: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

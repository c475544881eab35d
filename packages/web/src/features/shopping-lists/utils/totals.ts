import type { TShoppingList } from '@larder/contract/shopping-lists';

export type ShoppingListItem = TShoppingList['items'][number];

/** "8.45" -> 845; anything that is not a number counts as 0. */
export function toPence(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

export const poundsText = (pence: number): string => (pence / 100).toFixed(2);

/**
 * Document 000 section 9: the list total is the stored total when above 0, otherwise the sum of the
 * item prices, to 2 decimals.
 */
export function listTotal(list: Pick<TShoppingList, 'totalCost' | 'items'>): string {
  const stored = toPence(list.totalCost);
  if (stored > 0) return poundsText(stored);
  return poundsText(list.items.reduce((sum, i) => sum + toPence(i.price), 0));
}

export interface ListFigures {
  readonly itemCount: number;
  readonly checkedCount: number;
  readonly remainingCount: number;
  /** Checked items divided by all items (section 4), 0 for an empty list. */
  readonly progress: number;
  /** Prices of the ticked items (in the basket) and of the rest (still to pick up). */
  readonly checkedPence: number;
  readonly remainingPence: number;
}

/** A line the larder covers in full ("Nothing to buy"): there is nothing to pick up, so it is not counted as to get. */
export const coveredByLarder = (item: Pick<ShoppingListItem, 'quantity' | 'isExtra'>): boolean => item.quantity <= 0 && !item.isExtra;

/**
 * The running figures of a list, with each item's state as the page shows it (ticks not yet sent included). Lines
 * the larder covers in full are left out of the counts: the shopper has nothing to pick up for them.
 */
export function listFigures(all: readonly ShoppingListItem[], isChecked: (item: ShoppingListItem) => boolean = (i) => i.isChecked): ListFigures {
  const items = all.filter((item) => !coveredByLarder(item));
  let checkedCount = 0;
  let checkedPence = 0;
  let remainingPence = 0;
  for (const item of items) {
    const pence = toPence(item.price);
    if (isChecked(item)) {
      checkedCount += 1;
      checkedPence += pence;
    } else remainingPence += pence;
  }
  return {
    itemCount: items.length,
    checkedCount,
    remainingCount: items.length - checkedCount,
    progress: items.length ? checkedCount / items.length : 0,
    checkedPence,
    remainingPence,
  };
}

/** "2 x 1 kg pack", "1 x pack of 6", "3 each": how many of which pack. */
export function quantityLabel(quantity: number, unit: string): string {
  const u = unit.trim();
  if (u === '') return String(quantity);
  if (u === 'each') return `${quantity} each`;
  return `${quantity} x ${u}`;
}

export interface AisleGroup<T> {
  readonly aisle: string;
  readonly items: T[];
}

/** Items by aisle, in the order the aisles first appear (the server sorts by aisle, then name). */
export function groupByAisle<T extends { category: string }>(items: readonly T[]): AisleGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const aisle = item.category.trim() || 'Other';
    const group = groups.get(aisle);
    if (group) group.push(item);
    else groups.set(aisle, [item]);
  }
  return [...groups].map(([aisle, list]) => ({ aisle, items: list }));
}

/** 1250 -> "1.25 kg", 300 -> "300 g". */
export function gramsLabel(grams: number): string {
  if (grams >= 1000) return `${(Math.round(grams / 10) / 100).toString()} kg`;
  return `${Math.round(grams)} g`;
}

/** en-GB date of a list (dd/mm/yyyy), in UK time. */
export function createdDateLabel(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', { timeZone: 'Europe/London' });
}

import type { TShoppingList } from '@larder/contract/shopping-lists';
import { formatMoney } from '../../../lib/money';
import searches from '../data/chain-search.json';
import { coveredByLarder, groupByAisle, listTotal, quantityLabel, type ShoppingListItem } from './totals';

const SEARCH: Readonly<Record<string, string>> = searches;

/** The chain's own site search for a food, or null when we know no search page for that chain. */
export function chainSearchUrl(chain: string, food: string): string | null {
  const template = SEARCH[chain];
  return template && !chain.startsWith('_') ? template.replace('{q}', encodeURIComponent(food.trim())) : null;
}

/** Whether a line is still to be bought in the shop: not ticked, not covered by the larder, still needed. */
export const stillToBuy = (item: ShoppingListItem, checked: boolean) => !checked && !coveredByLarder(item) && !item.notNeeded;

/**
 * The list as plain text for any other app (notes, a message to whoever goes to the shop): what is to buy, by
 * aisle, with a checkbox each that most note apps understand, what is already in the basket marked done, and the
 * list's total. Lines the larder covers or the plan no longer needs are left out (nothing to buy).
 */
export function shopText(list: Pick<TShoppingList, 'name' | 'supermarket' | 'totalCost' | 'items'>, isChecked: (item: ShoppingListItem) => boolean): string {
  const wanted = list.items.filter((item) => !coveredByLarder(item) && !item.notNeeded);
  const lines = [`${list.name} (${list.supermarket}): ${formatMoney(listTotal(list))}`];
  for (const group of groupByAisle(wanted)) {
    lines.push('', group.aisle);
    for (const item of group.items) lines.push(`- [${isChecked(item) ? 'x' : ' '}] ${quantityLabel(item.quantity, item.unit)} ${item.name}`);
  }
  if (!wanted.length) lines.push('', 'Nothing to buy: the larder has it all.');
  return `${lines.join('\n')}\n`;
}

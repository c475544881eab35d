import type { ShoppingListRepository } from '../ports';
import type { NewShoppingItem, ShoppingList } from '../shopping-list';
import { type ListChange, reconcileList } from './reconcile-list';

/** What made the list change: the page and the chat say it in words. */
export type ListChangeReason = 'plan' | 'swap' | 'replan' | 'chat' | 'chain' | 'recipe';

/**
 * Brings a current list in step with the lines its plan needs now (at `chain`), keeping ticks and extras as
 * reconcileList decides, and records what changed on the list. No new list is made: one plan, one current list.
 */
export async function keepInStep(
  lists: ShoppingListRepository,
  current: ShoppingList,
  fresh: readonly NewShoppingItem[],
  update: { chain: string; priceNote: string; reason: ListChangeReason; at: Date },
): Promise<ShoppingList> {
  const { lines, recipeTotalPence, change } = reconcileList(current.items, fresh, update.at);
  const lastChange: ListChange = {
    ...change,
    reason: update.chain !== current.supermarket ? 'chain' : update.reason,
    at: update.at.toISOString(),
  };
  return lists.reconcile(current.id, { supermarket: update.chain, priceNote: update.priceNote, lines, recipeTotalPence, lastChange });
}

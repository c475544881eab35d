import type { NewShoppingItem, ShoppingItem, ShoppingList } from './shopping-list';

export interface ShoppingListRepository {
  create(list: { userId: string; mealPlanId: string | null; supermarket: string; priceNote: string; totalCostPence: number; items: readonly NewShoppingItem[] }, at: Date): Promise<ShoppingList>;
  /** Newest first. */
  listForUser(userId: string): Promise<ShoppingList[]>;
  findForUser(userId: string, id: number): Promise<ShoppingList | null>;
  /** Replaces the lines (keeping the checked state of ingredients still on the list) and the total. */
  replaceItems(listId: number, items: readonly NewShoppingItem[], totalCostPence: number): Promise<ShoppingList>;
  /** Sets an item's check if the change is not older than the last one (last writer wins); null when not the user's. */
  setChecked(userId: string, itemId: number, isChecked: boolean, changedAt: Date): Promise<ShoppingItem | null>;
  delete(userId: string, id: number): Promise<boolean>;
}
export const SHOPPING_LIST_REPOSITORY = Symbol('ShoppingListRepository');

export type { ShoppingItem, ShoppingList };

import type { NewShoppingItem, ShoppingItem, ShoppingList } from './shopping-list';
import type { ListChange, ReconciledLine } from './keep-in-step/reconcile-list';

/** A free-text item the household buys often, re-added to a list in one tap. */
export interface UsualItem {
  readonly id: number;
  readonly name: string;
  readonly quantity: number;
  readonly unit: string;
  readonly category: string;
  readonly pricePence: number;
}
export type NewUsualItem = Omit<UsualItem, 'id'>;

/**
 * Lists are keyed by the household's owner's user id (`userId` below); `actorId` is the member who made the change.
 */
export interface ShoppingListRepository {
  create(list: { userId: string; mealPlanId: string | null; supermarket: string; priceNote: string; totalCostPence: number; items: readonly NewShoppingItem[] }, at: Date): Promise<ShoppingList>;
  /** The current (not archived) lists first, newest first; then the archived ones, newest first. */
  listForUser(userId: string): Promise<ShoppingList[]>;
  /** The plan's current (not archived) list, if it has one. */
  currentForPlan(userId: string, mealPlanId: string): Promise<ShoppingList | null>;
  /** Replaces the recipe lines with reconciled ones (ticks and not-needed marks as given), at the chain; extras stay. */
  reconcile(listId: number, update: { supermarket: string; priceNote: string; lines: readonly ReconciledLine[]; recipeTotalPence: number; lastChange: ListChange }): Promise<ShoppingList>;
  /** Archives every current list of the household but `keepId`. */
  archiveOthers(userId: string, keepId: number, at: Date): Promise<void>;
  findForUser(userId: string, id: number): Promise<ShoppingList | null>;
  /** Replaces the recipe lines (keeping the checked state of ingredients still on the list, and every extra); the total is the sum of all lines. */
  replaceItems(listId: number, items: readonly NewShoppingItem[], totalCostPence: number): Promise<ShoppingList>;
  /** Sets an item's check if the change is not older than the last one (last writer wins); null when not the user's. */
  setChecked(userId: string, itemId: number, isChecked: boolean, changedAt: Date, actorId?: string): Promise<ShoppingItem | null>;
  /** Adds free-text items (extras) to the user's list; null when the list is not the user's. */
  addExtras(userId: string, listId: number, items: readonly NewShoppingItem[], actorId: string): Promise<ShoppingItem[] | null>;
  /** Removes one line of the user's list; null when not the user's. */
  removeItem(userId: string, itemId: number): Promise<{ listId: number } | null>;
  delete(userId: string, id: number): Promise<boolean>;
  /** The household's usuals, by name. */
  usuals(userId: string): Promise<UsualItem[]>;
  /** Adds or updates (by name, ignoring case) a usual. */
  saveUsual(userId: string, usual: NewUsualItem): Promise<UsualItem>;
  deleteUsual(userId: string, id: number): Promise<boolean>;
}
export const SHOPPING_LIST_REPOSITORY = Symbol('ShoppingListRepository');

export type { ShoppingItem, ShoppingList };

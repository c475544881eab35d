import type { CookedMeal, LarderItem, LarderRemoval } from './larder-item';

/** A household's larder, keyed by the household's owner's user id. Another household's ids are simply not found. */
export interface LarderRepository {
  list(householdId: string): Promise<LarderItem[]>;
  find(householdId: string, id: string): Promise<LarderItem | null>;
  /** Inserts or replaces items (by id), all or none. */
  put(householdId: string, items: readonly LarderItem[]): Promise<void>;
  /** Removes items by id; answers how many were the household's. */
  delete(householdId: string, ids: readonly string[]): Promise<number>;
  recordRemoval(householdId: string, removal: LarderRemoval): Promise<void>;
  /** Removals at or after `since`, newest first. */
  removals(householdId: string, since: Date): Promise<LarderRemoval[]>;
  /** The ingredient slugs the household always keeps. */
  staples(householdId: string): Promise<string[]>;
  setStaples(householdId: string, slugs: readonly string[]): Promise<string[]>;
  cookedMeals(householdId: string, planId: string): Promise<CookedMeal[]>;
  /** Inserts or replaces the record of one meal (by plan and meal). */
  saveCooked(householdId: string, cooked: CookedMeal): Promise<void>;
}
export const LARDER_REPOSITORY = Symbol('LarderRepository');

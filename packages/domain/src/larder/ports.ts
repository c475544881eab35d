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
  /** The ingredient slugs the household always keeps (run out or not). */
  staples(householdId: string): Promise<string[]>;
  /** Sets the staples (and records that the household chose them); a staple kept keeps its "run out". */
  setStaples(householdId: string, slugs: readonly string[]): Promise<string[]>;
  /** Whether the household has said which staples it has, and which of them have run out. */
  stapleChoice(householdId: string): Promise<{ chosen: boolean; runOut: string[] }>;
  /** Marks one of the household's staples run out (bought on the next list) or back in stock. */
  setStapleRunOut(householdId: string, slug: string, runOut: boolean): Promise<void>;
  cookedMeals(householdId: string, planId: string): Promise<CookedMeal[]>;
  /** Inserts or replaces the record of one meal (by plan and meal). */
  saveCooked(householdId: string, cooked: CookedMeal): Promise<void>;
}
export const LARDER_REPOSITORY = Symbol('LarderRepository');

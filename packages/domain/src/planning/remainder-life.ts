/**
 * How much of a perishable pack remainder a week's plan leaves is waste, by how long the food keeps once bought
 * once opened (best-before.json, by kind: an opened tin 2 days, a jar of pesto 5): the week's perishables are bought on its first day, so a remainder of food that keeps
 * under a week is past its date before the next week starts (all waste); one that keeps longer is carried into the
 * next week and is waste only in the share of that week it cannot reach (milk and other fresh food, 7 days: good
 * on the next week's first day only, 6/7 waste; cheese and yoghurt, 10 days: 3/7; 13 days or more: none).
 */
import type { Ingredient } from '../catalogue/ingredient';
import { openedLifeDays } from '../larder/larder-item';

/** The share (0 to 1) of a pack remainder of this ingredient, bought on a week's first day, that goes off unused. */
export function remainderWasteShare(ingredient: Pick<Ingredient, 'name' | 'slug' | 'aisle' | 'perishable'>): number {
  if (!ingredient.perishable) return 0;
  // A remainder is of an opened pack: it keeps its kind's opened life (an opened tin 2 days in the fridge).
  const days = openedLifeDays(ingredient);
  return Math.max(0, Math.min(1, (13 - days) / 7));
}

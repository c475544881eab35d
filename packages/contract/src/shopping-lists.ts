import { z } from 'zod';
import { ZDecimalString } from './common';

/** Shopping list item (document 000 section 3), with what the pack leaves over. */
export const ZShoppingListItem = z.object({
  id: z.number(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  category: z.string(),
  price: ZDecimalString,
  isChecked: z.boolean(),
  ingredient: z.string(),
  neededGrams: z.number(),
  leftoverGrams: z.number(),
  /** Grams of what is needed the larder already holds: "you have 300 g of 500 g" (left off the price). */
  heldGrams: z.number().optional(),
  perishable: z.boolean(),
  /** A free-text item a member added (kept when the list is regenerated). */
  isExtra: z.boolean(),
  /** Who made the last tick or untick ("ticked by Sam"), and who added an extra. */
  checkedBy: z.object({ id: z.string(), firstName: z.string() }).nullable(),
  addedBy: z.object({ id: z.string(), firstName: z.string() }).nullable(),
  /** Ticked, then the plan changed and no longer needs it: kept, counts nothing towards the total. */
  notNeeded: z.boolean(),
});

/** What the last regeneration of a plan's list changed. */
export const ZListChange = z.object({
  /** "+ coconut milk, − mushrooms, £1.20 more". */
  summary: z.string(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.string()),
  notNeeded: z.array(z.string()),
  /** New total minus old, in pounds ("-1.20"). */
  difference: z.string(),
  reason: z.string(),
  at: z.string(),
});

export const ZShoppingList = z.object({
  id: z.number(),
  supermarket: z.string(),
  createdAt: z.string(),
  /** The stored total when above 0, otherwise the sum of item prices. */
  totalCost: ZDecimalString,
  mealPlanId: z.string().nullable(),
  priceNote: z.string(),
  progress: z.number(),
  items: z.array(ZShoppingListItem),
  /** Its week and chain: "Week of 30 Nov, Lidl". */
  name: z.string(),
  /** A newer plan's list took its place. */
  archived: z.boolean(),
  lastChange: ZListChange.nullable(),
});
export type TShoppingList = z.infer<typeof ZShoppingList>;

export const ZCreateListBody = z.object({ mealPlanId: z.string().max(64), supermarket: z.string().max(40).optional() });
export const ZAddRecipeBody = z.object({ recipeId: z.string().min(1).max(120) });
/** `changedAt`: when the check was made (a phone offline sends it later); the newest change wins. */
export const ZCheckItemBody = z.object({ isChecked: z.boolean(), changedAt: z.string().datetime({ offset: true }).optional() });

export const ZListComparison = z.object({
  reachNote: z.string().nullable(),
  comparisons: z.array(z.object({ chain: z.string(), totalCost: ZDecimalString, saving: ZDecimalString, usual: z.boolean(), missing: z.array(z.string()) })),
});

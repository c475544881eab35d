import { z } from 'zod';
import { ZDecimalString } from './common';

/** The four sources of a price, in the order the price book takes them. */
export const ZPriceSource = z.enum(['own-receipt', 'pooled', 'feed', 'estimate']);
/** How many of the prices used came from each source. */
export const ZPriceSources = z.object({ 'own-receipt': z.number(), pooled: z.number(), feed: z.number(), estimate: z.number() });

/** Where a line's price came from, and when: "from your receipt, 3 days ago", "seen by 7 households near M1, 3 days ago", "Tesco feed, 12 Nov", "estimate". */
export const ZLinePriceSource = z.object({ source: ZPriceSource, label: z.string(), date: z.string(), households: z.number().nullable() });

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
  /** Current lists are priced from the price book: where this line's price came from. Null for extras (the member's own price). */
  priceFrom: ZLinePriceSource.nullable().optional(),
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
  /** Current lists: what the prices rest on; `estimatesOnly` when every one is an estimate. */
  pricing: z.object({ sources: ZPriceSources, estimatesOnly: z.boolean() }).optional(),
});
export type TShoppingList = z.infer<typeof ZShoppingList>;

export const ZCreateListBody = z.object({ mealPlanId: z.string().max(64), supermarket: z.string().max(40).optional() });
export const ZAddRecipeBody = z.object({ recipeId: z.string().min(1).max(120) });
/** `changedAt`: when the check was made (a phone offline sends it later); the newest change wins. */
export const ZCheckItemBody = z.object({ isChecked: z.boolean(), changedAt: z.string().datetime({ offset: true }).optional() });

export const ZListComparison = z.object({
  reachNote: z.string().nullable(),
  comparisons: z.array(
    z.object({
      chain: z.string(),
      totalCost: ZDecimalString,
      saving: ZDecimalString,
      usual: z.boolean(),
      missing: z.array(z.string()),
      /** What this chain's total rests on (priced from the price book, like the list). */
      sources: ZPriceSources.optional(),
      estimatesOnly: z.boolean().optional(),
    }),
  ),
  /** Every total in the table rests on estimates alone. */
  estimatesOnly: z.boolean().optional(),
  /** Says plainly what the comparison rests on. */
  pricesNote: z.string().optional(),
});

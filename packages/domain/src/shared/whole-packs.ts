/**
 * How an ingredient is bought, alike in the planner's cost (planning/plan-state.ts, held-stock.ts), on a plan's
 * shopping lines (planning/plan-result.ts, price-basket.ts) and on a shopping list's lines (shopping/shopping-list.ts
 * packLines, the split shop in receipts/split-shop): by the need as its line states it, in whole grams (grams.ts),
 * less what the larder covers, likewise in whole grams. So a need of 6,500.3 g is a line of 6,500 g and 13 packs of
 * 500 g, not 14, and a plan's or a list's cost is the sum of its lines' costs.
 */
import { wholeGrams } from './grams';

/** Grams at or under this are what the sums leave of food taken out again (floating-point dust): no line, nothing to buy. */
export const DUST_GRAMS = 1e-6;

/**
 * A need, or what the larder covers of it, as a shopping line states it: whole grams (a pinch is 1 g, dust 0). A need
 * that is a half gram give or take the dust rounds up, however its sums reached it: the plan's grams are added up in
 * the order the search changes meals, and 202.5 g must not be 203 g by one order and 202 g (202.49999999999997) by another.
 */
export const lineGrams = (grams: number): number => (grams > DUST_GRAMS ? wholeGrams(grams + DUST_GRAMS) : 0);

/** Whole grams left to buy once the larder's share is taken, both as the line states them: 6,500.3 g less 1,999.6 g held is 6,500 - 2,000 = 4,500 g. */
export const gramsToBuy = (grams: number, held = 0): number => Math.max(0, lineGrams(grams) - lineGrams(held));

/** Whole packs of packG grams for `toBuy` (gramsToBuy); with food held, a gram short of what it covers is not a reason to buy a pack. */
export const packsFor = (toBuy: number, packG: number, held = 0): number => (toBuy <= (lineGrams(held) > 0 ? 1 : 0) ? 0 : Math.ceil(toBuy / packG - 1e-9));

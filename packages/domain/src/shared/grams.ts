/**
 * Grams as a plan or a list states them: whole grams, and a pinch (under half a gram: two bay leaves, a quarter
 * teaspoon of spice) is 1 g. Never 0 g of something it buys: a stored 0 would read as "nothing needed" and the list
 * would not buy the pack the plan paid for.
 */
export const wholeGrams = (grams: number): number => (grams > 0 ? Math.max(1, Math.round(grams)) : 0);

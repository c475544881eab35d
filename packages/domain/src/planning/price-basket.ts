import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { MealPlan, ShoppingLine } from './planner';
import { gramsToBuy, packsFor } from '../shared/whole-packs';

/**
 * What the same shopping (the plan's meals, sides and extras, in grams per week) costs at a chain, in whole
 * packs of that chain's products; null when the chain does not sell one of the ingredients.
 */
export function priceShoppingAt(snapshot: CatalogueSnapshot, shopping: readonly ShoppingLine[], chain: string): number | null {
  let total = 0;
  for (const line of shopping) {
    const ingredient = snapshot.ingredient(line.ingredient);
    const product = snapshot.product(line.ingredient, chain);
    if (!ingredient || !product) return null;
    const packG = snapshot.packGrams(ingredient, product);
    if (!packG) return null;
    total += packsFor(gramsToBuy(line.grams, line.heldGrams ?? 0), packG, line.heldGrams ?? 0) * product.pricePence;
  }
  return total;
}

/** The same plan bought at another chain: its shopping in that chain's packs and prices (null when the chain lacks an ingredient). */
export function repriceAt(snapshot: CatalogueSnapshot, plan: MealPlan, chain: string): MealPlan | null {
  const shopping: ShoppingLine[] = [];
  let waste = 0;
  for (const line of plan.shopping) {
    const ingredient = snapshot.ingredient(line.ingredient);
    const product = snapshot.product(line.ingredient, chain);
    const packG = ingredient && product ? snapshot.packGrams(ingredient, product) : null;
    if (!product || !packG) return null;
    const need = gramsToBuy(line.grams, line.heldGrams ?? 0);
    const packs = packsFor(need, packG, line.heldGrams ?? 0);
    const leftover = Math.max(0, packs * packG - need);
    if (line.perishable) waste += (leftover / packG) * product.pricePence;
    shopping.push({ ...line, packs, packGrams: packG, costPence: packs * product.pricePence, leftoverGrams: Math.round(leftover) });
  }
  const cost = shopping.reduce((sum, l) => sum + l.costPence, 0);
  return { ...plan, chain, shopping, costPence: cost, withinBudget: cost <= plan.budgetPence, shortfallPence: Math.max(0, cost - plan.budgetPence), wastePence: Math.round(waste) };
}

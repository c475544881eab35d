import { type Result, ok } from '../shared/result';
import type { DomainError } from '../shared/errors';
import type { Ingredient, PackUnit } from './ingredient';
import type { Recipe } from './recipe';
import { packGrams } from './units';

export interface Product {
  readonly ingredient: string;
  readonly chain: string;
  readonly name: string;
  readonly packSize: number;
  readonly packUnit: PackUnit;
  readonly pricePence: number;
  readonly priceDate: string;
  readonly source: string;
  readonly estimate: boolean;
}

export interface RecipeCost {
  readonly chain: string;
  /** Buying whole packs of everything, per serving. */
  readonly wholePacksPerServingPence: number;
  /** Only the share of each pack the recipe uses, per serving. */
  readonly usedFractionPerServingPence: number;
  readonly totalUsedPence: number;
  readonly estimate: boolean;
}

/** What a recipe costs at one chain, with whole packs and with the used fraction. */
export function recipeCostAt(
  recipe: Recipe,
  gramsPerLine: readonly number[],
  ingredients: ReadonlyMap<string, Ingredient>,
  productFor: (ingredient: string) => Product | undefined,
  chain: string,
): Result<RecipeCost, DomainError> {
  const gramsByIngredient = new Map<string, number>();
  recipe.ingredients.forEach((line, i) => gramsByIngredient.set(line.ingredient, (gramsByIngredient.get(line.ingredient) ?? 0) + gramsPerLine[i]!));
  let whole = 0;
  let used = 0;
  let estimate = false;
  for (const [slug, grams] of gramsByIngredient) {
    const product = productFor(slug);
    const ingredient = ingredients.get(slug);
    if (!product || !ingredient) return { ok: false, error: { code: 'VALIDATION', message: `No product for ${slug} at ${chain}`, field: 'ingredient' } };
    const pack = packGrams(ingredient, { size: product.packSize, unit: product.packUnit });
    if (!pack.ok) return pack;
    whole += Math.ceil(grams / pack.value - 1e-9) * product.pricePence;
    used += (grams / pack.value) * product.pricePence;
    estimate ||= product.estimate;
  }
  return ok({
    chain,
    wholePacksPerServingPence: Math.round(whole / recipe.serves),
    usedFractionPerServingPence: Math.round(used / recipe.serves),
    totalUsedPence: Math.round(used),
    estimate,
  });
}

/**
 * "What can I cook now?": the recipes the larder can make for the household, with everything held (staples count
 * as held while any is kept), or with one thing missing and what its pack costs. A pure rule over the catalogue.
 */
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { avoidedIngredients, avoidedLine } from '../planning/avoids';
import { allergensExcluded, dietAllows } from '../planning/plan-request';

/** The household's hard rules: what it avoids (its own and each member's), its allergies and diets. */
export interface CookNowRules {
  readonly avoids?: readonly string[];
  readonly allergies?: readonly string[];
  readonly diets?: readonly string[];
}

export interface CookNowRecipe {
  readonly recipeId: string;
  readonly name: string;
  readonly totalMinutes: number;
  /** Null when everything is held. */
  readonly missing: { readonly ingredient: string; readonly name: string; readonly costPence: number; readonly chain: string } | null;
  /** Of what the recipe uses, grams that are near their date ("use soon"), to put those first. */
  readonly useSoonGrams: number;
}

export function cookNow(
  snapshot: CatalogueSnapshot,
  held: ReadonlyMap<string, number>,
  options: { servings: number; staples?: ReadonlySet<string>; useSoon?: ReadonlySet<string>; chain?: string | null; limit?: number; rules?: CookNowRules },
): CookNowRecipe[] {
  const out: CookNowRecipe[] = [];
  const avoided = avoidedIngredients(options.rules?.avoids ?? []);
  const allergens = allergensExcluded(options.rules?.allergies ?? []);
  for (const view of snapshot.allRecipes()) {
    const { recipe, facts } = view;
    if (recipe.role !== 'main' && recipe.role !== 'breakfast' && recipe.role !== 'light') continue;
    // Suggestions keep the household's rules as its plans do: nothing it avoids, is allergic to or its diet rules out.
    if (avoidedLine(recipe.ingredients, avoided) !== null) continue;
    if ([...facts.allergens, ...facts.mayContain].some((a) => allergens.has(a))) continue;
    if (!(options.rules?.diets ?? []).every((d) => dietAllows(d, facts))) continue;
    const factor = options.servings / recipe.serves;
    const need = new Map<string, number>();
    recipe.ingredients.forEach((line, k) => need.set(line.ingredient, (need.get(line.ingredient) ?? 0) + facts.gramsPerLine[k]! * factor));
    const short: Array<{ slug: string; grams: number }> = [];
    let useSoonGrams = 0;
    for (const [slug, grams] of need) {
      const have = held.get(slug) ?? 0;
      if (options.useSoon?.has(slug)) useSoonGrams += Math.min(have, grams);
      if (have >= grams - 1 || (options.staples?.has(slug) && have > 0)) continue;
      short.push({ slug, grams: grams - have });
      if (short.length > 1) break;
    }
    if (short.length > 1) continue;
    let missing: CookNowRecipe['missing'] = null;
    if (short.length === 1) {
      const { slug, grams } = short[0]!;
      const ingredient = snapshot.ingredient(slug);
      if (!ingredient) continue;
      let best: { costPence: number; chain: string } | null = null;
      for (const product of snapshot.productsFor(slug)) {
        if (options.chain && product.chain !== options.chain && snapshot.product(slug, options.chain)) continue;
        const packG = snapshot.packGrams(ingredient, product);
        if (!packG) continue;
        const cost = Math.ceil(grams / packG - 1e-9) * product.pricePence;
        if (!best || cost < best.costPence) best = { costPence: cost, chain: product.chain };
      }
      if (!best) continue;
      missing = { ingredient: slug, name: ingredient.name, ...best };
    }
    out.push({ recipeId: recipe.id, name: recipe.name, totalMinutes: recipe.prepMinutes + recipe.cookMinutes, missing, useSoonGrams: Math.round(useSoonGrams) });
  }
  out.sort((a, b) => Number(a.missing !== null) - Number(b.missing !== null) || b.useSoonGrams - a.useSoonGrams || (a.missing?.costPence ?? 0) - (b.missing?.costPence ?? 0) || a.name.localeCompare(b.name));
  return out.slice(0, options.limit ?? 24);
}

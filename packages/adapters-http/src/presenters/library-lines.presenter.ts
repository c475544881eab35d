import type { TRecipeIngredient } from '@larder/contract/recipes';
import type { CatalogueSnapshot, RecipeView } from '@larder/domain/catalogue/snapshot';
import { formatPounds } from '@larder/domain/shared/money';

/** The chain a recipe's lines are priced at: the one asked for when it sells everything, else the recipe's cheapest. */
export const linesChain = (view: RecipeView, asked: unknown): string | null =>
  (typeof asked === 'string' && view.costs.some((c) => c.chain === asked) ? asked : view.costs[0]?.chain) ?? null;

/** A library recipe's lines, named and priced at `chain` (GET /api/recipes/{id}/ingredients, and its public page). */
export function presentLibraryLines(view: RecipeView, snapshot: CatalogueSnapshot, chain: string | null): TRecipeIngredient[] {
  return view.recipe.ingredients.map((line, i) => {
    const ingredient = snapshot.ingredient(line.ingredient);
    const product = chain ? snapshot.product(line.ingredient, chain) : undefined;
    const grams = view.facts.gramsPerLine[i] ?? 0;
    const packGrams = product && ingredient ? snapshot.packGrams(ingredient, product) : null;
    return {
      id: `${view.recipe.id}:${i + 1}`,
      name: ingredient?.name ?? line.ingredient,
      quantity: line.quantity,
      unit: line.unit,
      notes: line.notes ?? null,
      estimatedCost: product && packGrams ? formatPounds(Math.round((grams / packGrams) * product.pricePence)) : null,
      category: ingredient?.aisle ?? 'Other',
      allergens: [...(ingredient?.allergens ?? [])],
    };
  });
}

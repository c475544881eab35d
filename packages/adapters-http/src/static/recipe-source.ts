import type { TRecipe, TRecipeIngredient } from '@larder/contract/recipes';
import { isOwnRecipeId } from '@larder/domain/catalogue/own-recipes/own-recipe';
import type { RecipeLibrary } from '@larder/domain/catalogue/recipe-library/recipe-library.use-case';
import { linesChain, presentLibraryLines } from '../presenters/library-lines.presenter';
import { presentRecipe } from '../presenters/recipe.presenter';

/** The library's recipes as their public pages show them (the same shapes as GET /api/recipes/{id} and its lines). */
export interface RecipeSource {
  /** Every library recipe's id (never a household's own recipe). */
  ids(): Promise<string[]>;
  /** A library recipe and its lines at its cheapest chain, or null: no such recipe, or an own recipe (private). */
  page(id: string): Promise<{ recipe: TRecipe; ingredients: TRecipeIngredient[] } | null>;
}

export const recipeSource = (library: RecipeLibrary): RecipeSource => ({
  ids: async () => (await library.snapshot()).allRecipes().map((view) => view.recipe.id).filter((id) => !isOwnRecipeId(id)),
  page: async (id) => {
    if (isOwnRecipeId(id)) return null;
    const view = await library.get(id);
    if (!view.ok) return null;
    const snapshot = await library.snapshot();
    return { recipe: presentRecipe(view.value, null), ingredients: presentLibraryLines(view.value, snapshot, linesChain(view.value, null)) };
  },
});

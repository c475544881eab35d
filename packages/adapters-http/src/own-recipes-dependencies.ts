import type { DeleteOwnRecipe } from '@larder/domain/catalogue/own-recipes/delete-recipe/delete-recipe.use-case';
import type { ImportRecipe } from '@larder/domain/catalogue/own-recipes/import/import-recipe.use-case';
import type { ParseIngredientLines } from '@larder/domain/catalogue/own-recipes/parse-lines/parse-lines.use-case';
import type { PlanOwnRecipes } from '@larder/domain/catalogue/own-recipes/plan-own-recipes/plan-own-recipes.use-case';
import type { RecipePhotos } from '@larder/domain/catalogue/own-recipes/recipe-photo/recipe-photo.use-case';
import type { ViewOwnRecipes } from '@larder/domain/catalogue/own-recipes/view-own-recipes/view-own-recipes.use-case';
import type { WriteOwnRecipe } from '@larder/domain/catalogue/own-recipes/write-recipe/write-recipe.use-case';

/** What the own-recipe calls need: the household's recipes written, pasted or imported. */
export interface OwnRecipesHttpDependencies {
  /** POST /api/ingredients/parse. */
  readonly parseLines: ParseIngredientLines;
  readonly view: ViewOwnRecipes;
  readonly write: WriteOwnRecipe;
  readonly delete: DeleteOwnRecipe;
  readonly photos: RecipePhotos;
  /** The "plan my recipes too" switch. */
  readonly planOwnRecipes: PlanOwnRecipes;
  /** POST /api/recipes/import: a page, pasted HTML or text made into a preview. */
  readonly importRecipe: ImportRecipe;
}

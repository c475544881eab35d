import type { CatalogueData } from './snapshot';

/** Where the catalogue is kept; `version` changes whenever a seed or a price import changes it. */
export interface CatalogueSource {
  version(): Promise<string>;
  load(): Promise<CatalogueData>;
}
export const CATALOGUE_SOURCE = Symbol('CatalogueSource');

export interface SavedRecipe {
  readonly id: string;
  readonly userId: string;
  readonly recipeId: string;
  readonly createdAt: Date;
}

export interface SavedRecipeRepository {
  /** Newest first. */
  list(userId: string): Promise<SavedRecipe[]>;
  /** Saving twice keeps the first save. */
  save(userId: string, recipeId: string, at: Date): Promise<SavedRecipe>;
  /** Removes by the saved row's id or by the recipe id; false when there was nothing to remove. */
  remove(userId: string, idOrRecipeId: string): Promise<boolean>;
}
export const SAVED_RECIPE_REPOSITORY = Symbol('SavedRecipeRepository');

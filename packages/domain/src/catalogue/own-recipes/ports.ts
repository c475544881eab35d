import type { OwnRecipe, OwnRecipeFields } from './own-recipe';

/** A recipe photo as stored: already checked and resized. */
export interface RecipePhoto {
  readonly contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  readonly bytes: Uint8Array;
}

/** A household's own recipes. Every call is scoped to the household: another household's id is not found. */
export interface OwnRecipeRepository {
  /** Newest first. */
  listForHousehold(householdId: string): Promise<OwnRecipe[]>;
  findForHousehold(householdId: string, id: string): Promise<OwnRecipe | null>;
  create(householdId: string, fields: OwnRecipeFields, at: Date): Promise<OwnRecipe>;
  /** Null when the household has no such recipe. */
  update(householdId: string, id: string, fields: OwnRecipeFields, at: Date): Promise<OwnRecipe | null>;
  /** Removes the recipe and its photo; false when there was nothing to remove. */
  remove(householdId: string, id: string): Promise<boolean>;
  /** False when the household has no such recipe. */
  setPhoto(householdId: string, id: string, photo: RecipePhoto | null, at: Date): Promise<boolean>;
  getPhoto(householdId: string, id: string): Promise<RecipePhoto | null>;
  /** The profile switch "plan my recipes too" (off until turned on). */
  planOwnRecipes(householdId: string): Promise<boolean>;
  setPlanOwnRecipes(householdId: string, on: boolean): Promise<void>;
}
export const OWN_RECIPE_REPOSITORY = Symbol('OwnRecipeRepository');

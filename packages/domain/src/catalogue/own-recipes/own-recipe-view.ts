/**
 * What the own-recipe use cases share: an own recipe with what the catalogue makes of it, and who may read or
 * change one (a library recipe is read-only; another household's, or none at all, is not found).
 */
import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { CatalogueCache } from '../catalogue-cache';
import { recipeNotFound } from '../recipe';
import type { CatalogueSnapshot, RecipeView } from '../snapshot';
import { type OwnLineWeight, type OwnRecipe, type OwnRecipeCoverage, asCatalogueRecipe, isOwnRecipeId, ownRecipeCoverage, weighLines } from './own-recipe';
import type { OwnRecipeRepository } from './ports';

/** An own recipe with what the catalogue makes of it. */
export interface OwnRecipeView {
  readonly own: OwnRecipe;
  /** Cost at each chain, nutrition, allergens and tags of the matched lines. */
  readonly view: RecipeView;
  readonly weights: readonly OwnLineWeight[];
  readonly coverage: OwnRecipeCoverage;
}

export function ownRecipeView(own: OwnRecipe, snapshot: CatalogueSnapshot): OwnRecipeView {
  const weights = weighLines(own, snapshot);
  const view = snapshot.withRecipes([asCatalogueRecipe(own, weights)]).recipe(own.id)!;
  return { own, view, weights, coverage: ownRecipeCoverage(weights) };
}

/** One of the household's own recipes, with its view; another household's is not found. */
export async function findOwnRecipeView(recipes: OwnRecipeRepository, cache: CatalogueCache, householdId: string, id: string): Promise<Result<OwnRecipeView, DomainError>> {
  const own = await recipes.findForHousehold(householdId, id);
  return own ? ok(ownRecipeView(own, await cache.current())) : recipeNotFound();
}

/** A library recipe is read-only (403); another household's, or no recipe at all, is not found (404). */
export async function mayChangeOwnRecipe(recipes: OwnRecipeRepository, cache: CatalogueCache, householdId: string, id: string): Promise<Result<void, DomainError>> {
  if (!isOwnRecipeId(id)) {
    return (await cache.current()).recipe(id) ? fail('RECIPE.LIBRARY_READ_ONLY', 'Recipes in our library cannot be changed: save a copy as your own instead') : recipeNotFound();
  }
  return (await recipes.findForHousehold(householdId, id)) ? ok(undefined) : recipeNotFound();
}

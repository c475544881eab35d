import { type Result, ok } from '../../shared/result';
import type { DomainError } from '../../shared/errors';
import type { CatalogueCache } from '../catalogue-cache';
import { recipeNotFound } from '../recipe';
import type { CatalogueSnapshot, RecipeQuery, RecipeView } from '../snapshot';

/** Browsing and reading the recipe library. */
export class RecipeLibrary {
  constructor(private readonly cache: CatalogueCache) {}

  /** With a household, its own recipes are searched beside the library's. */
  async search(query: RecipeQuery, householdId?: string | null): Promise<{ items: RecipeView[]; total: number; chains: string[] }> {
    const snapshot = await this.snapshot(householdId);
    return { ...snapshot.search(query), chains: snapshot.chains };
  }

  /**
   * What the public pages may state about the library, counted from the catalogue this server holds: the recipes
   * (those whose facts derive from their ingredients, as the recipe pages list them) and the chains with prices.
   */
  async facts(): Promise<{ recipes: number; chains: string[] }> {
    const snapshot = await this.cache.current();
    return { recipes: snapshot.allRecipes().length, chains: [...snapshot.chains] };
  }

  /** A library recipe, or one of the household's own (another household's is not found). */
  async get(id: string, householdId?: string | null): Promise<Result<RecipeView, DomainError>> {
    const view = (await this.snapshot(householdId)).recipe(id);
    return view ? ok(view) : recipeNotFound();
  }

  /** The current catalogue (as the household sees it, when given), for naming and pricing a recipe's lines. */
  snapshot(householdId?: string | null): Promise<CatalogueSnapshot> {
    return householdId ? this.cache.forHousehold(householdId) : this.cache.current();
  }
}

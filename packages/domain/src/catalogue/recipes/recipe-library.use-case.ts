import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { CatalogueCache } from '../catalogue-cache';
import type { SavedRecipe, SavedRecipeRepository } from '../ports';
import type { CatalogueSnapshot, RecipeQuery, RecipeView } from '../snapshot';

const notFound = () => fail('RECIPE.NOT_FOUND', 'Recipe not found');

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
    return view ? ok(view) : notFound();
  }

  /** The current catalogue (as the household sees it, when given), for naming and pricing a recipe's lines. */
  snapshot(householdId?: string | null): Promise<CatalogueSnapshot> {
    return householdId ? this.cache.forHousehold(householdId) : this.cache.current();
  }
}

/** A household's saved recipes. */
export class SavedRecipes {
  constructor(
    private readonly saved: SavedRecipeRepository,
    private readonly cache: CatalogueCache,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<Array<{ saved: SavedRecipe; view: RecipeView }>> {
    const snapshot = await this.cache.forHousehold(userId);
    return (await this.saved.list(userId)).flatMap((saved) => {
      const view = snapshot.recipe(saved.recipeId);
      return view ? [{ saved, view }] : [];
    });
  }

  async save(userId: string, recipeId: string): Promise<Result<{ saved: SavedRecipe; view: RecipeView }, DomainError>> {
    const view = (await this.cache.forHousehold(userId)).recipe(recipeId);
    if (!view) return notFound();
    return ok({ saved: await this.saved.save(userId, recipeId, this.clock.now()), view });
  }

  async remove(userId: string, idOrRecipeId: string): Promise<Result<void, DomainError>> {
    return (await this.saved.remove(userId, idOrRecipeId)) ? ok(undefined) : fail('RECIPE.NOT_FOUND', 'That recipe is not in your saved recipes');
  }
}

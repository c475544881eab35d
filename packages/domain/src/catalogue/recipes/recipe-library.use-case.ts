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

  async search(query: RecipeQuery): Promise<{ items: RecipeView[]; total: number; chains: string[] }> {
    const snapshot = await this.cache.current();
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

  async get(id: string): Promise<Result<RecipeView, DomainError>> {
    const view = (await this.cache.current()).recipe(id);
    return view ? ok(view) : notFound();
  }

  /** The current catalogue, for naming and pricing a recipe's lines. */
  snapshot(): Promise<CatalogueSnapshot> {
    return this.cache.current();
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
    const snapshot = await this.cache.current();
    return (await this.saved.list(userId)).flatMap((saved) => {
      const view = snapshot.recipe(saved.recipeId);
      return view ? [{ saved, view }] : [];
    });
  }

  async save(userId: string, recipeId: string): Promise<Result<{ saved: SavedRecipe; view: RecipeView }, DomainError>> {
    const view = (await this.cache.current()).recipe(recipeId);
    if (!view) return notFound();
    return ok({ saved: await this.saved.save(userId, recipeId, this.clock.now()), view });
  }

  async remove(userId: string, idOrRecipeId: string): Promise<Result<void, DomainError>> {
    return (await this.saved.remove(userId, idOrRecipeId)) ? ok(undefined) : fail('RECIPE.NOT_FOUND', 'That recipe is not in your saved recipes');
  }
}

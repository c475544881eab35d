import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { CatalogueCache } from '../catalogue-cache';
import type { SavedRecipe, SavedRecipeRepository } from '../ports';
import { recipeNotFound } from '../recipe';
import type { RecipeView } from '../snapshot';

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
    if (!view) return recipeNotFound();
    return ok({ saved: await this.saved.save(userId, recipeId, this.clock.now()), view });
  }

  async remove(userId: string, idOrRecipeId: string): Promise<Result<void, DomainError>> {
    return (await this.saved.remove(userId, idOrRecipeId)) ? ok(undefined) : fail('RECIPE.NOT_FOUND', 'That recipe is not in your saved recipes');
  }
}

import { type Result, ok } from '../../../shared/result';
import type { DomainError } from '../../../shared/errors';
import type { CatalogueCache } from '../../catalogue-cache';
import type { SavedRecipeRepository } from '../../ports';
import { recipeNotFound } from '../../recipe';
import { mayChangeOwnRecipe } from '../own-recipe-view';
import type { OwnRecipeRepository } from '../ports';

/** DELETE /api/recipes/{id}: the household's own recipe, its photo and every save of it. */
export class DeleteOwnRecipe {
  constructor(
    private readonly recipes: OwnRecipeRepository,
    private readonly cache: CatalogueCache,
    private readonly saved: SavedRecipeRepository,
  ) {}

  async remove(householdId: string, id: string): Promise<Result<void, DomainError>> {
    const guard = await mayChangeOwnRecipe(this.recipes, this.cache, householdId, id);
    if (!guard.ok) return guard;
    if (!(await this.recipes.remove(householdId, id))) return recipeNotFound();
    await this.saved.remove(householdId, id);
    return ok(undefined);
  }
}

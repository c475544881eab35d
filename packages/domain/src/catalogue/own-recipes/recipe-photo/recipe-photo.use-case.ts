import type { Result } from '../../../shared/result';
import type { DomainError } from '../../../shared/errors';
import type { Clock } from '../../../shared/clock';
import type { CatalogueCache } from '../../catalogue-cache';
import { recipeNotFound } from '../../recipe';
import { type OwnRecipeView, findOwnRecipeView, mayChangeOwnRecipe } from '../own-recipe-view';
import { type PhotoResizer, checkPhoto } from '../photo';
import type { OwnRecipeRepository, RecipePhoto } from '../ports';

/** The photo of the household's own recipe: set (checked by its content, resized), removed, and served. */
export class RecipePhotos {
  constructor(
    private readonly recipes: OwnRecipeRepository,
    private readonly cache: CatalogueCache,
    private readonly resizer: PhotoResizer,
    private readonly clock: Clock,
  ) {}

  /** Checks the file by its content, resizes it and stores it. */
  async setPhoto(householdId: string, id: string, bytes: Uint8Array): Promise<Result<OwnRecipeView, DomainError>> {
    const guard = await mayChangeOwnRecipe(this.recipes, this.cache, householdId, id);
    if (!guard.ok) return guard;
    const checked = checkPhoto(bytes);
    if (!checked.ok) return checked;
    const resized = await this.resizer.resize(checked.value);
    if (!resized.ok) return resized;
    if (!(await this.recipes.setPhoto(householdId, id, resized.value, this.clock.now()))) return recipeNotFound();
    return findOwnRecipeView(this.recipes, this.cache, householdId, id);
  }

  async removePhoto(householdId: string, id: string): Promise<Result<OwnRecipeView, DomainError>> {
    const guard = await mayChangeOwnRecipe(this.recipes, this.cache, householdId, id);
    if (!guard.ok) return guard;
    if (!(await this.recipes.setPhoto(householdId, id, null, this.clock.now()))) return recipeNotFound();
    return findOwnRecipeView(this.recipes, this.cache, householdId, id);
  }

  async photo(householdId: string, id: string): Promise<RecipePhoto | null> {
    return this.recipes.getPhoto(householdId, id);
  }
}

import type { Result } from '../../../shared/result';
import type { DomainError } from '../../../shared/errors';
import type { CatalogueCache } from '../../catalogue-cache';
import { type OwnRecipeView, findOwnRecipeView, ownRecipeView } from '../own-recipe-view';
import type { OwnRecipeRepository } from '../ports';

/** The household's own recipes, each costed and analysed as the library's are: the list and one recipe. */
export class ViewOwnRecipes {
  constructor(
    private readonly recipes: OwnRecipeRepository,
    private readonly cache: CatalogueCache,
  ) {}

  async list(householdId: string): Promise<OwnRecipeView[]> {
    const snapshot = await this.cache.current();
    return (await this.recipes.listForHousehold(householdId)).map((own) => ownRecipeView(own, snapshot));
  }

  async get(householdId: string, id: string): Promise<Result<OwnRecipeView, DomainError>> {
    return findOwnRecipeView(this.recipes, this.cache, householdId, id);
  }
}

/** A recipe added, for the household's size, to its newest list (or a list started for it), merging lines. */
import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { UserRepository } from '../../accounts/ports';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { PlanSettingsRepository } from '../../planning/ports';
import type { ListEvents } from '../list-events';
import { keepInStep } from '../keep-in-step/keep-in-step';
import type { ShoppingListRepository } from '../ports';
import { type ShoppingList, gramsByIngredient } from '../shopping-list';
import type { HouseholdListPrices } from '../household-list-prices';
import { type ListBuilding, addRecipeGrams } from '../list-building';
import { tellList } from '../list-changes';

export class AddRecipeToList {
  constructor(
    private readonly lists: ShoppingListRepository,
    private readonly settings: PlanSettingsRepository,
    private readonly users: UserRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
    private readonly building: ListBuilding,
    private readonly prices: HouseholdListPrices,
    private readonly events: ListEvents | null = null,
  ) {}

  /** Adds a recipe, for the household's size, to its newest list (or starts one), merging lines. */
  async addRecipe(userId: string, recipeId: unknown): Promise<Result<ShoppingList, DomainError>> {
    if (typeof recipeId !== 'string' || !recipeId) return invalid('recipeId', 'Choose a recipe to add');
    const snapshot = await this.catalogue.forHousehold(userId);
    if (!snapshot.recipe(recipeId)) return fail('RECIPE.NOT_FOUND', 'Recipe not found');
    const user = await this.users.findById(userId);
    const servings = user?.profile.householdSize ?? snapshot.recipe(recipeId)!.recipe.serves;
    const current = (await this.lists.listForUser(userId)).find((l) => !l.archivedAt);
    if (!current) {
      const chain = (await this.settings.get(userId))?.chain ?? snapshot.recipe(recipeId)!.costs[0]?.chain ?? snapshot.chains[0]!;
      const needed = new Map<string, number>();
      addRecipeGrams(needed, snapshot, recipeId, servings);
      return ok(await this.prices.pricedOne(userId, await this.building.save(userId, null, chain, needed, snapshot, await this.prices.book(userId, needed.keys()))));
    }
    const needed = gramsByIngredient(current.items.filter((i) => !i.isExtra && !i.notNeeded), (i) => i.neededGrams);
    addRecipeGrams(needed, snapshot, recipeId, servings);
    const lines = await this.building.lessLarder(userId, needed, snapshot, current.supermarket, await this.prices.book(userId, needed.keys()), current.items.filter((i) => !i.isExtra).map((i) => i.id));
    const list = await keepInStep(this.lists, current, lines, { chain: current.supermarket, priceNote: current.priceNote, reason: 'recipe', at: this.clock.now() });
    await tellList(this.events, this.clock, { listId: list.id, kind: 'list-changed' });
    return ok(await this.prices.pricedOne(userId, list));
  }
}

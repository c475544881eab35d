import { type Result, ok } from '../shared/result';
import { type DomainError, fail, invalid } from '../shared/errors';
import type { Clock } from '../shared/clock';
import type { UserRepository } from '../accounts/ports';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import { canonicalChain } from '../catalogue/import/import-prices.use-case';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { MealPlanRepository, PlanSettingsRepository } from '../planning/ports';
import type { ChainsNearby } from '../stores/stores';
import type { ShoppingListRepository } from './ports';
import { type NewShoppingItem, type ShoppingItem, type ShoppingList, packLines } from './shopping-list';

const notFound = () => fail('LIST.NOT_FOUND', 'Shopping list not found');

export interface ChainComparison {
  readonly chain: string;
  readonly totalPence: number;
  /** Against the household's usual chain: positive means cheaper. */
  readonly savingPence: number;
  readonly missing: readonly string[];
  readonly usual: boolean;
}

/** Shopping lists: from a plan, at a chain, merged with added recipes, compared across chains, ticked off. */
export class ShoppingLists {
  constructor(
    private readonly lists: ShoppingListRepository,
    private readonly plans: MealPlanRepository,
    private readonly settings: PlanSettingsRepository,
    private readonly users: UserRepository,
    private readonly catalogue: CatalogueCache,
    private readonly nearby: ChainsNearby,
    private readonly clock: Clock,
  ) {}

  list(userId: string): Promise<ShoppingList[]> {
    return this.lists.listForUser(userId);
  }

  async get(userId: string, id: number): Promise<Result<ShoppingList, DomainError>> {
    const list = await this.lists.findForUser(userId, id);
    return list ? ok(list) : notFound();
  }

  /** Every ingredient across the plan's meals for its servings, in whole packs of the chain. */
  async createFromPlan(userId: string, mealPlanId: unknown, supermarket: unknown): Promise<Result<ShoppingList, DomainError>> {
    if (typeof mealPlanId !== 'string' || !mealPlanId) return invalid('mealPlanId', 'Choose the meal plan to shop for');
    const plan = await this.plans.findForUser(userId, mealPlanId);
    if (!plan) return fail('PLAN.NOT_FOUND', 'Meal plan not found');
    const snapshot = await this.catalogue.forHousehold(userId);
    const chain = supermarket === undefined || supermarket === null || supermarket === '' ? plan.summary.chain : this.chainName(supermarket, snapshot);
    if (!chain) return invalid('supermarket', `Choose one of ${snapshot.chains.join(', ')}`);
    const needed = new Map<string, number>();
    for (const meal of plan.meals) this.addRecipeGrams(needed, snapshot, meal.recipeId, meal.servings);
    return ok(await this.save(userId, plan.id, chain, needed, snapshot));
  }

  /** Adds a recipe, for the household's size, to its newest list (or starts one), merging lines. */
  async addRecipe(userId: string, recipeId: unknown): Promise<Result<ShoppingList, DomainError>> {
    if (typeof recipeId !== 'string' || !recipeId) return invalid('recipeId', 'Choose a recipe to add');
    const snapshot = await this.catalogue.forHousehold(userId);
    if (!snapshot.recipe(recipeId)) return fail('RECIPE.NOT_FOUND', 'Recipe not found');
    const user = await this.users.findById(userId);
    const servings = user?.profile.householdSize ?? snapshot.recipe(recipeId)!.recipe.serves;
    const [current] = await this.lists.listForUser(userId);
    if (!current) {
      const chain = (await this.settings.get(userId))?.chain ?? snapshot.recipe(recipeId)!.costs[0]?.chain ?? snapshot.chains[0]!;
      const needed = new Map<string, number>();
      this.addRecipeGrams(needed, snapshot, recipeId, servings);
      return ok(await this.save(userId, null, chain, needed, snapshot));
    }
    const needed = new Map(current.items.map((i) => [i.ingredient, i.neededGrams]));
    this.addRecipeGrams(needed, snapshot, recipeId, servings);
    const { lines } = packLines(needed, snapshot, current.supermarket);
    return ok(await this.lists.replaceItems(current.id, lines, sum(lines)));
  }

  /** The same list at every chain (within reach when store locations are loaded), cheapest first. */
  async compare(userId: string, id: number): Promise<Result<{ comparisons: ChainComparison[]; reachNote: string | null }, DomainError>> {
    const list = await this.lists.findForUser(userId, id);
    if (!list) return notFound();
    const snapshot = await this.catalogue.current();
    const user = await this.users.findById(userId);
    let chains = snapshot.chains;
    let reachNote: string | null = null;
    if (user?.profile.postcode) {
      const reach = await this.nearby.execute(user.profile.postcode, snapshot.chains);
      if (reach.ok) {
        reachNote = reach.value.note;
        if (reach.value.storesLoaded && reach.value.chains.length) chains = reach.value.chains.map((c) => c.chain);
      }
    }
    const usual = (await this.settings.get(userId))?.chain ?? list.supermarket;
    const needed = new Map(list.items.map((i) => [i.ingredient, i.neededGrams]));
    const priced = [...new Set([...chains, usual])].map((chain) => {
      const { lines, missing } = packLines(needed, snapshot, chain);
      return { chain, totalPence: sum(lines), missing };
    });
    const usualTotal = priced.find((p) => p.chain === usual)?.totalPence ?? 0;
    const comparisons = priced
      .map((p) => ({ ...p, savingPence: usualTotal - p.totalPence, usual: p.chain === usual }))
      .sort((a, b) => a.missing.length - b.missing.length || a.totalPence - b.totalPence || a.chain.localeCompare(b.chain));
    return ok({ comparisons, reachNote });
  }

  async setChecked(userId: string, itemId: number, isChecked: boolean, changedAt?: Date): Promise<Result<ShoppingItem, DomainError>> {
    const item = await this.lists.setChecked(userId, itemId, isChecked, changedAt ?? this.clock.now());
    return item ? ok(item) : fail('LIST.NOT_FOUND', 'Shopping list item not found');
  }

  async delete(userId: string, id: number): Promise<Result<void, DomainError>> {
    return (await this.lists.delete(userId, id)) ? ok(undefined) : notFound();
  }

  private chainName(input: unknown, snapshot: CatalogueSnapshot): string | null {
    const name = typeof input === 'string' ? (canonicalChain(input) ?? input) : '';
    return snapshot.chains.find((c) => c.toLowerCase() === name.toLowerCase()) ?? null;
  }

  private addRecipeGrams(needed: Map<string, number>, snapshot: CatalogueSnapshot, recipeId: string, servings: number) {
    const view = snapshot.recipe(recipeId);
    if (!view) return;
    const factor = servings / view.recipe.serves;
    view.recipe.ingredients.forEach((line, k) => needed.set(line.ingredient, (needed.get(line.ingredient) ?? 0) + view.facts.gramsPerLine[k]! * factor));
  }

  private async save(userId: string, mealPlanId: string | null, chain: string, needed: Map<string, number>, snapshot: CatalogueSnapshot) {
    const { lines } = packLines(needed, snapshot, chain);
    return this.lists.create({ userId, mealPlanId, supermarket: chain, priceNote: priceNote(lines, snapshot, chain), totalCostPence: sum(lines), items: lines }, this.clock.now());
  }
}

const sum = (lines: readonly NewShoppingItem[]) => lines.reduce((total, l) => total + l.pricePence, 0);

/** Where the list's prices come from, and how old they are. */
function priceNote(lines: readonly NewShoppingItem[], snapshot: CatalogueSnapshot, chain: string): string {
  const products = lines.map((l) => snapshot.product(l.ingredient, chain)).filter((p) => p !== undefined);
  const estimates = products.filter((p) => p.estimate);
  const dates = [...new Set(products.map((p) => p.priceDate))].sort();
  const span = dates.length > 1 ? `${dates[0]} to ${dates[dates.length - 1]}` : (dates[0] ?? '');
  if (estimates.length === products.length) return `Estimated prices for ${chain}: UK average prices (ONS, ${span}) adjusted by ${chain}'s basket index (Which?, July 2025).`;
  return `Prices for ${chain} dated ${span}: ${products.length - estimates.length} from ${chain}'s price feed, ${estimates.length} estimated from ONS averages.`;
}

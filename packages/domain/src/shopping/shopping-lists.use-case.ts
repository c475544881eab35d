import { type Result, ok } from '../shared/result';
import { type DomainError, fail, invalid } from '../shared/errors';
import type { Clock } from '../shared/clock';
import type { UserRepository } from '../accounts/ports';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import { canonicalChain } from '../catalogue/import/import-prices.use-case';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { MealPlanRepository, PlanSettingsRepository, StoredPlan } from '../planning/ports';
import type { ChainsNearby } from '../stores/stores';
import { randomUUID } from 'node:crypto';
import { parsePounds } from '../shared/money';
import { EXTRA_AISLES, guessAisle, splitCount } from './extras';
import type { ListEvent, ListEvents } from './list-events';
import { type ListChangeReason, keepInStep } from './keep-in-step/keep-in-step';
import type { ShoppingListRepository, UsualItem } from './ports';
import { type NewShoppingItem, type ListPricing, type ShoppingItem, type ShoppingList, packLines } from './shopping-list';
import { type LarderForLists, listQuantities } from '../larder/list-quantities';
import { type HouseholdPrices, type PriceBook, catalogueOnly } from '../receipts/price-book/household-prices';
import type { PriceSource } from '../receipts/price-book/price-book';
import { bookPackPrice, comparisonNote, listIngredients, priceList, pricingOf } from './list-prices';

const notFound = () => fail('LIST.NOT_FOUND', 'Shopping list not found');

export interface ChainComparison {
  readonly chain: string;
  readonly totalPence: number;
  /** Against the household's usual chain: positive means cheaper. */
  readonly savingPence: number;
  readonly missing: readonly string[];
  readonly usual: boolean;
  /** What this chain's total rests on (receipts, prices nearby, feeds, estimates). */
  readonly pricing: ListPricing;
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
    private readonly events: ListEvents | null = null,
    private readonly larder: LarderForLists | null = null,
    private readonly prices: HouseholdPrices | null = null,
  ) {}

  /** Every list; the current ones priced from the household's price book, each line saying where its price came from. */
  async list(userId: string): Promise<ShoppingList[]> {
    return this.priced(userId, await this.lists.listForUser(userId));
  }

  async get(userId: string, id: number): Promise<Result<ShoppingList, DomainError>> {
    const list = await this.lists.findForUser(userId, id);
    return list ? ok((await this.priced(userId, [list]))[0]!) : notFound();
  }

  /** The household's price book for these ingredients (the catalogue's labelled prices when there is none). */
  private async book(userId: string, ingredients: Iterable<string>): Promise<PriceBook> {
    return this.prices ? this.prices.forIngredients(userId, ingredients) : catalogueOnly(userId, this.clock.now().toISOString().slice(0, 10));
  }

  private async priced(userId: string, lists: ShoppingList[]): Promise<ShoppingList[]> {
    if (!lists.some((l) => !l.archivedAt)) return lists;
    const [book, snapshot] = await Promise.all([this.book(userId, listIngredients(lists)), this.catalogue.current()]);
    return lists.map((l) => priceList(l, snapshot, book));
  }

  private async pricedOne(userId: string, list: ShoppingList): Promise<ShoppingList> {
    return (await this.priced(userId, [list]))[0]!;
  }

  /**
   * Every ingredient across the plan's meals for its servings, in whole packs of the chain. A plan has one current
   * list: made once, then kept in step (another chain reprices the same list, ticks kept); older lists are archived.
   */
  async createFromPlan(userId: string, mealPlanId: unknown, supermarket: unknown, actorId: string = userId, reason: ListChangeReason = 'plan'): Promise<Result<ShoppingList, DomainError>> {
    if (typeof mealPlanId !== 'string' || !mealPlanId) return invalid('mealPlanId', 'Choose the meal plan to shop for');
    const plan = await this.plans.findForUser(userId, mealPlanId);
    if (!plan) return fail('PLAN.NOT_FOUND', 'Meal plan not found');
    const snapshot = await this.catalogue.forHousehold(userId);
    const current = await this.lists.currentForPlan(userId, plan.id);
    const chain = supermarket === undefined || supermarket === null || supermarket === '' ? (current?.supermarket ?? plan.summary.chain) : this.chainName(supermarket, snapshot);
    if (!chain) return invalid('supermarket', `Choose one of ${snapshot.chains.join(', ')}`);
    const needed = this.planNeeds(plan, snapshot);
    const book = await this.book(userId, needed.keys());
    if (current) {
      const lines = await this.lessLarder(userId, needed, snapshot, chain, book);
      const list = await keepInStep(this.lists, current, lines, { chain, priceNote: priceNote(lines, snapshot, chain), reason, at: this.clock.now() });
      await this.tell({ listId: list.id, kind: 'list-changed' });
      return ok(await this.pricedOne(userId, list));
    }
    const [previous] = await this.lists.listForUser(userId);
    const created = await this.save(userId, plan.id, chain, needed, snapshot, book);
    await this.lists.archiveOthers(userId, created.id, this.clock.now());
    // Extras not yet bought move to the new list: "bin bags" is still needed whatever the new plan is.
    const carried = (previous?.items ?? []).filter((i) => i.isExtra && !i.isChecked);
    if (carried.length) {
      await this.lists.addExtras(userId, created.id, carried.map(({ id: _id, listId: _l, isChecked: _c, checkedChangedAt: _t, isExtra: _e, checkedBy: _b, addedBy: _a, notNeeded: _n, priceFrom: _p, ...line }) => line), actorId);
    }
    return ok(await this.pricedOne(userId, (await this.lists.findForUser(userId, created.id))!));
  }

  /** After the plan changed (a swap, a re-plan, a chat edit): its current list follows at its chain; no list, nothing to do. */
  async followPlan(userId: string, mealPlanId: string, reason: ListChangeReason): Promise<ShoppingList | null> {
    if (!(await this.lists.currentForPlan(userId, mealPlanId))) return null;
    const list = await this.createFromPlan(userId, mealPlanId, null, userId, reason);
    return list.ok ? list.value : null;
  }

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
      this.addRecipeGrams(needed, snapshot, recipeId, servings);
      return ok(await this.pricedOne(userId, await this.save(userId, null, chain, needed, snapshot, await this.book(userId, needed.keys()))));
    }
    const needed = new Map(current.items.filter((i) => !i.isExtra && !i.notNeeded).map((i) => [i.ingredient, i.neededGrams]));
    this.addRecipeGrams(needed, snapshot, recipeId, servings);
    const lines = await this.lessLarder(userId, needed, snapshot, current.supermarket, await this.book(userId, needed.keys()));
    const list = await keepInStep(this.lists, current, lines, { chain: current.supermarket, priceNote: current.priceNote, reason: 'recipe', at: this.clock.now() });
    await this.tell({ listId: list.id, kind: 'list-changed' });
    return ok(await this.pricedOne(userId, list));
  }

  /** The same list at every chain (within reach when store locations are loaded), cheapest first. */
  async compare(userId: string, id: number): Promise<Result<{ comparisons: ChainComparison[]; reachNote: string | null; estimatesOnly: boolean; pricesNote: string }, DomainError>> {
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
    const needed = new Map(list.items.filter((i) => !i.isExtra && !i.notNeeded).map((i) => [i.ingredient, i.neededGrams]));
    const book = await this.book(userId, needed.keys());
    const priced = [...new Set([...chains, usual])].map((chain) => {
      const { lines, missing } = packLines(needed, snapshot, chain, bookPackPrice(book));
      const sources: Record<PriceSource, number> = { 'own-receipt': 0, pooled: 0, feed: 0, estimate: 0 };
      for (const line of lines) sources[book.price(snapshot.product(line.ingredient, chain)!).source] += 1;
      return { chain, totalPence: sum(lines), missing, pricing: pricingOf(sources) };
    });
    const usualTotal = priced.find((p) => p.chain === usual)?.totalPence ?? 0;
    const comparisons = priced
      .map((p) => ({ ...p, savingPence: usualTotal - p.totalPence, usual: p.chain === usual }))
      .sort((a, b) => a.missing.length - b.missing.length || a.totalPence - b.totalPence || a.chain.localeCompare(b.chain));
    const { estimatesOnly, note } = comparisonNote(comparisons.map((c) => c.pricing));
    return ok({ comparisons, reachNote, estimatesOnly, pricesNote: note });
  }

  async setChecked(userId: string, itemId: number, isChecked: boolean, changedAt?: Date, actorId: string = userId): Promise<Result<ShoppingItem, DomainError>> {
    const item = await this.lists.setChecked(userId, itemId, isChecked, changedAt ?? this.clock.now(), actorId);
    if (!item) return fail('LIST.NOT_FOUND', 'Shopping list item not found');
    // Bought: its whole packs go in the larder (unticked: they come out again).
    await this.larder?.fromTick(userId, item);
    await this.tell({ listId: item.listId, kind: 'item-checked', itemId: item.id, ...(item.checkedBy ? { by: item.checkedBy.firstName } : {}) });
    return ok(item);
  }

  async delete(userId: string, id: number): Promise<Result<void, DomainError>> {
    if (!(await this.lists.delete(userId, id))) return notFound();
    await this.tell({ listId: id, kind: 'list-deleted' });
    return ok(undefined);
  }

  /** A free-text item ("bin bags", "2 x cat food"): aisle guessed from the words unless given; optionally kept as a usual. */
  async addExtra(userId: string, listId: number, input: ExtraInput, actorId: string = userId): Promise<Result<ShoppingItem, DomainError>> {
    const line = await this.extraLine(input);
    if (!line.ok) return line;
    const added = await this.lists.addExtras(userId, listId, [line.value], actorId);
    if (!added) return notFound();
    if (input.usual) await this.lists.saveUsual(userId, { name: line.value.name, quantity: line.value.quantity, unit: line.value.unit, category: line.value.category, pricePence: line.value.pricePence });
    await this.tell({ listId, kind: 'items-added', ...(added[0]?.addedBy ? { by: added[0].addedBy.firstName } : {}) });
    return ok(added[0]!);
  }

  /** Takes a line off the list (an extra no longer needed, or an ingredient already in the cupboard). */
  async removeItem(userId: string, itemId: number): Promise<Result<void, DomainError>> {
    const removed = await this.lists.removeItem(userId, itemId);
    if (!removed) return fail('LIST.NOT_FOUND', 'Shopping list item not found');
    await this.tell({ listId: removed.listId, kind: 'item-removed', itemId });
    return ok(undefined);
  }

  usuals(userId: string): Promise<UsualItem[]> {
    return this.lists.usuals(userId);
  }

  async deleteUsual(userId: string, id: number): Promise<Result<void, DomainError>> {
    return (await this.lists.deleteUsual(userId, id)) ? ok(undefined) : fail('LIST.NOT_FOUND', 'Usual item not found');
  }

  /** Every usual not already waiting on the list, in one tap. */
  async addUsuals(userId: string, listId: number, actorId: string = userId): Promise<Result<ShoppingItem[], DomainError>> {
    const list = await this.lists.findForUser(userId, listId);
    if (!list) return notFound();
    const waiting = new Set(list.items.filter((i) => !i.isChecked).map((i) => i.name.toLowerCase()));
    const lines = (await this.lists.usuals(userId))
      .filter((u) => !waiting.has(u.name.toLowerCase()))
      .map((u) => extraItem(u.name, u.quantity, u.unit, u.category, u.pricePence));
    if (!lines.length) return ok([]);
    const added = (await this.lists.addExtras(userId, listId, lines, actorId)) ?? [];
    await this.tell({ listId, kind: 'items-added', ...(added[0]?.addedBy ? { by: added[0].addedBy.firstName } : {}) });
    return ok(added);
  }

  private async extraLine(input: ExtraInput): Promise<Result<NewShoppingItem, DomainError>> {
    const raw = typeof input.name === 'string' ? input.name : '';
    const counted = input.quantity === undefined || input.quantity === null ? splitCount(raw) : { name: raw.trim().replace(/\s+/g, ' '), quantity: null };
    const name = counted.name;
    if (!name) return invalid('name', 'Say what to add');
    if (name.length > 80) return invalid('name', 'Keep the item under 80 characters');
    const quantity = input.quantity ?? counted.quantity ?? 1;
    if (!Number.isFinite(quantity) || quantity <= 0 || quantity > 999) return invalid('quantity', 'Quantity must be more than 0 and at most 999');
    const unit = (input.unit ?? '').trim();
    if (unit.length > 20) return invalid('unit', 'Keep the unit under 20 characters');
    let category: string;
    if (input.category) {
      const known = EXTRA_AISLES.find((a) => a.toLowerCase() === input.category!.trim().toLowerCase());
      if (!known) return invalid('category', `Choose one of ${EXTRA_AISLES.join(', ')}`);
      category = known;
    } else {
      category = guessAisle(name, (await this.catalogue.current()).allIngredients());
    }
    let pricePence = 0;
    if (input.price !== undefined && input.price !== null && input.price !== '') {
      const parsed = parsePounds(input.price);
      if (parsed === null || parsed < 0 || parsed > 100_000) return invalid('price', 'Price must be in pounds, from 0.00 to 1000.00 (e.g. 2.50)');
      pricePence = parsed;
    }
    return ok(extraItem(name, quantity, unit || 'each', category, pricePence));
  }

  private async tell(event: Omit<ListEvent, 'at'>) {
    await this.events?.publish({ ...event, at: this.clock.now().toISOString() });
  }

  private chainName(input: unknown, snapshot: CatalogueSnapshot): string | null {
    const name = typeof input === 'string' ? (canonicalChain(input) ?? input) : '';
    return snapshot.chains.find((c) => c.toLowerCase() === name.toLowerCase()) ?? null;
  }

  /**
   * Grams of each ingredient a plan buys: its stored shopping, which is what its cost is made of (the meals in adult
   * portions, cooked twice for a planned leftover, each meal's side and the day's extras). A plan stored without it
   * (none since the planner keeps it) falls back to its meals' recipes.
   */
  private planNeeds(plan: StoredPlan, snapshot: CatalogueSnapshot): Map<string, number> {
    const needed = new Map<string, number>();
    const shopping = plan.summary.shopping ?? [];
    if (shopping.length) {
      for (const line of shopping) needed.set(line.ingredient, (needed.get(line.ingredient) ?? 0) + line.grams);
      return needed;
    }
    for (const meal of plan.meals) this.addRecipeGrams(needed, snapshot, meal.recipeId, meal.servings);
    return needed;
  }

  private addRecipeGrams(needed: Map<string, number>, snapshot: CatalogueSnapshot, recipeId: string, servings: number) {
    const view = snapshot.recipe(recipeId);
    if (!view) return;
    const factor = servings / view.recipe.serves;
    view.recipe.ingredients.forEach((line, k) => needed.set(line.ingredient, (needed.get(line.ingredient) ?? 0) + view.facts.gramsPerLine[k]! * factor));
  }

  /** Whole packs of what the larder does not cover; covered lines stay on the list at no cost ("you have 300 g of 500 g"). */
  private async lessLarder(userId: string, needed: Map<string, number>, snapshot: CatalogueSnapshot, chain: string, book: PriceBook): Promise<NewShoppingItem[]> {
    const price = bookPackPrice(book);
    if (!this.larder) return packLines(needed, snapshot, chain, price).lines;
    const stock = await this.larder.stockForList(userId);
    const quantities = listQuantities(needed, stock.held, stock.staples);
    const toBuy = new Map([...quantities].filter(([, q]) => q.toBuy > 0).map(([slug, q]) => [slug, q.toBuy]));
    const bought = new Map(packLines(toBuy, snapshot, chain, price).lines.map((l) => [l.ingredient, l]));
    return packLines(needed, snapshot, chain, price).lines.map((line) => {
      const q = quantities.get(line.ingredient)!;
      const buy = bought.get(line.ingredient);
      if (buy) return { ...buy, neededGrams: line.neededGrams, heldGrams: Math.round(q.held) };
      return { ...line, quantity: 0, pricePence: 0, leftoverGrams: 0, heldGrams: Math.round(q.held) };
    });
  }

  private async save(userId: string, mealPlanId: string | null, chain: string, needed: Map<string, number>, snapshot: CatalogueSnapshot, book: PriceBook) {
    const lines = await this.lessLarder(userId, needed, snapshot, chain, book);
    return this.lists.create({ userId, mealPlanId, supermarket: chain, priceNote: priceNote(lines, snapshot, chain), totalCostPence: sum(lines), items: lines }, this.clock.now());
  }
}

export interface ExtraInput {
  readonly name: unknown;
  readonly quantity?: number | null;
  readonly unit?: string | null;
  readonly category?: string | null;
  /** Pounds: "2.50" or 2.5. */
  readonly price?: string | number | null;
  /** Keep it among the household's usuals too. */
  readonly usual?: boolean;
}

/** A free-text line: its own unique key, no grams (it is not a recipe's ingredient). */
const extraItem = (name: string, quantity: number, unit: string, category: string, pricePence: number): NewShoppingItem => ({
  ingredient: `extra:${newKey()}`,
  name,
  quantity,
  unit,
  category,
  pricePence,
  neededGrams: 0,
  packGrams: 0,
  leftoverGrams: 0,
  perishable: false,
});
const newKey = () => randomUUID();

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

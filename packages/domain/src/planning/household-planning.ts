/**
 * What the plan use cases share: the catalogue at the household's prices, a plan's view (its cost at every chain),
 * what the larder holds now, and re-planning a stored plan under a changed request. A collaborator, not a use case.
 */
import { type Result, ok } from '../shared/result';
import { type DomainError, fail } from '../shared/errors';
import type { Clock } from '../shared/clock';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { Planner, type MealPlan } from './planner';
import { type PlanRequest, requestFromProfile } from './plan-request';
import type { HouseholdProfile } from '../accounts/user';
import type { MealPlanRepository, StoredPlan } from './ports';
import { priceShoppingAt } from './price-basket';
import { type HouseholdPrices, catalogueOnly } from '../receipts/price-book/household-prices';
import { type HouseholdCatalogue, type PricesFrom, pricedFor, pricesFromOf } from './household-catalogue';
import { planStart } from './plan-dates';

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
/** The request as stored with a plan: without the larder (it changes; each later operation reads it afresh). */
export const withoutHeld = ({ held: _h, ...request }: PlanRequest): PlanRequest => request;

export const planNotFound = () => fail('PLAN.NOT_FOUND', 'Meal plan not found');

/** What the planner needs besides the plan: the same plan priced at every chain. */
export interface PlanView {
  readonly stored: StoredPlan;
  readonly costAtChains: ReadonlyArray<{ chain: string; costPence: number }>;
  /** How many of the plan's bought lines are priced from each source (the household's receipts, pooled, feed, estimate). */
  readonly pricesFrom: PricesFrom;
}

/** Options of a re-plan: `accept` may refuse the new plan; `persistBudgetPence` stores it against the household's own budget. */
export interface ReplanOptions {
  readonly accept?: (next: MealPlan) => boolean;
  readonly persistBudgetPence?: number;
}

export class HouseholdPlanning {
  constructor(
    private readonly plans: MealPlanRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
    /** What the household holds: plans spend it first (the larder room). */
    private readonly larder: { heldForPlanning(householdId: string, boughtOnList?: readonly number[]): Promise<PlanRequest['held']> } | null = null,
    /** The household's price book: plans are chosen and costed at its prices (absent: the catalogue's own). */
    private readonly prices: HouseholdPrices | null = null,
    /** The household's saved profile: what it avoids and is allergic to now binds every swap and re-plan, not only new plans. */
    private readonly households: { findById(id: string): Promise<{ profile: HouseholdProfile } | null> } | null = null,
    /** The plan's current list: the packs its ticks put in the larder are the plan's own shopping, not food it may plan from. */
    private readonly lists: { currentForPlan(userId: string, mealPlanId: string): Promise<{ items: ReadonlyArray<{ id: number; isChecked: boolean }> } | null> } | null = null,
  ) {}

  /** The request under the household's rules as saved now: its avoids and allergies (the household's and each member's) added. */
  async withHouseholdRules(householdId: string, request: PlanRequest): Promise<PlanRequest> {
    const profile = (await this.households?.findById(householdId))?.profile;
    if (!profile) return request;
    const now = requestFromProfile(profile, { days: request.days, chain: request.chain, seed: request.seed });
    return {
      ...request,
      allergies: [...new Set([...request.allergies, ...now.allergies])],
      avoids: [...new Set([...(request.avoids ?? []), ...(now.avoids ?? [])])],
    };
  }

  /**
   * The catalogue as this household plans and prices it: its own recipes, and its price book's prices in place of
   * the catalogue's wherever it has its own receipt (or a pooled price). One read of the price book, before any planning.
   */
  async priced(userId: string, snapshot: CatalogueSnapshot, ingredients: Iterable<string> = snapshot.ingredientSlugs()): Promise<HouseholdCatalogue> {
    if (!this.prices) return pricedFor(snapshot, catalogueOnly(userId, isoDay(this.clock.now())));
    return pricedFor(snapshot, await this.prices.forIngredients(userId, ingredients));
  }

  /**
   * What the larder holds at this moment, lot by lot, for a plan whose first day is `planStart` (YYYY-MM-DD), and
   * that date (held food's dates and the weekend's time limits count from it). A plan's stored request never keeps
   * what is held: every re-plan, swap, pin or chat edit reads the larder as it is then.
   */
  async heldNow(userId: string, planStart: string, planId?: string): Promise<Pick<PlanRequest, 'held' | 'startDate'>> {
    // Issue 32, one total per question: what this plan's own list ticked is counted in its cost (as the list counts
    // it), not taken again from the larder, so the plan's cost and its list's total stay one figure after a swap.
    const list = planId && this.lists ? await this.lists.currentForPlan(userId, planId) : null;
    const bought = list ? list.items.filter((i) => i.isChecked).map((i) => i.id) : [];
    const held = this.larder ? await this.larder.heldForPlanning(userId, bought) : undefined;
    return { ...(held?.length ? { held } : {}), startDate: planStart };
  }

  async replanWith(stored: StoredPlan, request: PlanRequest, keepLockedIds: readonly string[], options: ReplanOptions = {}): Promise<Result<PlanView, DomainError>> {
    request = await this.withHouseholdRules(stored.userId, request);
    const pinned = (request.locked ?? []).map((l) => l.recipeId);
    const priced = await this.priced(stored.userId, await this.catalogue.forHousehold(stored.userId, { planning: true, pinned }));
    const planner = new Planner(priced.snapshot);
    // What the larder holds now (not what it held when the plan was made), dated from the plan's first day.
    request = { ...request, held: undefined, ...(await this.heldNow(stored.userId, planStart(stored), stored.id)) };
    let result = planner.plan(request);
    if (!result.ok) return result;
    if (options.accept && !options.accept(result.value)) return ok(await this.view(stored, priced));
    if (options.persistBudgetPence !== undefined && options.persistBudgetPence !== request.weeklyBudgetPence) {
      // The same food (meals, sides and extras), stated against the household's own budget: planning it again at
      // that budget would add back the extras the lower target took out.
      const budgetPence = Math.round((options.persistBudgetPence * request.days) / 7);
      const cost = result.value.costPence;
      result = ok({ ...result.value, budgetPence, withinBudget: cost <= budgetPence, shortfallPence: Math.max(0, cost - budgetPence) });
      request = { ...request, weeklyBudgetPence: options.persistBudgetPence };
    }
    const lockedSlots = new Set(stored.meals.filter((m) => keepLockedIds.includes(m.id)).map((m) => `${m.day}:${m.mealType}`));
    const plan: MealPlan = { ...result.value, meals: result.value.meals.map((m) => ({ ...m, locked: lockedSlots.has(`${m.day}:${m.mealType}`) })) };
    const { locked: _l, avoid: _a, ...persisted } = withoutHeld(request);
    return ok(await this.view(await this.plans.update(stored.id, { ...persisted, seed: request.seed }, plan, this.clock.now()), priced));
  }

  /** Plans at today's prices of their own chains (the household's price book), as view() and the lists price them. */
  async repriced(userId: string, plans: readonly StoredPlan[]): Promise<StoredPlan[]> {
    if (!plans.length) return [];
    const { snapshot } = await this.priced(userId, await this.catalogue.current());
    return plans.map((p) => repricedAtOwnChain(p, snapshot));
  }

  /**
   * The plan with its cost at every chain: the same shopping (meals, sides, extras; less what the larder
   * held), in whole packs of each chain's products. No planner runs: a read prices a few dozen lines.
   */
  async view(stored: StoredPlan, household?: HouseholdCatalogue): Promise<PlanView> {
    // Own recipes use catalogue ingredients, so the base catalogue (at the household's prices) prices any plan.
    const priced = household ?? (await this.priced(stored.userId, await this.catalogue.current()));
    const snapshot = priced.snapshot;
    // Issue 32, one total per question: the plan's own chain is priced as its list is, at today's prices from the
    // household's price book (a receipt confirmed since the plan was made changes both), not at the prices it was made at.
    stored = repricedAtOwnChain(stored, snapshot);
    const costAtChains: Array<{ chain: string; costPence: number }> = [];
    for (const chain of snapshot.chains) {
      const cost = chain === stored.summary.chain ? stored.summary.costPence : priceShoppingAt(snapshot, stored.summary.shopping, chain);
      if (cost !== null) costAtChains.push({ chain, costPence: cost });
    }
    costAtChains.sort((a, b) => a.costPence - b.costPence || (a.chain === stored.summary.chain ? -1 : b.chain === stored.summary.chain ? 1 : 0));
    return { stored, costAtChains, pricesFrom: pricesFromOf(priced, stored.summary.shopping, stored.summary.chain) };
  }
}

/** The stored plan with its cost (and what follows from it) at today's prices of its own chain; as stored when it cannot be priced. */
export function repricedAtOwnChain(stored: StoredPlan, snapshot: CatalogueSnapshot): StoredPlan {
  const cost = priceShoppingAt(snapshot, stored.summary.shopping, stored.summary.chain);
  if (cost === null || cost === stored.summary.costPence) return stored;
  const budget = stored.summary.budgetPence;
  return { ...stored, summary: { ...stored.summary, costPence: cost, withinBudget: cost <= budget, shortfallPence: Math.max(0, cost - budget) } };
}

import { type Result, ok } from '../shared/result';
import { type DomainError, fail, invalid } from '../shared/errors';
import type { Clock } from '../shared/clock';
import type { UserRepository } from '../accounts/ports';
import { hasCompleteProfile } from '../accounts/user';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { Planner, type MealPlan } from './planner';
import { DEFAULT_CHAIN, DEFAULT_PLAN_DURATION, PLAN_DURATIONS, type PlanRequest, requestFromProfile } from './plan-request';
import type { MealPlanRepository, PlanSettings, PlanSettingsRepository, StoredPlan } from './ports';
import type { ChainsNearby } from '../stores/stores';
import { priceShoppingAt, repriceAt } from './price-basket';
import { type HouseholdPrices, catalogueOnly } from '../receipts/price-book/household-prices';
import { type HouseholdCatalogue, type PricesFrom, pricedFor, pricesFromOf } from './household-catalogue';

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
/** The request as stored with a plan: without the larder (it changes; each later operation reads it afresh). */
const withoutHeld = ({ held: _h, ...request }: PlanRequest): PlanRequest => request;

const notFound = () => fail('PLAN.NOT_FOUND', 'Meal plan not found');

/** A seed from the household and its plan count: plans differ, yet each is reproducible. */
const seedFor = (userId: string, n: number) => {
  let h = 2166136261;
  for (const ch of `${userId}:${n}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
};

/** What the planner needs besides the plan: the same plan priced at every chain. */
export interface PlanView {
  readonly stored: StoredPlan;
  readonly costAtChains: ReadonlyArray<{ chain: string; costPence: number }>;
  /** How many of the plan's bought lines are priced from each source (the household's receipts, pooled, feed, estimate). */
  readonly pricesFrom: PricesFrom;
}

export interface SwapPreview {
  readonly mealId: string;
  readonly fromRecipeName: string;
  readonly toRecipeId: string;
  readonly toRecipeName: string;
  /** The week's total now, and after the swap. */
  readonly beforePence: number;
  readonly afterPence: number;
}

/** A swap: every other meal stays (locked in the request), and the meal's own recipe is avoided in its slot. */
const swapRequest = (stored: StoredPlan, mealId: string): PlanRequest => {
  const meal = stored.meals.find((m) => m.id === mealId)!;
  return {
    ...stored.request,
    locked: stored.meals.filter((m) => m.id !== mealId).map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId })),
    avoid: [{ day: meal.day, mealType: meal.mealType, recipeId: meal.recipeId }],
  };
};

/** Generating, reading, swapping, locking and re-planning a household's meal plans. */
export class MealPlans {
  constructor(
    private readonly users: UserRepository,
    private readonly plans: MealPlanRepository,
    private readonly settings: PlanSettingsRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
    private readonly nearby: ChainsNearby,
    /** What the household holds: plans spend it first (the larder room). */
    private readonly larder: { heldForPlanning(householdId: string): Promise<PlanRequest['held']> } | null = null,
    /** The household's price book: plans are chosen and costed at its prices (absent: the catalogue's own). */
    private readonly prices: HouseholdPrices | null = null,
  ) {}

  /**
   * The catalogue as this household plans and prices it: its own recipes, and its price book's prices in place of
   * the catalogue's wherever it has its own receipt (or a pooled price). One read of the price book, before any planning.
   */
  private async priced(userId: string, snapshot: CatalogueSnapshot, ingredients: Iterable<string> = snapshot.ingredientSlugs()): Promise<HouseholdCatalogue> {
    if (!this.prices) return pricedFor(snapshot, catalogueOnly(userId, isoDay(this.clock.now())));
    return pricedFor(snapshot, await this.prices.forIngredients(userId, ingredients));
  }

  async getSettings(userId: string): Promise<PlanSettings> {
    return (await this.settings.get(userId)) ?? { planDuration: DEFAULT_PLAN_DURATION, chain: null };
  }

  async saveSettings(userId: string, input: { planDuration?: unknown; chain?: unknown }): Promise<Result<PlanSettings, DomainError>> {
    const current = await this.getSettings(userId);
    let planDuration = current.planDuration;
    if (input.planDuration !== undefined) {
      const n = Number(input.planDuration);
      if (!(PLAN_DURATIONS as readonly number[]).includes(n)) return invalid('planDuration', 'Plan duration must be 3, 7, 14 or 30 days');
      planDuration = n;
    }
    let chain = current.chain;
    if (input.chain !== undefined) {
      if (input.chain === null || input.chain === '') chain = null;
      else {
        const chains = (await this.catalogue.current()).chains;
        const match = chains.find((c) => c.toLowerCase() === String(input.chain).toLowerCase());
        if (!match) return invalid('chain', `We price ${chains.join(', ')}; choose one of them`);
        chain = match;
      }
    }
    return ok(await this.settings.save(userId, { planDuration, chain }));
  }

  /** POST /api/simple-meal-plans: a new plan from the saved profile and settings. */
  async generate(userId: string, options: { priority?: PlanRequest['priority']; days?: number } = {}): Promise<Result<PlanView, DomainError>> {
    const user = await this.users.findById(userId);
    if (!user) return fail('ACCOUNT.NOT_FOUND', 'Account not found');
    if (!hasCompleteProfile(user.profile)) return invalid('profile', 'Please set your household size, weekly budget and cooking skill first.');
    const settings = await this.getSettings(userId);
    const snapshot = await this.catalogue.current();
    if (!snapshot.allRecipes().length) return fail('PLAN.NO_RECIPES', 'The recipe library is empty; please try again later.');
    const count = await this.plans.countForUser(userId);
    const fromProfile = requestFromProfile(user.profile, { days: settings.planDuration, chain: settings.chain ?? DEFAULT_CHAIN, seed: seedFor(userId, count) });
    const base: PlanRequest = { ...fromProfile, ...(options.priority ? { priority: options.priority } : {}), ...(options.days ? { days: options.days } : {}), ...(await this.heldNow(userId, this.clock.now())) };
    return this.planAndStore(userId, base, settings, user.profile.postcode);
  }

  /**
   * A plan from a request the caller built (the chat assistant's: its size, budget, days, diets, time limit and
   * exclusions), priced and stored as generate does: at the chosen chain, or the cheapest within reach.
   */
  async generateFrom(userId: string, request: Omit<PlanRequest, 'chain' | 'seed'>): Promise<Result<PlanView, DomainError>> {
    const user = await this.users.findById(userId);
    if (!user) return fail('ACCOUNT.NOT_FOUND', 'Account not found');
    const settings = await this.getSettings(userId);
    const snapshot = await this.catalogue.current();
    if (!snapshot.allRecipes().length) return fail('PLAN.NO_RECIPES', 'The recipe library is empty; please try again later.');
    const count = await this.plans.countForUser(userId);
    const now = request.held ? { held: request.held, startDate: request.startDate ?? isoDay(this.clock.now()) } : await this.heldNow(userId, this.clock.now());
    const base: PlanRequest = { ...request, held: undefined, ...now, chain: settings.chain ?? DEFAULT_CHAIN, seed: seedFor(userId, count) };
    return this.planAndStore(userId, base, settings, user.profile.postcode);
  }

  /** Re-plans a plan's unlocked meals under a changed request (the chat's "make it cheaper", "no fish on Friday"). */
  /**
   * `accept` may refuse the new plan (a "cheaper" plan that is not): the stored plan then stays as it was.
   * `persistBudgetPence` plans under the changed request's budget (a target below the cost, to push it down)
   * but stores and prices the chosen meals against the household's own budget.
   */
  async revise(
    userId: string,
    planId: string,
    change: (current: PlanRequest) => PlanRequest,
    options: { accept?: (next: MealPlan) => boolean; persistBudgetPence?: number } = {},
  ): Promise<Result<PlanView, DomainError>> {
    const stored = await this.plans.findForUser(userId, planId);
    if (!stored) return notFound();
    const lockedMeals = stored.meals.filter((m) => m.locked);
    const next = change(stored.request);
    // The household's locked meals stay; a change may lock more slots (a food to use up) where none is locked.
    const kept = lockedMeals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId }));
    const added = (next.locked ?? []).filter((l) => !kept.some((k) => k.day === l.day && k.mealType === l.mealType));
    const request: PlanRequest = { ...next, locked: [...kept, ...added] };
    return this.replanWith(stored, request, lockedMeals.map((m) => m.id), options);
  }

  private async planAndStore(userId: string, base: PlanRequest, settings: PlanSettings, postcode: string | null): Promise<Result<PlanView, DomainError>> {
    const priced = await this.priced(userId, await this.catalogue.forHousehold(userId, { planning: true }));
    const snapshot = priced.snapshot;
    // With no chain chosen, plan at each chain within reach (all of them until store locations are loaded) and keep the cheapest.
    const chains = settings.chain ? [settings.chain] : await this.reachableChains(postcode, snapshot.chains);
    const planner = new Planner(snapshot);
    let best: { request: PlanRequest; plan: MealPlan } | null = null;
    for (const chain of chains) {
      const request = { ...base, chain };
      const result = planner.plan(request);
      if (!result.ok) return result;
      if (!best || result.value.costPence < best.plan.costPence) best = { request, plan: result.value };
    }
    if (!settings.chain && chains.length > 1) best = this.atCheapestChain(best!, chains, snapshot);
    const stored = await this.plans.create(userId, withoutHeld(best!.request), best!.plan, this.clock.now());
    return ok(await this.view(stored, priced));
  }

  /** The chosen food may cost less at another chain than the one it was planned at: shop there. */
  private atCheapestChain(chosen: { request: PlanRequest; plan: MealPlan }, chains: readonly string[], snapshot: CatalogueSnapshot) {
    let best = chosen;
    for (const chain of chains) {
      if (chain === best.request.chain) continue;
      const plan = repriceAt(snapshot, chosen.plan, chain);
      if (plan && plan.costPence < best.plan.costPence) best = { request: { ...chosen.request, chain }, plan };
    }
    return best;
  }

  private async reachableChains(postcode: string | null, chains: readonly string[]): Promise<readonly string[]> {
    if (!postcode) return chains;
    const reach = await this.nearby.execute(postcode, chains);
    return reach.ok && reach.value.storesLoaded && reach.value.chains.length ? reach.value.chains.map((c) => c.chain) : chains;
  }

  async list(userId: string): Promise<PlanView[]> {
    const plans = await this.plans.listForUser(userId, 20);
    if (!plans.length) return [];
    // A read prices only what the plans buy: the price book is asked for those ingredients alone.
    const bought = new Set(plans.flatMap((p) => (p.summary.shopping ?? []).map((l) => l.ingredient)));
    const priced = await this.priced(userId, await this.catalogue.current(), bought);
    return Promise.all(plans.map((p) => this.view(p, priced)));
  }

  async get(userId: string, planId: string): Promise<Result<PlanView, DomainError>> {
    const stored = await this.plans.findForUser(userId, planId);
    return stored ? ok(await this.view(stored)) : notFound();
  }

  /** Replace one meal: every other meal stays, and the planner picks the best other recipe for the slot. */
  async swap(userId: string, planId: string, mealId: string): Promise<Result<PlanView, DomainError>> {
    const stored = await this.plans.findForUser(userId, planId);
    if (!stored) return notFound();
    const meal = stored.meals.find((m) => m.id === mealId);
    if (!meal) return fail('PLAN.NOT_FOUND', 'Meal not found in this plan');
    if (meal.locked) return fail('PLAN.MEAL_LOCKED', 'This meal is locked. Unlock it to swap it.');
    return this.replanWith(stored, swapRequest(stored, mealId), stored.meals.filter((m) => m.locked && m.id !== mealId).map((m) => m.id));
  }

  /**
   * What a swap would do, stored nowhere: the meal it would put in and the week's new total, so a phone can show
   * the cost before the household confirms. The planner is deterministic, so the swap then makes this very change.
   */
  async previewSwap(userId: string, planId: string, mealId: string): Promise<Result<SwapPreview, DomainError>> {
    const stored = await this.plans.findForUser(userId, planId);
    if (!stored) return notFound();
    const meal = stored.meals.find((m) => m.id === mealId);
    if (!meal) return fail('PLAN.NOT_FOUND', 'Meal not found in this plan');
    if (meal.locked) return fail('PLAN.MEAL_LOCKED', 'This meal is locked. Unlock it to swap it.');
    const request = { ...swapRequest(stored, mealId), ...(await this.heldNow(userId, stored.createdAt)) };
    const planner = new Planner((await this.priced(userId, await this.catalogue.forHousehold(userId, { planning: true, pinned: (request.locked ?? []).map((l) => l.recipeId) }))).snapshot);
    const result = planner.plan(request);
    if (!result.ok) return result;
    const next = result.value.meals.find((m) => m.day === meal.day && m.mealType === meal.mealType)!;
    return ok({ mealId, fromRecipeName: meal.recipeName, toRecipeId: next.recipeId, toRecipeName: next.recipeName, beforePence: stored.summary.costPence, afterPence: result.value.costPence });
  }

  async setLocked(userId: string, planId: string, mealId: string, locked: boolean): Promise<Result<PlanView, DomainError>> {
    const stored = await this.plans.findForUser(userId, planId);
    if (!stored) return notFound();
    if (!stored.meals.some((m) => m.id === mealId)) return fail('PLAN.NOT_FOUND', 'Meal not found in this plan');
    const lockedIds = stored.meals.filter((m) => (m.id === mealId ? locked : m.locked)).map((m) => m.id);
    const plan = this.asPlan(stored, lockedIds);
    return ok(await this.view(await this.plans.update(stored.id, stored.request, plan, this.clock.now())));
  }

  /**
   * Pin a recipe (the library's or the household's own) into one meal of a plan: the meal holds it, locked, and the
   * rest of the plan stays as it was. A recipe that breaks a hard rule for the slot (diet, allergy, time, meal) is refused.
   */
  async pin(userId: string, planId: string, mealId: string, recipeId: unknown): Promise<Result<PlanView, DomainError>> {
    if (typeof recipeId !== 'string' || !recipeId) return invalid('recipeId', 'Choose a recipe to pin');
    const stored = await this.plans.findForUser(userId, planId);
    if (!stored) return notFound();
    const meal = stored.meals.find((m) => m.id === mealId);
    if (!meal) return fail('PLAN.NOT_FOUND', 'Meal not found in this plan');
    if (!(await this.catalogue.forHousehold(userId)).recipe(recipeId)) return fail('RECIPE.NOT_FOUND', 'Recipe not found');
    const request: PlanRequest = {
      ...stored.request,
      locked: stored.meals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.id === mealId ? recipeId : m.recipeId })),
      avoid: undefined,
    };
    const keep = stored.meals.filter((m) => m.locked || m.id === mealId).map((m) => m.id);
    const result = await this.replanWith(stored, request, keep, { accept: (next) => next.meals.some((m) => m.day === meal.day && m.mealType === meal.mealType && m.recipeId === recipeId) });
    if (!result.ok) return result;
    const placed = result.value.stored.meals.find((m) => m.id === mealId);
    if (placed?.recipeId !== recipeId) return invalid('recipeId', `That recipe does not fit ${meal.mealType} in this plan (its diet, allergies, cooking time or meal type)`);
    return result;
  }

  /** Re-plan every meal that is not locked. */
  async replan(userId: string, planId: string): Promise<Result<PlanView, DomainError>> {
    const stored = await this.plans.findForUser(userId, planId);
    if (!stored) return notFound();
    const lockedMeals = stored.meals.filter((m) => m.locked);
    const request: PlanRequest = {
      ...stored.request,
      seed: (stored.request.seed + 7919) >>> 0,
      locked: lockedMeals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId })),
      avoid: undefined,
    };
    return this.replanWith(stored, request, lockedMeals.map((m) => m.id));
  }

  private async replanWith(
    stored: StoredPlan,
    request: PlanRequest,
    keepLockedIds: readonly string[],
    options: { accept?: (next: MealPlan) => boolean; persistBudgetPence?: number } = {},
  ): Promise<Result<PlanView, DomainError>> {
    const pinned = (request.locked ?? []).map((l) => l.recipeId);
    const priced = await this.priced(stored.userId, await this.catalogue.forHousehold(stored.userId, { planning: true, pinned }));
    const planner = new Planner(priced.snapshot);
    // What the larder holds now (not what it held when the plan was made), dated from the plan's first day.
    request = { ...request, held: undefined, ...(await this.heldNow(stored.userId, stored.createdAt)) };
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

  /**
   * What the larder holds at this moment, lot by lot, for a plan whose first day is `planStart`. A plan's stored
   * request never keeps it: every re-plan, swap, pin or chat edit reads the larder as it is then.
   */
  private async heldNow(userId: string, planStart: Date): Promise<Pick<PlanRequest, 'held' | 'startDate'>> {
    const held = this.larder ? await this.larder.heldForPlanning(userId) : undefined;
    return held?.length ? { held, startDate: isoDay(planStart) } : {};
  }

  private asPlan(stored: StoredPlan, lockedIds: readonly string[]): MealPlan {
    return { ...stored.summary, meals: stored.meals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId, recipeName: m.recipeName, servings: m.servings, portions: m.portions, locked: lockedIds.includes(m.id), costPence: m.costPence, sides: m.sides, leftoverOf: m.leftoverOf })) };
  }

  /**
   * The plan with its cost at every chain: the same shopping (meals, sides, extras; less what the larder
   * held), in whole packs of each chain's products. No planner runs: a read prices a few dozen lines.
   */
  private async view(stored: StoredPlan, household?: HouseholdCatalogue): Promise<PlanView> {
    // Own recipes use catalogue ingredients, so the base catalogue (at the household's prices) prices any plan.
    const priced = household ?? (await this.priced(stored.userId, await this.catalogue.current()));
    const snapshot = priced.snapshot;
    const costAtChains: Array<{ chain: string; costPence: number }> = [];
    for (const chain of snapshot.chains) {
      const cost = chain === stored.summary.chain ? stored.summary.costPence : priceShoppingAt(snapshot, stored.summary.shopping, chain);
      if (cost !== null) costAtChains.push({ chain, costPence: cost });
    }
    costAtChains.sort((a, b) => a.costPence - b.costPence || (a.chain === stored.summary.chain ? -1 : b.chain === stored.summary.chain ? 1 : 0));
    return { stored, costAtChains, pricesFrom: pricesFromOf(priced, stored.summary.shopping, stored.summary.chain) };
  }
}

import { createHash } from 'node:crypto';
import { type Result, ok } from '../shared/result';
import { type DomainError, fail, invalid } from '../shared/errors';
import type { Clock } from '../shared/clock';
import type { UserRepository } from '../accounts/ports';
import { hasCompleteProfile } from '../accounts/user';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import { Planner, type MealPlan } from './planner';
import { DEFAULT_CHAIN, DEFAULT_PLAN_DURATION, PLAN_DURATIONS, type PlanRequest, requestFromProfile } from './plan-request';
import type { MealPlanRepository, PlanSettings, PlanSettingsRepository, StoredPlan } from './ports';
import type { ChainsNearby } from '../stores/stores';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { PricedPlans } from './priced-plans';

/** How many plan versions a server keeps priced (a few hundred bytes each). */
export const PRICED_PLANS_KEPT = 50_000;

const notFound = () => fail('PLAN.NOT_FOUND', 'Meal plan not found');

/** A seed from the household and its plan count: plans differ, yet each is reproducible. */
const seedFor = (userId: string, n: number) => {
  let h = 2166136261;
  for (const ch of `${userId}:${n}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
};

/** A short digest of what a plan's prices depend on: its request and its meals. */
const versionHash = (stored: StoredPlan) =>
  createHash('sha1')
    .update(JSON.stringify(stored.request))
    .update(stored.meals.map((m) => `${m.day}:${m.mealType}:${m.recipeId}:${m.servings}`).join('|'))
    .digest('base64url')
    .slice(0, 16);

/** What the planner needs besides the plan: the same plan priced at every chain. */
export interface PlanView {
  readonly stored: StoredPlan;
  readonly costAtChains: ReadonlyArray<{ chain: string; costPence: number }>;
}

/** Generating, reading, swapping, locking and re-planning a household's meal plans. */
export class MealPlans {
  private readonly priced = new PricedPlans<ReadonlyArray<{ chain: string; costPence: number }>>(PRICED_PLANS_KEPT);

  constructor(
    private readonly users: UserRepository,
    private readonly plans: MealPlanRepository,
    private readonly settings: PlanSettingsRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
    private readonly nearby: ChainsNearby,
  ) {}

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
  async generate(userId: string): Promise<Result<PlanView, DomainError>> {
    const user = await this.users.findById(userId);
    if (!user) return fail('ACCOUNT.NOT_FOUND', 'Account not found');
    if (!hasCompleteProfile(user.profile)) return invalid('profile', 'Please set your household size, weekly budget and cooking skill first.');
    const settings = await this.getSettings(userId);
    const snapshot = await this.catalogue.current();
    if (!snapshot.allRecipes().length) return fail('PLAN.NO_RECIPES', 'The recipe library is empty; please try again later.');
    const count = await this.plans.countForUser(userId);
    const base = requestFromProfile(user.profile, { days: settings.planDuration, chain: settings.chain ?? DEFAULT_CHAIN, seed: seedFor(userId, count) });
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
    const base: PlanRequest = { ...request, chain: settings.chain ?? DEFAULT_CHAIN, seed: seedFor(userId, count) };
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
    const snapshot = await this.catalogue.current();
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
    if (!settings.chain && chains.length > 1) best = this.atCheapestChain(planner, best!, chains);
    const stored = await this.plans.create(userId, best!.request, best!.plan, this.clock.now());
    return ok(await this.view(stored));
  }

  /** The chosen meals may cost less at another chain than the one they were planned at: shop there. */
  private atCheapestChain(planner: Planner, chosen: { request: PlanRequest; plan: MealPlan }, chains: readonly string[]) {
    const locked = chosen.plan.meals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId }));
    let best = chosen;
    for (const chain of chains) {
      if (chain === chosen.request.chain) continue;
      const request = { ...chosen.request, chain };
      const priced = planner.plan({ ...request, locked });
      if (!priced.ok || !priced.value.meals.every((m, i) => m.recipeId === chosen.plan.meals[i]!.recipeId)) continue;
      if (priced.value.costPence < best.plan.costPence) {
        best = { request, plan: { ...priced.value, meals: priced.value.meals.map((m) => ({ ...m, locked: false })) } };
      }
    }
    return best;
  }

  private async reachableChains(postcode: string | null, chains: readonly string[]): Promise<readonly string[]> {
    if (!postcode) return chains;
    const reach = await this.nearby.execute(postcode, chains);
    return reach.ok && reach.value.storesLoaded && reach.value.chains.length ? reach.value.chains.map((c) => c.chain) : chains;
  }

  async list(userId: string): Promise<PlanView[]> {
    return Promise.all((await this.plans.listForUser(userId, 20)).map((p) => this.view(p)));
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
    const request: PlanRequest = {
      ...stored.request,
      locked: stored.meals.filter((m) => m.id !== mealId).map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId })),
      avoid: [{ day: meal.day, mealType: meal.mealType, recipeId: meal.recipeId }],
    };
    return this.replanWith(stored, request, stored.meals.filter((m) => m.locked && m.id !== mealId).map((m) => m.id));
  }

  async setLocked(userId: string, planId: string, mealId: string, locked: boolean): Promise<Result<PlanView, DomainError>> {
    const stored = await this.plans.findForUser(userId, planId);
    if (!stored) return notFound();
    if (!stored.meals.some((m) => m.id === mealId)) return fail('PLAN.NOT_FOUND', 'Meal not found in this plan');
    const lockedIds = stored.meals.filter((m) => (m.id === mealId ? locked : m.locked)).map((m) => m.id);
    const plan = this.asPlan(stored, lockedIds);
    return ok(await this.view(await this.plans.update(stored.id, stored.request, plan, this.clock.now())));
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
    const planner = new Planner(await this.catalogue.current());
    let result = planner.plan(request);
    if (!result.ok) return result;
    if (options.accept && !options.accept(result.value)) return ok(await this.view(stored));
    if (options.persistBudgetPence !== undefined && options.persistBudgetPence !== request.weeklyBudgetPence) {
      const chosen = result.value.meals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId }));
      const repriced = planner.plan({ ...request, weeklyBudgetPence: options.persistBudgetPence, locked: chosen });
      if (repriced.ok && repriced.value.meals.every((m, i) => m.recipeId === chosen[i]!.recipeId)) {
        result = repriced;
        request = { ...request, weeklyBudgetPence: options.persistBudgetPence };
      }
    }
    const lockedSlots = new Set(stored.meals.filter((m) => keepLockedIds.includes(m.id)).map((m) => `${m.day}:${m.mealType}`));
    const plan: MealPlan = { ...result.value, meals: result.value.meals.map((m) => ({ ...m, locked: lockedSlots.has(`${m.day}:${m.mealType}`) })) };
    const { locked: _l, avoid: _a, ...persisted } = request;
    return ok(await this.view(await this.plans.update(stored.id, { ...persisted, seed: request.seed }, plan, this.clock.now())));
  }

  private asPlan(stored: StoredPlan, lockedIds: readonly string[]): MealPlan {
    return { ...stored.summary, meals: stored.meals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId, recipeName: m.recipeName, servings: m.servings, locked: lockedIds.includes(m.id), costPence: m.costPence })) };
  }

  /**
   * The plan with its cost at every chain (the same meals, whole packs at each). Pricing a plan at six chains
   * runs the planner six times, so each server prices a plan once per version of it (its id and update time) and
   * of the catalogue (the snapshot), and reads reuse that: a read re-prices nothing that has not changed.
   */
  private async view(stored: StoredPlan): Promise<PlanView> {
    const snapshot = await this.catalogue.current();
    // The figures depend on the request and the meals only; the update time and a hash of both name the version.
    const key = `${stored.id}@${stored.updatedAt.getTime()}:${versionHash(stored)}`;
    const known = this.priced.get(snapshot, key);
    if (known) return { stored, costAtChains: known };
    const costAtChains = this.priceAtChains(stored, snapshot);
    this.priced.set(snapshot, key, costAtChains);
    return { stored, costAtChains };
  }

  private priceAtChains(stored: StoredPlan, snapshot: CatalogueSnapshot): ReadonlyArray<{ chain: string; costPence: number }> {
    const planner = new Planner(snapshot);
    const locked = stored.meals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId }));
    const costAtChains: Array<{ chain: string; costPence: number }> = [];
    for (const chain of snapshot.chains) {
      const priced = planner.plan({ ...stored.request, chain, locked });
      if (priced.ok && priced.value.meals.every((m, i) => m.recipeId === stored.meals[i]?.recipeId)) costAtChains.push({ chain, costPence: priced.value.costPence });
    }
    costAtChains.sort((a, b) => a.costPence - b.costPence);
    return costAtChains;
  }
}

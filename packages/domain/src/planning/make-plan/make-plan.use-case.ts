/**
 * A new meal plan: from the saved profile and settings (POST /api/simple-meal-plans, "cook from my larder"), or from
 * a request the caller built (the chat assistant's); at the chosen chain, or the cheapest within reach.
 */
import { type Result, err, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { UserRepository } from '../../accounts/ports';
import { hasCompleteProfile } from '../../accounts/user';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { CatalogueSnapshot } from '../../catalogue/snapshot';
import type { ChainsNearby } from '../../stores/stores';
import { Planner, type MealPlan } from '../planner';
import { DEFAULT_CHAIN, type PlanRequest, requestFromProfile } from '../plan-request';
import type { MealPlanRepository, PlanSettings } from '../ports';
import { repriceAt } from '../price-basket';
import { type HouseholdPlanning, type PlanView, withoutHeld } from '../household-planning';
import type { PlanningSettings } from '../plan-settings/plan-settings.use-case';
import { defaultStartDate, startDateProblem } from '../plan-dates';

/** When the plan starts: a chosen date, today ("startsToday"), or by default the next Monday. */
export interface PlanStart {
  readonly startDate?: string;
  readonly startsToday?: boolean;
}
/** Noon on a UK date: an instant on that day whatever the clocks say. */

/** A seed from the household and its plan count: plans differ, yet each is reproducible. */
const seedFor = (userId: string, n: number) => {
  let h = 2166136261;
  for (const ch of `${userId}:${n}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
};

export class MakePlan {
  constructor(
    private readonly users: UserRepository,
    private readonly plans: MealPlanRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
    private readonly nearby: ChainsNearby,
    private readonly settings: Pick<PlanningSettings, 'getSettings'>,
    private readonly planning: HouseholdPlanning,
    /** The pay cycle, when the household set one: a new plan's budget is its share of the pay period (issue 37). */
    private readonly payCycle?: { planBudget(householdId: string, startDate: string, days: number): Promise<{ pence: number; sentence: string } | null> },
  ) {}

  /** POST /api/simple-meal-plans: a new plan from the saved profile and settings. */
  async generate(userId: string, options: { priority?: PlanRequest['priority']; days?: number } & PlanStart = {}): Promise<Result<PlanView, DomainError>> {
    const start = this.startOf(options);
    if (!start.ok) return start;
    const user = await this.users.findById(userId);
    if (!user) return fail('ACCOUNT.NOT_FOUND', 'Account not found');
    if (!hasCompleteProfile(user.profile)) return invalid('profile', 'Please set your household size, weekly budget and cooking skill first.');
    const settings = await this.settings.getSettings(userId);
    const snapshot = await this.catalogue.current();
    if (!snapshot.allRecipes().length) return fail('PLAN.NO_RECIPES', 'The recipe library is empty; please try again later.');
    const count = await this.plans.countForUser(userId);
    const fromProfile = requestFromProfile(user.profile, { days: settings.planDuration, chain: settings.chain ?? DEFAULT_CHAIN, seed: seedFor(userId, count) });
    const days = options.days ?? fromProfile.days;
    const share = await this.payCycle?.planBudget(userId, start.value, days);
    // With a pay cycle, the plan spends its share of the period (the profile's weekly figure is then only a default).
    const budget = share ? { weeklyBudgetPence: Math.round((share.pence * 7) / days), budgetFrom: share.sentence } : {};
    const base: PlanRequest = { ...fromProfile, ...budget, ...(options.priority ? { priority: options.priority } : {}), days, ...(await this.planning.heldNow(userId, start.value)) };
    return this.planAndStore(userId, base, settings, user.profile.postcode, start.value);
  }

  /**
   * A plan from a request the caller built (the chat assistant's: its size, budget, days, diets, time limit and
   * exclusions), priced and stored as generate does: at the chosen chain, or the cheapest within reach.
   */
  async generateFrom(userId: string, request: Omit<PlanRequest, 'chain' | 'seed'>, when: PlanStart = {}): Promise<Result<PlanView, DomainError>> {
    const start = this.startOf(when);
    if (!start.ok) return start;
    const user = await this.users.findById(userId);
    if (!user) return fail('ACCOUNT.NOT_FOUND', 'Account not found');
    const settings = await this.settings.getSettings(userId);
    const snapshot = await this.catalogue.current();
    if (!snapshot.allRecipes().length) return fail('PLAN.NO_RECIPES', 'The recipe library is empty; please try again later.');
    const count = await this.plans.countForUser(userId);
    const now = request.held ? { held: request.held, startDate: request.startDate ?? start.value } : await this.planning.heldNow(userId, start.value);
    const base: PlanRequest = { ...request, held: undefined, ...now, chain: settings.chain ?? DEFAULT_CHAIN, seed: seedFor(userId, count) };
    return this.planAndStore(userId, base, settings, user.profile.postcode, start.value);
  }

  /** The day the new plan starts (plan-dates.ts): the chosen date checked, today when asked, else the next Monday. */
  private startOf(when: PlanStart): Result<string, DomainError> {
    const now = this.clock.now();
    if (when.startDate !== undefined) {
      if (when.startsToday) return invalid('startsToday', 'Choose either a start date or "start today", not both');
      const problem = startDateProblem(when.startDate, now);
      return problem ? invalid('startDate', problem) : ok(when.startDate);
    }
    return ok(defaultStartDate(now, when.startsToday === true));
  }

  private async planAndStore(userId: string, base: PlanRequest, settings: PlanSettings, postcode: string | null, startDate: string): Promise<Result<PlanView, DomainError>> {
    const priced = await this.planning.priced(userId, await this.catalogue.forHousehold(userId, { planning: true }));
    const snapshot = priced.snapshot;
    // With no chain chosen, plan at each chain within reach (all of them until store locations are loaded) and keep the cheapest.
    const chains = settings.chain ? [settings.chain] : await this.reachableChains(postcode, snapshot.chains);
    const planner = new Planner(snapshot);
    let best: { request: PlanRequest; plan: MealPlan } | null = null;
    // A chain where no week fits the budget is passed over when another has one; when none has, the refusal quoting the
    // cheapest week is answered.
    let overBudget: { error: DomainError; cheapest: number } | null = null;
    for (const chain of chains) {
      const request = { ...base, chain };
      const result = planner.plan(request);
      if (!result.ok) {
        if (result.error.code !== 'PLAN.OVER_BUDGET') return result;
        const cheapest = quotedCheapest(result.error.message);
        if (!overBudget || cheapest < overBudget.cheapest) overBudget = { error: result.error, cheapest };
        continue;
      }
      if (!best || result.value.costPence < best.plan.costPence) best = { request, plan: result.value };
    }
    if (!best) return err(overBudget!.error);
    if (!settings.chain && chains.length > 1) best = atCheapestChain(best!, chains, snapshot);
    const stored = await this.plans.create(userId, withoutHeld(best!.request), best!.plan, this.clock.now(), startDate);
    return ok(await this.planning.view(stored, priced));
  }

  private async reachableChains(postcode: string | null, chains: readonly string[]): Promise<readonly string[]> {
    if (!postcode) return chains;
    const reach = await this.nearby.execute(postcode, chains);
    return reach.ok && reach.value.storesLoaded && reach.value.chains.length ? reach.value.chains.map((c) => c.chain) : chains;
  }
}

/** The chosen food may cost less at another chain than the one it was planned at: shop there. */
function atCheapestChain(chosen: { request: PlanRequest; plan: MealPlan }, chains: readonly string[], snapshot: CatalogueSnapshot) {
  let best = chosen;
  for (const chain of chains) {
    if (chain === best.request.chain) continue;
    const plan = repriceAt(snapshot, chosen.plan, chain);
    if (plan && plan.costPence < best.plan.costPence) best = { request: { ...chosen.request, chain }, plan };
  }
  return best;
}

/** The cheapest week's figure an OVER_BUDGET refusal quotes (its second amount), in pence. */
function quotedCheapest(message: string): number {
  const amounts = [...message.matchAll(/£(\d+\.\d\d)/g)].map((m) => Math.round(Number(m[1]) * 100));
  return amounts[1] ?? Infinity;
}

import { type Result, ok } from '../shared/result';
import { type DomainError, fail } from '../shared/errors';
import { formatPounds } from '../shared/money';
import type { MealType } from '../catalogue/recipe';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { type ExtraOption, type IngredientIndex, type MealOption, buildOptions } from './meal-options';
import { HARD, PlanState, type Slot } from './plan-state';
import type { PortionTargets, Weights } from './nutrition-penalty';
import { type HouseholdNeeds, householdNeeds } from './nutrition-targets';
import type { PlanRequest } from './plan-request';
import { describeFeeding } from './feeding';
import { assemble } from './plan-result';
import type { MealPlan } from './meal-plan';
export type { MealPlan, MealSide, PlannedMeal, ShoppingLine } from './meal-plan';
import type { HeldLot } from './held-stock';
import { moveNearDateMeals } from './near-date-moves';
import { minutesFor, timeLimitSentence } from './time-limits';
import { UNSPENT_ALLOWED_PENCE, shortfallScore, topUp, unspentSentence } from './top-up';
import { meatDinnersSentence, meatDinnersWanted } from './variety-rules';

export { describeFeeding } from './feeding';

export { eligibleRecipes } from './meal-options';

/**
 * The planner's aims, each priced in pence so they weigh against money directly:
 * - the nutrition targets (nutrition-targets.ts) are constraints: each unit short costs far more than the
 *   food that would make it up (2p a kcal outside the energy band, £1 a gram of protein or fibre short, 3p a
 *   gram of fruit and vegetables short, £50 a gram of salt over (salt is never traded for budget when less salty food exists), per adult portion per day);
 * - waste: every penny of perishable pack remainders counts 0.7p more, in the share of it that goes off
 *   before it can be used (remainder-life.ts: all of it for food that keeps under a week, 6/7 for milk and other
 *   fresh food carried to the next week's first day only, 3/7 for cheese and yoghurt);
 * - a cuisine the household did not choose: 40p a meal (only when it chose some);
 * - the second serving of a recipe within 7 days: £2.50 (£5 on the next day), unless it is planned leftovers (cook once, eat
 *   twice), which saves the cook's time: -10p; never a recipe twice in a day or three times in 7 days;
 * - the same main ingredient in the same slot on consecutive days: £1.20 (near-duplicates);
 * - more than four main meals a week from one protein source (poultry, red meat, fish, eggs, pulses...): 60p each;
 * - variety a cook would accept (variety-rules.ts), a week's lunches and dinners: each beyond 40 % with one carbohydrate
 *   base £1.50, each dish beyond three with one flavour base (chilli, curry, tomato) £1.50, each protein source short of
 *   three £2, and for a household that eats meat or fish each dinner short of four with it £1.20 (the budget may win);
 * - free sugars over 5 % of energy: 2p a gram (a soft aim);
 * - food near its date, spent first: what the larder holds costs nothing, but only on days up to its best-before
 *   (after it, the meal buys the food); and every penny of held food a meal uses by its date earns 10p more, in
 *   full when it is due today, falling in a straight line to nothing for food due 7 days or more away (held-stock.ts).
 *   So spinach due tomorrow is cooked today or tomorrow when a recipe can use it, ahead of cheaper meals.
 * The budget: in the plan within budget every penny over costs £10, so it is only broken when nothing fits.
 */
export const PLAN_WEIGHTS: PlanWeights = {
  waste: 0.7,
  nonPreferredCuisine: 40,
  repeat: 250,
  leftover: -10,
  nearDuplicate: 120,
  proteinBalance: 60,
  energyPerKcal: 2,
  proteinPerG: 100,
  fibrePerG: 100,
  fruitVegPerG: 3,
  saltPerG: 5000,
  freeSugarsPerG: 2,
  overBudgetPerPenny: 1000,
  useSoon: 10,
  carbBase: 400,
  flavourBase: 400,
  proteinSources: 300,
  meatDinners: 500,
};
export type PlanWeights = Weights;

/**
 * In the hard-budget search a penny over the budget costs £1,000: more than any aim of nutrition, waste or taste can be
 * worth, yet a hundredth of a hard rule (HARD: a recipe twice a day or three times in seven days), so the search never
 * buys money with a broken rule.
 */
const HARD_OVER_BUDGET_PER_PENNY = HARD / 100;
/** The cheapest week the household's rules (diet, allergies, time, meals) allow: money is the only aim. */
const CHEAPEST_WEIGHTS: PlanWeights = Object.fromEntries(Object.keys(PLAN_WEIGHTS).map((k) => [k, 0])) as unknown as PlanWeights;

/** The 422's message: what the cheapest week costs, as a week's money, against the budget. */
function overBudgetMessage(cheapestPence: number, budgetPence: number, days: number): string {
  const weekly = (pence: number) => formatPounds(Math.ceil((pence * 7) / days));
  const span = days === 7 ? 'week' : `${days} days`;
  return `No ${span} of meals that fits your rules comes within your budget of £${weekly(budgetPence)} a week: the cheapest week that fits your rules costs £${weekly(cheapestPence)}. Raise the budget to at least that, or relax a rule (diet, time limit or meals a day).`;
}

/** Share of the day's energy each planned slot brings; what the extras bring is counted with the snacks. */
const SLOT_ENERGY_SHARE: Record<MealType, number> = { breakfast: 0.25, lunch: 0.3, dinner: 0.35, snack: 0.1 };

const isDay = (day: string | undefined): day is string => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));
/** Whole days from `from` to `day` (YYYY-MM-DD); NaN when either is not a date. */
const dayDiff = (day: string, from: string): number => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A seeded PRNG (mulberry32): the same seed gives the same plan. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What one adult portion of a day's food must give for the meals planned (all of it when breakfast, lunch and dinner are). */
export function portionTargets(needs: HouseholdNeeds, mealTypes: readonly MealType[]): PortionTargets {
  const main = mealTypes.filter((m) => m !== 'snack').reduce((sum, m) => sum + SLOT_ENERGY_SHARE[m], 0);
  const share = Math.min(1, main + SLOT_ENERGY_SHARE.snack);
  const p = needs.perPortion;
  return {
    kcalLow: 0.9 * p.energyKcal * share,
    kcalHigh: 1.2 * p.energyKcal * share,
    protein: p.proteinG * share,
    fibre: p.fibreG * share,
    saltMax: p.saltMaxG * share,
    fv: p.fruitVegG * share,
    fvCap: p.fruitVegG / 5,
    freeSugarsMax: p.freeSugarsMaxG * share,
  };
}

export interface PlanInstance {
  readonly request: PlanRequest;
  /** What the larder holds, lot by lot, by ingredient index, with the last plan day each may be eaten on. */
  readonly held: readonly HeldLot[];
  readonly needs: HouseholdNeeds;
  readonly index: IngredientIndex;
  readonly slots: readonly Slot[];
  readonly extras: readonly ExtraOption[];
  readonly targets: PortionTargets;
  readonly budget: number;
}

export interface Solved {
  readonly state: PlanState;
  readonly objective: number;
}

export class Planner {
  constructor(
    private readonly snapshot: CatalogueSnapshot,
    private readonly weights: PlanWeights = PLAN_WEIGHTS,
  ) {}

  /** Everything a solve needs for a request: the options of each slot, the extras, the targets, the budget. */
  instance(request: PlanRequest): Result<PlanInstance, DomainError> {
    if (!(request.days >= 1 && request.days <= 31)) return fail('VALIDATION', 'A plan lasts 3, 7, 14 or 30 days', { field: 'planDuration' });
    if (!this.snapshot.chains.includes(request.chain)) return fail('VALIDATION', `We have no prices for ${request.chain}`, { field: 'chain' });
    const needs = householdNeeds(request.householdSize, request.members ?? []);
    const built = buildOptions(this.snapshot, request);
    const slots = this.slotsFor(request, built.byMealType);
    if (!slots.ok) return slots;
    const dated = (request.held ?? []).some((h) => h.bestBefore);
    if (dated && !isDay(request.startDate)) return fail('VALIDATION', 'Held food with a best-before date needs the plan\'s start date', { field: 'startDate' });
    const held = (request.held ?? []).flatMap((h): HeldLot[] => {
      const i = built.index.of(h.ingredient);
      if (i === null || !(h.grams > 0)) return [];
      const lastDay = h.bestBefore ? dayDiff(h.bestBefore, request.startDate!) : Number.POSITIVE_INFINITY;
      return Number.isNaN(lastDay) || lastDay < 0 ? [] : [{ ingredient: i, grams: h.grams, lastDay, ...(h.useBy && h.bestBefore ? { useBy: true } : {}) }];
    });
    return ok({
      request,
      needs,
      held,
      index: built.index,
      slots: slots.value,
      extras: built.extras,
      targets: portionTargets(needs, request.mealTypes),
      budget: Math.round((request.weeklyBudgetPence * request.days) / 7),
    });
  }

  /**
   * Solves an instance with these weights (overBudgetPerPenny 0: the plan that feeds everyone, whatever it costs);
   * from a start (another solve's plan) instead of the greedy one when given.
   */
  solve(instance: PlanInstance, weights: PlanWeights, start?: PlanState): Solved {
    const { request, index, slots, extras, targets, needs, budget, held } = instance;
    return solvePlan(index, slots, extras, request, targets, needs.portions, budget, weights, held, start);
  }

  plan(request: PlanRequest): Result<MealPlan, DomainError> {
    const built = this.instance(request);
    if (!built.ok) return built;
    const instance = built.value;
    const { needs, targets, budget } = instance;
    // The plan that feeds everyone, whatever it costs; then, when that is over budget, the best plan within it.
    const full = this.solve(instance, { ...this.weights, overBudgetPerPenny: 0 });
    const fullMeets = describeFeeding(full.state, needs, request, targets).meetsTargets;
    if (full.state.cost <= budget || request.priority === 'targets' || budget <= 0) {
      return ok(this.finish(instance, full, null, full.state.cost <= budget || request.priority === 'targets' || budget <= 0));
    }
    const costToFeed = fullMeets ? Math.round(full.state.cost) : null;
    const within = this.solve(instance, this.weights);
    const withinFits = Math.round(within.state.cost) <= budget;
    const withinPlan = withinFits ? this.finish(instance, within, costToFeed) : null;
    if (withinPlan?.feeding.meetsTargets) return ok(withinPlan);
    // The budget is hard (issue 31). The cheapest week the rules allow: when even that is over, no plan but what would
    // fit. Otherwise the search starts again from that week, with a penny over priced beyond any other aim, so it feeds
    // the household as well as the money allows without leaving the budget (single changes from a greedy start can be
    // stuck over it when packs are shared between meals).
    const cheapest = this.solve(instance, CHEAPEST_WEIGHTS);
    const cheapestCost = Math.round(cheapest.state.cost);
    if (cheapestCost > budget) return withinPlan ? ok(withinPlan) : fail('PLAN.OVER_BUDGET', overBudgetMessage(cheapestCost, budget, request.days), { field: 'weeklyBudget' });
    let best = withinPlan ? { plan: withinPlan, state: within.state } : null;
    if (!best) {
      const hard = this.solve(instance, { ...this.weights, overBudgetPerPenny: HARD_OVER_BUDGET_PER_PENNY }, cheapest.state);
      if (Math.round(hard.state.cost) <= budget) best = { plan: this.finish(instance, hard, costToFeed), state: hard.state };
    }
    // The search spends the money on dearer meals as readily as on more food; the cheapest week with the rest of the
    // budget spent on cheap staple food (top-up.ts) often feeds better: the plan that falls shorter is dropped.
    const cheapPlan = this.finish(instance, cheapest, costToFeed);
    if (!best || shortfallScore(cheapest.state, targets) < shortfallScore(best.state, targets) - 1e-9) return ok(cheapPlan);
    return ok(best.plan);
  }

  /**
   * The plan as stored: when it falls short and money is left, the rest of the budget is spent on what is short
   * (top-up.ts); when more than £1 is still left, the plan says why it buys nothing more.
   */
  private finish(instance: PlanInstance, solved: Solved, costToFeed: number | null, budgetAmple = false): MealPlan {
    const { request, needs, targets, budget } = instance;
    const { state } = solved;
    let objective = solved.objective;
    const withinBudget = Math.round(state.cost) <= budget;
    if (withinBudget && budget > 0 && !describeFeeding(state, needs, request, targets).meetsTargets && topUp(state, targets, budget) > 0) {
      objective = state.objective().total;
    }
    const plan = assemble(state, request, needs, targets, budget, objective, costToFeed);
    const left = plan.budgetPence - plan.costPence;
    const notes: string[] = [];
    if (!plan.feeding.meetsTargets && withinBudget && left > UNSPENT_ALLOWED_PENCE) notes.push(unspentSentence(left));
    // Meat or fish in fewer than four dinners a week when the money decided it (the plan that feeds everyone was over
    // budget, and this one falls short: the shortfalls are what it says).
    const meat = state.meatEater && request.days >= 7 && !budgetAmple && !plan.feeding.meetsTargets ? state.meatDinners(0) : null;
    if (meat !== null && meat < meatDinnersWanted(7)) notes.push(meatDinnersSentence(meat, meatDinnersWanted(7)));
    return notes.length ? { ...plan, feeding: { ...plan.feeding, shortfalls: [...plan.feeding.shortfalls, ...notes] } } : plan;
  }

  private slotsFor(request: PlanRequest, byMealType: Map<MealType, MealOption[]>): Result<Slot[], DomainError> {
    for (const mealType of request.mealTypes) {
      if (!byMealType.get(mealType)?.length) {
        return fail('VALIDATION', `No recipe in our library fits your diet, allergies and time limit for ${mealType} (${timeLimitSentence(request).replace(/^./, (c) => c.toLowerCase())}). Try fewer restrictions or a longer time limit.`, { field: 'mealTypes' });
      }
    }
    const slots: Slot[] = [];
    for (let day = 0; day < request.days; day += 1) {
      for (const mealType of request.mealTypes) {
        // The day's time limit (weekends may allow longer): a slot's options keep to it; a recipe pinned by hand may not.
        const limit = minutesFor(request, day);
        const built = byMealType.get(mealType)!;
        const all = built.filter((o) => o.main.facts.totalMinutes <= limit);
        if (!all.length) return fail('VALIDATION', `No recipe in our library fits your diet, allergies and time limit for ${mealType} (${timeLimitSentence(request).replace(/^./, (c) => c.toLowerCase())}). Try fewer restrictions or a longer time limit.`, { field: 'mealTypes' });
        const avoid = new Set(request.avoid?.filter((a) => a.day === day && a.mealType === mealType).map((a) => a.recipeId));
        const options = avoid.size ? all.filter((o) => !avoid.has(o.main.recipe.id)) : all;
        const lockedId = request.locked?.find((l) => l.day === day && l.mealType === mealType)?.recipeId;
        const locked = lockedId ? (built.find((o) => o.main.recipe.id === lockedId) ?? null) : null;
        slots.push({ day, mealType, options: options.length ? options : all, locked });
      }
    }
    return ok(slots);
  }
}

/**
 * Greedy, then local search to a local optimum: the best option for each slot in a seeded order, each day's
 * extras one portion up or down, and a meal using food near its date moved before that date (near-date-moves.ts),
 * until no such change lowers the objective.
 */
export function solvePlan(
  index: IngredientIndex,
  slots: readonly Slot[],
  extras: readonly ExtraOption[],
  request: PlanRequest,
  targets: PortionTargets,
  portions: number,
  budget: number,
  weights: Weights,
  held: readonly HeldLot[] = [],
  start?: PlanState,
): Solved {
  const state = new PlanState(index, slots, extras, request.days, request.mealTypes.length, targets, portions, budget, weights, request.leftovers !== false, held, request.diets);
  const random = seededRandom(request.seed);
  const bestFor = (s: number) => {
    const slot = slots[s]!;
    let best: MealOption | null = state.chosen[s] ?? null;
    let bestDelta = best ? -1e-6 : Infinity;
    for (const option of slot.options) {
      if (option === state.chosen[s]) continue;
      const delta = state.deltaFor(s, option);
      if (delta < bestDelta) {
        bestDelta = delta;
        best = option;
      }
    }
    return best;
  };
  for (let s = 0; s < slots.length; s += 1) state.assign(s, slots[s]!.locked ?? start?.chosen[s] ?? bestFor(s)!);
  if (start) {
    for (let day = 0; day < request.days; day += 1) {
      for (let e = 0; e < extras.length; e += 1) for (let n = 0; n < start.extraCount[day]![e]!; n += 1) state.applyExtra(day, e, 1);
    }
  }
  const improveExtras = () => {
    let changed = false;
    for (let day = 0; day < request.days; day += 1) {
      for (;;) {
        let best = -1e-6;
        let move: { e: number; step: 1 | -1 } | null = null;
        for (let e = 0; e < extras.length; e += 1) {
          for (const step of [1, -1] as const) {
            const delta = state.extraDelta(day, e, step);
            if (delta < best) {
              best = delta;
              move = { e, step };
            }
          }
        }
        // A swap of one extra for another (bread for fruit) keeps the day's energy while changing the rest.
        let swap: { out: number; into: number } | null = null;
        for (let out = 0; out < extras.length; out += 1) {
          if (state.extraCount[day]![out]! < 1) continue;
          for (let into = 0; into < extras.length; into += 1) {
            const delta = state.extraSwapDelta(day, out, into);
            if (delta < best) {
              best = delta;
              swap = { out, into };
              move = null;
            }
          }
        }
        if (swap) {
          state.applyExtra(day, swap.out, -1);
          state.applyExtra(day, swap.into, 1);
        } else if (move) state.applyExtra(day, move.e, move.step);
        else break;
        changed = true;
      }
    }
    return changed;
  };
  improveExtras();
  const order = slots.map((_, i) => i);
  for (let pass = 0; pass < 10; pass += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let improved = false;
    for (const s of order) {
      if (slots[s]!.locked) continue;
      const best = bestFor(s);
      if (best && best !== state.chosen[s]) {
        state.assign(s, best);
        improved = true;
      }
    }
    if (improveExtras()) improved = true;
    if (moveNearDateMeals(state, slots, request.mealTypes.length)) improved = true;
    if (!improved) break;
  }
  return { state, objective: state.objective().total };
}

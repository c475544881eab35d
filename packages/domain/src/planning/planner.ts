import { type Result, ok } from '../shared/result';
import { type DomainError, fail } from '../shared/errors';
import type { MealType } from '../catalogue/recipe';
import type { CatalogueSnapshot, RecipeView } from '../catalogue/snapshot';
import { packGrams } from '../catalogue/units';
import { type PlanRequest, allergensExcluded, dietAllows, maxMinutesFor } from './plan-request';

/**
 * The planner's soft aims, each priced in pence so they weigh against money directly:
 * - waste: every penny of perishable pack remainders counts half a penny more;
 * - a cuisine the household did not choose: 40p a meal (only when it chose some);
 * - the same recipe twice within 7 days: £6 on each of the two meals, so £12 a repeat (variety);
 * - the same main ingredient in the same slot on consecutive days: £1.20 (near-duplicates);
 * - energy per person per day outside 80-120 % of the planned meals' share of 2,000 kcal: 0.5p a kcal a person;
 * - a meal too light for its slot (under 40 % of the slot's share of the day's energy, such as a side dish
 *   served as dinner): £1.50 (meals that suit their slot).
 * The budget is hard: every penny over it costs £0.50, so a plan over budget is only returned when none fits.
 */
export const PLAN_WEIGHTS = {
  waste: 0.5,
  nonPreferredCuisine: 40,
  repeatWithin7Days: 600,
  nearDuplicate: 120,
  energyPerKcal: 0.5,
  lightMeal: 150,
  overBudgetPerPenny: 50,
} as const;
export type PlanWeights = { -readonly [K in keyof typeof PLAN_WEIGHTS]: number };

/** Share of the day's energy each slot is expected to bring (UK reference intake: 2,000 kcal). */
const SLOT_ENERGY_SHARE: Record<MealType, number> = { breakfast: 0.25, lunch: 0.3, dinner: 0.35, snack: 0.1 };
const REFERENCE_KCAL = 2000;

export interface PlannedMeal {
  readonly day: number;
  readonly mealType: MealType;
  readonly recipeId: string;
  readonly recipeName: string;
  /** Servings cooked: the household's size. */
  readonly servings: number;
  readonly locked: boolean;
  /** The share of packs this meal uses, at the plan's chain. */
  readonly costPence: number;
}

export interface ShoppingLine {
  readonly ingredient: string;
  readonly grams: number;
  readonly packs: number;
  readonly packGrams: number;
  readonly costPence: number;
  readonly leftoverGrams: number;
  readonly perishable: boolean;
  /** 0-based week the line is bought for (perishables are bought each week; the rest once). */
  readonly week: number;
}

export interface MealPlan {
  readonly days: number;
  readonly chain: string;
  readonly householdSize: number;
  readonly meals: readonly PlannedMeal[];
  readonly budgetPence: number;
  /** Whole packs at the chain: what the shop costs. */
  readonly costPence: number;
  readonly withinBudget: boolean;
  readonly shortfallPence: number;
  /** Value of the perishables' pack remainders. */
  readonly wastePence: number;
  readonly nutritionPerPersonPerDay: { calories: number; protein: number; carbohydrates: number; fat: number; fiber: number; sugar: number; sodium: number };
  readonly shopping: readonly ShoppingLine[];
  readonly objective: number;
}

interface Candidate {
  readonly view: RecipeView;
  /** [basket index per week 0, grams] pairs; perishables get a key per week, see keyFor. */
  readonly lines: ReadonlyArray<{ ingredient: number; grams: number }>;
  readonly kcalPerPerson: number;
  readonly cuisinePreferred: boolean;
  readonly main: number;
  readonly usedCostPence: number;
}

interface Slot {
  readonly day: number;
  readonly mealType: MealType;
  readonly candidates: readonly Candidate[];
  locked: Candidate | null;
}

const WEEK_SLOTS = 8; // basket keys: ingredient * 8 + week (0-5) for perishables, + 7 for the rest

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

/** The recipes a slot may hold: every hard rule (diet, allergy, skill time, meal type) applied. */
export function eligibleRecipes(snapshot: CatalogueSnapshot, request: PlanRequest, mealType: MealType): RecipeView[] {
  const excluded = allergensExcluded(request.allergies);
  const maxMinutes = Math.min(maxMinutesFor(request.skill), request.maxMinutes ?? Number.POSITIVE_INFINITY);
  const notWanted = new Set(request.excludeRecipeIds ?? []);
  return snapshot.allRecipes().filter(
    (view) =>
      view.recipe.mealTypes.includes(mealType) &&
      !notWanted.has(view.recipe.id) &&
      view.facts.totalMinutes <= maxMinutes &&
      !view.facts.allergens.some((a) => excluded.has(a)) &&
      request.diets.every((diet) => dietAllows(diet, view.facts)) &&
      view.costs.some((c) => c.chain === request.chain),
  );
}

export class Planner {
  private readonly slugs: string[] = [];
  private readonly indexOf = new Map<string, number>();
  private packG: number[] = [];
  private price: number[] = [];
  private perishable: boolean[] = [];

  constructor(
    private readonly snapshot: CatalogueSnapshot,
    private readonly weights: PlanWeights = { ...PLAN_WEIGHTS },
  ) {}

  plan(request: PlanRequest): Result<MealPlan, DomainError> {
    if (!(request.days >= 1 && request.days <= 31)) return fail('VALIDATION', 'A plan lasts 3, 7, 14 or 30 days', { field: 'planDuration' });
    if (!this.snapshot.chains.includes(request.chain)) return fail('VALIDATION', `We have no prices for ${request.chain}`, { field: 'chain' });
    const built = this.buildSlots(request);
    if (!built.ok) return built;
    const slots = built.value;
    const state = new State(this, slots, request, this.weights);
    const random = seededRandom(request.seed);

    // 1. Greedy: each slot in turn takes the candidate that adds least to the objective.
    for (let s = 0; s < slots.length; s += 1) {
      const slot = slots[s]!;
      if (slot.locked) {
        state.assign(s, slot.locked);
        continue;
      }
      let best: Candidate | null = null;
      let bestDelta = Infinity;
      for (const c of slot.candidates) {
        const delta = state.deltaFor(s, c);
        if (delta < bestDelta) {
          bestDelta = delta;
          best = c;
        }
      }
      state.assign(s, best!);
    }
    // 2. Local search: best single-slot change, slots in a seeded order, until no change helps.
    const order = slots.map((_, i) => i);
    for (let pass = 0; pass < 8; pass += 1) {
      for (let i = order.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      let improved = false;
      for (const s of order) {
        const slot = slots[s]!;
        if (slot.locked) continue;
        const current = state.at(s)!;
        let best = current;
        let bestDelta = -1e-6;
        for (const c of slot.candidates) {
          if (c === current) continue;
          const delta = state.deltaFor(s, c);
          if (delta < bestDelta) {
            bestDelta = delta;
            best = c;
          }
        }
        if (best !== current) {
          state.assign(s, best);
          improved = true;
        }
      }
      if (!improved) break;
    }
    return ok(state.result());
  }

  /** @internal used by State */
  ingredientPack(i: number) {
    return { packG: this.packG[i]!, price: this.price[i]!, perishable: this.perishable[i]!, slug: this.slugs[i]! };
  }

  private ingredientIndex(slug: string, chain: string): number | null {
    const known = this.indexOf.get(slug);
    if (known !== undefined) return known;
    const ingredient = this.snapshot.ingredient(slug);
    const product = this.snapshot.product(slug, chain);
    if (!ingredient || !product) return null;
    const grams = packGrams(ingredient, { size: product.packSize, unit: product.packUnit });
    if (!grams.ok) return null;
    const i = this.slugs.length;
    this.slugs.push(slug);
    this.indexOf.set(slug, i);
    this.packG.push(grams.value);
    this.price.push(product.pricePence);
    this.perishable.push(ingredient.perishable);
    return i;
  }

  private buildSlots(request: PlanRequest): Result<Slot[], DomainError> {
    this.slugs.length = 0;
    this.indexOf.clear();
    this.packG = [];
    this.price = [];
    this.perishable = [];
    const preferred = new Set(request.cuisines.map((c) => c.toLowerCase()));
    const byMealType = new Map<MealType, Candidate[]>();
    for (const mealType of request.mealTypes) {
      const candidates: Candidate[] = [];
      for (const view of eligibleRecipes(this.snapshot, request, mealType)) {
        const factor = request.householdSize / view.recipe.serves;
        const lines: Array<{ ingredient: number; grams: number }> = [];
        let main = -1;
        let mainGrams = -1;
        let usable = true;
        view.recipe.ingredients.forEach((line, k) => {
          const i = this.ingredientIndex(line.ingredient, request.chain);
          if (i === null) {
            usable = false;
            return;
          }
          const grams = view.facts.gramsPerLine[k]! * factor;
          const existing = lines.find((l) => l.ingredient === i);
          if (existing) existing.grams += grams;
          else lines.push({ ingredient: i, grams });
          if (grams > mainGrams) {
            mainGrams = grams;
            main = i;
          }
        });
        if (!usable) continue;
        const cost = view.costs.find((c) => c.chain === request.chain)!;
        candidates.push({
          view,
          lines,
          kcalPerPerson: view.facts.nutritionPerServing.calories,
          cuisinePreferred: preferred.size === 0 || preferred.has(view.recipe.cuisine.toLowerCase()),
          main,
          usedCostPence: Math.round((cost.totalUsedPence * factor)),
        });
      }
      if (!candidates.length) {
        return fail('VALIDATION', `No recipe in our library fits your diet, allergies and cooking time for ${mealType}. Try fewer restrictions or another skill level.`, { field: 'mealTypes' });
      }
      byMealType.set(mealType, candidates);
    }
    const slots: Slot[] = [];
    for (let day = 0; day < request.days; day += 1) {
      for (const mealType of request.mealTypes) {
        const all = byMealType.get(mealType)!;
        const avoid = new Set(request.avoid?.filter((a) => a.day === day && a.mealType === mealType).map((a) => a.recipeId));
        const candidates = avoid.size ? all.filter((c) => !avoid.has(c.view.recipe.id)) : all;
        const lockedId = request.locked?.find((l) => l.day === day && l.mealType === mealType)?.recipeId;
        const locked = lockedId ? (all.find((c) => c.view.recipe.id === lockedId) ?? null) : null;
        slots.push({ day, mealType, candidates: candidates.length ? candidates : all, locked });
      }
    }
    return ok(slots);
  }
}

/** The plan being built, with its basket, so a change is priced by what it alters only. */
class State {
  private readonly chosen: Array<Candidate | null>;
  private readonly grams = new Map<number, number>();
  private cost = 0;
  private waste = 0;
  private readonly dayKcal: number[];
  private readonly kcalTarget: number;
  private readonly budget: number;

  constructor(
    private readonly planner: Planner,
    private readonly slots: readonly Slot[],
    private readonly request: PlanRequest,
    private readonly w: PlanWeights,
  ) {
    this.chosen = slots.map(() => null);
    this.dayKcal = Array.from({ length: request.days }, () => 0);
    this.kcalTarget = REFERENCE_KCAL * request.mealTypes.reduce((sum, m) => sum + SLOT_ENERGY_SHARE[m], 0);
    this.budget = Math.round((request.weeklyBudgetPence * request.days) / 7);
  }

  at(s: number) {
    return this.chosen[s];
  }

  private key(ingredient: number, day: number) {
    const { perishable } = this.planner.ingredientPack(ingredient);
    return ingredient * WEEK_SLOTS + (perishable ? Math.floor(day / 7) : 7);
  }
  private packCost(ingredient: number, grams: number) {
    if (grams <= 1e-9) return { cost: 0, waste: 0 };
    const { packG, price, perishable } = this.planner.ingredientPack(ingredient);
    const packs = Math.ceil(grams / packG - 1e-9);
    return { cost: packs * price, waste: perishable ? ((packs * packG - grams) / packG) * price : 0 };
  }
  private energyPenalty(kcal: number) {
    const low = this.kcalTarget * 0.8;
    const high = this.kcalTarget * 1.2;
    const off = kcal < low ? low - kcal : kcal > high ? kcal - high : 0;
    return off * this.w.energyPerKcal * this.request.householdSize;
  }
  private overBudget(cost: number) {
    return Math.max(0, cost - this.budget) * this.w.overBudgetPerPenny;
  }

  /** Penalties that involve slot s holding candidate c, against the other slots as they stand. */
  private slotPenalty(s: number, c: Candidate): { own: number; pair: number } {
    const slot = this.slots[s]!;
    const light = c.kcalPerPerson < REFERENCE_KCAL * SLOT_ENERGY_SHARE[slot.mealType] * 0.4 ? this.w.lightMeal : 0;
    const own = (c.cuisinePreferred ? 0 : this.w.nonPreferredCuisine) + light;
    let p = 0;
    const perDay = this.request.mealTypes.length;
    for (let t = 0; t < this.chosen.length; t += 1) {
      if (t === s) continue;
      const other = this.chosen[t];
      if (!other) continue;
      const otherDay = this.slots[t]!.day;
      if (other.view === c.view && Math.abs(otherDay - slot.day) < 7) p += this.w.repeatWithin7Days;
    }
    for (const t of [s - perDay, s + perDay]) {
      const other = this.chosen[t];
      if (other && other !== c && other.main === c.main) p += this.w.nearDuplicate;
    }
    return { own, pair: p };
  }

  /** The change in the objective if slot s held c instead of what it holds. */
  deltaFor(s: number, c: Candidate): number {
    const old = this.chosen[s];
    const day = this.slots[s]!.day;
    const changes = new Map<number, number>();
    if (old) for (const l of old.lines) changes.set(this.key(l.ingredient, day), (changes.get(this.key(l.ingredient, day)) ?? 0) - l.grams);
    for (const l of c.lines) changes.set(this.key(l.ingredient, day), (changes.get(this.key(l.ingredient, day)) ?? 0) + l.grams);
    let dCost = 0;
    let dWaste = 0;
    for (const [key, dg] of changes) {
      if (Math.abs(dg) < 1e-9) continue;
      const ingredient = Math.floor(key / WEEK_SLOTS);
      const before = this.grams.get(key) ?? 0;
      const a = this.packCost(ingredient, before);
      const b = this.packCost(ingredient, before + dg);
      dCost += b.cost - a.cost;
      dWaste += b.waste - a.waste;
    }
    const kcalBefore = this.dayKcal[day]!;
    const kcalAfter = kcalBefore - (old?.kcalPerPerson ?? 0) + c.kcalPerPerson;
    const dEnergy = this.energyPenalty(kcalAfter) - this.energyPenalty(kcalBefore);
    const after = this.slotPenalty(s, c);
    const before = old ? this.slotPenalty(s, old) : { own: 0, pair: 0 };
    const dBudget = this.overBudget(this.cost + dCost) - this.overBudget(this.cost);
    // A repeat or near-duplicate is a pair of slots: it is counted on both, so a move changes it twice.
    return dCost + this.w.waste * dWaste + dEnergy + (after.own - before.own) + 2 * (after.pair - before.pair) + dBudget;
  }

  assign(s: number, c: Candidate) {
    const old = this.chosen[s];
    const day = this.slots[s]!.day;
    const apply = (cand: Candidate, sign: number) => {
      for (const l of cand.lines) {
        const key = this.key(l.ingredient, day);
        const before = this.grams.get(key) ?? 0;
        const after = before + sign * l.grams;
        const a = this.packCost(l.ingredient, before);
        const b = this.packCost(l.ingredient, after);
        this.cost += b.cost - a.cost;
        this.waste += b.waste - a.waste;
        if (Math.abs(after) < 1e-6) this.grams.delete(key);
        else this.grams.set(key, after);
      }
    };
    if (old) {
      apply(old, -1);
      this.dayKcal[day]! -= old.kcalPerPerson;
    }
    this.chosen[s] = c;
    apply(c, 1);
    this.dayKcal[day]! += c.kcalPerPerson;
  }

  /** Every soft penalty of the finished plan. */
  private totalPenalties() {
    let total = 0;
    for (let s = 0; s < this.slots.length; s += 1) {
      const p = this.slotPenalty(s, this.chosen[s]!);
      total += p.own + p.pair;
    }
    return total;
  }

  result(): MealPlan {
    const meals: PlannedMeal[] = this.slots.map((slot, s) => {
      const c = this.chosen[s]!;
      return {
        day: slot.day,
        mealType: slot.mealType,
        recipeId: c.view.recipe.id,
        recipeName: c.view.recipe.name,
        servings: this.request.householdSize,
        locked: slot.locked !== null,
        costPence: c.usedCostPence,
      };
    });
    const shopping: ShoppingLine[] = [...this.grams]
      .map(([key, grams]) => {
        const ingredient = Math.floor(key / WEEK_SLOTS);
        const week = key % WEEK_SLOTS;
        const { packG, price, perishable, slug } = this.planner.ingredientPack(ingredient);
        const packs = Math.ceil(grams / packG - 1e-9);
        return { ingredient: slug, grams: Math.round(grams), packs, packGrams: packG, costPence: packs * price, leftoverGrams: Math.round(packs * packG - grams), perishable, week: week === 7 ? 0 : week };
      })
      .sort((a, b) => a.week - b.week || a.ingredient.localeCompare(b.ingredient));
    const people = this.request.householdSize;
    const totals = { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };
    for (let s = 0; s < this.slots.length; s += 1) {
      const n = this.chosen[s]!.view.facts.nutritionPerServing;
      for (const k of Object.keys(totals) as Array<keyof typeof totals>) totals[k] += n[k];
    }
    const perDay = (v: number) => Math.round((v / this.request.days) * 10) / 10;
    const cost = Math.round(this.cost);
    return {
      days: this.request.days,
      chain: this.request.chain,
      householdSize: people,
      meals,
      budgetPence: this.budget,
      costPence: cost,
      withinBudget: cost <= this.budget,
      shortfallPence: Math.max(0, cost - this.budget),
      wastePence: Math.round(this.waste),
      nutritionPerPersonPerDay: {
        calories: Math.round(totals.calories / this.request.days),
        protein: perDay(totals.protein),
        carbohydrates: perDay(totals.carbohydrates),
        fat: perDay(totals.fat),
        fiber: perDay(totals.fiber),
        sugar: perDay(totals.sugar),
        sodium: Math.round(totals.sodium / this.request.days),
      },
      shopping,
      objective: this.cost + this.w.waste * this.waste + this.totalPenalties() + this.overBudget(this.cost) + this.dayKcal.reduce((sum, k) => sum + this.energyPenalty(k), 0),
    };
  }
}

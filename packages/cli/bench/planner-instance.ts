/**
 * The planner benchmark's instances: seeded household profiles, the candidate recipes of each slot
 * (built exactly as `Planner.buildSlots` builds them) and a basket evaluator that prices a plan
 * the way the planner does (whole packs, perishables bought per week, the rest once).
 */
import { COOKING_SKILLS, CUISINE_OPTIONS } from '@larder/domain/accounts/household-options';
import type { MealType } from '@larder/domain/catalogue/recipe';
import type { CatalogueSnapshot, RecipeView } from '@larder/domain/catalogue/snapshot';
import { packGrams } from '@larder/domain/catalogue/units';
import { type PlanRequest, PLAN_MEAL_TYPES } from '@larder/domain/planning/plan-request';
import { eligibleRecipes, seededRandom } from '@larder/domain/planning/planner';

export const BENCH_DIETS = ['Vegetarian', 'Vegan', 'Pescatarian', 'Gluten-free', 'Dairy-free', 'Halal'] as const;
export const BENCH_ALLERGIES = ['Nuts', 'Dairy', 'Eggs', 'Fish', 'Shellfish', 'Soy', 'Gluten', 'Sesame'] as const;

/** k distinct items of a list, drawn with the seeded generator. */
function pick<T>(random: () => number, items: readonly T[], k: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  for (let i = 0; i < k && pool.length; i += 1) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}
const intBetween = (random: () => number, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

/** `count` seeded household profiles over the whole library, as 7-day, 3-meal plan requests. */
export function generateProfiles(count: number, chains: readonly string[], seed: number): PlanRequest[] {
  const random = seededRandom(seed);
  const profiles: PlanRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const householdSize = intBetween(random, 1, 6);
    const perPerson = 2500 + random() * (6000 - 2500);
    profiles.push({
      householdSize,
      weeklyBudgetPence: Math.round(perPerson * householdSize),
      skill: COOKING_SKILLS[Math.floor(random() * COOKING_SKILLS.length)]!,
      diets: pick(random, BENCH_DIETS, intBetween(random, 0, 2)),
      allergies: pick(random, BENCH_ALLERGIES, intBetween(random, 0, 2)),
      cuisines: pick(random, CUISINE_OPTIONS, intBetween(random, 0, 3)),
      mealTypes: PLAN_MEAL_TYPES,
      days: 7,
      chain: chains[Math.floor(random() * chains.length)]!,
      seed: 1000 + i,
    });
  }
  return profiles;
}

export interface IngredientPack {
  readonly slug: string;
  readonly packG: number;
  readonly price: number;
  readonly perishable: boolean;
}

export interface BenchCandidate {
  readonly view: RecipeView;
  readonly recipeId: string;
  /** Grams for the household, one entry per ingredient (lines of the same ingredient summed). */
  readonly lines: ReadonlyArray<{ ingredient: number; grams: number }>;
}

export interface BenchSlot {
  readonly day: number;
  readonly mealType: MealType;
  readonly candidates: readonly BenchCandidate[];
}

export interface Instance {
  readonly request: PlanRequest;
  readonly ingredients: readonly IngredientPack[];
  readonly slots: readonly BenchSlot[];
  /** Distinct recipes over all slots. */
  readonly recipeIds: readonly string[];
}

/**
 * The slots and candidates the planner sees for a request (same filter and the same `usable` rule:
 * a recipe with an ingredient that has no weighable product at the chain is dropped), or the meal
 * type that has no candidate.
 */
export function buildInstance(snapshot: CatalogueSnapshot, request: PlanRequest): { ok: true; instance: Instance } | { ok: false; mealType: MealType } {
  const ingredients: IngredientPack[] = [];
  const indexOf = new Map<string, number>();
  const ingredientIndex = (slug: string): number | null => {
    const known = indexOf.get(slug);
    if (known !== undefined) return known;
    const ingredient = snapshot.ingredient(slug);
    const product = snapshot.product(slug, request.chain);
    if (!ingredient || !product) return null;
    const grams = packGrams(ingredient, { size: product.packSize, unit: product.packUnit });
    if (!grams.ok) return null;
    indexOf.set(slug, ingredients.length);
    ingredients.push({ slug, packG: grams.value, price: product.pricePence, perishable: ingredient.perishable });
    return ingredients.length - 1;
  };
  const byMealType = new Map<MealType, BenchCandidate[]>();
  for (const mealType of request.mealTypes) {
    const candidates: BenchCandidate[] = [];
    for (const view of eligibleRecipes(snapshot, request, mealType)) {
      const factor = request.householdSize / view.recipe.serves;
      const lines: Array<{ ingredient: number; grams: number }> = [];
      let usable = true;
      view.recipe.ingredients.forEach((line, k) => {
        const i = ingredientIndex(line.ingredient);
        if (i === null) {
          usable = false;
          return;
        }
        const grams = view.facts.gramsPerLine[k]! * factor;
        const existing = lines.find((l) => l.ingredient === i);
        if (existing) existing.grams += grams;
        else lines.push({ ingredient: i, grams });
      });
      if (usable) candidates.push({ view, recipeId: view.recipe.id, lines });
    }
    if (!candidates.length) return { ok: false, mealType };
    byMealType.set(mealType, candidates);
  }
  const slots: BenchSlot[] = [];
  for (let day = 0; day < request.days; day += 1) {
    for (const mealType of request.mealTypes) slots.push({ day, mealType, candidates: byMealType.get(mealType)! });
  }
  const recipeIds = [...new Set(slots.flatMap((s) => s.candidates.map((c) => c.recipeId)))];
  return { ok: true, instance: { request, ingredients, slots, recipeIds } };
}

/** Basket key of an ingredient on a day: perishables are bought each week, the rest once (as the planner's keys). */
export const basketKey = (ingredient: IngredientPack, index: number, day: number) => index * 8 + (ingredient.perishable ? Math.floor(day / 7) : 7);

export interface Basket {
  readonly costPence: number;
  /** Value of the perishables' pack remainders, unrounded. */
  readonly wastePence: number;
  /** Grams needed per basket key. */
  readonly grams: ReadonlyMap<number, number>;
}

/** Prices a plan (one candidate per slot) the way the planner does. */
export function evaluateBasket(instance: Instance, chosen: ReadonlyArray<BenchCandidate>): Basket {
  const grams = new Map<number, number>();
  chosen.forEach((c, s) => {
    const day = instance.slots[s]!.day;
    for (const l of c.lines) {
      const key = basketKey(instance.ingredients[l.ingredient]!, l.ingredient, day);
      grams.set(key, (grams.get(key) ?? 0) + l.grams);
    }
  });
  let cost = 0;
  let waste = 0;
  for (const [key, g] of grams) {
    if (g <= 1e-9) continue;
    const { packG, price, perishable } = instance.ingredients[Math.floor(key / 8)]!;
    const packs = Math.ceil(g / packG - 1e-9);
    cost += packs * price;
    if (perishable) waste += ((packs * packG - g) / packG) * price;
  }
  return { costPence: cost, wastePence: waste, grams };
}

/** The candidates a plan's meals name, slot by slot (the plan lists its meals in slot order). */
export function candidatesOf(instance: Instance, recipeIds: readonly string[]): BenchCandidate[] {
  return recipeIds.map((id, s) => {
    const c = instance.slots[s]!.candidates.find((x) => x.recipeId === id);
    if (!c) throw new Error(`recipe ${id} is not a candidate of slot ${s}`);
    return c;
  });
}

/**
 * A random planner under the same hard rules: a uniform random eligible recipe per slot, no recipe twice
 * in the plan (when a meal type runs out of unused recipes it reuses one; counted in `repeats`).
 */
export function randomPlan(instance: Instance, random: () => number): { chosen: BenchCandidate[]; repeats: number } {
  const used = new Set<string>();
  let repeats = 0;
  const chosen = instance.slots.map((slot) => {
    const fresh = slot.candidates.filter((c) => !used.has(c.recipeId));
    const pool = fresh.length ? fresh : slot.candidates;
    if (!fresh.length) repeats += 1;
    const c = pool[Math.floor(random() * pool.length)]!;
    used.add(c.recipeId);
    return c;
  });
  return { chosen, repeats };
}

/** Number of meals that repeat a recipe already used earlier in the plan. */
export function repeatCount(recipeIds: readonly string[]): number {
  return recipeIds.length - new Set(recipeIds).size;
}

/**
 * The planner benchmark's households: seeded profiles with members of several ages (toddlers to over-65s),
 * diets, allergies, cuisines and budgets, as 7-day, 3-meal plan requests; and the checks a dietitian and a
 * family cook make of a finished plan, computed from the plan itself.
 */
import { COOKING_SKILLS, CUISINE_OPTIONS } from '@larder/domain/accounts/household-options';
import type { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { AGE_BANDS, type HouseholdMember, SEXES } from '@larder/domain/planning/nutrition-targets';
import { type PlanRequest, PLAN_MEAL_TYPES } from '@larder/domain/planning/plan-request';
import { type MealPlan, seededRandom } from '@larder/domain/planning/planner';
import { USUAL_STAPLES } from '@larder/domain/larder/larder-item';

/** The usual ten staples a new household has (staples.json): held without end, as the larder gives them to the planner. */
export const BENCH_STAPLES = USUAL_STAPLES.map((ingredient) => ({ ingredient, grams: 100_000, bestBefore: null }));

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

/** A household of `size`: one or two adults, then children and teenagers, sometimes a grandparent. */
function membersOf(random: () => number, size: number): HouseholdMember[] {
  const members: HouseholdMember[] = [];
  const adults = size === 1 ? 1 : random() < 0.8 ? 2 : 1;
  for (let i = 0; i < size; i += 1) {
    const band = i < adults ? (random() < 0.15 ? '65+' : '19-64') : random() < 0.12 ? '65+' : AGE_BANDS[Math.floor(random() * 4)]!;
    const young = band === '1-3' || band === '4-10';
    members.push({ ageBand: band, sex: young ? null : random() < 0.2 ? null : SEXES[Math.floor(random() * 2)]! });
  }
  return members;
}

/** `count` seeded household profiles over the whole library, each with the usual staples in its cupboard. */
export function generateProfiles(count: number, chains: readonly string[], seed: number): PlanRequest[] {
  const random = seededRandom(seed);
  const profiles: PlanRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const householdSize = intBetween(random, 1, 6);
    // £25 to £60 a person a week: from tight to comfortable.
    const perPerson = 2500 + random() * (6000 - 2500);
    profiles.push({
      householdSize,
      weeklyBudgetPence: Math.round(perPerson * householdSize),
      skill: COOKING_SKILLS[Math.floor(random() * COOKING_SKILLS.length)]!,
      diets: pick(random, BENCH_DIETS, intBetween(random, 0, 2)),
      allergies: pick(random, BENCH_ALLERGIES, intBetween(random, 0, 2)),
      cuisines: pick(random, CUISINE_OPTIONS, intBetween(random, 0, 3)),
      members: random() < 0.75 ? membersOf(random, householdSize) : [],
      leftovers: true,
      mealTypes: PLAN_MEAL_TYPES,
      days: 7,
      chain: chains[Math.floor(random() * chains.length)]!,
      seed: 1000 + i,
      held: BENCH_STAPLES,
    });
  }
  return profiles;
}

export interface PlanChecks {
  /** Lunches and dinners whose dish is a side, a snack or a dessert, or a light meal with no side. */
  readonly sideAlone: number;
  /** Meals that repeat a recipe already served in the plan (planned leftovers apart). */
  readonly repeats: number;
  readonly leftovers: number;
  /** A recipe twice in one day, or three times in the week. */
  readonly varietyBroken: number;
}

/** The family cook's checks of a plan, from its meals and the library. */
export function checkPlan(snapshot: CatalogueSnapshot, plan: MealPlan): PlanChecks {
  let sideAlone = 0;
  let repeats = 0;
  let leftovers = 0;
  let varietyBroken = 0;
  const seen = new Map<string, number[]>();
  for (const meal of plan.meals) {
    const recipe = snapshot.recipe(meal.recipeId)?.recipe;
    if (meal.mealType === 'lunch' || meal.mealType === 'dinner') {
      const hasSide = meal.sides.some((s) => s.kind === 'side');
      if (!recipe || !(recipe.role === 'main' || (recipe.role === 'light' && hasSide))) sideAlone += 1;
    }
    if (meal.leftoverOf) leftovers += 1;
    const days = seen.get(meal.recipeId) ?? [];
    if (days.length && !meal.leftoverOf) repeats += 1;
    // Never twice a day, never a third time within 7 days.
    if (days.includes(meal.day) || days.filter((d) => meal.day - d < 7).length >= 2) varietyBroken += 1;
    seen.set(meal.recipeId, [...days, meal.day]);
  }
  return { sideAlone, repeats, leftovers, varietyBroken };
}

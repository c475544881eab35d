import type { MealType } from '../catalogue/recipe';
import type { CatalogueSnapshot, RecipeView } from '../catalogue/snapshot';
import { packGrams } from '../catalogue/units';
import type { LockedMeal, PlanRequest } from '../planning/plan-request';
import { eligibleRecipes } from '../planning/planner';

/** A meal of the current plan, as the use-up edit needs it. */
export interface PlanMealSlot {
  readonly id: string;
  readonly day: number;
  readonly mealType: MealType;
  readonly recipeId: string;
  readonly recipeName: string;
  readonly locked: boolean;
}

export interface UseUpChoice {
  /** Meals of the plan that already use the food. */
  readonly already: readonly PlanMealSlot[];
  /** The one or two meals to put in (each replaces the plan's meal in its slot). */
  readonly picks: readonly (LockedMeal & { readonly replaces: PlanMealSlot; readonly grams: number })[];
  /** Grams the plan uses now, with the picks, and one pack of the food at the chain (what "the spinach" is). */
  readonly gramsBefore: number;
  readonly gramsAfter: number;
  readonly packGrams: number | null;
}

/** At most this many meals change for one food: "use up the spinach" is one or two meals, not a new week. */
export const MAX_USE_UP_MEALS = 2;
const MEAL_ORDER: readonly MealType[] = ['dinner', 'lunch', 'breakfast', 'snack'];

/** Grams of the food (any of `slugs`) a recipe uses for `servings`. */
export function gramsOfFood(view: RecipeView, slugs: ReadonlySet<string>, servings: number): number {
  let grams = 0;
  view.recipe.ingredients.forEach((line, k) => {
    if (slugs.has(line.ingredient)) grams += (view.facts.gramsPerLine[k] ?? 0) * (servings / view.recipe.serves);
  });
  return grams;
}

/**
 * The fewest meals that use the food up: the plan's own use first; then, while the plan uses less than one pack
 * of it, the eligible recipe that uses the most of it goes into the earliest unlocked meal of its type that does
 * not use it (a fresh food keeps best early in the week), up to two meals. Every other meal stays.
 */
export function chooseUseUpMeals(
  snapshot: CatalogueSnapshot,
  request: Omit<PlanRequest, 'seed'>,
  meals: readonly PlanMealSlot[],
  slugs: ReadonlySet<string>,
): UseUpChoice {
  const people = request.householdSize;
  const uses = (recipeId: string) => {
    const view = snapshot.recipe(recipeId);
    return view ? gramsOfFood(view, slugs, people) : 0;
  };
  const already = meals.filter((m) => uses(m.recipeId) > 0);
  const gramsBefore = already.reduce((sum, m) => sum + uses(m.recipeId), 0);
  const packs = [...slugs].flatMap((slug) => {
    const ingredient = snapshot.ingredient(slug);
    const product = snapshot.product(slug, request.chain);
    if (!ingredient || !product) return [];
    const grams = packGrams(ingredient, { size: product.packSize, unit: product.packUnit });
    return grams.ok ? [grams.value] : [];
  });
  const pack = packs.length ? Math.min(...packs) : null;
  const picks: Array<LockedMeal & { replaces: PlanMealSlot; grams: number }> = [];
  let grams = gramsBefore;
  const enough = () => (pack === null ? grams > 0 : grams >= pack);
  const types = MEAL_ORDER.filter((t) => meals.some((m) => m.mealType === t));
  while (!enough() && picks.length < MAX_USE_UP_MEALS) {
    let placed = false;
    for (const mealType of types) {
      const inPlan = new Set([...meals.map((m) => m.recipeId), ...picks.map((p) => p.recipeId)]);
      const candidates = eligibleRecipes(snapshot, { ...request, seed: 0 }, mealType)
        .map((v) => ({ v, g: gramsOfFood(v, slugs, people) }))
        .filter(({ v, g }) => g > 0 && !inPlan.has(v.recipe.id))
        .sort((a, b) => b.g - a.g || (a.v.costs.find((c) => c.chain === request.chain)?.usedFractionPerServingPence ?? 0) - (b.v.costs.find((c) => c.chain === request.chain)?.usedFractionPerServingPence ?? 0) || a.v.recipe.id.localeCompare(b.v.recipe.id));
      const slot = meals
        .filter((m) => m.mealType === mealType && !m.locked && uses(m.recipeId) === 0 && !picks.some((p) => p.day === m.day && p.mealType === m.mealType))
        .sort((a, b) => a.day - b.day)[0];
      if (!candidates.length || !slot) continue;
      const best = candidates[0]!;
      picks.push({ day: slot.day, mealType, recipeId: best.v.recipe.id, replaces: slot, grams: best.g });
      grams += best.g;
      placed = true;
      break;
    }
    if (!placed) break;
  }
  return { already, picks, gramsBefore: Math.round(gramsBefore), gramsAfter: Math.round(grams), packGrams: pack === null ? null : Math.round(pack) };
}

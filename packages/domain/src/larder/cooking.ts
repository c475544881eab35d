/**
 * Cooking a planned meal, as a pure rule: what it uses (its dish for the household's portions, twice over when it is
 * cooked for a later meal too, its side and its extras) comes out of the larder, nearest date first (the fridge and
 * cupboard before the freezer), never from food past its best-before (the planner did not count that either). A meal
 * cooked for a later meal puts its second half in as a dish with a two-day fridge life from the day it was cooked (a
 * rice dish one), or in the freezer when it is eaten later than the fridge allows (the plan said to freeze it);
 * eating those leftovers takes the dish out (and what their side and extras use).
 */
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { EXTRAS } from '../planning/meal-options';
import type { StoredMeal, StoredPlan } from '../planning/ports';
import { type LarderItem, FROZEN_LEFTOVERS_DAYS, LEFTOVERS_DAYS, addDaysIso, bySoonest, isoDay, storageOf } from './larder-item';
import { dishKeeping, mustFreeze, weekdayOf } from '../planning/leftover-keeping';
import { planStart, weekdayOf as weekdayOfDate } from '../planning/plan-dates';

export interface CookOutcome {
  /** Items the cooking changed or removed, as they were (to undo it). */
  readonly before: LarderItem[];
  /** Items to store (changed amounts, and the new dish). */
  readonly changed: LarderItem[];
  /** Item ids used up entirely. */
  readonly emptied: string[];
  /** Ids of items the cooking put in. */
  readonly added: string[];
}

export const dishRef = (planId: string, mealId: string) => `meal:${planId}:${mealId}`;

const cooksTwice = (plan: StoredPlan, meal: StoredMeal) => plan.meals.some((m) => m.leftoverOf && m.leftoverOf.day === meal.day && m.leftoverOf.mealType === meal.mealType);

/**
 * Grams of each ingredient a meal uses, for the household's adult portions (the planner's measure: what the list
 * bought). The dish's portions are already doubled when it is cooked for a later meal; a meal of leftovers uses
 * only its side and extras.
 */
export function mealGrams(plan: StoredPlan, meal: StoredMeal, snapshot: CatalogueSnapshot): Map<string, number> {
  const out = new Map<string, number>();
  const add = (slug: string, grams: number) => out.set(slug, (out.get(slug) ?? 0) + grams);
  const addRecipe = (recipeId: string, portions: number) => {
    const view = snapshot.recipe(recipeId);
    if (!view) return;
    const factor = portions / view.recipe.serves;
    view.recipe.ingredients.forEach((line, k) => add(line.ingredient, view.facts.gramsPerLine[k]! * factor));
  };
  // Plans stored before portions were kept count one portion a person.
  if (!meal.leftoverOf) addRecipe(meal.recipeId, meal.portions ?? meal.servings * (cooksTwice(plan, meal) ? 2 : 1));
  for (const side of meal.sides) {
    if (side.kind === 'side' && side.recipeId) addRecipe(side.recipeId, side.portions);
    if (side.kind === 'extra') EXTRAS.find((e) => e.name === side.name)?.lines.forEach((l) => add(l.ingredient, l.grams * side.portions));
  }
  return out;
}

const placeOrder = { fridge: 0, cupboard: 1, freezer: 2 } as const;

/** `cookedOn` (YYYY-MM-DD): the day it was cooked (a meal cooked automatically, on its own day); today by default. */
export function cookMeal(input: { plan: StoredPlan; meal: StoredMeal; items: readonly LarderItem[]; snapshot: CatalogueSnapshot; now: Date; newId: () => string; cookedOn?: string }): CookOutcome {
  const { plan, meal, items, snapshot, now, newId } = input;
  const day = input.cookedOn ?? isoDay(now);
  const out: CookOutcome = { before: [], changed: [], emptied: [], added: [] };
  if (meal.leftoverOf) {
    const first = plan.meals.find((m) => m.day === meal.leftoverOf!.day && m.mealType === meal.leftoverOf!.mealType);
    const dish = first ? items.find((i) => i.ref === dishRef(plan.id, first.id)) : undefined;
    if (dish) take(dish, Math.min(dish.quantity, meal.servings), out);
  }
  const usable = (i: LarderItem) => i.grams && (i.place === 'freezer' || i.bestBefore === null || i.bestBefore >= day);
  for (const [slug, grams] of mealGrams(plan, meal, snapshot)) {
    let need = grams;
    const held = items.filter((i) => i.ingredient === slug && usable(i)).sort((a, b) => placeOrder[a.place] - placeOrder[b.place] || bySoonest(a, b));
    for (const item of held) {
      if (need <= 0.5) break;
      const useG = Math.min(need, item.grams!);
      take(item, (item.quantity * useG) / item.grams!, out);
      need -= useG;
    }
  }
  // What is left of a pack opened for the meal keeps its opened life (an opened tin 2 days in the fridge), not its pack's date.
  out.changed.forEach((next, k) => {
    const ingredient = next.ingredient && next.place !== 'freezer' ? snapshot.ingredient(next.ingredient) : undefined;
    if (!ingredient) return;
    const storage = storageOf(ingredient);
    if (storage.openedDays === null) return;
    const opened = addDaysIso(day, storage.openedDays);
    if (next.bestBefore !== null && next.bestBefore <= opened && next.place === (storage.openedPlace ?? next.place)) return;
    out.changed[k] = { ...next, bestBefore: next.bestBefore !== null && next.bestBefore < opened ? next.bestBefore : opened, place: storage.openedPlace ?? next.place, dateKind: 'use-by' };
  });
  if (!meal.leftoverOf && cooksTwice(plan, meal)) {
    const id = newId();
    // Kept for a meal more than the fridge allows (leftover-keeping.ts): frozen today, for that day; else the fridge
    // (a rice dish a day, the rest two).
    const later = plan.meals.find((m) => m.leftoverOf && m.leftoverOf.day === meal.day && m.leftoverOf.mealType === meal.mealType)!;
    const recipe = snapshot.recipe(meal.recipeId)?.recipe;
    const frozen = recipe ? mustFreeze(recipe, later.day - meal.day) === true : false;
    const fridgeDays = recipe && dishKeeping(recipe).kind === 'rice' ? 1 : LEFTOVERS_DAYS;
    out.changed.push({
      id, ingredient: null, name: frozen ? `${meal.recipeName} (frozen for ${weekdayOf(later.day + weekdayOfDate(planStart(plan)))})` : `${meal.recipeName} (leftovers)`, quantity: later.servings, unit: 'each', grams: null,
      place: frozen ? 'freezer' : 'fridge', bestBefore: addDaysIso(day, frozen ? FROZEN_LEFTOVERS_DAYS : fridgeDays), dateKind: frozen ? 'best-before' : 'use-by',
      source: 'leftovers', valuePence: Math.round(meal.costPence / 2), ref: dishRef(plan.id, meal.id), addedAt: now,
    });
    out.added.push(id);
  }
  return out;
}

function take(item: LarderItem, quantity: number, out: CookOutcome) {
  out.before.push(item);
  const left = Math.round((item.quantity - quantity) * 100) / 100;
  if (left <= 0.01 * item.quantity || left <= 0) {
    out.emptied.push(item.id);
    return;
  }
  const share = left / item.quantity;
  out.changed.push({ ...item, quantity: left, grams: item.grams === null ? null : Math.round(item.grams * share), valuePence: Math.round(item.valuePence * share) });
}

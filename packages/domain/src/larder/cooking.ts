/**
 * Cooking a planned meal, as a pure rule: what it uses comes out of the larder, nearest date first (the fridge and
 * cupboard before the freezer); a meal cooked for a later meal too puts its second half in as a dish with a
 * two-day fridge life; eating those leftovers takes the dish out.
 */
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { StoredMeal, StoredPlan } from '../planning/ports';
import { type LarderItem, addDaysIso, bySoonest, isoDay } from './larder-item';

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

const LEFTOVER_DAYS = 2;

export const dishRef = (planId: string, mealId: string) => `meal:${planId}:${mealId}`;

/** Grams of each ingredient a meal uses, for its servings (twice when it is cooked for a later meal too). */
export function mealGrams(plan: StoredPlan, meal: StoredMeal, snapshot: CatalogueSnapshot): Map<string, number> {
  const out = new Map<string, number>();
  if (meal.leftoverOf) return out;
  const twice = plan.meals.some((m) => m.leftoverOf && m.leftoverOf.day === meal.day && m.leftoverOf.mealType === meal.mealType);
  const add = (recipeId: string, servings: number) => {
    const view = snapshot.recipe(recipeId);
    if (!view) return;
    const factor = servings / view.recipe.serves;
    view.recipe.ingredients.forEach((line, k) => out.set(line.ingredient, (out.get(line.ingredient) ?? 0) + view.facts.gramsPerLine[k]! * factor));
  };
  add(meal.recipeId, meal.servings * (twice ? 2 : 1));
  for (const side of meal.sides) if (side.kind === 'side' && side.recipeId) add(side.recipeId, meal.servings);
  return out;
}

const placeOrder = { fridge: 0, cupboard: 1, freezer: 2 } as const;

export function cookMeal(input: { plan: StoredPlan; meal: StoredMeal; items: readonly LarderItem[]; snapshot: CatalogueSnapshot; now: Date; newId: () => string }): CookOutcome {
  const { plan, meal, items, snapshot, now, newId } = input;
  const out: CookOutcome = { before: [], changed: [], emptied: [], added: [] };
  if (meal.leftoverOf) {
    const first = plan.meals.find((m) => m.day === meal.leftoverOf!.day && m.mealType === meal.leftoverOf!.mealType);
    const dish = first ? items.find((i) => i.ref === dishRef(plan.id, first.id)) : undefined;
    if (dish) take(dish, Math.min(dish.quantity, meal.servings), out);
    return out;
  }
  for (const [slug, grams] of mealGrams(plan, meal, snapshot)) {
    let need = grams;
    const held = items.filter((i) => i.ingredient === slug && i.grams).sort((a, b) => placeOrder[a.place] - placeOrder[b.place] || bySoonest(a, b));
    for (const item of held) {
      if (need <= 0.5) break;
      const useG = Math.min(need, item.grams!);
      take(item, (item.quantity * useG) / item.grams!, out);
      need -= useG;
    }
  }
  const twice = plan.meals.some((m) => m.leftoverOf && m.leftoverOf.day === meal.day && m.leftoverOf.mealType === meal.mealType);
  if (twice) {
    const id = newId();
    const today = isoDay(now);
    out.changed.push({
      id, ingredient: null, name: `${meal.recipeName} (leftovers)`, quantity: meal.servings, unit: 'each', grams: null, place: 'fridge',
      bestBefore: addDaysIso(today, LEFTOVER_DAYS), source: 'leftovers', valuePence: Math.round(meal.costPence / 2), ref: dishRef(plan.id, meal.id), addedAt: now,
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

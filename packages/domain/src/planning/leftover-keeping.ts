/**
 * Leftovers kept safely, as the Food Standards Agency advises (data/leftovers.json): a cooked dish is cooled within
 * 2 hours and eaten from the fridge within 2 days (a rice dish within 1), or frozen the day it is cooked and
 * defrosted in the fridge the night before it is eaten. A dish that does not freeze well (`freezes` not true) is
 * never kept longer than the fridge allows. The planner pairs leftovers within `leftoverWindow`; `keepingNotes`
 * says on each meal what to do with them.
 */
import type { MealType, Recipe } from '../catalogue/recipe';
import leftoversData from './data/leftovers.json';

interface KindRule {
  readonly kind: string;
  readonly fridgeDays: number;
  readonly freezerDays: number;
  readonly ingredients?: readonly string[];
}
const DEFAULT: KindRule = leftoversData.default;
const KINDS: readonly KindRule[] = leftoversData.kinds;

export interface DishKeeping {
  /** The kind of dish ("rice", or "cooked dish"). */
  readonly kind: string;
  /** Days after the cooking day it may be eaten from the fridge. */
  readonly fridgeDays: number;
  /** Days after the cooking day it may be eaten having been frozen (0: it does not freeze well). */
  readonly freezerDays: number;
}

export type KeptRecipe = Pick<Recipe, 'ingredients' | 'keepsDays' | 'freezes'>;

/** How long a recipe's cooked dish keeps: its kind's fridge days, no more than the recipe says it keeps. */
export function dishKeeping(recipe: KeptRecipe): DishKeeping {
  const rule = KINDS.find((k) => recipe.ingredients.some((l) => k.ingredients?.includes(l.ingredient))) ?? DEFAULT;
  return {
    kind: rule.kind,
    fridgeDays: Math.max(0, Math.min(rule.fridgeDays, recipe.keepsDays ?? 0)),
    freezerDays: recipe.freezes === true ? rule.freezerDays : 0,
  };
}

/** Days after cooking the planner may serve a dish's leftovers: from the fridge, or frozen when it freezes well. */
export function leftoverWindow(recipe: KeptRecipe): number {
  const k = dishKeeping(recipe);
  return Math.max(k.fridgeDays, k.freezerDays);
}

/** Whether leftovers eaten `gap` days after cooking must be frozen between (true), kept in the fridge (false), or cannot be kept (null). */
export function mustFreeze(recipe: KeptRecipe, gap: number): boolean | null {
  const k = dishKeeping(recipe);
  if (gap <= k.fridgeDays) return false;
  return gap <= k.freezerDays ? true : null;
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** Plans start on a Monday: day 0 is Monday. */
export const weekdayOf = (day: number): string => WEEKDAYS[((day % 7) + 7) % 7]!;

export type KeepingNoteKind = 'fridge' | 'freeze' | 'defrost' | 'reheat';
export interface KeepingNote {
  readonly kind: KeepingNoteKind;
  readonly text: string;
  /** The day the leftovers are eaten. */
  readonly forDay: number;
}

export interface KeepingMeal {
  readonly day: number;
  readonly mealType: MealType;
  readonly recipeId: string;
  readonly recipeName: string;
  readonly servings: number;
  readonly leftoverOf: { readonly day: number; readonly mealType: MealType } | null;
}

const MEAL_ORDER: Record<MealType, number> = { breakfast: 0, lunch: 1, dinner: 2, snack: 3 };

/**
 * The keeping notes of each meal of a plan (same order as `meals`):
 * - kept in the fridge: the cooking meal says "Cool the rest within 2 hours, fridge, eat by Thursday";
 * - frozen: the cooking meal says "Freeze 4 portions for Sunday", the last meal of the night before says
 *   "Take Sunday's Tarka dal out of the freezer tonight", and the leftovers' meal says how to reheat them.
 */
/** `firstWeekday`: the weekday of the plan's day 0 (plan-dates.ts; 0 Monday), so "eat by Thursday" names the real day. */
export function keepingNotes(meals: readonly KeepingMeal[], recipeOf: (id: string) => KeptRecipe | undefined, firstWeekday = 0): KeepingNote[][] {
  const notes: KeepingNote[][] = meals.map(() => []);
  meals.forEach((meal, m) => {
    if (!meal.leftoverOf) return;
    const from = meal.leftoverOf;
    const c = meals.findIndex((o) => o.day === from.day && o.mealType === from.mealType);
    const recipe = recipeOf(meal.recipeId);
    if (c < 0 || !recipe) return;
    const gap = meal.day - from.day;
    const keeping = dishKeeping(recipe);
    const when = weekdayOf(meal.day + firstWeekday);
    const portions = `${meal.servings} portion${meal.servings === 1 ? '' : 's'}`;
    const freeze = mustFreeze(recipe, gap);
    if (freeze === false) {
      const within = keeping.kind === 'rice' ? 'within 1 hour if you can (rice), 2 at most' : 'within 2 hours';
      notes[c]!.push({ kind: 'fridge', forDay: meal.day, text: `Cool the rest (${portions}) ${within}, keep it in the fridge, eat by ${when}` });
      notes[m]!.push({ kind: 'reheat', forDay: meal.day, text: `From the fridge: reheat once, until steaming hot all through` });
      return;
    }
    if (freeze === null) return;
    notes[c]!.push({ kind: 'freeze', forDay: meal.day, text: `Freeze ${portions} for ${when}: cool within 2 hours, then into the freezer` });
    // The night before: the day's last meal (the cooking meal itself when it is eaten the next day).
    const nightBefore = meals
      .map((o, i) => ({ o, i }))
      .filter(({ o }) => o.day === meal.day - 1)
      .sort((a, b) => MEAL_ORDER[b.o.mealType] - MEAL_ORDER[a.o.mealType])[0];
    const night = nightBefore?.i ?? c;
    notes[night]!.push({ kind: 'defrost', forDay: meal.day, text: `Take ${when}'s ${meal.recipeName} out of the freezer tonight: defrost it in the fridge` });
    notes[m]!.push({ kind: 'reheat', forDay: meal.day, text: `Defrosted in the fridge overnight: reheat once, until steaming hot all through, and eat today` });
  });
  return notes;
}

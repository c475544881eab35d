/**
 * What the planner makes: a plan's meals with their sides, the shopping in whole packs and the figures the household
 * reads. The types alone, so the planner (planner.ts) and the plan's assembly (plan-result.ts) share them without
 * importing each other.
 */
import type { MealType } from '../catalogue/recipe';
import type { PlanFeeding } from './feeding';

export interface MealSide {
  /** A side dish (a recipe) or an extra (fruit, bread, yoghurt...). */
  readonly kind: 'side' | 'extra';
  readonly recipeId: string | null;
  readonly name: string;
  /** Adult portions for the household. */
  readonly portions: number;
}

export interface PlannedMeal {
  readonly day: number;
  readonly mealType: MealType;
  readonly recipeId: string;
  readonly recipeName: string;
  /** People eating. */
  readonly servings: number;
  /** Adult portions cooked: the household's energy need over 2,000 kcal, doubled when the rest is kept for a later meal. */
  readonly portions: number;
  readonly locked: boolean;
  /** The share of packs this meal uses, at the plan's chain (0 for a meal of leftovers). */
  readonly costPence: number;
  readonly sides: readonly MealSide[];
  /** The meal these are the leftovers of. */
  readonly leftoverOf: { readonly day: number; readonly mealType: MealType } | null;
}

export interface ShoppingLine {
  readonly ingredient: string;
  /** What the plan uses. */
  readonly grams: number;
  /** Of which the larder already holds (bought: the rest, in whole packs). */
  readonly heldGrams?: number;
  /** Of what is held, the plan uses food past its best-before (still good): the earliest such pack's date. */
  readonly heldPastBestBefore?: string;
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
  /** The average person's food a day (all meals, sides and extras). */
  readonly nutritionPerPersonPerDay: { calories: number; protein: number; carbohydrates: number; fat: number; fiber: number; sugar: number; sodium: number };
  readonly feeding: PlanFeeding;
  readonly shopping: readonly ShoppingLine[];
  readonly objective: number;
}

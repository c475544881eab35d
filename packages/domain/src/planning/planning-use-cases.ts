import type { PlanningSettings } from './plan-settings/plan-settings.use-case';
import type { MakePlan } from './make-plan/make-plan.use-case';
import type { ReadMealPlans } from './read-plans/read-plans.use-case';
import type { SwapMeal } from './swap-meal/swap-meal.use-case';
import type { LockMeal } from './lock-meal/lock-meal.use-case';
import type { PinRecipe } from './pin-recipe/pin-recipe.use-case';
import type { Replan } from './replan/replan.use-case';

/** The planning use cases, one for each job, as the meal-plan calls and the assistant's tools reach them. */
export interface PlanningUseCases {
  /** How many days a plan covers, and its chain. */
  readonly settings: PlanningSettings;
  readonly makePlan: MakePlan;
  readonly readPlans: ReadMealPlans;
  /** One meal swapped, or the swap previewed. */
  readonly swapMeal: SwapMeal;
  readonly lockMeal: LockMeal;
  readonly pinRecipe: PinRecipe;
  readonly replan: Replan;
}

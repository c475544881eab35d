import type { CookingSkill } from '../accounts/household-options';
import type { MealType } from '../catalogue/recipe';
import type { PlanView } from '../planning/household-planning';
import type { PlanRequest } from '../planning/plan-request';
import { DAY_NAMES, type PlanningConstraints } from './constraints';

/*
 * A plan as the assistants describe it, and what the planning tools answer them: every figure from the planner.
 * (Split out of planning-tools.ts, issue 23.)
 */

/** What the household's saved answers say when a message does not: chat preferences first, then the profile. */
export interface HouseholdDefaults {
  readonly people: number | null;
  readonly weeklyBudgetPence: number | null;
  readonly days: number;
  readonly mealTypes: readonly MealType[];
  readonly skill: CookingSkill;
  readonly maxMinutes: number | null;
  readonly diets: readonly string[];
  readonly allergies: readonly string[];
  /** Allergies we have no allergen for ("kiwi"): left out as foods instead. */
  readonly avoidFoods: readonly string[];
  /** What the household's profile says it will not eat (its own avoids and each member's): avoid keys. */
  readonly avoids?: readonly string[];
  readonly cuisines: readonly string[];
}

export interface PlanMealSummary {
  readonly id: string;
  readonly day: number;
  readonly dayName: string;
  readonly mealType: MealType;
  readonly recipeId: string;
  readonly recipeName: string;
  readonly costPence: number;
  readonly locked: boolean;
}

/** A plan as the assistants describe it: every figure from the planner. */
export interface PlanSummary {
  readonly planId: string;
  readonly days: number;
  readonly people: number;
  readonly chain: string;
  readonly costPence: number;
  readonly budgetPence: number;
  readonly withinBudget: boolean;
  readonly shortfallPence: number;
  readonly wastePence: number;
  readonly proteinPerPersonPerDay: number;
  readonly caloriesPerPersonPerDay: number;
  /** Every person's daily targets met (energy, protein, fibre, salt, fruit and vegetables). */
  readonly meetsTargets: boolean;
  /** Plain words for each target not met. */
  readonly shortfalls: readonly string[];
  /** What the plan that feeds everyone fully costs, when the budget cannot pay for it. */
  readonly costToMeetTargetsPence: number | null;
  readonly meals: readonly PlanMealSummary[];
  readonly costAtChains: ReadonlyArray<{ chain: string; costPence: number }>;
}

export type Missing = 'people' | 'budget';

export interface BuiltRequest {
  readonly request: Omit<PlanRequest, 'chain' | 'seed'>;
  readonly notes: readonly string[];
  readonly missing: readonly Missing[];
}

export interface PlanOutcome {
  readonly before: PlanSummary | null;
  readonly after: PlanSummary;
  readonly notes: readonly string[];
  /** What the conversation should remember now (the constraints, with "more protein" and a cost cap kept). */
  readonly constraints: PlanningConstraints;
  /** What the plan's shopping list did to follow ("+ spinach, − mushrooms, £0.40 more"), when it has one. */
  readonly listChange?: string;
}

const dayLabel = (day: number) => (day < 7 ? DAY_NAMES[day]! : `${DAY_NAMES[day % 7]} (week ${Math.floor(day / 7) + 1})`);
export const slotLabel = (day: number, mealType: MealType) => `${dayLabel(day)} ${mealType}`;

export function summarisePlan(view: PlanView): PlanSummary {
  const { stored, costAtChains } = view;
  return {
    planId: stored.id,
    days: stored.summary.days,
    people: stored.summary.householdSize,
    chain: stored.summary.chain,
    costPence: stored.summary.costPence,
    budgetPence: stored.summary.budgetPence,
    withinBudget: stored.summary.withinBudget,
    shortfallPence: stored.summary.shortfallPence,
    wastePence: stored.summary.wastePence,
    proteinPerPersonPerDay: stored.summary.nutritionPerPersonPerDay.protein,
    caloriesPerPersonPerDay: stored.summary.nutritionPerPersonPerDay.calories,
    meetsTargets: stored.summary.feeding.meetsTargets,
    shortfalls: stored.summary.feeding.shortfalls,
    costToMeetTargetsPence: stored.summary.feeding.costToMeetTargetsPence,
    meals: stored.meals.map((m) => ({ id: m.id, day: m.day, dayName: dayLabel(m.day), mealType: m.mealType, recipeId: m.recipeId, recipeName: m.recipeName, costPence: m.costPence, locked: m.locked })),
    costAtChains,
  };
}

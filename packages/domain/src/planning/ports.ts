import type { MealType } from '../catalogue/recipe';
import type { MealPlan, MealSide } from './planner';
import type { PlanRequest } from './plan-request';

export interface StoredMeal {
  readonly id: string;
  readonly day: number;
  readonly mealType: MealType;
  readonly recipeId: string;
  readonly recipeName: string;
  readonly servings: number;
  readonly locked: boolean;
  readonly costPence: number;
  /** Adult portions cooked (twice the household's when the rest is kept for a later meal). */
  readonly portions: number;
  readonly sides: readonly MealSide[];
  readonly leftoverOf: { readonly day: number; readonly mealType: MealType } | null;
}

export interface StoredPlan {
  readonly id: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** The UK date (YYYY-MM-DD) the plan's day 0 falls on (plan-dates.ts); absent only in hand-built test plans. */
  readonly startDate?: string;
  readonly request: PlanRequest;
  readonly summary: Omit<MealPlan, 'meals'>;
  readonly meals: readonly StoredMeal[];
}

export interface MealPlanRepository {
  /** `startDate`: the UK date the plan's day 0 falls on (default: as legacyStartDate(at)). */
  create(userId: string, request: PlanRequest, plan: MealPlan, at: Date, startDate?: string): Promise<StoredPlan>;
  /** Newest first. */
  listForUser(userId: string, limit?: number): Promise<StoredPlan[]>;
  /** Only the household's own plan: another's id is not found. */
  findForUser(userId: string, planId: string): Promise<StoredPlan | null>;
  /** Replaces the plan's figures and meals (meals keep their ids, matched by day and slot). */
  update(planId: string, request: PlanRequest, plan: MealPlan, at: Date): Promise<StoredPlan>;
  countForUser(userId: string): Promise<number>;
}
export const MEAL_PLAN_REPOSITORY = Symbol('MealPlanRepository');

export interface PlanSettings {
  readonly planDuration: number;
  /** The chain plans are priced at; null picks the cheapest for the first plan. */
  readonly chain: string | null;
}

export interface PlanSettingsRepository {
  get(userId: string): Promise<PlanSettings | null>;
  save(userId: string, settings: PlanSettings): Promise<PlanSettings>;
}
export const PLAN_SETTINGS_REPOSITORY = Symbol('PlanSettingsRepository');

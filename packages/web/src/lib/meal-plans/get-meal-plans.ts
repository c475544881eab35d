import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZMealPlan, type TMealPlan } from '@larder/contract/meal-plans';
import { apiRequest } from '../api-client';

/** Shared by the dashboard and the meal planner: both show the household's current plan. */
export const MEAL_PLANS_QUERY_KEY = ['/api/simple-meal-plans-with-items'] as const;

const ZMealPlanList = z.array(ZMealPlan);

/** GET /api/simple-meal-plans-with-items: the household's plans, newest first (the first is the current plan). */
export const getMealPlans = () => apiRequest('GET', MEAL_PLANS_QUERY_KEY[0], undefined, ZMealPlanList);

export const mealPlansQueryOptions = () => queryOptions({ queryKey: MEAL_PLANS_QUERY_KEY, queryFn: getMealPlans });

export const useMealPlans = () => useQuery(mealPlansQueryOptions());

/** Puts an updated (or new) plan into the cached list: replaced where it was, or first when it is new. */
export function withPlan(list: TMealPlan[] | undefined, plan: TMealPlan): TMealPlan[] {
  if (!list) return [plan];
  return list.some((p) => p.id === plan.id) ? list.map((p) => (p.id === plan.id ? plan : p)) : [plan, ...list];
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMealPlan, type TMealPlan } from '@larder/contract/meal-plans';
import { apiRequest } from '../api-client';
import { MEAL_PLANS_QUERY_KEY, withPlan } from './get-meal-plans';

/** The shopping-list query the dashboard counts with; a new plan refreshes it (document 000, section 7). */
export const SHOPPING_LISTS_QUERY_KEY = ['/api/simple-shopping-lists'] as const;

/** 'budget': the best plan within the budget (the default); 'targets': the plan that feeds everyone fully, even over it. */
export type PlanPriority = 'budget' | 'targets';

/**
 * POST /api/simple-meal-plans (empty body, or { priority }): 201 with the plan made from the saved profile and plan
 * settings. 400 {message, field: 'profile'} when size, budget or skill is missing; 401 when signed out.
 */
export const generateMealPlan = (priority?: PlanPriority) =>
  apiRequest('POST', '/api/simple-meal-plans', priority ? { priority } : undefined, ZMealPlan);

/** Generates, shows the new plan at once, then refreshes the plan list and the shopping lists from the server. */
export function useGenerateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priority?: PlanPriority) => generateMealPlan(priority),
    onSuccess: async (plan) => {
      queryClient.setQueryData<TMealPlan[]>(MEAL_PLANS_QUERY_KEY, (list) => withPlan(list, plan));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MEAL_PLANS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { MEAL_PLANS_QUERY_KEY, withPlan } from '../../../lib/meal-plans/get-meal-plans';
import { ACTIVITY_QUERY_KEY } from '../../profile/api/household-activity';

/** A call that answers with the updated plan: the answer replaces the plan in the cached list. */
export function usePlanMutation<V>(mutationFn: (vars: V) => Promise<TMealPlan>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (plan) => {
      queryClient.setQueryData<TMealPlan[]>(MEAL_PLANS_QUERY_KEY, (list) => withPlan(list, plan));
      // The change is now in the household's recent changes ("You swapped a meal ...").
      void queryClient.invalidateQueries({ queryKey: ACTIVITY_QUERY_KEY });
    },
  });
}

import { ZMealPlan } from '@larder/contract/meal-plans';
import { apiRequest } from '../../../lib/api-client';
import { usePlanMutation } from './plan-mutation';

/** POST /api/simple-meal-plans/{id}/replan: plans every unlocked meal again; answers with the updated plan. */
export const replanMealPlan = (planId: string) => apiRequest('POST', `/api/simple-meal-plans/${encodeURIComponent(planId)}/replan`, undefined, ZMealPlan);

export const useReplanMealPlan = () => usePlanMutation(replanMealPlan);

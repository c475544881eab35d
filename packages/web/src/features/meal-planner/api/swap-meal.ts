import { ZMealPlan } from '@larder/contract/meal-plans';
import { apiRequest } from '../../../lib/api-client';
import { usePlanMutation } from './plan-mutation';

export interface MealRef {
  planId: string;
  itemId: string;
}

export const itemPath = ({ planId, itemId }: MealRef) => `/api/simple-meal-plans/${encodeURIComponent(planId)}/items/${encodeURIComponent(itemId)}`;

/** POST /api/simple-meal-plans/{id}/items/{itemId}/swap: another recipe for that meal; answers with the updated plan. */
export const swapMeal = (ref: MealRef) => apiRequest('POST', `${itemPath(ref)}/swap`, undefined, ZMealPlan);

export const useSwapMeal = () => usePlanMutation(swapMeal);

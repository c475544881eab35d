import { ZMealPlan } from '@larder/contract/meal-plans';
import { apiRequest } from '../../../lib/api-client';
import { usePlanMutation } from './plan-mutation';
import { itemPath, type MealRef } from './swap-meal';

/** PUT /api/simple-meal-plans/{id}/items/{itemId} {locked}: a locked meal survives a re-plan. */
export const setMealLocked = (ref: MealRef & { locked: boolean }) => apiRequest('PUT', itemPath(ref), { locked: ref.locked }, ZMealPlan);

export const useSetMealLocked = () => usePlanMutation(setMealLocked);

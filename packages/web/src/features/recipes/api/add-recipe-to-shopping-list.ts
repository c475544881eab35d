import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZShoppingList } from '@larder/contract/shopping-lists';
import { apiRequest } from '../../../lib/api-client';
import { SHOPPING_LISTS_QUERY_KEY } from '../../../lib/meal-plans/generate-meal-plan';

/** POST /api/shopping-lists/add-recipe {recipeId}: the household's newest list with the recipe merged in (or a new list). */
export const addRecipeToShoppingList = (recipeId: string) => apiRequest('POST', '/api/shopping-lists/add-recipe', { recipeId }, ZShoppingList);

export function useAddRecipeToShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRecipeToShoppingList,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY }),
  });
}

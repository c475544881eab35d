import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZShoppingList, type TShoppingList } from '@larder/contract/shopping-lists';
import { apiRequest } from '../../../lib/api-client';
import { SHOPPING_LISTS_QUERY_KEY } from './get-shopping-lists';

export interface CreateShoppingListInput {
  readonly mealPlanId: string;
  readonly supermarket: string;
}

/** POST /api/simple-shopping-lists {mealPlanId, supermarket}: 201 with the list of the plan, priced at the chain. */
export const createShoppingList = (input: CreateShoppingListInput) => apiRequest('POST', '/api/simple-shopping-lists', input, ZShoppingList);

/** Generates, shows the new list first at once, then reloads the lists. */
export function useCreateShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShoppingList,
    networkMode: 'always',
    onSuccess: async (list) => {
      queryClient.setQueryData<TShoppingList[]>(SHOPPING_LISTS_QUERY_KEY, (lists) => [list, ...(lists ?? []).filter((l) => l.id !== list.id)]);
      await queryClient.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TShoppingList } from '@larder/contract/shopping-lists';
import { apiRequest } from '../../../lib/api-client';
import { SHOPPING_LISTS_QUERY_KEY } from './get-shopping-lists';
import { shoppingListQueryKey } from './get-shopping-list';

/** DELETE /api/simple-shopping-lists/{id}: {message}; 404 for a missing or another household's list. */
export const deleteShoppingList = (id: number) => apiRequest('DELETE', `/api/simple-shopping-lists/${id}`, undefined, z.object({ message: z.string() }));

export function useDeleteShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShoppingList,
    networkMode: 'always',
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<TShoppingList[]>(SHOPPING_LISTS_QUERY_KEY, (lists) => lists?.filter((l) => l.id !== id));
      queryClient.removeQueries({ queryKey: shoppingListQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY, exact: true });
    },
  });
}

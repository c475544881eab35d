import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZExtraItemBody, ZUsualItem } from '@larder/contract/household';
import { ZShoppingListItem } from '@larder/contract/shopping-lists';
import { apiRequest } from '../../../lib/api-client';
import { shoppingListQueryKey } from './get-shopping-list';

export const USUALS_QUERY_KEY = ['/api/shopping-usuals'] as const;
const ZUsuals = z.object({ usuals: z.array(ZUsualItem), aisles: z.array(z.string()) });

/** GET /api/shopping-usuals: the household's usuals, and the aisles a free-text item can take. */
export const useUsuals = () => useQuery({ queryKey: USUALS_QUERY_KEY, queryFn: () => apiRequest('GET', '/api/shopping-usuals', undefined, ZUsuals) });

function useListMutation<T, R>(listId: number, fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shoppingListQueryKey(listId), exact: true }),
        queryClient.invalidateQueries({ queryKey: USUALS_QUERY_KEY }),
      ]);
    },
  });
}

/** POST /api/simple-shopping-lists/{id}/items: "bin bags", "2 x cat food"; the aisle is guessed unless chosen. */
export const useAddExtra = (listId: number) =>
  useListMutation(listId, (body: z.infer<typeof ZExtraItemBody>) => apiRequest('POST', `/api/simple-shopping-lists/${listId}/items`, body, ZShoppingListItem));

/** POST /api/simple-shopping-lists/{id}/usuals: every usual not already on the list. */
export const useAddUsuals = (listId: number) =>
  useListMutation(listId, () => apiRequest('POST', `/api/simple-shopping-lists/${listId}/usuals`, undefined, z.object({ added: z.array(ZShoppingListItem) })));

/** DELETE /api/simple-shopping-list-items/{itemId} */
export const useRemoveItem = (listId: number) => useListMutation(listId, (itemId: number) => apiRequest('DELETE', `/api/simple-shopping-list-items/${itemId}`));

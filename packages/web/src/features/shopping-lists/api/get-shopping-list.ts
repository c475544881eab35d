import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZShoppingList } from '@larder/contract/shopping-lists';
import { apiRequest } from '../../../lib/api-client';
import { SHOPPING_LISTS_QUERY_KEY } from './get-shopping-lists';

/** Under the lists' key, so that refreshing the lists refreshes every open list too. */
export const shoppingListQueryKey = (id: number) => [SHOPPING_LISTS_QUERY_KEY[0], id] as const;

/** GET /api/simple-shopping-lists/{id}: one list with its items; 404 {message} for a missing or another household's list. */
export const getShoppingList = (id: number) => apiRequest('GET', `/api/simple-shopping-lists/${id}`, undefined, ZShoppingList);

export const shoppingListQueryOptions = (id: number) =>
  queryOptions({ queryKey: shoppingListQueryKey(id), queryFn: () => getShoppingList(id), networkMode: 'offlineFirst' });

export const useShoppingList = (id: number) => useQuery({ ...shoppingListQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });

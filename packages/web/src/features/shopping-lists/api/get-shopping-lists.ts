import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZShoppingList } from '@larder/contract/shopping-lists';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { SHOPPING_LISTS_QUERY_KEY } from '../../../lib/meal-plans/generate-meal-plan';

export { SHOPPING_LISTS_QUERY_KEY };

const ZShoppingLists = z.array(ZShoppingList);

/** GET /api/simple-shopping-lists: the household's lists, newest first. Not ok: "Failed to fetch shopping lists" (section 7). */
export async function getShoppingLists() {
  try {
    return await apiRequest('GET', SHOPPING_LISTS_QUERY_KEY[0], undefined, ZShoppingLists);
  } catch (error) {
    // A 401 keeps its own message so that screens can treat it as a logout.
    if (error instanceof ApiError && error.status === 401) throw error;
    throw new ApiError('Failed to fetch shopping lists', error instanceof ApiError ? error.status : 0, undefined, undefined);
  }
}

/** Works with no network too: the service worker answers from its cache (the query runs `offlineFirst`). */
export const shoppingListsQueryOptions = () =>
  queryOptions({ queryKey: SHOPPING_LISTS_QUERY_KEY, queryFn: getShoppingLists, networkMode: 'offlineFirst' });

export const useShoppingLists = () => useQuery(shoppingListsQueryOptions());

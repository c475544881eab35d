import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { SHOPPING_LISTS_QUERY_KEY } from '../../../lib/meal-plans/generate-meal-plan';

/**
 * GET /api/simple-shopping-lists (document 000 section 7), counted only. The call arrives with the shopping-list
 * issue; until it answers 200 with a list, this is null and the dashboard counts the current plan's shopping lines.
 * Its key sits under the list call's key, so refreshing the lists refreshes the count.
 */
export async function getShoppingListCount(): Promise<number | null> {
  try {
    const lists = await apiRequest('GET', SHOPPING_LISTS_QUERY_KEY[0]);
    const parsed = z.array(z.unknown()).safeParse(lists);
    return parsed.success ? parsed.data.length : null;
  } catch {
    return null;
  }
}

export const shoppingListCountQueryOptions = () => queryOptions({ queryKey: [SHOPPING_LISTS_QUERY_KEY[0], 'count'] as const, queryFn: getShoppingListCount });

export const useShoppingListCount = () => useQuery(shoppingListCountQueryOptions());

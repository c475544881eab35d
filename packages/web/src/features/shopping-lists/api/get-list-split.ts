import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZListSplit } from '@larder/contract/receipts';
import { apiRequest } from '../../../lib/api-client';
import { SHOPPING_LISTS_QUERY_KEY } from './get-shopping-lists';

/** GET /api/simple-shopping-lists/{id}/split: one shop or split the shop, from the household's price book. */
export const listSplitQueryOptions = (id: number) =>
  queryOptions({ queryKey: [SHOPPING_LISTS_QUERY_KEY[0], id, 'split'] as const, queryFn: () => apiRequest('GET', `/api/simple-shopping-lists/${id}/split`, undefined, ZListSplit) });

export const useListSplit = (id: number) => useQuery(listSplitQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZListComparison } from '@larder/contract/shopping-lists';
import { apiRequest } from '../../../lib/api-client';
import { SHOPPING_LISTS_QUERY_KEY } from './get-shopping-lists';

/**
 * GET /api/simple-shopping-lists/{id}/compare: the same list priced at each chain within reach, cheapest first,
 * with the saving against the household's usual chain (positive = cheaper) and what a chain does not sell.
 */
export const getListComparison = (id: number) => apiRequest('GET', `/api/simple-shopping-lists/${id}/compare`, undefined, ZListComparison);

export const listComparisonQueryOptions = (id: number) =>
  queryOptions({ queryKey: [SHOPPING_LISTS_QUERY_KEY[0], id, 'compare'] as const, queryFn: () => getListComparison(id), networkMode: 'offlineFirst' });

export const useListComparison = (id: number, enabled: boolean) => useQuery({ ...listComparisonQueryOptions(id), enabled });

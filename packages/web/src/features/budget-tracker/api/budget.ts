import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZBudgetOverview, ZReceipt } from '@larder/contract/budget';
import { apiRequest } from '../../../lib/api-client';

export const BUDGET_QUERY_KEY = ['/api/budget-tracker'] as const;

/** GET /api/budget-tracker: the household's own weeks, categories, alerts and insights. */
export const budgetQueryOptions = () => queryOptions({ queryKey: BUDGET_QUERY_KEY, queryFn: () => apiRequest('GET', BUDGET_QUERY_KEY[0], undefined, ZBudgetOverview) });
export const useBudget = () => useQuery(budgetQueryOptions());

export interface ReceiptInput {
  date: string;
  chain: string;
  amount: string;
}

/** POST /api/budget-tracker/receipts: a shop entered by hand. */
export function useAddReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReceiptInput) => apiRequest('POST', '/api/budget-tracker/receipts', input, ZReceipt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUDGET_QUERY_KEY }),
  });
}

/** DELETE /api/budget-tracker/receipts/{id}. */
export function useDeleteReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/budget-tracker/receipts/${id}`, undefined, z.object({ message: z.string() })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUDGET_QUERY_KEY }),
  });
}

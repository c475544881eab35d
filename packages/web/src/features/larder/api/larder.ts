import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCookNow, ZLarder, ZLarderItem, ZStaplesState } from '@larder/contract/larder';
import { apiRequest } from '../../../lib/api-client';

export const LARDER_KEY = ['/api/larder'] as const;

export const larderQuery = () => queryOptions({ queryKey: LARDER_KEY, queryFn: () => apiRequest('GET', '/api/larder', undefined, ZLarder) });
export const useLarder = () => useQuery(larderQuery());
export const useCookNow = (enabled = true) => useQuery({ queryKey: ['/api/larder/cook-now'], queryFn: () => apiRequest('GET', '/api/larder/cook-now', undefined, ZCookNow), enabled });

/** Every larder change refreshes the larder and what can be cooked from it. */
function useLarderMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: LARDER_KEY });
      void client.invalidateQueries({ queryKey: ['/api/larder/cook-now'] });
    },
  });
}

export const useAddToLarder = () => useLarderMutation((body: { text: string; place?: string }) => apiRequest('POST', '/api/larder/items', body, ZLarderItem));
export const useUpdateLarderItem = () =>
  useLarderMutation(({ id, ...body }: { id: string; quantity?: number; place?: string; bestBefore?: string | null; dateKind?: 'use-by' | 'best-before'; opened?: boolean }) => apiRequest('PATCH', `/api/larder/items/${encodeURIComponent(id)}`, body, ZLarderItem));
export const useRemoveLarderItem = () =>
  useLarderMutation(({ id, reason }: { id: string; reason: 'used' | 'thrown-away' }) => apiRequest('DELETE', `/api/larder/items/${encodeURIComponent(id)}?reason=${reason}`));
export const useSaveStaples = () => useLarderMutation((staples: string[]) => apiRequest('PUT', '/api/larder/staples', { staples }, ZStaplesState));
/** Marks a staple run out (the next list buys it) or back in the cupboard. */
export const useStapleRunOut = () => useLarderMutation(({ ingredient, runOut }: { ingredient: string; runOut: boolean }) => apiRequest('PUT', `/api/larder/staples/${encodeURIComponent(ingredient)}`, { runOut }, ZStaplesState));
export const usePlanFromLarder = () => useLarderMutation(() => apiRequest('POST', '/api/larder/plan', undefined, z.object({ id: z.string() }).passthrough()));


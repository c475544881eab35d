import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZLoyaltyView } from '@larder/contract/receipts';
import { apiRequest } from '../../../lib/api-client';

export const LOYALTY_QUERY_KEY = ['/api/receipts/loyalty'] as const;

/** GET /api/receipts/loyalty: the cards the household holds, whether it pools prices nearby, and the cards we know. */
export const loyaltyQueryOptions = () => queryOptions({ queryKey: LOYALTY_QUERY_KEY, queryFn: () => apiRequest('GET', LOYALTY_QUERY_KEY[0], undefined, ZLoyaltyView) });
export const useLoyalty = () => useQuery(loyaltyQueryOptions());

/** PUT /api/receipts/loyalty: lists are priced again with what the household can now pay. */
export function useSaveLoyalty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { cards: string[]; poolOptIn: boolean }) => apiRequest('PUT', LOYALTY_QUERY_KEY[0], input, ZLoyaltyView),
    onSuccess: (saved) => {
      queryClient.setQueryData(LOYALTY_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ['/api/simple-shopping-lists'] });
    },
  });
}

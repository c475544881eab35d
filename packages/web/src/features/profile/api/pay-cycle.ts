import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPayCycle, type TPayCycleBody } from '@larder/contract/pay-cycle';
import { apiRequest } from '../../../lib/api-client';

export const PAY_CYCLE_KEY = ['/api/budget/pay-cycle'] as const;
/** GET /api/budget/pay-cycle: how the household is paid and the current pay period. */
export const usePayCycle = () => useQuery({ queryKey: PAY_CYCLE_KEY, queryFn: () => apiRequest('GET', '/api/budget/pay-cycle', undefined, ZPayCycle) });

/** PUT /api/budget/pay-cycle (any member), or DELETE with `null` to go back to the plain weekly budget. */
export function useSavePayCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayCycleBody | null) => (body ? apiRequest('PUT', '/api/budget/pay-cycle', body, ZPayCycle) : apiRequest('DELETE', '/api/budget/pay-cycle', undefined, ZPayCycle)),
    onSuccess: (saved) => queryClient.setQueryData(PAY_CYCLE_KEY, saved),
  });
}

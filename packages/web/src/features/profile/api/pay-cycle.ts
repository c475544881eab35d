import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPayCycle, type TPayCycleBody } from '@larder/contract/pay-cycle';
import { apiRequest } from '../../../lib/api-client';
import { PAY_CYCLE_KEY } from '../../../lib/household/pay-cycle';

export { usePayCycle } from '../../../lib/household/pay-cycle';

/** PUT /api/budget/pay-cycle (any member), or DELETE with `null` to go back to the plain weekly budget. */
export function useSavePayCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayCycleBody | null) => (body ? apiRequest('PUT', '/api/budget/pay-cycle', body, ZPayCycle) : apiRequest('DELETE', '/api/budget/pay-cycle', undefined, ZPayCycle)),
    onSuccess: (saved) => queryClient.setQueryData(PAY_CYCLE_KEY, saved),
  });
}

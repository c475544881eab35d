import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSubscriptionActionResponse } from '@larder/contract/billing';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth/get-user';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

/** POST /api/acquired/cancel-subscription (no body). */
export const cancelSubscription = () => apiRequest('POST', '/api/acquired/cancel-subscription', undefined, ZSubscriptionActionResponse);

/** POST /api/acquired/update-billing-day {billingDay}. */
export const updateBillingDay = (billingDay: number) => apiRequest('POST', '/api/acquired/update-billing-day', { billingDay }, ZSubscriptionActionResponse);

/** Both change the subscription: the answer replaces the cached one, and the user (its status and pay day) is read again. */
function useSubscriptionMutation<V>(mutationFn: (v: V) => ReturnType<typeof cancelSubscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, answer.subscription);
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

export const useCancelSubscription = () => useSubscriptionMutation<void>(() => cancelSubscription());
export const useUpdateBillingDay = () => useSubscriptionMutation<number>(updateBillingDay);

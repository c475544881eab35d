import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreateSubscriptionResponse } from '@larder/contract/billing';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth/get-user';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

/**
 * POST /api/create-subscription (the /subscribe page, document 000 section 4). Without a payment method
 * it answers a client secret for the card form; with one it starts the trial and answers the subscription.
 */
export const createSubscription = (body: { preferredPayDay?: number; paymentMethodId?: string }) =>
  apiRequest('POST', '/api/create-subscription', body, ZCreateSubscriptionResponse);

export const useCreateSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: (answer) => {
      if ('subscription' in answer) {
        void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      }
    },
  });
};

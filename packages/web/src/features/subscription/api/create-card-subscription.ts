import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZCardSubscriptionResponse, type ZInAppCardSubscription, type ZTestPageCardSubscription } from '@larder/contract/billing';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth/get-user';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

export type TInAppCardSubscription = z.input<typeof ZInAppCardSubscription>;
export type TTestPageCardSubscription = z.input<typeof ZTestPageCardSubscription>;

/**
 * POST /api/acquired/create-subscription, in either of document 001's shapes: the in-app form's
 * (camel case, pounds, billingDay) or the test page's (customerData, snake-case cardData, pence, payDay).
 * The card goes to the provider through our server and is never stored.
 */
export const createCardSubscription = (body: TInAppCardSubscription | TTestPageCardSubscription) =>
  apiRequest('POST', '/api/acquired/create-subscription', body, ZCardSubscriptionResponse);

export const useCreateCardSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCardSubscription,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSubscriptionResponse } from '@larder/contract/billing';
import { apiRequest } from '../../../lib/api-client';

export const SUBSCRIPTION_QUERY_KEY = ['/api/acquired/subscription'] as const;

/** The household's subscription, or null when it has none (document 001: GET /api/acquired/subscription). */
export const getSubscription = async () => (await apiRequest('GET', '/api/acquired/subscription', undefined, ZSubscriptionResponse)).subscription;

export const subscriptionQueryOptions = () => queryOptions({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: getSubscription, retry: false });

export const useSubscription = (enabled = true) => useQuery({ ...subscriptionQueryOptions(), enabled });

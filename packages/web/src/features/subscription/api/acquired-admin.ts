import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBillingActionResponse, ZBillingStats, ZConnectionTestResponse } from '@larder/contract/billing';
import { apiRequest } from '../../../lib/api-client';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

/** GET /api/acquired/test: the connection check. */
export const testConnection = () => apiRequest('GET', '/api/acquired/test', undefined, ZConnectionTestResponse);

export const BILLING_STATS_QUERY_KEY = ['/api/acquired/admin/billing-stats'] as const;

/** GET /api/acquired/admin/billing-stats (administrators only; a household gets 403). */
export const getBillingStats = () => apiRequest('GET', '/api/acquired/admin/billing-stats', undefined, ZBillingStats);

export const billingStatsQueryOptions = () => queryOptions({ queryKey: BILLING_STATS_QUERY_KEY, queryFn: getBillingStats, retry: false });
export const useBillingStats = (enabled: boolean) => useQuery({ ...billingStatsQueryOptions(), enabled });

/** POST /api/acquired/admin/trigger-billing {day}: bills the subscriptions whose pay day is `day`. */
export const triggerBilling = (day: number) => apiRequest('POST', '/api/acquired/admin/trigger-billing', { day }, ZBillingActionResponse);

/** POST /api/acquired/admin/process-daily-billing: today's run, now. */
export const processDailyBilling = () => apiRequest('POST', '/api/acquired/admin/process-daily-billing', undefined, ZBillingActionResponse);

/** After a billing run the statistics and the household's own subscription may have changed. */
export const useBillingAction = <V>(mutationFn: (v: V) => ReturnType<typeof processDailyBilling>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: BILLING_STATS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
  });
};

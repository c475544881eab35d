import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminBillingAnalytics } from '@larder/adapters-http/contract/admin';
import { apiRequest } from '../../../lib/api-client';

/** Document 002 section 4: the billing dashboard refreshes every 30 seconds. */
export const BILLING_DASHBOARD_REFRESH_MS = 30_000;

export const billingAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/billing-analytics'],
    queryFn: () => apiRequest('GET', '/api/admin/billing-analytics', undefined, ZAdminBillingAnalytics),
    refetchInterval: BILLING_DASHBOARD_REFRESH_MS,
    retry: false,
  });

export const useBillingAnalytics = () => useQuery(billingAnalyticsQueryOptions());

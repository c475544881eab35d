import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminAnalytics } from '@larder/contract/admin';
import { apiRequest } from '../../../lib/api-client';

/** Document 002 section 4: the billing dashboard refreshes every 30 seconds. */
export const BILLING_DASHBOARD_REFRESH_MS = 30_000;

export const billingAnalyticsQueryOptions = () =>
  queryOptions({
    // Document 002: the billing dashboard calls GET /api/admin/analytics, whose answer carries the billing figures too.
    queryKey: ['/api/admin/analytics'],
    queryFn: () => apiRequest('GET', '/api/admin/analytics', undefined, ZAdminAnalytics),
    refetchInterval: BILLING_DASHBOARD_REFRESH_MS,
    retry: false,
  });

export const useBillingAnalytics = () => useQuery(billingAnalyticsQueryOptions());

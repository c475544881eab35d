import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZBuyerAnalyticsAuthResponse, ZBuyerAnalyticsData, ZBuyerAnalyticsSession, ZConversionFunnel } from '@larder/contract/leads';
import { apiRequest } from '../../../lib/api-client';

export interface AnalyticsRange {
  readonly range: 'today' | 'yesterday' | 'this-week' | 'this-month' | 'custom';
  readonly startDate?: string;
  readonly endDate?: string;
}

const query = (r: AnalyticsRange) => {
  const params = new URLSearchParams({ range: r.range });
  if (r.range === 'custom') {
    if (r.startDate) params.set('startDate', r.startDate);
    if (r.endDate) params.set('endDate', r.endDate);
  }
  return params.toString();
};

export const analyticsSessionQueryOptions = () =>
  queryOptions({ queryKey: ['/api/buyer/analytics/session'], queryFn: () => apiRequest('GET', '/api/buyer/analytics/session', undefined, ZBuyerAnalyticsSession), retry: false });
export const useAnalyticsSession = () => useQuery(analyticsSessionQueryOptions());

/** The shared password, checked on the server; a success sets the session cookie. */
export const signInToAnalytics = (password: string) => apiRequest('POST', '/api/buyer/analytics/auth', { password }, ZBuyerAnalyticsAuthResponse);
export const signOutOfAnalytics = () => apiRequest('POST', '/api/buyer/analytics/logout', undefined);

export const analyticsDataQueryOptions = (r: AnalyticsRange) =>
  queryOptions({
    queryKey: ['/api/buyer/analytics/data', r.range, r.startDate ?? '', r.endDate ?? ''],
    queryFn: () => apiRequest('GET', `/api/buyer/analytics/data?${query(r)}`, undefined, ZBuyerAnalyticsData),
    retry: false,
    placeholderData: keepPreviousData,
  });
export const useAnalyticsData = (r: AnalyticsRange, enabled: boolean) => useQuery({ ...analyticsDataQueryOptions(r), enabled });

/** The funnel is optional: a failure is ignored (document 002 section 4) and the funnel is simply not shown. */
export const funnelQueryOptions = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: ['/api/buyer-analytics/conversion-funnel', startDate, endDate],
    queryFn: () =>
      apiRequest('GET', `/api/buyer-analytics/conversion-funnel?${new URLSearchParams({ startDate, endDate }).toString()}`, undefined, ZConversionFunnel).catch(() => null),
    retry: false,
  });
export const useFunnel = (startDate: string | undefined, endDate: string | undefined) =>
  useQuery({ ...funnelQueryOptions(startDate ?? '', endDate ?? ''), enabled: !!startDate && !!endDate });

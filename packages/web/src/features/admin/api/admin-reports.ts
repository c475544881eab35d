import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAdminAnalytics, ZAdminUserList, ZAuditLog, ZAuthorizationEvents, ZPaymentSchedule } from '@larder/contract/admin';
import { ZBlogPostList } from '@larder/contract/site';
import { apiList, apiRequest } from '../../../lib/api-client';

/** Document 002 section 4: admin analytics are polled every 30 seconds. */
export const ADMIN_POLL_MS = 30_000;

const poll = { refetchInterval: ADMIN_POLL_MS, refetchIntervalInBackground: false, retry: false } as const;

export const analyticsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/analytics'], queryFn: () => apiRequest('GET', '/api/admin/analytics', undefined, ZAdminAnalytics), ...poll });
export const useAdminAnalytics = () => useQuery(analyticsQueryOptions());

export const usePaymentSchedule = (offset: number, limit: number) =>
  useQuery({
    queryKey: ['/api/admin/payment-schedule', offset, limit],
    queryFn: () => apiRequest('GET', `/api/admin/payment-schedule?offset=${offset}&limit=${limit}`, undefined, ZPaymentSchedule),
    placeholderData: keepPreviousData,
    ...poll,
  });

/** A page of authorisation events (page from 1) and how many there are (the X-Total-Count header). */
export const useAuthorizationEvents = (page: number, pageSize = 10) =>
  useQuery({
    queryKey: ['/api/admin/authorization-events', page, pageSize],
    queryFn: () => apiList(`/api/admin/authorization-events?page=${page}&pageSize=${pageSize}`, ZAuthorizationEvents),
    placeholderData: keepPreviousData,
    ...poll,
  });

export const useAuditLog = (limit = 20) =>
  useQuery({ queryKey: ['/api/admin/audit-log', limit], queryFn: () => apiRequest('GET', `/api/admin/audit-log?limit=${limit}`, undefined, ZAuditLog), ...poll });

export const useAdminUsers = () =>
  useQuery({ queryKey: ['/api/admin/users'], queryFn: () => apiRequest('GET', '/api/admin/users', undefined, ZAdminUserList), retry: false });

/** The newest articles, for the Content tab. */
export const useRecentPosts = () =>
  useQuery({ queryKey: ['/api/blog-posts'], queryFn: () => apiRequest('GET', '/api/blog-posts', undefined, ZBlogPostList), retry: false, select: (posts: z.infer<typeof ZBlogPostList>) => posts.slice(0, 5) });

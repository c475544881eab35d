import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUser, type TUser } from '@larder/contract/accounts';
import { ApiError, apiRequest } from '../api-client';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** The signed-in user, or null when signed out (the 401 of GET /api/user). */
export async function getUser(): Promise<TUser | null> {
  try {
    return await apiRequest('GET', '/api/user', undefined, ZUser);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser, retry: false });

/** Authentication state for every screen: loading, then a user or not. */
export function useAuth() {
  const query = useQuery(userQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null, error: query.error, refetch: query.refetch };
}

import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Queries default to GET on the first element of their key (document 000, section 7). */
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', String(queryKey[0]));

/** No retries, no refetch on focus, no polling; data is never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
        // Ask even when the browser says it is offline: the service worker answers the household's plan, lists and
        // user from its cache (a paused query would spin for ever in a shop with no signal).
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

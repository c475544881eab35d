import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse, ZSessionsResponse, type TChangePasswordBody } from '@larder/contract/account-security';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth/get-user';

export const SESSIONS_QUERY_KEY = ['/api/user/sessions'] as const;

/** GET /api/user/sessions: the signed-in devices, this one marked. */
export const sessionsQueryOptions = () => queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: () => apiRequest('GET', '/api/user/sessions', undefined, ZSessionsResponse) });
export const useSessions = () => useQuery(sessionsQueryOptions());

/** DELETE /api/user/sessions/{id}: signing this device out signs the app out. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; current: boolean }) => apiRequest('DELETE', `/api/user/sessions/${encodeURIComponent(input.id)}`, undefined, ZMessageResponse),
    onSuccess: async (_reply, input) => {
      if (input.current) queryClient.setQueryData(USER_QUERY_KEY, null);
      else await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
  });
}

/** POST /api/user/sessions/sign-out-everywhere: this device too. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/user/sessions/sign-out-everywhere', undefined, ZMessageResponse),
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
  });
}

/** POST /api/user/password: the other devices are signed out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangePasswordBody) => apiRequest('POST', '/api/user/password', body, ZMessageResponse),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

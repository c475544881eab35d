import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAdminLoginResponse, ZAdminMe, type TAdminLoginBody, type TAdminSession } from '@larder/contract/admin';
import { apiRequest } from '../../../lib/api-client';

/**
 * The admin session. The server decides (its cookie, its role check on every call); the browser keeps a copy of
 * what the sign-in answered (document 002: isAuthenticated, email, expires, stayLoggedIn) to show when it ends.
 */
const LOCAL_KEY = 'larder-admin-session';

export function readLocalAdminSession(): TAdminSession | null {
  try {
    const raw = window.localStorage.getItem(LOCAL_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as TAdminSession;
    return Date.parse(session.expires) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

const writeLocal = (session: TAdminSession | null) => {
  try {
    if (session) window.localStorage.setItem(LOCAL_KEY, JSON.stringify(session));
    else window.localStorage.removeItem(LOCAL_KEY);
  } catch {
    // private browsing: the server's cookie is what counts anyway
  }
};

export const adminMeQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/me'], queryFn: () => apiRequest('GET', '/api/admin/me', undefined, ZAdminMe), retry: false, staleTime: 60_000 });

export const useAdminMe = () => useQuery(adminMeQueryOptions());

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminLoginBody) => apiRequest('POST', '/api/admin/login', body, ZAdminLoginResponse),
    onSuccess: async (reply) => {
      writeLocal(reply.session);
      // Signing in replaces whatever session the browser had (a household's, say): every answer is fetched again.
      await queryClient.resetQueries();
    },
  });
}

/** Ends the session on the server, forgets the local copy, and reloads /admin on its sign-in screen. */
export function useAdminLogout() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    onError: (error) => console.error('Logout failed', error),
    onSettled: () => {
      writeLocal(null);
      window.location.assign('/admin');
    },
  });
}

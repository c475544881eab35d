import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZDeleteAccountResponse, ZDeletionLinkStatus, ZDeletionStatus } from '@larder/contract/account-deletion';
import { ZMessageResponse } from '@larder/contract/account-security';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth/get-user';

export const DELETION_QUERY_KEY = ['/api/user/deletion'] as const;

/** GET /api/user/deletion: whether the account is marked for deletion, and until when it can be kept. */
export const deletionQueryOptions = () => queryOptions({ queryKey: DELETION_QUERY_KEY, queryFn: () => apiRequest('GET', '/api/user/deletion', undefined, ZDeletionStatus) });
export const useDeletionStatus = () => useQuery(deletionQueryOptions());

/** DELETE /api/user: marks the account for deletion and signs out every device, this one too. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string }) => apiRequest('DELETE', '/api/user', body, ZDeleteAccountResponse),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: DELETION_QUERY_KEY });
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
  });
}

/** POST /api/user/undo-delete: "Keep my account". */
export function useKeepAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/user/undo-delete', undefined, ZMessageResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELETION_QUERY_KEY }),
  });
}

/** POST /api/user/deletion-link: emails a link that confirms the deletion (for accounts without a password, or anyone). */
export const useSendDeletionLink = () => useMutation({ mutationFn: () => apiRequest('POST', '/api/user/deletion-link', undefined, ZMessageResponse) });

/** GET /api/user/deletion-link?token=...: whether the emailed link can still be used; looking changes nothing. */
export const deletionLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/user/deletion-link', token] as const,
    queryFn: () => apiRequest('GET', `/api/user/deletion-link?token=${encodeURIComponent(token)}`, undefined, ZDeletionLinkStatus),
    retry: false,
    staleTime: Infinity,
  });

/** POST /api/user/deletion-link/confirm {token}: the link page's button marks the account and signs it out everywhere. */
export function useConfirmDeletionLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest('POST', '/api/user/deletion-link/confirm', { token }, ZDeleteAccountResponse),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: DELETION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

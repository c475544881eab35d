import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZDeleteAccountResponse, ZDeletionStatus } from '@larder/contract/account-deletion';
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TLoginBody, ZLoginResponse } from '@larder/contract/accounts';
import { ZDeletionStatus } from '@larder/contract/account-deletion';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth/get-user';

export const login = (body: TLoginBody) => apiRequest('POST', '/api/login', body, ZLoginResponse);

/** Signs in with a password; the signed-in user replaces the cached one. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

/** After signing in: is the account marked for deletion? (then /account offers "Keep my account"). */
export const deletionPending = (): Promise<boolean> =>
  apiRequest('GET', '/api/user/deletion', undefined, ZDeletionStatus).then(
    (status) => status.erasedAfter !== null,
    () => false,
  );

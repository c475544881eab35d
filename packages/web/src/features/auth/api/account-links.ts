import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse, type TResetPasswordBody } from '@larder/contract/account-security';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth/get-user';

/** POST /api/auth/magic-login {token}: the login link page's button signs in (a mere visit does not). */
export function useConfirmMagicLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest('POST', '/api/auth/magic-login', { token }, ZMessageResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

/** POST /api/auth/forgot-password {email}: the same answer whether or not the email has an account. */
export const useForgotPassword = () => useMutation({ mutationFn: (email: string) => apiRequest('POST', '/api/auth/forgot-password', { email }, ZMessageResponse) });

/** POST /api/auth/reset-password: every device is signed out; the person signs in with the new password. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TResetPasswordBody) => apiRequest('POST', '/api/auth/reset-password', body, ZMessageResponse),
    onSuccess: () => queryClient.setQueryData(USER_QUERY_KEY, null),
  });
}

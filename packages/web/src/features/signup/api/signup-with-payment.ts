import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TSignupFormData, ZSignupResponse } from '@larder/contract/accounts';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth/get-user';

export const signupWithPayment = (body: { formData: TSignupFormData; paymentMethodId: string }) =>
  apiRequest('POST', '/api/signup-with-payment', body, ZSignupResponse);

/** Creates the account and signs it in: the new user replaces the cached one, so the app opens signed in without a reload. */
export function useSignupWithPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signupWithPayment,
    onSuccess: ({ user }) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

import { useMutation } from '@tanstack/react-query';
import { type TSignupFormData, ZSignupResponse } from '@larder/contract/accounts';
import { apiRequest } from '../../../lib/api-client';

export const signupWithPayment = (body: { formData: TSignupFormData; paymentMethodId: string }) =>
  apiRequest('POST', '/api/signup-with-payment', body, ZSignupResponse);

export const useSignupWithPayment = () => useMutation({ mutationFn: signupWithPayment });

import { useMutation } from '@tanstack/react-query';
import { ZCheckAccountTypeResponse } from '@larder/contract/accounts';
import { apiRequest } from '../../../lib/api-client';

export const checkAccountType = (email: string) => apiRequest('POST', '/api/auth/check-account-type', { email }, ZCheckAccountTypeResponse);

export const useCheckAccountType = () => useMutation({ mutationFn: checkAccountType });

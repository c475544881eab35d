import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TOnboardingBody, ZUser } from '@larder/contract/accounts';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth/get-user';

export const completeOnboarding = (body: TOnboardingBody) => apiRequest('PUT', '/api/user/complete-onboarding', body, ZUser);

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

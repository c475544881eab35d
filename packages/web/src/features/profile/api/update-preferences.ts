import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TPreferencesBody, ZUser } from '@larder/contract/accounts';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth/get-user';

/** PUT /api/user/preferences with the setup screen's or the account screen's payload. */
export const updatePreferences = (body: TPreferencesBody) => apiRequest('PUT', '/api/user/preferences', body, ZUser);

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export const logout = async (): Promise<void> => {
  await apiRequest('POST', '/api/logout');
};

/** POST /api/logout, then a full load of / (a failure is only logged, as document 000 section 8 says). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error('Logout failed', error),
    onSettled: () => {
      window.location.href = '/';
    },
  });
}

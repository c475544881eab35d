import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCalendarLink, ZHousehold, ZInvitationPreview } from '@larder/contract/household';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth/get-user';

export const HOUSEHOLD_QUERY_KEY = ['/api/household'] as const;
const ZMessage = z.object({ message: z.string() }).passthrough();

/** GET /api/household: members (and, for the owner, open invitations). */
export const householdQueryOptions = () => queryOptions({ queryKey: HOUSEHOLD_QUERY_KEY, queryFn: () => apiRequest('GET', '/api/household', undefined, ZHousehold) });
export const useHousehold = () => useQuery(householdQueryOptions());

/** Every household call changes who is in it: the members, and (for a joiner) the whole account. */
function useHouseholdMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: HOUSEHOLD_QUERY_KEY });
    },
  });
}

/** POST /api/household/invitations {email} */
export const useInvite = () => useHouseholdMutation((email: string) => apiRequest('POST', '/api/household/invitations', { email }, ZMessage));
/** DELETE /api/household/invitations/{id} */
export const useCancelInvitation = () => useHouseholdMutation((id: string) => apiRequest('DELETE', `/api/household/invitations/${encodeURIComponent(id)}`, undefined, ZMessage));
/** DELETE /api/household/members/{userId} (the owner only) */
export const useRemoveMember = () => useHouseholdMutation((userId: string) => apiRequest('DELETE', `/api/household/members/${encodeURIComponent(userId)}`, undefined, ZMessage));

/** DELETE /api/household (the owner only): every member leaves; the data stays the owner's. */
export const useDeleteHousehold = () => useHouseholdMutation(() => apiRequest('DELETE', '/api/household', undefined, ZMessage));

/** POST /api/household/leave: the member's own data comes back, so everything is refreshed. */
export function useLeaveHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/household/leave', undefined, ZMessage),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** GET /api/household/invitations/{token}: who invited whom, and whether the link still works. */
export const useInvitationPreview = (token: string) =>
  useQuery({ queryKey: ['/api/household/invitations', token], queryFn: () => apiRequest('GET', `/api/household/invitations/${encodeURIComponent(token)}`, undefined, ZInvitationPreview) });

/** POST /api/household/invitations/{token}/accept: signed in, or with a new account's name (and password). */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { firstName?: string; lastName?: string; password?: string }) =>
      apiRequest('POST', `/api/household/invitations/${encodeURIComponent(token)}/accept`, body, ZMessage),
    onSuccess: async () => {
      queryClient.removeQueries();
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

/** GET /api/calendar/token (whether a link exists) and POST (a new link, shown once). */
export const useCalendarLink = () => useQuery({ queryKey: ['/api/calendar/token'], queryFn: () => apiRequest('GET', '/api/calendar/token', undefined, ZCalendarLink) });
export function useNewCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/calendar/token', undefined, ZCalendarLink),
    // The new link replaces the old at once; the server then says whether it can show it again (it has a link key).
    onSuccess: async (link) => {
      queryClient.setQueryData(['/api/calendar/token'], { ...link, url: null });
      await queryClient.invalidateQueries({ queryKey: ['/api/calendar/token'] });
    },
  });
}

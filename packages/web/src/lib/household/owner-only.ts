import { useQuery } from '@tanstack/react-query';
import { ZHousehold } from '@larder/contract/household';
import { apiRequest } from '../api-client';
import { useAuth } from '../auth/get-user';

/**
 * Whether the signed-in person is a member (not the paying owner) of their household, and the owner's first name:
 * what only the owner can do (cancel, billing) is hidden or explained by name ("Only Dan, who pays for Larder, can
 * cancel."). Shares GET /api/household's cache with the account page; signed out, nothing is asked.
 */
export function useOwnerOnly(): { isMember: boolean; ownerFirstName: string | null } {
  const { user } = useAuth();
  const household = useQuery({ queryKey: ['/api/household'], queryFn: () => apiRequest('GET', '/api/household', undefined, ZHousehold), enabled: user !== null });
  const data = user ? household.data : undefined;
  const owner = data?.members.find((m) => m.role === 'owner');
  return { isMember: data?.role === 'member', ownerFirstName: owner?.firstName.trim() || null };
}

/** The sentence a member reads where the owner's control would be. */
export const ownerOnlyText = (ownerFirstName: string | null, action: string) =>
  `Only ${ownerFirstName ?? "the household's owner"}, who pays for Larder, can ${action}.`;

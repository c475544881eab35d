import { type DomainError, fail } from '../shared/errors';
import type { Result } from '../shared/result';
import { INVITATION_DAYS, MAX_MEMBERS } from './household';

/** The refusals the household's use cases share, worded once. */
export const ownerOnly = (what: string) => fail('HOUSEHOLD.OWNER_ONLY', `Only the household's owner can ${what}.`);
export const invitationNotFound = () => fail('HOUSEHOLD.INVITATION_NOT_FOUND', 'This invitation link is not valid.');

/** Why an invitation cannot be taken up. */
export function invitationRefusal(outcome: 'used' | 'expired' | 'not-found' | 'full' | 'in-another-household' | 'already-member'): Result<never, DomainError> {
  switch (outcome) {
    case 'used':
      return fail('HOUSEHOLD.INVITATION_USED', 'This invitation has already been used. Ask the household owner for a new one.');
    case 'expired':
      return fail('HOUSEHOLD.INVITATION_EXPIRED', `This invitation has expired (links last ${INVITATION_DAYS} days). Ask the household owner for a new one.`);
    case 'full':
      return fail('HOUSEHOLD.FULL', `This household already has ${MAX_MEMBERS} members.`);
    case 'in-another-household':
      return fail('HOUSEHOLD.IN_ANOTHER', 'You are already in another household. Leave it first (or, as its owner, remove its members), then open this link again.');
    case 'already-member':
      return fail('HOUSEHOLD.CONFLICT', 'You are already a member of this household.');
    default:
      return invitationNotFound();
  }
}

import type { Subscription } from '../../billing/subscription';

/** The undo window: the account is erased this many days after its deletion was asked for. */
export const UNDO_DAYS = 14;

/** When an account marked for deletion at `requestedAt` is erased. */
export const erasedAfter = (requestedAt: Date): Date => new Date(requestedAt.getTime() + UNDO_DAYS * 86_400_000);

/** The erase date as the emails and pages write it: "9 December 2026" (UK time). */
export const erasureDay = (when: Date): string => when.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** The moment at or before which a mark is due for erasure at `now`. */
export const dueBefore = (now: Date): Date => new Date(now.getTime() - UNDO_DAYS * 86_400_000);

/** The address an erased account keeps: unique, and under `.invalid` (RFC 2606), so nothing is ever sent to it. */
export const erasedEmail = (userId: string): string => `erased-${userId}@erased.invalid`;

/** Who may delete, and why not: a subscription still running (not cancelled) or a household with others in it. */
export function deletionBlock(input: { subscription: Subscription | null; otherMembers: number }): string | null {
  if (input.subscription && input.subscription.status !== 'cancelled') {
    return 'Please cancel your subscription first (Cancel Subscription on your account page); the account can be deleted once it is cancelled.';
  }
  if (input.otherMembers > 0) {
    const them = input.otherMembers === 1 ? '1 other member' : `${input.otherMembers} other members`;
    return `Your household still has ${them}: remove them, or end the household (Household on your account page), then delete the account.`;
  }
  return null;
}

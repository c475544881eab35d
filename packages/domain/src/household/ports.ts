import type { HouseholdMember, Invitation, Membership } from './household';

export interface NewInvitation {
  readonly householdId: string;
  readonly email: string;
  /** SHA-256 of the link's token; the token itself is never stored. */
  readonly tokenHash: string;
  readonly invitedBy: string;
  readonly expiresAt: Date;
}

/** The result of taking up an invitation, decided in one transaction. */
export type AcceptOutcome =
  | { readonly outcome: 'joined'; readonly membership: Membership }
  | { readonly outcome: 'not-found' | 'used' | 'expired' | 'full' | 'in-another-household' | 'already-member' };

export interface HouseholdRepository {
  /** null: the user is a household of one (never invited anyone, never joined). */
  membershipOf(userId: string): Promise<Membership | null>;
  /** The household the user owns, made on first use. Fails (null) when the user is a member of another. */
  ensureOwned(ownerId: string, at: Date): Promise<Membership | null>;
  /** Owner first, then by joining time. */
  members(householdId: string): Promise<HouseholdMember[]>;
  /** A new invitation replaces an open one to the same address. */
  createInvitation(invitation: NewInvitation, at: Date): Promise<Invitation>;
  /** Not accepted and not expired at `now`, oldest first. */
  openInvitations(householdId: string, now: Date): Promise<Invitation[]>;
  findInvitation(tokenHash: string): Promise<Invitation | null>;
  /**
   * Marks the invitation used and adds the user, atomically and once: only while it is open, the household has
   * room (at most `maxMembers`), and the user is in no other household with others in it (a household the user
   * owns alone is dissolved).
   */
  acceptInvitation(tokenHash: string, userId: string, now: Date, maxMembers: number): Promise<AcceptOutcome>;
  revokeInvitation(householdId: string, invitationId: string): Promise<boolean>;
  /** Ends the household: every member and open invitation goes; the owner is a household of one again. */
  dissolve(householdId: string): Promise<void>;
  /** Removes a member (never the owner); false when the user is not a member of that household. */
  removeMember(householdId: string, userId: string): Promise<boolean>;
}
export const HOUSEHOLD_REPOSITORY = Symbol('HouseholdRepository');

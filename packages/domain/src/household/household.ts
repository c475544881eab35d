/** A household: an owner and up to five other members who share its plans, lists, recipes, budget and chats. */
export const MAX_MEMBERS = 6;
/** An invitation link works once, for this many days. */
export const INVITATION_DAYS = 7;

export type HouseholdRole = 'owner' | 'member';

/** Whose data a signed-in user acts on: the household's owner's (the data stays keyed by the owner's user id). */
export interface Membership {
  readonly householdId: string;
  readonly ownerId: string;
  readonly role: HouseholdRole;
}

export interface HouseholdMember {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly role: HouseholdRole;
  readonly joinedAt: Date;
}

export interface Invitation {
  readonly id: string;
  readonly householdId: string;
  /** Normalised (trimmed, lower-case). */
  readonly email: string;
  readonly invitedBy: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly acceptedAt: Date | null;
}

/** What an invitation link can do now. */
export type InvitationState = 'open' | 'used' | 'expired';

export const invitationState = (invitation: Pick<Invitation, 'acceptedAt' | 'expiresAt'>, now: Date): InvitationState =>
  invitation.acceptedAt ? 'used' : invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';

export const invitationExpiry = (now: Date): Date => new Date(now.getTime() + INVITATION_DAYS * 24 * 3600 * 1000);

/** A household of one (a user never invited anyone) acts on its own data. */
export const soloMembership = (userId: string): Membership => ({ householdId: '', ownerId: userId, role: 'owner' });

/** Members and open invitations together may not pass the cap, so every invitation sent can be accepted. */
export const hasRoomFor = (members: number, openInvitations: number): boolean => members + openInvitations < MAX_MEMBERS;

import type { PasswordHasher, UserRepository } from '../accounts/ports';
import { EMPTY_PROFILE } from '../accounts/user';
import { isEmail, normaliseEmail } from '../accounts/user';
import { BILLABLE_STATUSES } from '../billing/subscription';
import type { SubscriptionRepository } from '../billing/ports';
import type { Clock } from '../shared/clock';
import { type DomainError, fail, invalid } from '../shared/errors';
import type { Mailer } from '../shared/mailer';
import type { RateLimit, RateLimiter } from '../shared/rate-limiter';
import { type Result, ok } from '../shared/result';
import { digestToken, newSecretToken } from '../shared/tokens';
import {
  type HouseholdMember,
  type Invitation,
  type Membership,
  INVITATION_DAYS,
  MAX_MEMBERS,
  hasRoomFor,
  invitationExpiry,
  invitationState,
  soloMembership,
} from './household';
import type { HouseholdRepository } from './ports';

/** Invitations a household may send a day: a family's worth, too few to use us to mail strangers. */
export const INVITATION_LIMIT: RateLimit = { name: 'household-invitations', points: 20, durationSeconds: 24 * 3600 };

export interface HouseholdView {
  readonly householdId: string | null;
  readonly role: Membership['role'];
  readonly ownerId: string;
  readonly members: readonly HouseholdMember[];
  /** Only the owner sees the open invitations. */
  readonly invitations: readonly Invitation[];
  readonly maxMembers: number;
}

export interface InvitationPreview {
  readonly email: string;
  readonly ownerFirstName: string;
  readonly expiresAt: Date;
  readonly state: 'open' | 'used' | 'expired';
  /** Whether an account exists for the invited address (sign in), or not (create one). */
  readonly hasAccount: boolean;
}

const ownerOnly = (what: string) => fail('HOUSEHOLD.OWNER_ONLY', `Only the household's owner can ${what}.`);
const invitationNotFound = () => fail('HOUSEHOLD.INVITATION_NOT_FOUND', 'This invitation link is not valid.');

/** Members of a household: who is in it, invitations by email, joining, leaving and removal. */
export class Households {
  constructor(
    private readonly households: HouseholdRepository,
    private readonly users: UserRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Whose data the user acts on. */
  async scope(userId: string): Promise<Membership> {
    return (await this.households.membershipOf(userId)) ?? soloMembership(userId);
  }

  async view(userId: string): Promise<HouseholdView> {
    const membership = await this.households.membershipOf(userId);
    if (!membership) {
      const user = await this.users.findById(userId);
      const me: HouseholdMember[] = user
        ? [{ userId, firstName: user.firstName, lastName: user.lastName, email: user.email, role: 'owner', joinedAt: user.createdAt }]
        : [];
      return { householdId: null, role: 'owner', ownerId: userId, members: me, invitations: [], maxMembers: MAX_MEMBERS };
    }
    const [members, invitations] = await Promise.all([
      this.households.members(membership.householdId),
      membership.role === 'owner' ? this.households.openInvitations(membership.householdId, this.clock.now()) : Promise.resolve([]),
    ]);
    return { householdId: membership.householdId, role: membership.role, ownerId: membership.ownerId, members, invitations, maxMembers: MAX_MEMBERS };
  }

  /** The owner invites an address; the link (single use, 7 days) goes by email. Returns the link for development. */
  async invite(userId: string, rawEmail: unknown, origin: string): Promise<Result<{ invitation: Invitation; link: string }, DomainError>> {
    const email = normaliseEmail(typeof rawEmail === 'string' ? rawEmail : '');
    if (!email) return invalid('email', 'Please enter the email address to invite');
    if (!isEmail(email)) return invalid('email', 'Please enter a valid email address');
    const current = await this.households.membershipOf(userId);
    if (current && current.role !== 'owner') return ownerOnly('invite people');
    const owner = await this.users.findById(userId);
    if (!owner) return fail('AUTH.UNAUTHENTICATED', 'Unauthorized');
    if (owner.email === email) return fail('HOUSEHOLD.CONFLICT', 'You are already in this household.');
    const membership = current ?? (await this.households.ensureOwned(userId, this.clock.now()));
    if (!membership) return ownerOnly('invite people');
    const now = this.clock.now();
    const [members, open] = await Promise.all([this.households.members(membership.householdId), this.households.openInvitations(membership.householdId, now)]);
    if (members.some((m) => m.email === email)) return fail('HOUSEHOLD.CONFLICT', `${email} is already a member of this household.`);
    const others = open.filter((i) => i.email !== email);
    if (!hasRoomFor(members.length, others.length)) {
      return fail('HOUSEHOLD.FULL', `A household has at most ${MAX_MEMBERS} members, counting open invitations. Remove a member or cancel an invitation first.`);
    }
    const decision = await this.limiter.consume(INVITATION_LIMIT, membership.householdId);
    if (!decision.allowed) return fail('RATE_LIMITED', 'Too many invitations today. Please try again tomorrow.', { retryAfterSeconds: decision.retryAfterSeconds });
    const token = newSecretToken();
    const invitation = await this.households.createInvitation(
      { householdId: membership.householdId, email, tokenHash: digestToken(token), invitedBy: userId, expiresAt: invitationExpiry(now) },
      now,
    );
    const link = `${origin}/household/join/${token}`;
    const invitee = await this.users.findByEmail(email);
    const elsewhere = invitee ? await this.households.membershipOf(invitee.id) : null;
    const leaveFirst = elsewhere && elsewhere.role === 'member'
      ? '\n\nYou are a member of another household at the moment. Leave it first (Account settings, Household), then open this link.'
      : '';
    await this.mailer.send({
      to: email,
      kind: 'household-invitation',
      subject: `${owner.firstName} invited you to their household on Larder`,
      text: `${owner.firstName} ${owner.lastName} invited you to share their meal plans, shopping lists and budget on Larder.\n\nJoin the household: ${link}\n\nThe link works once and expires in ${INVITATION_DAYS} days.${leaveFirst}\n\nIf you were not expecting this, ignore this email.`,
    });
    return ok({ invitation, link });
  }

  async preview(token: string): Promise<Result<InvitationPreview, DomainError>> {
    const invitation = await this.households.findInvitation(digestToken(token));
    if (!invitation) return invitationNotFound();
    const members = await this.households.members(invitation.householdId);
    const owner = members.find((m) => m.role === 'owner');
    return ok({
      email: invitation.email,
      ownerFirstName: owner?.firstName ?? '',
      expiresAt: invitation.expiresAt,
      state: invitationState(invitation, this.clock.now()),
      hasAccount: (await this.users.findByEmail(invitation.email)) !== null,
    });
  }

  /** The signed-in user takes up the invitation sent to their address. */
  async accept(token: string, userId: string): Promise<Result<Membership, DomainError>> {
    const tokenHash = digestToken(token);
    const invitation = await this.households.findInvitation(tokenHash);
    if (!invitation) return invitationNotFound();
    const user = await this.users.findById(userId);
    if (!user) return fail('AUTH.UNAUTHENTICATED', 'Unauthorized');
    if (user.email !== invitation.email) {
      return fail('HOUSEHOLD.WRONG_ACCOUNT', `This invitation is for ${invitation.email}. Sign in with that address to join.`);
    }
    const now = this.clock.now();
    const state = invitationState(invitation, now);
    if (state !== 'open') return this.refusal(state);
    const subscription = await this.subscriptions.findByUserId(userId);
    if (subscription && BILLABLE_STATUSES.includes(subscription.status)) {
      return fail(
        'HOUSEHOLD.CONFLICT',
        'You have a subscription of your own. The household has one subscription for everyone: cancel yours first (Cancel Subscription), then open this link again.',
      );
    }
    const result = await this.households.acceptInvitation(tokenHash, userId, now, MAX_MEMBERS);
    if (result.outcome === 'joined') return ok(result.membership);
    return this.refusal(result.outcome);
  }

  /**
   * An invitee without an account joins from the link: the account is made for the invited address (the link
   * proves it), with a password or passwordless (sign-in links), and no card: the household's subscription covers it.
   */
  async joinWithNewAccount(token: string, input: { firstName: unknown; lastName: unknown; password?: unknown }): Promise<Result<{ userId: string; membership: Membership }, DomainError>> {
    const invitation = await this.households.findInvitation(digestToken(token));
    if (!invitation) return invitationNotFound();
    const state = invitationState(invitation, this.clock.now());
    if (state !== 'open') return this.refusal(state);
    const firstName = typeof input.firstName === 'string' ? input.firstName.trim() : '';
    const lastName = typeof input.lastName === 'string' ? input.lastName.trim() : '';
    if (!firstName || firstName.length > 60) return invalid('firstName', 'Please enter your first name');
    if (lastName.length > 60) return invalid('lastName', 'Keep your last name under 60 characters');
    const password = typeof input.password === 'string' && input.password !== '' ? input.password : null;
    if (password !== null && (password.length < 8 || password.length > 200)) return invalid('password', 'Password must be at least 8 characters long');
    if (await this.users.findByEmail(invitation.email)) return fail('ACCOUNT.EMAIL_TAKEN', `An account for ${invitation.email} exists: sign in to join.`);
    const user = await this.users.create({
      email: invitation.email,
      passwordHash: password === null ? null : await this.hasher.hash(password),
      firstName,
      lastName,
      role: 'user',
      profile: EMPTY_PROFILE,
    });
    if (!user) return fail('ACCOUNT.EMAIL_TAKEN', `An account for ${invitation.email} exists: sign in to join.`);
    const joined = await this.accept(token, user.id);
    if (!joined.ok) {
      await this.users.delete(user.id);
      return joined;
    }
    return ok({ userId: user.id, membership: joined.value });
  }

  /** The owner removes a member; another household's member (or an unknown id) is not found. */
  async remove(actorId: string, memberId: string): Promise<Result<void, DomainError>> {
    const membership = await this.households.membershipOf(actorId);
    if (!membership || membership.role !== 'owner') {
      if (membership?.role === 'member') return ownerOnly('remove members');
      return fail('HOUSEHOLD.NOT_FOUND', 'Member not found');
    }
    if (memberId === actorId) return fail('HOUSEHOLD.CONFLICT', 'The owner cannot be removed from their own household.');
    return (await this.households.removeMember(membership.householdId, memberId)) ? ok(undefined) : fail('HOUSEHOLD.NOT_FOUND', 'Member not found');
  }

  /** A member leaves; their own data (from before they joined) is theirs again. The owner cannot leave. */
  async leave(userId: string): Promise<Result<void, DomainError>> {
    const membership = await this.households.membershipOf(userId);
    if (!membership) return fail('HOUSEHOLD.NOT_FOUND', 'You are not in a shared household.');
    if (membership.role === 'owner') {
      return fail('HOUSEHOLD.CONFLICT', 'The owner cannot leave the household. Remove the other members first, or delete your account.');
    }
    await this.households.removeMember(membership.householdId, userId);
    return ok(undefined);
  }

  /** The owner ends the household: members lose access at once; the plans, lists and budget stay the owner's. */
  async dissolve(actorId: string): Promise<Result<void, DomainError>> {
    const membership = await this.households.membershipOf(actorId);
    if (!membership) return fail('HOUSEHOLD.NOT_FOUND', 'You are not in a shared household.');
    if (membership.role !== 'owner') return ownerOnly('delete the household');
    await this.households.dissolve(membership.householdId);
    return ok(undefined);
  }

  async revokeInvitation(actorId: string, invitationId: string): Promise<Result<void, DomainError>> {
    const membership = await this.households.membershipOf(actorId);
    if (membership?.role === 'member') return ownerOnly('cancel invitations');
    if (!membership) return fail('HOUSEHOLD.INVITATION_NOT_FOUND', 'Invitation not found');
    return (await this.households.revokeInvitation(membership.householdId, invitationId)) ? ok(undefined) : fail('HOUSEHOLD.INVITATION_NOT_FOUND', 'Invitation not found');
  }

  private refusal(outcome: 'used' | 'expired' | 'not-found' | 'full' | 'in-another-household' | 'already-member'): Result<never, DomainError> {
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
}

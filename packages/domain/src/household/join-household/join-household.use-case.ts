import type { PasswordHasher, UserRepository } from '../../accounts/ports';
import { EMPTY_PROFILE } from '../../accounts/user';
import { BILLABLE_STATUSES } from '../../billing/subscription';
import type { SubscriptionRepository } from '../../billing/ports';
import type { Clock } from '../../shared/clock';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import { digestToken } from '../../shared/tokens';
import { type Membership, MAX_MEMBERS, invitationState } from '../household';
import type { HouseholdRepository } from '../ports';
import { invitationNotFound, invitationRefusal } from '../refusals';

export interface InvitationPreview {
  readonly email: string;
  readonly ownerFirstName: string;
  readonly expiresAt: Date;
  readonly state: 'open' | 'used' | 'expired';
  /** Whether an account exists for the invited address (sign in), or not (create one). */
  readonly hasAccount: boolean;
}

/** Someone invited opens the link: sees who invited them, and joins with their account or a new one. */
export class JoinHousehold {
  constructor(
    private readonly households: HouseholdRepository,
    private readonly users: UserRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
  ) {}

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
    if (state !== 'open') return invitationRefusal(state);
    const subscription = await this.subscriptions.findByUserId(userId);
    if (subscription && BILLABLE_STATUSES.includes(subscription.status)) {
      return fail(
        'HOUSEHOLD.CONFLICT',
        'You have a subscription of your own. The household has one subscription for everyone: cancel yours first (Cancel Subscription), then open this link again.',
      );
    }
    const result = await this.households.acceptInvitation(tokenHash, userId, now, MAX_MEMBERS);
    if (result.outcome === 'joined') return ok(result.membership);
    return invitationRefusal(result.outcome);
  }

  /**
   * An invitee without an account joins from the link: the account is made for the invited address (the link
   * proves it), with a password or passwordless (sign-in links), and no card: the household's subscription covers it.
   */
  async joinWithNewAccount(token: string, input: { firstName: unknown; lastName: unknown; password?: unknown }): Promise<Result<{ userId: string; membership: Membership }, DomainError>> {
    const invitation = await this.households.findInvitation(digestToken(token));
    if (!invitation) return invitationNotFound();
    const state = invitationState(invitation, this.clock.now());
    if (state !== 'open') return invitationRefusal(state);
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
}

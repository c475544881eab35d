import type { UserRepository } from '../../accounts/ports';
import { isEmail, normaliseEmail } from '../../accounts/user';
import type { Clock } from '../../shared/clock';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Mailer } from '../../shared/mailer';
import type { RateLimit, RateLimiter } from '../../shared/rate-limiter';
import { type Result, ok } from '../../shared/result';
import { digestToken, newSecretToken } from '../../shared/tokens';
import { type Invitation, INVITATION_DAYS, MAX_MEMBERS, hasRoomFor, invitationExpiry } from '../household';
import type { HouseholdRepository } from '../ports';
import { ownerOnly } from '../refusals';

/** Invitations a household may send a day: a family's worth, too few to use us to mail strangers. */
export const INVITATION_LIMIT: RateLimit = { name: 'household-invitations', points: 20, durationSeconds: 24 * 3600 };

/** The owner invites people by email, and cancels an invitation not yet taken up. */
export class InviteMember {
  constructor(
    private readonly households: HouseholdRepository,
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

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

  async revoke(actorId: string, invitationId: string): Promise<Result<void, DomainError>> {
    const membership = await this.households.membershipOf(actorId);
    if (membership?.role === 'member') return ownerOnly('cancel invitations');
    if (!membership) return fail('HOUSEHOLD.INVITATION_NOT_FOUND', 'Invitation not found');
    return (await this.households.revokeInvitation(membership.householdId, invitationId)) ? ok(undefined) : fail('HOUSEHOLD.INVITATION_NOT_FOUND', 'Invitation not found');
  }
}

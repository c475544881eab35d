import { type Err, type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { Mailer } from '../../shared/mailer';
import type { RateLimit, RateLimiter } from '../../shared/rate-limiter';
import type { SubscriptionRepository } from '../../billing/ports';
import type { HouseholdRepository } from '../../household/ports';
import type { PasswordHasher, UserRepository } from '../ports';
import type { User } from '../user';
import type { SessionService } from '../sessions/session-service';
import { retryMessage } from '../sign-in/limits';
import type { AccountDeletionRepository } from './ports';
import { deletionBlock, dueBefore, erasedAfter, erasureDay, UNDO_DAYS } from './deletion-rules';

/** Wrong passwords on the delete form: 5 per account in 15 minutes (a stolen session cannot guess on). */
export const ACCOUNT_DELETION_PER_ACCOUNT: RateLimit = { name: 'account-deletion', points: 5, durationSeconds: 15 * 60 };

export interface DeletionStatus {
  /** When the account is erased unless the deletion is undone; null when it is not marked for deletion. */
  readonly erasedAfter: Date | null;
}

const refused = (message: string) => fail('ACCOUNT.DELETION_REFUSED', message);
const OPERATOR_REFUSAL = 'An operator account is removed on the command line, not here.';
const ALREADY_MARKED = 'This account is already marked for deletion.';

/**
 * The right to erasure. A member deletes their account (they leave the household at once; its data stays the
 * owner's); an owner only once the subscription is cancelled and no one else is in the household. Confirmed by the
 * current password or by an emailed link (deletion-link.use-case.ts). The account is marked, signed out everywhere, and erased by the daily job after UNDO_DAYS
 * unless its holder signs in and keeps it.
 */
export class DeleteAccount {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly households: HouseholdRepository,
    private readonly subscriptions: Pick<SubscriptionRepository, 'findByUserId'>,
    private readonly deletions: AccountDeletionRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async request(input: { userId: string; password: string }): Promise<Result<{ message: string; erasedAfter: Date }, DomainError>> {
    const user = await this.users.findById(input.userId);
    if (!user) return fail('AUTH.UNAUTHENTICATED', 'Unauthorized');
    if (user.role !== 'user') return refused(OPERATOR_REFUSAL);
    if (await this.deletions.requestedAt(user.id)) return refused(ALREADY_MARKED);
    if (!user.passwordHash) {
      return refused('Your account has no password: choose "Email me a link to confirm" instead, or set a password under Password on your account page.');
    }
    if (!input.password) return invalid('password', 'Please enter your password to confirm');
    // Counted before the check (parallel guesses cannot slip under the limit); a right password gives it back.
    const decision = await this.limiter.consume(ACCOUNT_DELETION_PER_ACCOUNT, user.id);
    if (!decision.allowed) {
      return fail('RATE_LIMITED', retryMessage('password attempts', decision.retryAfterSeconds), { retryAfterSeconds: decision.retryAfterSeconds });
    }
    if (!(await this.hasher.verify(user.passwordHash, input.password))) return invalid('password', 'That password is not right');
    await this.limiter.reset(ACCOUNT_DELETION_PER_ACCOUNT, user.id);

    const refusal = await this.refusal(user);
    if (refusal) return refusal;
    return ok(await this.mark(user));
  }

  /**
   * Why this account may not be marked now (an operator's, already marked, a running subscription, others in the
   * household), or null. The password route and the emailed link (deletion-link.use-case.ts) ask the same.
   */
  async refusal(user: User): Promise<Err<DomainError> | null> {
    if (user.role !== 'user') return refused(OPERATOR_REFUSAL);
    if (await this.deletions.requestedAt(user.id)) return refused(ALREADY_MARKED);
    const { blocked } = await this.blockOf(user.id);
    return blocked ? refused(blocked) : null;
  }

  /**
   * Marks a confirmed deletion (the password checked, or the emailed link followed) once `refusal` found nothing:
   * a member leaves the household, the account is marked and signed out everywhere, and its holder is emailed the date.
   */
  async mark(user: User): Promise<{ message: string; erasedAfter: Date }> {
    const membership = await this.households.membershipOf(user.id);
    const now = this.clock.now();
    if (membership && membership.role !== 'owner') await this.households.removeMember(membership.householdId, user.id);
    await this.deletions.schedule(user.id, now);
    await this.sessions.signOutEverywhere(user.id);
    const when = erasedAfter(now);
    await this.mailer.send({
      kind: 'account-deletion',
      to: user.email,
      subject: 'Your Larder account will be deleted',
      text: [
        `Hello ${user.firstName || 'there'},`,
        '',
        `You asked us to delete your Larder account. It is signed out everywhere and will be erased on ${erasureDay(when)}.`,
        `Changed your mind? Sign in before then and choose "Keep my account".`,
        '',
        'Payment records are kept as the law requires, without your name, email or card.',
      ].join('\n'),
    });
    return { message: `Your account will be deleted in ${UNDO_DAYS} days. Sign in before then to keep it.`, erasedAfter: when };
  }

  async status(userId: string): Promise<DeletionStatus> {
    const requestedAt = await this.deletions.requestedAt(userId);
    return { erasedAfter: requestedAt ? erasedAfter(requestedAt) : null };
  }

  /** "Keep my account": signed in within the window, the mark comes off. A member must be invited again. */
  async undo(userId: string): Promise<Result<{ message: string }, DomainError>> {
    if (!(await this.deletions.cancel(userId))) return refused('This account is not marked for deletion.');
    return ok({ message: 'Your account is kept. Welcome back!' });
  }

  /**
   * The daily job: erases every account marked more than UNDO_DAYS ago. One that took up a subscription again or
   * invited others in the meantime is kept (its mark taken off), so no one is charged for an erased account and no
   * member loses the household's data. Safe to repeat.
   */
  async eraseDue(limit = 500): Promise<{ erased: number; kept: number }> {
    const now = this.clock.now();
    let erased = 0;
    let kept = 0;
    for (const userId of await this.deletions.due(dueBefore(now), limit)) {
      if ((await this.blockOf(userId)).blocked) {
        await this.deletions.cancel(userId);
        kept += 1;
      } else {
        await this.deletions.erase(userId, now);
        erased += 1;
      }
    }
    return { erased, kept };
  }

  /** Nobody with a running subscription of their own; an owner only with nobody else in the household. */
  private async blockOf(userId: string) {
    const membership = await this.households.membershipOf(userId);
    const owns = membership === null || membership.role === 'owner';
    const otherMembers = membership && owns ? (await this.households.members(membership.householdId)).filter((m) => m.userId !== userId).length : 0;
    const subscription = await this.subscriptions.findByUserId(userId);
    return { membership, blocked: deletionBlock({ subscription, otherMembers }) };
  }
}

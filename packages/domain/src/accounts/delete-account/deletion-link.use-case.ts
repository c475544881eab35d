import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import { type Clock, addMinutes } from '../../shared/clock';
import type { Mailer } from '../../shared/mailer';
import type { RateLimit, RateLimiter } from '../../shared/rate-limiter';
import { digestToken, newSecretToken } from '../../shared/tokens';
import type { UserRepository } from '../ports';
import { retryMessage } from '../sign-in/limits';
import type { DeleteAccount } from './delete-account.use-case';
import { erasureDay } from './deletion-rules';
import type { AccountDeletionLinkRepository, DeletionLink as StoredLink } from './ports';

export const DELETION_LINK_MINUTES = 30;
/** The page an emailed deletion link opens: it shows a button, and only the button's POST acts. */
export const DELETION_LINK_PATH = '/confirm-deletion';
/** Deletion links: 3 per account and 20 per network address an hour, as the other emailed links. */
export const DELETION_LINK_PER_ACCOUNT: RateLimit = { name: 'deletion-link-account', points: 3, durationSeconds: 60 * 60 };
export const DELETION_LINK_PER_ADDRESS: RateLimit = { name: 'deletion-link-address', points: 20, durationSeconds: 60 * 60 };

const NOT_FOUND = 'This deletion link is not one we sent (check that the whole link was copied). Nothing was changed.';
const USED = 'This deletion link has already been used, or a newer one was sent. Nothing was changed.';
const EXPIRED = `This deletion link has expired (each works for ${DELETION_LINK_MINUTES} minutes). Nothing was changed: ask for a new one on your account page.`;

/**
 * Confirming an account's deletion by an emailed link, for a household that signs in by login link and has no
 * password (and for anyone who prefers it). The link works once, for 30 minutes, is stored as its SHA-256 only, and
 * a newer link retires the older. Following it opens a page; only that page's button confirms, so an email scanner
 * that fetches every link changes nothing. Confirming applies the password route's rules and marks the account the
 * same way (DeleteAccount.refusal and .mark).
 */
export class DeletionLink {
  constructor(
    private readonly users: UserRepository,
    private readonly links: AccountDeletionLinkRepository,
    private readonly deleteAccount: Pick<DeleteAccount, 'refusal' | 'mark'>,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** Emails the link to the account's own address; refused at once when the deletion could not be confirmed now. */
  async send(input: { userId: string; address: string; origin: string }): Promise<Result<{ message: string; confirmUrl: string }, DomainError>> {
    const user = await this.users.findById(input.userId);
    if (!user) return fail('AUTH.UNAUTHENTICATED', 'Unauthorized');
    // No link for a deletion the rules refuse (a running subscription, others in the household): say what to do first.
    const refusal = await this.deleteAccount.refusal(user);
    if (refusal) return refusal;
    for (const [limit, key] of [[DELETION_LINK_PER_ACCOUNT, user.id], [DELETION_LINK_PER_ADDRESS, input.address]] as const) {
      const decision = await this.limiter.consume(limit, key);
      if (!decision.allowed) {
        return fail('RATE_LIMITED', retryMessage('deletion link requests', decision.retryAfterSeconds), { retryAfterSeconds: decision.retryAfterSeconds });
      }
    }
    const token = newSecretToken();
    const now = this.clock.now();
    await this.links.create({ tokenHash: digestToken(token), userId: user.id, createdAt: now, expiresAt: addMinutes(now, DELETION_LINK_MINUTES) });
    const confirmUrl = `${input.origin}${DELETION_LINK_PATH}?token=${token}`;
    await this.mailer.send({
      kind: 'account-deletion-link',
      to: user.email,
      subject: 'Confirm deleting your Larder account',
      text: [
        `Hello ${user.firstName || 'there'},`,
        '',
        `You asked to delete your Larder account. Open this link and press "Delete my account" to confirm. It works once and expires in ${DELETION_LINK_MINUTES} minutes:`,
        confirmUrl,
        '',
        "If you didn't ask for it, ignore this email: nothing changes without the button, and you may want to change your password.",
      ].join('\n'),
    });
    return ok({ message: `We have emailed a link to ${user.email}. Open it and press the button to confirm. It works once and expires in ${DELETION_LINK_MINUTES} minutes.`, confirmUrl });
  }

  /** What the link's page shows before the button: whether the link can still be used (a look changes nothing). */
  async check(token: string): Promise<Result<{ expiresAt: Date }, DomainError>> {
    const link = await this.usable(token);
    return link.ok ? ok({ expiresAt: link.value.expiresAt }) : link;
  }

  /** The page's button: the rules, then the link used once, then the account marked as the password route marks it. */
  async confirm(token: string): Promise<Result<{ userId: string; message: string; erasedAfter: Date }, DomainError>> {
    const link = await this.usable(token);
    if (!link.ok) return link;
    const user = await this.users.findById(link.value.userId);
    if (!user) return fail('ACCOUNT.DELETION_LINK_NOT_FOUND', NOT_FOUND, { field: 'token' });
    // Refused (say the subscription was taken up again): the link stays usable once the household has done what is asked.
    const refusal = await this.deleteAccount.refusal(user);
    if (refusal) return refusal;
    // Two presses at once: only one uses the link.
    if (!(await this.links.consume(link.value.tokenHash, this.clock.now()))) return fail('ACCOUNT.DELETION_LINK_USED', USED, { field: 'token' });
    const marked = await this.deleteAccount.mark(user);
    return ok({
      userId: user.id,
      erasedAfter: marked.erasedAfter,
      message: `Your account is marked for deletion and signed out everywhere. It will be erased on ${erasureDay(marked.erasedAfter)}; to keep it, sign in before then and choose "Keep my account".`,
    });
  }

  private async usable(token: string): Promise<Result<StoredLink, DomainError>> {
    const link = token ? await this.links.find(digestToken(token)) : null;
    if (!link) return fail('ACCOUNT.DELETION_LINK_NOT_FOUND', NOT_FOUND, { field: 'token' });
    if (link.usedAt) return fail('ACCOUNT.DELETION_LINK_USED', USED, { field: 'token' });
    if (link.expiresAt.getTime() <= this.clock.now().getTime()) return fail('ACCOUNT.DELETION_LINK_EXPIRED', EXPIRED, { field: 'token' });
    return ok(link);
  }
}

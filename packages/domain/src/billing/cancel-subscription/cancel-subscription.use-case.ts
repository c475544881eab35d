import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import type { Mailer } from '../../shared/mailer';
import type { RateLimit, RateLimiter } from '../../shared/rate-limiter';
import { digestToken, newSecretToken } from '../../shared/tokens';
import type { UserRepository } from '../../accounts/ports';
import { type User, normaliseEmail } from '../../accounts/user';
import { type PostcodeDirectory, validatePostcode } from '../../geography/postcode-directory';
import { cancel } from '../billing-rules';
import { recordAuthorization } from '../authorization-events';
import type { AuthorizationEventLog, CancellationUndoTokens, SubscriptionRepository } from '../ports';
import type { Subscription } from '../subscription';
import { longDate, maskEmail } from '../wording';

/** Who asks: the caller's address (for rate limits) and the site origin emailed links point to. */
export interface Caller {
  readonly address: string;
  readonly origin: string;
}

export type CancelMethod = 'self_serve_email' | 'self_serve_details' | 'in_app' | 'automation' | 'operator';

export interface CancelOutcome {
  readonly status: 'cancelled' | 'already_cancelled';
  readonly customerEmail: string;
  readonly accessEndsAt: Date | null;
  readonly subscription: Subscription;
}

/** Self-serve cancellation is rate limited per caller address and per account it names. */
export const CANCEL_IP_LIMIT: RateLimit = { name: 'cancel-ip', points: 10, durationSeconds: 3600 };
export const CANCEL_TARGET_LIMIT: RateLimit = { name: 'cancel-target', points: 5, durationSeconds: 3600 };

export const NOT_FOUND_BY_EMAIL = 'Unable to locate your subscription';
export const NOT_FOUND_BY_DETAILS = "We couldn't find a subscription matching these details. Please check your information and try again.";

/** A household (in the app, or by the public forms), the support automation or an operator cancels a subscription. */
export class CancelSubscription {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly events: AuthorizationEventLog,
    private readonly undoTokens: CancellationUndoTokens,
    private readonly users: UserRepository,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly postcodes: PostcodeDirectory,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Cancels the signed-in household's own subscription (the subscription manager). */
  async own(userId: string, origin: string, method: CancelMethod = 'in_app'): Promise<Result<CancelOutcome, DomainError>> {
    const user = await this.users.findById(userId);
    const subscription = await this.subscriptions.findByUserId(userId);
    if (!user || !subscription) return fail('SUBSCRIPTION.NOT_FOUND', "You don't have an active Acquired subscription yet.");
    return ok(await this.cancelFor(user, subscription, method, origin));
  }

  /** Public cancellation by email and name: all three must match the account. */
  async byEmail(input: { email: string; firstName: string; lastName: string }, caller: Caller): Promise<Result<CancelOutcome, DomainError>> {
    const email = normaliseEmail(input.email);
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (!email || !firstName || !lastName) return invalid(!email ? 'email' : !firstName ? 'firstName' : 'lastName', 'Please fill in your email, first name and last name.');
    const limited = await this.limit(caller.address, `email:${email}`);
    if (!limited.ok) return limited;
    const user = await this.users.findByEmail(email);
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();
    if (!user || !same(user.firstName, firstName) || !same(user.lastName, lastName)) return fail('SUBSCRIPTION.NOT_FOUND', NOT_FOUND_BY_EMAIL);
    const subscription = await this.subscriptions.findByUserId(user.id);
    if (!subscription) return fail('SUBSCRIPTION.NOT_FOUND', NOT_FOUND_BY_EMAIL);
    return ok(await this.cancelFor(user, subscription, 'self_serve_email', caller.origin));
  }

  /** Public cancellation by name and postcode: exactly one account must match, else nothing is cancelled. */
  async byDetails(input: { firstName: string; lastName: string; postcode: string }, caller: Caller): Promise<Result<CancelOutcome, DomainError>> {
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (!firstName || !lastName || !input.postcode.trim()) return invalid(!firstName ? 'firstName' : !lastName ? 'lastName' : 'postcode', 'Please fill in your first name, last name and postcode.');
    const postcode = validatePostcode(input.postcode, this.postcodes);
    if (!postcode.ok) return postcode;
    const target = `details:${firstName.toLowerCase()}|${lastName.toLowerCase()}|${postcode.value.value}`;
    const limited = await this.limit(caller.address, target);
    if (!limited.ok) return limited;
    const key = (p: string | null) => (p ?? '').replace(/\s+/g, '').toUpperCase();
    const matches = (await this.users.findByName(firstName, lastName, 20)).filter((u) => key(u.profile.postcode) === key(postcode.value.value));
    const withSubscription: Array<{ user: User; subscription: Subscription }> = [];
    for (const user of matches) {
      const subscription = await this.subscriptions.findByUserId(user.id);
      if (subscription) withSubscription.push({ user, subscription });
    }
    if (withSubscription.length !== 1) {
      if (withSubscription.length > 1) this.logger.warn({ matches: withSubscription.length }, 'cancel by details matched several accounts; nothing cancelled');
      return fail('SUBSCRIPTION.NOT_FOUND', NOT_FOUND_BY_DETAILS);
    }
    const { user, subscription } = withSubscription[0]!;
    const outcome = await this.cancelFor(user, subscription, 'self_serve_details', caller.origin);
    return ok({ ...outcome, customerEmail: maskEmail(outcome.customerEmail) });
  }

  private async limit(callerKey: string, target: string): Promise<Result<true, DomainError>> {
    for (const [limit, key] of [
      [CANCEL_IP_LIMIT, callerKey],
      [CANCEL_TARGET_LIMIT, target],
    ] as const) {
      const decision = await this.limiter.consume(limit, key);
      if (!decision.allowed) {
        return fail('RATE_LIMITED', 'Too many cancellation attempts. Please wait a while and try again, or contact support.', { retryAfterSeconds: decision.retryAfterSeconds });
      }
    }
    return ok(true);
  }

  private async cancelFor(user: User, subscription: Subscription, method: CancelMethod, origin: string): Promise<CancelOutcome> {
    const now = this.clock.now();
    const cancelled = cancel(subscription, now);
    if (!cancelled.ok) {
      const endsAt = subscription.accessEndsAt && subscription.accessEndsAt.getTime() > now.getTime() ? subscription.accessEndsAt : null;
      return { status: 'already_cancelled', customerEmail: user.email, accessEndsAt: endsAt, subscription };
    }
    const saved = await this.subscriptions.save(cancelled.value);
    await recordAuthorization(this.events, this.clock, { userId: user.id, subscriptionId: saved.id, eventType: 'cancellation', method, amountPence: 0, status: 'succeeded' });
    this.logger.info({ subscriptionId: saved.id, method }, 'subscription cancelled');
    const accessEndsAt = saved.accessEndsAt!;
    const token = newSecretToken();
    await this.undoTokens.issue({ subscriptionId: saved.id, tokenHash: digestToken(token), expiresAt: accessEndsAt });
    const undoUrl = `${origin}/cancel-subscription/undo?token=${encodeURIComponent(token)}`;
    const access = accessEndsAt.getTime() > now.getTime() ? `You keep full access until ${longDate(accessEndsAt)}, and nothing more will be charged.` : 'Nothing more will be charged.';
    await this.mailer.send({
      kind: 'subscription-cancelled',
      to: user.email,
      subject: 'Your Larder subscription is cancelled',
      text: [
        `Hello ${user.firstName},`,
        '',
        'Your Larder subscription has been cancelled.',
        access,
        '',
        accessEndsAt.getTime() > now.getTime() ? `Changed your mind, or was this not you? Keep your subscription with one click (works until ${longDate(accessEndsAt)}):` : 'Was this not you? Contact support.',
        ...(accessEndsAt.getTime() > now.getTime() ? [undoUrl] : []),
      ].join('\n'),
    });
    return { status: 'cancelled', customerEmail: user.email, accessEndsAt: accessEndsAt.getTime() > now.getTime() ? accessEndsAt : null, subscription: saved };
  }
}

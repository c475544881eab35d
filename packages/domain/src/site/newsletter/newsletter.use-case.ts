import { isEmail, normaliseEmail } from '../../accounts/user';
import { type Clock, addMinutes } from '../../shared/clock';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Mailer } from '../../shared/mailer';
import type { RateLimit, RateLimiter } from '../../shared/rate-limiter';
import { type Result, ok } from '../../shared/result';
import { digestToken, newSecretToken } from '../../shared/tokens';
import type { NewsletterRepository, NewsletterSubscription } from './ports';

/** Sign-ups per address (IP) an hour: enough for a family, too few to flood strangers' inboxes. */
export const NEWSLETTER_IP_LIMIT: RateLimit = { name: 'newsletter-ip', points: 10, durationSeconds: 3600 };
/** A pending sign-up gets its confirmation email again at most once in this many minutes. */
export const RESEND_AFTER_MINUTES = 60;

export type SubscribeOutcome = 'confirmation-sent' | 'already-subscribed' | 'confirmation-pending';

/**
 * The blog's newsletter box (document 002 builds it for real): a sign-up is stored and confirmed by a
 * link in an email (double opt-in); signing up again is harmless; every email carries an unsubscribe link.
 */
export class Newsletter {
  constructor(
    private readonly subscriptions: NewsletterRepository,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async subscribe(input: { email: unknown; source?: string; ip: string; origin: string }): Promise<Result<{ email: string; outcome: SubscribeOutcome }, DomainError>> {
    const raw = typeof input.email === 'string' ? input.email : '';
    const email = normaliseEmail(raw);
    if (!email) return invalid('email', 'Please enter your email address');
    if (!isEmail(email)) return invalid('email', 'Please enter a valid email address');
    const decision = await this.limiter.consume(NEWSLETTER_IP_LIMIT, input.ip);
    if (!decision.allowed) return fail('RATE_LIMITED', 'Too many sign-ups from this connection. Please try again later.', { retryAfterSeconds: decision.retryAfterSeconds });
    const now = this.clock.now();
    const existing = await this.subscriptions.findByEmail(email);
    if (existing && existing.confirmedAt && !existing.unsubscribedAt) return ok({ email, outcome: 'already-subscribed' });
    if (existing && !existing.confirmedAt && !existing.unsubscribedAt && addMinutes(existing.confirmationSentAt, RESEND_AFTER_MINUTES) > now) {
      return ok({ email, outcome: 'confirmation-pending' });
    }
    const token = newSecretToken();
    const subscription: NewsletterSubscription = {
      email,
      tokenDigest: digestToken(token),
      source: (input.source ?? 'blog').slice(0, 40),
      createdAt: existing?.createdAt ?? now,
      confirmationSentAt: now,
      confirmedAt: null,
      unsubscribedAt: null,
    };
    await this.subscriptions.save(subscription);
    const confirm = `${input.origin}/api/newsletter/confirm?token=${token}`;
    const unsubscribe = `${input.origin}/api/newsletter/unsubscribe?token=${token}`;
    await this.mailer.send({
      to: email,
      kind: 'newsletter-confirm',
      subject: 'Confirm your Larder newsletter sign-up',
      text: [
        'Thanks for signing up to the Larder newsletter: one email a week with budget recipes, food-saving tips and new articles from our blog.',
        '',
        `Please confirm your address by opening this link: ${confirm}`,
        '',
        "If you did not sign up, ignore this email and you won't hear from us.",
        `To stop these emails at any time: ${unsubscribe}`,
      ].join('\n'),
    });
    return ok({ email, outcome: 'confirmation-sent' });
  }

  async confirm(token: unknown): Promise<Result<{ email: string }, DomainError>> {
    const row = await this.byToken(token);
    if (!row) return fail('NEWSLETTER.LINK_INVALID', 'This confirmation link is not valid. Please sign up again.');
    if (!row.confirmedAt || row.unsubscribedAt) await this.subscriptions.save({ ...row, confirmedAt: this.clock.now(), unsubscribedAt: null });
    return ok({ email: row.email });
  }

  async unsubscribe(token: unknown): Promise<Result<{ email: string }, DomainError>> {
    const row = await this.byToken(token);
    if (!row) return fail('NEWSLETTER.LINK_INVALID', 'This unsubscribe link is not valid.');
    if (!row.unsubscribedAt) await this.subscriptions.save({ ...row, unsubscribedAt: this.clock.now() });
    return ok({ email: row.email });
  }

  private byToken(token: unknown) {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return Promise.resolve(null);
    return this.subscriptions.findByTokenDigest(digestToken(token));
  }
}

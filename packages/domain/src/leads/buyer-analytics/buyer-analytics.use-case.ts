import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { type Clock, addMinutes } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import type { RateLimit, RateLimiter } from '../../shared/rate-limiter';
import { digestToken, newSecretToken } from '../../shared/tokens';
import type { PasswordHasher } from '../../accounts/ports';
import { parseCalendarDate } from '../calendar';
import type { BuyerAnalyticsSessions, LeadStore } from '../ports';
import { type BuyerAnalyticsData, type ConversionFunnel, computeAnalytics, computeFunnel, rangeInstants, resolveRange } from './analytics';

/** Password attempts per caller address. */
export const BUYER_ANALYTICS_AUTH_LIMIT: RateLimit = { name: 'buyer-analytics-auth', points: 10, durationSeconds: 900 };
/** How long a buyer analytics session lasts. */
export const BUYER_ANALYTICS_SESSION_MINUTES = 12 * 60;

export const PASSWORD_REQUIRED = 'Password Required: Please enter a password';
export const INCORRECT_PASSWORD = 'Incorrect password';
export const NOT_CONFIGURED = 'Buyer analytics is not set up yet: an operator must set BUYER_ANALYTICS_PASSWORD_HASH.';

/**
 * Buyer analytics behind one shared password (document 002): the password is checked here against an
 * argon2 hash from the configuration, never sent to a page; a success opens a session whose token only the
 * browser's cookie holds (we keep its digest).
 */
export class BuyerAnalytics {
  constructor(
    private readonly store: LeadStore,
    private readonly sessions: BuyerAnalyticsSessions,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly passwordHash: string | null,
  ) {}

  get configured(): boolean {
    return this.passwordHash !== null;
  }

  async signIn(password: string, address: string): Promise<Result<{ token: string; expiresAt: Date }, DomainError>> {
    if (!password) return invalid('password', PASSWORD_REQUIRED);
    if (!this.passwordHash) return fail('LEAD.ANALYTICS_NOT_CONFIGURED', NOT_CONFIGURED);
    const allowed = await this.limiter.consume(BUYER_ANALYTICS_AUTH_LIMIT, address);
    if (!allowed.allowed) {
      return fail('RATE_LIMITED', `Too many attempts. Try again in ${Math.ceil(allowed.retryAfterSeconds / 60)} minute(s).`, { retryAfterSeconds: allowed.retryAfterSeconds });
    }
    if (!(await this.hasher.verify(this.passwordHash, password))) {
      this.logger.warn({ address }, 'buyer analytics password refused');
      return fail('AUTH.INVALID_CREDENTIALS', INCORRECT_PASSWORD);
    }
    await this.limiter.reset(BUYER_ANALYTICS_AUTH_LIMIT, address);
    const token = newSecretToken();
    const now = this.clock.now();
    const expiresAt = addMinutes(now, BUYER_ANALYTICS_SESSION_MINUTES);
    await this.sessions.create(digestToken(token), expiresAt, now);
    await this.sessions.deleteExpired(now);
    return ok({ token, expiresAt });
  }

  async isSignedIn(token: string | undefined): Promise<boolean> {
    return Boolean(token) && this.sessions.isActive(digestToken(token!), this.clock.now());
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.sessions.delete(digestToken(token));
  }

  async data(input: { range?: string; startDate?: string; endDate?: string }): Promise<Result<BuyerAnalyticsData, DomainError>> {
    const range = resolveRange(input.range, input.startDate, input.endDate, this.clock.now());
    if (!range.ok) return range;
    const { from, to } = rangeInstants(range.value);
    return ok(computeAnalytics(await this.store.activity(from, to), range.value));
  }

  /** The funnel of the leads received between two dates (inclusive), or of every lead kept. */
  async funnel(input: { startDate?: string; endDate?: string }): Promise<Result<ConversionFunnel, DomainError>> {
    if (!input.startDate && !input.endDate) return ok(computeFunnel(await this.store.activity(null, null)));
    const start = parseCalendarDate(input.startDate ?? input.endDate);
    const end = parseCalendarDate(input.endDate ?? input.startDate);
    if (!start || !end) return invalid(start ? 'endDate' : 'startDate', 'Dates are written YYYY-MM-DD');
    const range = resolveRange('custom', input.startDate ?? input.endDate, input.endDate ?? input.startDate, this.clock.now());
    if (!range.ok) return range;
    const { from, to } = rangeInstants(range.value);
    return ok(computeFunnel(await this.store.activity(from, to)));
  }
}

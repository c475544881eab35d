import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { type Clock, addMinutes } from '../../shared/clock';
import type { Mailer } from '../../shared/mailer';
import type { RateLimiter } from '../../shared/rate-limiter';
import { digestToken, newSecretToken } from '../../shared/tokens';
import type { MagicLinkRepository, UserRepository } from '../ports';
import { isEmail, normaliseEmail } from '../user';
import { MAGIC_LINK_PER_ADDRESS, MAGIC_LINK_PER_EMAIL, retryMessage } from '../sign-in/limits';

export const MAGIC_LINK_MINUTES = 15;
/** The landing route of a login link (adapters-http serves it). */
export const MAGIC_LINK_PATH = '/api/auth/magic-login';

export interface RequestMagicLinkInput {
  readonly email: string;
  readonly address: string;
  /** The site's public origin, e.g. http://localhost:5000. */
  readonly origin: string;
}

/**
 * Sends a single-use login link valid for 15 minutes. The answer is the same whether or not
 * the email has an account (no account, no email), so the call cannot be used to find accounts.
 * `loginUrl` is returned for the development log only; the HTTP edge drops it in production.
 */
export class RequestMagicLink {
  constructor(
    private readonly users: UserRepository,
    private readonly links: MagicLinkRepository,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute(input: RequestMagicLinkInput): Promise<Result<{ loginUrl: string | null }, DomainError>> {
    const email = normaliseEmail(input.email);
    if (!email) return invalid('email', 'Please enter your email address');
    if (!isEmail(email)) return invalid('email', 'Please enter a valid email address');
    for (const [limit, key] of [[MAGIC_LINK_PER_EMAIL, email], [MAGIC_LINK_PER_ADDRESS, input.address]] as const) {
      const decision = await this.limiter.consume(limit, key);
      if (!decision.allowed) {
        return fail('RATE_LIMITED', retryMessage('login link requests', decision.retryAfterSeconds), { retryAfterSeconds: decision.retryAfterSeconds });
      }
    }
    const user = await this.users.findByEmail(email);
    // Operators sign in on the console only (password and second factor, recorded): no link, the same answer.
    if (!user || user.role === 'admin') return ok({ loginUrl: null });

    const token = newSecretToken();
    const now = this.clock.now();
    await this.links.create({ tokenHash: digestToken(token), userId: user.id, createdAt: now, expiresAt: addMinutes(now, MAGIC_LINK_MINUTES) });
    const loginUrl = `${input.origin}${MAGIC_LINK_PATH}?token=${token}`;
    await this.mailer.send({
      kind: 'magic-link',
      to: user.email,
      subject: 'Your Larder login link',
      text: [
        `Hello ${user.firstName || 'there'},`,
        '',
        'Use this link to sign in to Larder. It works once and expires in 15 minutes:',
        loginUrl,
        '',
        "If you didn't ask for it, ignore this email: nobody can sign in without the link.",
      ].join('\n'),
    });
    return ok({ loginUrl });
  }
}

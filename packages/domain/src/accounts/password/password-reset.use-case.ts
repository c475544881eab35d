import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { type Clock, addMinutes } from '../../shared/clock';
import type { Mailer } from '../../shared/mailer';
import type { RateLimit, RateLimiter } from '../../shared/rate-limiter';
import { digestToken, newSecretToken } from '../../shared/tokens';
import type { PasswordHasher, UserRepository } from '../ports';
import type { SessionService } from '../sessions/session-service';
import { checkPassword } from '../sign-up/password-rules';
import { isEmail, normaliseEmail } from '../user';
import { retryMessage } from '../sign-in/limits';
import type { PasswordResetRepository } from './ports';

export const PASSWORD_RESET_MINUTES = 30;
/** The page a reset link opens (the web app's form, which posts the token). */
export const PASSWORD_RESET_PATH = '/reset-password';
/** Reset requests: 3 per email and 20 per address an hour. */
export const RESET_PER_EMAIL: RateLimit = { name: 'password-reset-email', points: 3, durationSeconds: 60 * 60 };
export const RESET_PER_ADDRESS: RateLimit = { name: 'password-reset-address', points: 20, durationSeconds: 60 * 60 };

export const RESET_REQUESTED_MESSAGE = 'If an account exists for that email, a link to choose a new password is on its way. It expires in 30 minutes.';
const INVALID_LINK = 'This password link is invalid, used or expired. Please ask for a new one.';

/**
 * "Forgot password": a single-use link valid for 30 minutes, stored hashed, a newer one retiring the older. The
 * answer is the same whether or not the email has an account (and operators, who reset on the CLI, get none).
 * Setting the new password signs the account out everywhere; the person then signs in with it.
 */
export class PasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: PasswordResetRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async request(input: { email: string; address: string; origin: string }): Promise<Result<{ message: string; resetUrl: string | null }, DomainError>> {
    const email = normaliseEmail(input.email);
    if (!email) return invalid('email', 'Please enter your email address');
    if (!isEmail(email)) return invalid('email', 'Please enter a valid email address');
    for (const [limit, key] of [[RESET_PER_EMAIL, email], [RESET_PER_ADDRESS, input.address]] as const) {
      const decision = await this.limiter.consume(limit, key);
      if (!decision.allowed) {
        return fail('RATE_LIMITED', retryMessage('password link requests', decision.retryAfterSeconds), { retryAfterSeconds: decision.retryAfterSeconds });
      }
    }
    const user = await this.users.findByEmail(email);
    if (!user || user.role !== 'user') return ok({ message: RESET_REQUESTED_MESSAGE, resetUrl: null });
    const token = newSecretToken();
    const now = this.clock.now();
    await this.tokens.create({ tokenHash: digestToken(token), userId: user.id, createdAt: now, expiresAt: addMinutes(now, PASSWORD_RESET_MINUTES) });
    const resetUrl = `${input.origin}${PASSWORD_RESET_PATH}?token=${token}`;
    await this.mailer.send({
      kind: 'password-reset',
      to: user.email,
      subject: 'Choose a new Larder password',
      text: [
        `Hello ${user.firstName || 'there'},`,
        '',
        'Use this link to choose a new password for Larder. It works once and expires in 30 minutes:',
        resetUrl,
        '',
        "If you didn't ask for it, ignore this email: your password stays as it is.",
      ].join('\n'),
    });
    return ok({ message: RESET_REQUESTED_MESSAGE, resetUrl });
  }

  async reset(input: { token: string; password: string; confirmPassword: string }): Promise<Result<{ message: string }, DomainError>> {
    if (!input.password) return invalid('password', 'Please enter a new password');
    const checked = checkPassword(input.password, input.confirmPassword);
    if (!checked.ok) return checked;
    // The password is checked first, so a typo does not use the link up.
    const userId = input.token ? await this.tokens.consume(digestToken(input.token), this.clock.now()) : null;
    const user = userId ? await this.users.findById(userId) : null;
    if (!user || user.role !== 'user') return fail('AUTH.MAGIC_LINK_INVALID', INVALID_LINK, { field: 'token' });
    await this.users.setPasswordHash(user.id, await this.hasher.hash(input.password));
    await this.sessions.signOutEverywhere(user.id);
    return ok({ message: 'Your password is changed and every device is signed out. Sign in with your new password.' });
  }
}

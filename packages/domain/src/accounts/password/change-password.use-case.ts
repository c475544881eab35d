import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { RateLimit, RateLimiter } from '../../shared/rate-limiter';
import type { PasswordHasher, UserRepository } from '../ports';
import type { SessionService } from '../sessions/session-service';
import { checkPassword } from '../sign-up/password-rules';
import { retryMessage } from '../sign-in/limits';

/** Wrong current passwords on the change form: 5 per account in 15 minutes (a stolen session cannot guess on). */
export const PASSWORD_CHANGE_PER_ACCOUNT: RateLimit = { name: 'password-change', points: 5, durationSeconds: 15 * 60 };

export interface ChangePasswordInput {
  readonly userId: string;
  /** The session making the change: it stays; every other session of the account ends. */
  readonly sessionToken: string | undefined;
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/**
 * A signed-in person changes their password: the current one is required (a passwordless account, which has
 * none, sets its first), the new one follows the sign-up rules, and every other signed-in device is signed out.
 */
export class ChangePassword {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(input: ChangePasswordInput): Promise<Result<{ message: string }, DomainError>> {
    const user = await this.users.findById(input.userId);
    if (!user) return fail('AUTH.UNAUTHENTICATED', 'Unauthorized');
    if (!input.newPassword) return invalid('newPassword', 'Please enter a new password');
    const checked = checkPassword(input.newPassword, input.confirmPassword);
    if (!checked.ok) return invalid(checked.error.field === 'confirmPassword' ? 'confirmPassword' : 'newPassword', checked.error.message);
    if (user.passwordHash) {
      if (!input.currentPassword) return invalid('currentPassword', 'Please enter your current password');
      // Counted before the check (parallel guesses cannot slip under the limit); a right password gives it back.
      const decision = await this.limiter.consume(PASSWORD_CHANGE_PER_ACCOUNT, user.id);
      if (!decision.allowed) {
        return fail('RATE_LIMITED', retryMessage('password attempts', decision.retryAfterSeconds), { retryAfterSeconds: decision.retryAfterSeconds });
      }
      if (!(await this.hasher.verify(user.passwordHash, input.currentPassword))) {
        // A 400 naming the field, not a 401: the person is signed in, only the password typed is wrong.
        return invalid('currentPassword', 'Your current password is not right');
      }
      await this.limiter.reset(PASSWORD_CHANGE_PER_ACCOUNT, user.id);
    }
    await this.users.setPasswordHash(user.id, await this.hasher.hash(input.newPassword));
    await this.sessions.signOutOthers(user.id, input.sessionToken);
    return ok({ message: 'Password changed. Your other devices are signed out.' });
  }
}

import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { PasswordHasher, UserRepository } from '../ports';
import type { SessionService, StartedSession } from '../sessions/session-service';
import { type User, normaliseEmail } from '../user';
import { SIGN_IN_PER_ADDRESS, SIGN_IN_PER_EMAIL, retryMessage } from './limits';

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  readonly keepLoggedIn: boolean;
  /** The caller's network address, for rate limiting. */
  readonly address: string;
}

const INVALID = 'Invalid email or password';

export class SignIn {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(input: SignInInput): Promise<Result<{ user: User; session: StartedSession }, DomainError>> {
    const email = normaliseEmail(input.email);
    if (!email) return invalid('email', 'Please enter your email address');
    if (!input.password) return invalid('password', 'Please enter your password');

    for (const [limit, key] of [[SIGN_IN_PER_EMAIL, email], [SIGN_IN_PER_ADDRESS, input.address]] as const) {
      const decision = await this.limiter.check(limit, key);
      if (!decision.allowed) {
        return fail('RATE_LIMITED', retryMessage('sign-in attempts', decision.retryAfterSeconds), { retryAfterSeconds: decision.retryAfterSeconds });
      }
    }

    const user = await this.users.findByEmail(email);
    if (user && !user.passwordHash) {
      return fail('AUTH.PASSWORDLESS_ACCOUNT', 'This account signs in with a login link. Request a link instead.');
    }
    const valid = user?.passwordHash ? await this.hasher.verify(user.passwordHash, input.password) : false;
    if (!user || !valid) {
      await this.limiter.consume(SIGN_IN_PER_EMAIL, email);
      await this.limiter.consume(SIGN_IN_PER_ADDRESS, input.address);
      return fail('AUTH.INVALID_CREDENTIALS', INVALID);
    }
    await this.limiter.reset(SIGN_IN_PER_EMAIL, email);
    const session = await this.sessions.start(user.id, input.keepLoggedIn);
    return ok({ user, session });
  }
}

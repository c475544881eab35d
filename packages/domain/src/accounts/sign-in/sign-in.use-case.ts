import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { PasswordHasher, UserRepository } from '../ports';
import type { SessionService, StartedSession } from '../sessions/session-service';
import { type User, normaliseEmail } from '../user';
import { countSignInAttempt, signInSucceeded } from './limits';

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

    const refused = await countSignInAttempt(this.limiter, email, input.address);
    if (refused) return refused;

    const user = await this.users.findByEmail(email);
    if (user && !user.passwordHash) {
      return fail('AUTH.PASSWORDLESS_ACCOUNT', 'This account signs in with a login link. Request a link instead.');
    }
    const valid = user?.passwordHash ? await this.hasher.verify(user.passwordHash, input.password) : false;
    if (!user || !valid) return fail('AUTH.INVALID_CREDENTIALS', INVALID);
    // Operators sign in on the console, where the sign-in is recorded and the second factor asked for.
    if (user.role === 'admin') return fail('AUTH.FORBIDDEN', 'Operator accounts sign in on the operator console (/admin).');
    await signInSucceeded(this.limiter, email, input.address);
    const session = await this.sessions.start(user.id, input.keepLoggedIn);
    return ok({ user, session });
  }
}

import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { UserRepository } from '../ports';
import { type AccountType, accountTypeOf, isEmail, normaliseEmail } from '../user';
import { ACCOUNT_LOOKUP_PER_ADDRESS, retryMessage } from './limits';

/** The first step of /login: which second step this email needs. */
export class CheckAccountType {
  constructor(
    private readonly users: UserRepository,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(input: { email: string; address: string }): Promise<Result<{ accountType: AccountType }, DomainError>> {
    const email = normaliseEmail(input.email);
    if (!email) return invalid('email', 'Please enter your email address');
    if (!isEmail(email)) return invalid('email', 'Please enter a valid email address');
    const decision = await this.limiter.consume(ACCOUNT_LOOKUP_PER_ADDRESS, input.address);
    if (!decision.allowed) {
      return fail('RATE_LIMITED', retryMessage('attempts', decision.retryAfterSeconds), { retryAfterSeconds: decision.retryAfterSeconds });
    }
    const user = await this.users.findByEmail(email);
    if (!user) return fail('AUTH.ACCOUNT_NOT_FOUND', 'No account found for this email. Please check it or start a free trial.');
    return ok({ accountType: accountTypeOf(user) });
  }
}

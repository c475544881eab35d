import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { RateLimiter } from '../../shared/rate-limiter';
import { type AccountType, isEmail, normaliseEmail } from '../user';
import { ACCOUNT_LOOKUP_PER_ADDRESS, retryMessage } from './limits';

/**
 * The first step of /login. It answers the same for every well-formed address, with an account or without, with a
 * password or only login links (issue 34, M4: it told anyone whether an email has an account): the page asks for the
 * password and offers a login link on the same step; a wrong password and an unknown address fail alike at sign-in,
 * and a login link is sent only to an account, with the same answer either way.
 */
export class CheckAccountType {
  constructor(private readonly limiter: RateLimiter) {}

  async execute(input: { email: string; address: string }): Promise<Result<{ accountType: AccountType }, DomainError>> {
    const email = normaliseEmail(input.email);
    if (!email) return invalid('email', 'Please enter your email address');
    if (!isEmail(email)) return invalid('email', 'Please enter a valid email address');
    const decision = await this.limiter.consume(ACCOUNT_LOOKUP_PER_ADDRESS, input.address);
    if (!decision.allowed) {
      return fail('RATE_LIMITED', retryMessage('attempts', decision.retryAfterSeconds), { retryAfterSeconds: decision.retryAfterSeconds });
    }
    return ok({ accountType: 'password' });
  }
}

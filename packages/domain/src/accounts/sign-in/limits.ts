import type { RateLimit, RateLimiter } from '../../shared/rate-limiter';
import { type DomainError, fail } from '../../shared/errors';
import type { Err } from '../../shared/result';

/** Failed password sign-ins: 5 per email and 20 per network address in 15 minutes. */
export const SIGN_IN_PER_EMAIL: RateLimit = { name: 'sign-in-email', points: 5, durationSeconds: 15 * 60 };
export const SIGN_IN_PER_ADDRESS: RateLimit = { name: 'sign-in-address', points: 20, durationSeconds: 15 * 60 };
/** Login-link requests: 5 per email and 20 per address in an hour. */
export const MAGIC_LINK_PER_EMAIL: RateLimit = { name: 'magic-link-email', points: 5, durationSeconds: 60 * 60 };
export const MAGIC_LINK_PER_ADDRESS: RateLimit = { name: 'magic-link-address', points: 20, durationSeconds: 60 * 60 };
/** Account-type look-ups (they tell whether an email has an account): 30 per address in 15 minutes. */
export const ACCOUNT_LOOKUP_PER_ADDRESS: RateLimit = { name: 'account-lookup-address', points: 30, durationSeconds: 15 * 60 };

export const retryMessage = (what: string, seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * Counts a password attempt against its email and its address before the password is checked, in one atomic
 * step each, so parallel guesses cannot all slip in under the limit (30 at once used to get 12 checked against
 * a limit of 5). Answers the refusal when either limit is used up; `signInSucceeded` gives the attempt back.
 */
export async function countSignInAttempt(limiter: RateLimiter, email: string, address: string): Promise<Err<DomainError> | null> {
  for (const [limit, key] of [[SIGN_IN_PER_EMAIL, email], [SIGN_IN_PER_ADDRESS, address]] as const) {
    const decision = await limiter.consume(limit, key);
    if (!decision.allowed) {
      return fail('RATE_LIMITED', retryMessage('sign-in attempts', decision.retryAfterSeconds), { retryAfterSeconds: decision.retryAfterSeconds });
    }
  }
  return null;
}

/** A right password: the email's failures are forgotten and the address's count gets this attempt back. */
export async function signInSucceeded(limiter: RateLimiter, email: string, address: string): Promise<void> {
  await limiter.reset(SIGN_IN_PER_EMAIL, email);
  await limiter.release(SIGN_IN_PER_ADDRESS, address);
}

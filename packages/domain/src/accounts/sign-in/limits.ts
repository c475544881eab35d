import type { RateLimit } from '../../shared/rate-limiter';

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

/** A named limit: at most `points` attempts per `durationSeconds` for one key. */
export interface RateLimit {
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
}

export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Counts attempts per key across every server (the real adapter keeps counts in Postgres). */
export interface RateLimiter {
  /** Counts one attempt against the key; refuses when the limit is already used up. */
  consume(limit: RateLimit, key: string): Promise<RateDecision>;
  /** Tells, without counting, whether the key is already blocked. */
  check(limit: RateLimit, key: string): Promise<RateDecision>;
  /** Forgets the key's attempts (after a successful sign-in, say). */
  reset(limit: RateLimit, key: string): Promise<void>;
  /** Gives back one counted attempt (an attempt counted before it was checked, that turned out right). */
  release(limit: RateLimit, key: string): Promise<void>;
}
export const RATE_LIMITER = Symbol('RateLimiter');

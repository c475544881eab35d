import type { MagicLinkToken } from '../ports';

/** "Forgot password" links: stored as the token's SHA-256 only; a new link retires the account's older ones. */
export interface PasswordResetRepository {
  create(token: MagicLinkToken): Promise<void>;
  /** Marks the token used and returns its user, once only, and only before it expires. */
  consume(tokenHash: string, now: Date): Promise<string | null>;
}
export const PASSWORD_RESET_REPOSITORY = Symbol('PasswordResetRepository');

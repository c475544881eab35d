/** Accounts marked for deletion, and their erasure once the undo window has passed. */
export interface AccountDeletionRepository {
  /** Marks the account for deletion at `at` (an earlier mark stays). */
  schedule(userId: string, at: Date): Promise<void>;
  /** When the account was marked, or null when it is not (or is already erased). */
  requestedAt(userId: string): Promise<Date | null>;
  /** Takes the mark off; false when there was none. */
  cancel(userId: string): Promise<boolean>;
  /** Accounts marked at or before `before` and not erased yet, oldest first. */
  due(before: Date, limit: number): Promise<string[]>;
  /**
   * Erases the account's personal data in one transaction: everything keyed by its id (plans, lists, recipes,
   * chats, larder, receipts, sessions, links, household...) goes; the user row stays as an anonymised stub
   * (placeholder email, no name, no password, no profile) so the payment records (subscriptions, charges,
   * attempts, refunds) are kept, without card details. Safe to repeat.
   */
  erase(userId: string, at: Date): Promise<void>;
}
export const ACCOUNT_DELETION_REPOSITORY = Symbol('AccountDeletionRepository');

/** An emailed deletion link as stored: the token's SHA-256, never the token. */
export interface DeletionLink {
  readonly tokenHash: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  /** When it was used, or retired by a newer link; null while it may still be used. */
  readonly usedAt: Date | null;
}

/** Links that confirm an account's deletion by email (for households that sign in by login link, or anyone). */
export interface AccountDeletionLinkRepository {
  /** Stores a new link and retires the account's earlier unused ones. */
  create(link: Omit<DeletionLink, 'usedAt'>): Promise<void>;
  /** The link, used or not, expired or not; null when no link has this digest. */
  find(tokenHash: string): Promise<DeletionLink | null>;
  /** Marks the link used, once only and only before it expires: true when this call used it. */
  consume(tokenHash: string, now: Date): Promise<boolean>;
}
export const ACCOUNT_DELETION_LINK_REPOSITORY = Symbol('AccountDeletionLinkRepository');

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

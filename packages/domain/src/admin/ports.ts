import type { SubscriptionStatus } from '../billing/subscription';

/** One recorded operator action: who did what, when, and how it ended. */
export interface AdminAuditEntry {
  readonly id: string;
  /** The operator's user id (null once the account is deleted, or for the CLI run by the server's own user). */
  readonly actorId: string | null;
  /** The operator's email at the time ("cli" for a command run on the server). */
  readonly actorEmail: string;
  /** What was done: "admin.login", "admin.logout", "POST /api/subscription/process-daily-billing", "bins.import" ... */
  readonly action: string;
  /** "succeeded", "refused", or the HTTP status of the call ("200", "409"). */
  readonly outcome: string;
  /** A short, secret-free summary of the call's result (counts, never card data or passwords). */
  readonly detail: Readonly<Record<string, unknown>> | null;
  /** The caller's network address, when it came over HTTP. */
  readonly address: string | null;
  readonly createdAt: Date;
}

export type NewAdminAuditEntry = Omit<AdminAuditEntry, 'id' | 'createdAt'>;

/** The operators' audit trail: append-only, in a table of its own. */
export interface AdminAuditLog {
  record(entry: NewAdminAuditEntry, at: Date): Promise<AdminAuditEntry>;
  latest(options: { limit: number; offset: number }): Promise<{ entries: AdminAuditEntry[]; total: number }>;
  /** The newest entries of these actions only. */
  latestOf(actions: readonly string[], limit: number): Promise<AdminAuditEntry[]>;
}
export const ADMIN_AUDIT_LOG = Symbol('AdminAuditLog');

/** One row of a BIN list: the first six digits of a card number and who issues cards in that range. */
export interface BinRange {
  readonly bin: string;
  readonly issuer: string;
  /** The card scheme the list gives, when it gives one (else it comes from the number's prefix). */
  readonly scheme: string | null;
  /** ISO country code, when the list gives one. */
  readonly country: string | null;
}

/** The BIN list loaded with `bins import`: without one, issuers are unknown (never invented). */
export interface BinDirectory {
  /** Replaces the whole list with these rows, in one transaction. */
  replaceAll(rows: readonly BinRange[], at: Date): Promise<void>;
  /** The entries for these BINs (absent BINs are simply missing from the map). */
  lookup(bins: readonly string[]): Promise<Map<string, BinRange>>;
  count(): Promise<number>;
}
export const BIN_DIRECTORY = Symbol('BinDirectory');

/** A household account as the analytics read it. */
export interface HouseholdRow {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly createdAt: Date;
}

/** A subscription as the analytics read it (plain schedule columns, no card data but the BIN). */
export interface SubscriptionRow {
  readonly id: string;
  readonly userId: string;
  readonly status: SubscriptionStatus;
  readonly amountPence: number;
  readonly preferredPayDay: number;
  readonly trialEndsAt: Date | null;
  readonly billingPeriod: Date | null;
  readonly nextChargeAt: Date | null;
  readonly failedAttempts: number;
  readonly cancelledAt: Date | null;
  readonly paymentMethodId: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** How many periods were ever paid, and what they brought in (all time). */
  readonly paymentsCollected: number;
  readonly collectedPence: number;
  /** When a failed subscription was suspended: the last update of its latest failed charge (null otherwise). */
  readonly suspendedAt: Date | null;
}

/** One period's charge of a subscription (one per subscription and month). */
export interface ChargeRow {
  readonly id: string;
  readonly subscriptionId: string;
  readonly periodDate: Date;
  readonly amountPence: number;
  readonly status: 'processing' | 'succeeded' | 'retry_scheduled' | 'failed';
  readonly updatedAt: Date;
}

/** One attempt to collect a charge, with the card's BIN as it was when the attempt was made. */
export interface AttemptRow {
  readonly chargeId: string;
  readonly subscriptionId: string;
  readonly cardBin: string | null;
  readonly amountPence: number;
  readonly status: 'processing' | 'succeeded' | 'declined';
  /** The status of the charge the attempt belongs to (succeeded once any attempt collected it). */
  readonly chargeStatus: ChargeRow['status'];
  readonly startedAt: Date;
  readonly finishedAt: Date | null;
}

/** Everything the analytics compute from, read in one go. */
export interface AnalyticsRows {
  readonly households: readonly HouseholdRow[];
  readonly subscriptions: readonly SubscriptionRow[];
  /** Charges whose period date is on or after `since`. */
  readonly charges: readonly ChargeRow[];
  /** Attempts started on or after `since`. */
  readonly attempts: readonly AttemptRow[];
}

/** Reads the rows behind the operator figures; the real adapter reads plain columns in a few queries. */
export interface AdminAnalyticsSource {
  rows(options: { since: Date }): Promise<AnalyticsRows>;
}
export const ADMIN_ANALYTICS_SOURCE = Symbol('AdminAnalyticsSource');

/** An operator's second factor: the TOTP secret with the last step used, and single-use recovery codes (digests). */
export interface AdminSecondFactors {
  /** Sets (or replaces) the account's secret and recovery codes. */
  enrol(userId: string, secret: string, recoveryCodeHashes: readonly string[], at: Date): Promise<void>;
  find(userId: string): Promise<{ readonly secret: string; readonly lastStep: number } | null>;
  /** Uses a time step once: true only when it is later than the last one used (a code cannot be replayed). */
  useStep(userId: string, step: number): Promise<boolean>;
  /** Uses a recovery code once: true only the first time. */
  useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean>;
}
export const ADMIN_SECOND_FACTORS = Symbol('AdminSecondFactors');

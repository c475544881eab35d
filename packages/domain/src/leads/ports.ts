import type { RateLimit } from '../shared/rate-limiter';
import type { BuyerKey, LeadApplicant, LeadEventType, LeadFacts, LeadRejectionCode, LeadStatus, MaskedBankDetails, StoredLead } from './lead';

/** A decision about to be stored. Accepted leads carry their session and the applicant's details. */
export interface NewLead {
  readonly buyerId: string | null;
  readonly reference: string | null;
  readonly receivedAt: Date;
  readonly status: LeadStatus;
  readonly rejectionCode: LeadRejectionCode | null;
  readonly message: string;
  readonly pricePence: number | null;
  readonly facts: LeadFacts;
  readonly sessionId: string | null;
  readonly expiresAt: Date | null;
  readonly payDay: number | null;
  readonly applicant: LeadApplicant | null;
  readonly bank: MaskedBankDetails | null;
  /** SHA-256 digests of the applicant's identities (email, mobile), claimed for the duplicate window. */
  readonly identityHashes: readonly string[];
}

export type RecordedLead =
  /** Stored as decided. */
  | { readonly kind: 'recorded'; readonly lead: StoredLead }
  /** An accepted lead whose applicant was already claimed within the window: stored as a rejected duplicate. */
  | { readonly kind: 'duplicate'; readonly lead: StoredLead }
  /** The buyer already sent this reference: the earlier lead, unchanged. */
  | { readonly kind: 'existing'; readonly lead: StoredLead };

/** One request counted against a rate limit: RateLimiter.consume's arguments. */
export interface RateCount {
  readonly limit: RateLimit;
  readonly key: string;
}

/** The request was over its rate limit: nothing was recorded. */
export interface RateLimited {
  readonly kind: 'limited';
  readonly retryAfterSeconds: number;
}

/** Per-lead activity for buyer analytics. */
export interface LeadActivity {
  readonly id: string;
  readonly receivedAt: Date;
  readonly status: LeadStatus;
  readonly pricePence: number | null;
  readonly sessionId: string | null;
  /** Null once purged. */
  readonly email: string | null;
  readonly welcomeViewed: boolean;
  readonly subscriptionViewed: boolean;
  readonly subscribed: boolean;
  /** The status of the subscription the lead started (trialing, active ...), or null. */
  readonly subscriptionStatus: string | null;
  /** What the lead's subscription has paid us so far (succeeded charges), in pence. */
  readonly revenuePence: number;
}

/**
 * Where leads live. The real adapter keeps "one purchase per applicant per window" and "one answer per
 * buyer reference" with unique keys inside one transaction, never by reading first and writing after.
 */
export interface LeadStore {
  /**
   * Stores a decision atomically: an existing (buyer, reference) answers `existing`; an accepted lead claims
   * each identity (a claim older than `duplicateSince` may be taken over); if any is held, the lead is stored
   * as a rejected duplicate with no personal data, and no claim is kept.
   */
  record(lead: NewLead, duplicateSince: Date, duplicateMessage: string): Promise<RecordedLead>;
  /**
   * The intake's step: counts the request against `count` (one count, on the same counter as the intake's
   * RateLimiter.consume, and kept whatever happens next); within the limit, records the lead as `record` does;
   * over it, records nothing and answers `limited`. The PostgreSQL store sends both in one round trip.
   */
  recordCounted(count: RateCount, lead: NewLead, duplicateSince: Date, duplicateMessage: string): Promise<RecordedLead | RateLimited>;
  findByReference(buyerId: string | null, reference: string): Promise<StoredLead | null>;
  /** The lead a session opens, by the SHA-256 of its session id (the first one, or one a retry was answered). */
  findBySession(sessionHash: string): Promise<StoredLead | null>;
  /** Another session id for a bought lead (a buyer's retry is answered a new one): its digest opens the lead too. */
  addSession(leadId: string, sessionHash: string, at: Date): Promise<void>;
  /** Whether any of these identities was claimed after `since` (read only, for dry runs). */
  claimedSince(identityHashes: readonly string[], since: Date): Promise<boolean>;
  /** Records the first event of a type for a lead (later ones of the same type change nothing). */
  recordEvent(leadId: string, type: LeadEventType, at: Date): Promise<void>;
  /**
   * Marks the lead as being subscribed, so that two submissions cannot both start a trial; a mark older than
   * `staleBefore` (a crashed attempt) may be taken over. False when another attempt holds it or it is done.
   */
  beginSubscribe(leadId: string, at: Date, staleBefore: Date): Promise<boolean>;
  releaseSubscribe(leadId: string): Promise<void>;
  completeSubscribe(leadId: string, userId: string, subscriptionId: string, at: Date): Promise<void>;
  /** Leads received in [from, to), oldest first. */
  receivedBetween(from: Date, to: Date): Promise<StoredLead[]>;
  /** Activity of the leads received in [from, to) (all when null), newest first. */
  activity(from: Date | null, to: Date | null): Promise<LeadActivity[]>;
  /** Erases the personal data of leads received before `cutoff`; returns how many were erased. */
  purge(cutoff: Date, at: Date): Promise<number>;
  /** How many leads `purge(cutoff)` would erase. */
  countPurgeable(cutoff: Date): Promise<number>;
  /** Forgets applicant claims made before `before` (they no longer block anything). */
  forgetClaims(before: Date): Promise<number>;
}
export const LEAD_STORE = Symbol('LeadStore');

export interface BuyerKeyRepository {
  /** Null when an active key already has this name. */
  create(key: { name: string; keyHash: string; prefix: string; ratePerMinute: number; createdAt: Date }): Promise<BuyerKey | null>;
  findActiveByHash(keyHash: string): Promise<BuyerKey | null>;
  /** Revokes the active key of that name; false when there is none. */
  revoke(name: string, at: Date): Promise<boolean>;
  list(): Promise<BuyerKey[]>;
}
export const BUYER_KEY_REPOSITORY = Symbol('BuyerKeyRepository');

/** The buyer analytics sessions (the shared password's cookie): only a digest of the token is kept. */
export interface BuyerAnalyticsSessions {
  create(tokenHash: string, expiresAt: Date, at: Date): Promise<void>;
  isActive(tokenHash: string, now: Date): Promise<boolean>;
  delete(tokenHash: string): Promise<void>;
  deleteExpired(now: Date): Promise<number>;
}
export const BUYER_ANALYTICS_SESSIONS = Symbol('BuyerAnalyticsSessions');

/**
 * The intake's rate limiter (a RateLimiter): the real adapter counts without waiting for the disk, since a
 * count lost in a crash costs nothing, and every lead of a busy buyer updates the same counter.
 */
export const INTAKE_RATE_LIMITER = Symbol('IntakeRateLimiter');

import type { Result } from '../shared/result';
import type { DomainError } from '../shared/errors';
import type { CardSummary, NewSubscription, Subscription, SubscriptionStatus } from './subscription';

export type { NewSubscription };

export interface SubscriptionRepository {
  create(subscription: NewSubscription): Promise<Subscription>;
  /** The user's latest subscription. */
  findByUserId(userId: string): Promise<Subscription | null>;
  findById(id: string): Promise<Subscription | null>;
  updateStatus(id: string, status: SubscriptionStatus, at: Date): Promise<Subscription>;
  /** Writes the changed fields of a subscription (status, schedule, card, cancellation). */
  save(subscription: Subscription): Promise<Subscription>;
}
export const SUBSCRIPTION_REPOSITORY = Symbol('SubscriptionRepository');

export interface SetupIntent {
  readonly id: string;
  readonly clientSecret: string;
}

export interface SavedPaymentMethod {
  readonly customerId: string;
  readonly paymentMethodId: string;
  readonly card: CardSummary;
}

/**
 * Why a charge or a card was refused, in one vocabulary for every provider. The billing run retries
 * only the reasons that may succeed later (RETRYABLE_REASONS).
 */
export const DECLINE_REASONS = [
  'insufficient_funds',
  'generic_decline',
  'card_declined',
  'expired_card',
  'incorrect_cvc',
  'closed_account',
  'authentication_required',
  'authentication_failed',
  'invalid_payment_method',
  'provider_timeout',
  'provider_error',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const RETRYABLE_REASONS: ReadonlySet<DeclineReason> = new Set(['insufficient_funds', 'generic_decline', 'provider_timeout', 'provider_error']);

export interface ChargeRequest {
  readonly customerId: string;
  readonly paymentMethodId: string;
  readonly amountPence: number;
  readonly currency: 'GBP';
  /** One key per attempt: the provider answers a repeated key with the first answer and never charges twice. */
  readonly idempotencyKey: string;
  readonly description: string;
}

export type ChargeOutcome =
  | { readonly status: 'succeeded'; readonly providerChargeId: string }
  | { readonly status: 'declined'; readonly providerChargeId: string | null; readonly reason: DeclineReason; readonly message: string }
  /** No answer (a timeout, a dropped connection): the provider may or may not have charged; reconciled later. */
  | { readonly status: 'unknown'; readonly message: string };

/** Card details typed into our own form (the second provider's form): passed straight to the provider, never kept. */
export interface CardDetails {
  readonly holderName: string;
  readonly number: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly cvv: string;
}

export interface CardCustomer {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface RegisteredCard {
  readonly saved: SavedPaymentMethod;
  /** The first payment taken with the card (null for a zero-amount verification). */
  readonly firstPayment: ChargeOutcome | null;
}

/** A refund of a collected charge, sent to the provider that took it. */
export interface ProviderRefundRequest {
  /** The provider's id of the collected payment (a PaymentIntent, a transaction). */
  readonly providerChargeId: string;
  readonly amountPence: number;
  /** One key per refund: the provider answers a repeated key with the first answer and never refunds twice. */
  readonly idempotencyKey: string;
  readonly reason: string;
}

export type RefundOutcome =
  /** The provider accepted the refund (the money reaches the card in 5 to 10 business days). */
  | { readonly status: 'succeeded'; readonly providerRefundId: string }
  | { readonly status: 'failed'; readonly message: string };

/** A card payment provider (simulated, Stripe, Acquired). */
export interface PaymentGateway {
  readonly provider: string;
  /** Starts saving a card for later charges (no money moves). */
  createSetupIntent(): Promise<SetupIntent>;
  /** Creates the provider's customer and attaches the card, verifying it can be charged later. */
  saveCard(input: { paymentMethodId: string; email: string; name: string }): Promise<Result<SavedPaymentMethod, DomainError>>;
  /** A merchant-initiated charge of a saved card (off-session). */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** What the provider recorded for an attempt's idempotency key, or null when it never saw it. */
  findCharge(idempotencyKey: string): Promise<ChargeOutcome | null>;
  /** Refunds (part of) a payment this provider collected; never more than it collected, never twice for one key. */
  refund(request: ProviderRefundRequest): Promise<RefundOutcome>;
  /** Checks the credentials against the provider (the test page's "Test Connection"). */
  testConnection(): Promise<{ readonly ok: boolean; readonly message: string }>;
  /**
   * Only providers that take card details on our own form (Acquired, and the simulated one in its role):
   * registers the card with 3-D Secure, taking `amountPence` now (0 verifies the card only).
   */
  registerCardDetails?(input: {
    card: CardDetails;
    customer: CardCustomer;
    amountPence: number;
    idempotencyKey: string;
  }): Promise<Result<RegisteredCard, DomainError>>;
}
export const PAYMENT_GATEWAY = Symbol('PaymentGateway');

/** Every configured provider by name; a subscription is charged by the provider that saved its card. */
export interface PaymentGateways {
  /** The provider of the sign-up and /subscribe pages. */
  readonly primary: PaymentGateway;
  /** The provider behind the /api/acquired calls: Acquired when configured, else the simulated one. */
  readonly cardForm: PaymentGateway;
  byName(provider: string): PaymentGateway | null;
}
export const PAYMENT_GATEWAYS = Symbol('PaymentGateways');

/** A provider's webhook, verified: its signature checked over the raw body before anything is read. */
export interface VerifiedProviderEvent {
  readonly provider: string;
  readonly id: string;
  readonly type: string;
  /** For payment events: our attempt's idempotency key (carried in the provider's metadata or order id). */
  readonly idempotencyKey: string | null;
  readonly outcome: ChargeOutcome | null;
}

export interface WebhookVerifier {
  readonly provider: string;
  readonly configured: boolean;
  verify(rawBody: string, headers: Readonly<Record<string, string | undefined>>, now: Date): Result<VerifiedProviderEvent, DomainError>;
}

/** One attempt to collect a period's charge, written as `processing` before the provider is called. */
export interface OpenAttempt {
  readonly attemptId: string;
  readonly chargeId: string;
  readonly subscriptionId: string;
  readonly userId: string;
  readonly attempt: number;
  readonly idempotencyKey: string;
  readonly amountPence: number;
  readonly provider: string;
  readonly customerId: string | null;
  readonly paymentMethodId: string | null;
  readonly periodDate: Date;
  readonly startedAt: Date;
}

export interface AttemptRequest {
  readonly subscription: Subscription;
  readonly at: Date;
}

/** What opening an attempt found: a new attempt, a period already paid, or an attempt still in doubt. */
export type OpenedAttempt =
  | { readonly kind: 'attempt'; readonly attempt: OpenAttempt }
  | { readonly kind: 'already_paid'; readonly subscriptionId: string }
  | { readonly kind: 'in_doubt'; readonly subscriptionId: string };

/** A provider's answer to one attempt, to be written. */
export interface AttemptAnswer {
  readonly attempt: OpenAttempt;
  readonly outcome: Exclude<ChargeOutcome, { status: 'unknown' }>;
  /** When the attempt was made (the rules date retries from it). */
  readonly attemptedAt: Date;
  readonly finishedAt: Date;
}

/**
 * The subscription after an answer, computed from its row as it stands when the answer is written (read and
 * locked in the same transaction), never from the row the run read before calling the provider.
 */
export type SettleSubscription = (current: Subscription, answer: AttemptAnswer) => Subscription;

export interface RecordedOutcome extends AttemptAnswer {
  /** The subscription as the rules left it after this answer. */
  readonly subscription: Subscription;
}

export interface BillingStatistics {
  readonly totalSubscriptions: number;
  readonly activeSubscriptions: number;
  readonly pendingBillings: number;
  /** Succeeded attempts over finished attempts in the last 30 days, in percent (100 when there were none). */
  readonly recentSuccessRate: number;
}

export interface ChargeRecord {
  readonly subscriptionId: string;
  readonly userId: string;
  readonly periodDate: Date;
  readonly amountPence: number;
  readonly status: 'processing' | 'succeeded' | 'retry_scheduled' | 'failed';
  readonly attempts: number;
  readonly lastAttemptAt: Date | null;
  readonly declineReason: string | null;
}

/**
 * Where the billing run keeps its charges. The real adapter holds the run lock as a Postgres advisory lock and
 * enforces one charge per (subscription, month) and one row per attempt with unique keys.
 */
export interface BillingStore {
  /** Runs `work` holding the one billing lock; `{ ran: false }` when another run holds it. */
  withRunLock<T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /** Attempts a run left `processing` (it died, or the provider did not answer). */
  unfinishedAttempts(): Promise<OpenAttempt[]>;
  /** How many billable subscriptions are due on or before `date` (with this pay day, when given). */
  countDue(date: Date, payDay?: number): Promise<number>;
  /** Billable subscriptions whose next attempt is due on or before `date`, in id order after `afterId`. */
  dueSubscriptions(date: Date, afterId: string | null, limit: number): Promise<Subscription[]>;
  /** Creates each subscription's charge for its period when new and writes one `processing` attempt. */
  openAttempts(requests: readonly AttemptRequest[]): Promise<OpenedAttempt[]>;
  /**
   * A share of the run for one of several servers: up to `limit` subscriptions due on or before `date` that no other
   * claimer holds (PostgreSQL: FOR UPDATE SKIP LOCKED) and that have no attempt in flight, with their attempts opened
   * (as openAttempts, at `at`), in one transaction. Once it commits, the attempts in flight keep them out of every
   * other claim, so each is claimed once.
   */
  claimDue(date: Date, at: Date, limit: number): Promise<Array<{ subscription: Subscription; opened: OpenedAttempt }>>;
  /**
   * Writes the answers, the charges' and the subscriptions' new state, in one transaction. Only attempts still
   * `processing` are settled (an answer recorded twice changes nothing); each one's subscription is locked, read,
   * passed to `settle`, and only the columns a charge owns are written back (status, billing_period,
   * next_charge_at, failed_attempts, last_billing_date, access_ends_at, status_before_cancel, updated_at): a
   * cancellation, card or pay-day change made meanwhile stays. Answers the outcomes settled now.
   */
  recordOutcomes(answers: readonly AttemptAnswer[], settle: SettleSubscription): Promise<RecordedOutcome[]>;
  /**
   * Moves a subscription whose period `from` is already paid on to the period `to`, only while it is still
   * billable and still collecting `from` (nothing else changed meanwhile); answers whether it moved.
   */
  advancePaidPeriod(subscriptionId: string, from: Date, to: Date, at: Date): Promise<boolean>;
  statistics(now: Date): Promise<BillingStatistics>;
  chargesOf(subscriptionId: string): Promise<ChargeRecord[]>;
}
export const BILLING_STORE = Symbol('BillingStore');

export const AUTHORIZATION_EVENT_TYPES = ['signup', 'payment_method_added', 'refund_processed', 'cancellation'] as const;
export type AuthorizationEventType = (typeof AUTHORIZATION_EVENT_TYPES)[number];

export interface AuthorizationEvent {
  readonly id: string;
  readonly userId: string | null;
  readonly subscriptionId: string | null;
  readonly eventType: AuthorizationEventType;
  /** How it was authorised: card_setup, card_form, self_serve_email, self_serve_details, in_app, undo, operator, automation. */
  readonly authorizationMethod: string;
  readonly amountPence: number;
  readonly status: 'succeeded' | 'failed' | 'reverted';
  readonly createdAt: Date;
}

export interface AuthorizationEventLog {
  record(event: Omit<AuthorizationEvent, 'id' | 'createdAt'>, at: Date): Promise<AuthorizationEvent>;
  latest(options: { limit: number; offset: number }): Promise<{ events: AuthorizationEvent[]; total: number }>;
}
export const AUTHORIZATION_EVENT_LOG = Symbol('AuthorizationEventLog');

/** One-click undo links for cancellations: only a hash of the token is kept. */
export interface CancellationUndoTokens {
  issue(input: { subscriptionId: string; tokenHash: string; expiresAt: Date }): Promise<void>;
  /** Uses the token once; null when unknown, used or expired. */
  consume(tokenHash: string, now: Date): Promise<{ subscriptionId: string } | null>;
}
export const CANCELLATION_UNDO_TOKENS = Symbol('CancellationUndoTokens');

/** Each provider webhook event is handled once: `firstTime` is true only for the first delivery of an id. */
export interface WebhookEventLedger {
  firstTime(provider: string, eventId: string, eventType: string, at: Date): Promise<boolean>;
}
export const WEBHOOK_EVENT_LEDGER = Symbol('WebhookEventLedger');
export const WEBHOOK_VERIFIERS = Symbol('WebhookVerifiers');

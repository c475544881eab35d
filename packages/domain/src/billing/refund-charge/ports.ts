import type { RefundOutcome } from '../ports';

/** How a refund was authorised: an operator in the console, or the support automation within its policy. */
export type RefundMethod = 'operator' | 'automation';

/** A refund as the billing records keep it (table `refunds`, beside `charges` and `charge_attempts`). */
export interface RefundRecord {
  readonly id: string;
  readonly chargeId: string;
  readonly amountPence: number;
  readonly status: 'processing' | 'succeeded' | 'failed';
  readonly method: RefundMethod;
  readonly actorEmail: string | null;
  readonly reason: string;
  readonly idempotencyKey: string;
  readonly providerRefundId: string | null;
  readonly message: string | null;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
}

/** A period's charge that was collected, with the attempt that collected it and its refund, if any. */
export interface CollectedCharge {
  readonly chargeId: string;
  readonly subscriptionId: string;
  readonly userId: string;
  readonly periodDate: Date;
  readonly amountPence: number;
  readonly provider: string;
  readonly providerChargeId: string | null;
  readonly collectedAt: Date;
  /** The refund that stands (processing or succeeded), else the latest failed one, else null. */
  readonly refund: RefundRecord | null;
}

export interface RefundStore {
  collectedCharge(chargeId: string): Promise<CollectedCharge | null>;
  /** The collected charge of a subscription's period (the support automation names a payment so). */
  collectedChargeFor(subscriptionId: string, periodDate: Date): Promise<CollectedCharge | null>;
  /** Charges collected since `since`, newest first. */
  recentCollected(since: Date, limit: number): Promise<CollectedCharge[]>;
  /**
   * Writes a `processing` refund before the provider is called; null when the charge already has a refund
   * processing or succeeded (a unique index: of two operators clicking at once, one refunds).
   */
  open(input: { chargeId: string; amountPence: number; method: RefundMethod; actorEmail: string | null; reason: string }, at: Date): Promise<RefundRecord | null>;
  finish(refundId: string, outcome: RefundOutcome, at: Date): Promise<RefundRecord>;
}
export const REFUND_STORE = Symbol('RefundStore');

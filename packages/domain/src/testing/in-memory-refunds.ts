import { randomUUID } from 'node:crypto';
import type { RefundOutcome } from '../billing/ports';
import type { CollectedCharge, RefundMethod, RefundRecord, RefundStore } from '../billing/refund-charge/ports';
import type { InMemoryBillingStore } from './in-memory-billing';

/** The refunds table without a database, over the in-memory billing store's charges and attempts. */
export class InMemoryRefundStore implements RefundStore {
  readonly refunds: RefundRecord[] = [];
  constructor(private readonly billing: InMemoryBillingStore) {}

  private collected(chargeId: string): CollectedCharge | null {
    const charge = [...this.billing.charges.values()].find((c) => c.id === chargeId);
    if (!charge || charge.status !== 'succeeded') return null;
    const attempt = this.billing.attempts.find((a) => a.chargeId === chargeId && a.status === 'succeeded');
    if (!attempt || !attempt.finishedAt) return null;
    const mine = this.refunds.filter((r) => r.chargeId === chargeId).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return {
      chargeId,
      subscriptionId: charge.subscriptionId,
      userId: charge.userId,
      periodDate: charge.periodDate,
      amountPence: charge.amountPence,
      provider: attempt.provider,
      providerChargeId: attempt.providerChargeId ?? null,
      collectedAt: attempt.finishedAt,
      refund: mine.find((r) => r.status !== 'failed') ?? mine[0] ?? null,
    };
  }

  async collectedCharge(chargeId: string) {
    return this.collected(chargeId);
  }

  async collectedChargeFor(subscriptionId: string, periodDate: Date) {
    const charge = [...this.billing.charges.values()].find((c) => c.subscriptionId === subscriptionId && c.periodDate.getTime() === periodDate.getTime());
    return charge ? this.collected(charge.id) : null;
  }

  async recentCollected(since: Date, limit: number) {
    return [...this.billing.charges.values()]
      .map((c) => this.collected(c.id))
      .filter((c): c is CollectedCharge => c !== null && c.collectedAt.getTime() >= since.getTime())
      .sort((a, b) => b.collectedAt.getTime() - a.collectedAt.getTime())
      .slice(0, limit);
  }

  async open(input: { chargeId: string; amountPence: number; method: RefundMethod; actorEmail: string | null; reason: string }, at: Date) {
    if (this.refunds.some((r) => r.chargeId === input.chargeId && r.status !== 'failed')) return null;
    const id = randomUUID();
    const row: RefundRecord = { id, ...input, status: 'processing', idempotencyKey: `larder-refund-${id}`, providerRefundId: null, message: null, createdAt: at, finishedAt: null };
    this.refunds.push(row);
    return row;
  }

  async finish(refundId: string, outcome: RefundOutcome, at: Date) {
    const index = this.refunds.findIndex((r) => r.id === refundId);
    if (index < 0) throw new Error(`No refund ${refundId}`);
    const done: RefundRecord = {
      ...this.refunds[index]!,
      status: outcome.status,
      providerRefundId: outcome.status === 'succeeded' ? outcome.providerRefundId : null,
      message: outcome.status === 'failed' ? outcome.message : null,
      finishedAt: at,
    };
    this.refunds[index] = done;
    return done;
  }
}

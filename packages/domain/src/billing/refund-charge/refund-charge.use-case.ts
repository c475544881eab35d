import type { UserRepository } from '../../accounts/ports';
import type { Clock } from '../../shared/clock';
import { type DomainError, fail } from '../../shared/errors';
import type { Logger } from '../../shared/logger';
import { type Result, ok } from '../../shared/result';
import type { RefundRequest, Refunds } from '../../support-automation/ports';
import type { AuthorizationEventLog, PaymentGateways } from '../ports';
import type { CollectedCharge, RefundMethod, RefundRecord, RefundStore } from './ports';

/**
 * The policy for refunds (the terms say none; a person, or the automation within its configured policy, may decide
 * otherwise): a whole collected payment, once, through the provider that took it, within 180 days of its collection
 * (card schemes' usual limit for refunding to the same card).
 */
export const REFUND_WINDOW_DAYS = 180;
const DAY_MS = 86_400_000;
const RECENT_LIMIT = 50;

export interface RefundInput {
  readonly chargeId: string;
  readonly method: RefundMethod;
  /** The operator who decided (null for the automation). */
  readonly actorEmail: string | null;
  readonly reason: string;
}

export interface CollectedPayment extends CollectedCharge {
  readonly email: string | null;
  readonly name: string | null;
  /** Null when a refund is allowed now; else why not. */
  readonly notRefundableBecause: string | null;
}

/** Refunds a collected charge through its provider and records it in the billing records (and as an authorisation event). */
export class RefundCharge {
  constructor(
    private readonly store: RefundStore,
    private readonly gateways: PaymentGateways,
    private readonly events: AuthorizationEventLog,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Why this charge cannot be refunded now, or null when it can. */
  refusal(charge: CollectedCharge, now: Date): string | null {
    if (charge.refund && charge.refund.status !== 'failed') return charge.refund.status === 'succeeded' ? 'already refunded' : 'a refund is being processed';
    if (now.getTime() - charge.collectedAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) return `collected more than ${REFUND_WINDOW_DAYS} days ago`;
    if (!charge.providerChargeId || !this.gateways.byName(charge.provider)) return `the provider that took it (${charge.provider}) is not configured`;
    return null;
  }

  async refund(input: RefundInput): Promise<Result<RefundRecord, DomainError>> {
    const reason = input.reason.trim();
    if (reason === '' || reason.length > 500) return fail('VALIDATION', 'Give a reason for the refund (at most 500 characters).', { field: 'reason' });
    const charge = await this.store.collectedCharge(input.chargeId);
    if (!charge) return fail('REFUND.CHARGE_NOT_FOUND', 'No collected payment has that id.');
    const now = this.clock.now();
    const refusal = this.refusal(charge, now);
    if (refusal) return fail(charge.refund && charge.refund.status !== 'failed' ? 'REFUND.ALREADY_REFUNDED' : 'REFUND.NOT_ALLOWED', `This payment cannot be refunded: ${refusal}.`);
    const opened = await this.store.open({ chargeId: charge.chargeId, amountPence: charge.amountPence, method: input.method, actorEmail: input.actorEmail, reason }, now);
    if (!opened) return fail('REFUND.ALREADY_REFUNDED', 'This payment cannot be refunded: a refund is being processed or was made.');
    const gateway = this.gateways.byName(charge.provider)!;
    const outcome = await gateway
      .refund({ providerChargeId: charge.providerChargeId!, amountPence: charge.amountPence, idempotencyKey: opened.idempotencyKey, reason })
      .catch((error: unknown) => ({ status: 'failed' as const, message: `The provider did not answer (${error instanceof Error ? error.message : String(error)}).` }));
    const finished = await this.store.finish(opened.id, outcome, this.clock.now());
    this.logger.info({ chargeId: charge.chargeId, refundId: opened.id, provider: charge.provider, status: finished.status, method: input.method }, 'refund');
    // The automation records its own authorisation event (AssistCustomer); an operator's is recorded here.
    if (input.method === 'operator') {
      await this.events.record(
        { userId: charge.userId, subscriptionId: charge.subscriptionId, eventType: 'refund_processed', authorizationMethod: 'operator', amountPence: charge.amountPence, status: finished.status === 'succeeded' ? 'succeeded' : 'failed' },
        this.clock.now(),
      );
    }
    if (finished.status !== 'succeeded') return fail('REFUND.PROVIDER_REFUSED', `The provider did not refund the payment: ${finished.message ?? 'no reason given'}. Nothing was refunded.`);
    return ok(finished);
  }

  /** The payments collected in the refund window, newest first, with their customer and refund. */
  async recent(): Promise<CollectedPayment[]> {
    const now = this.clock.now();
    const charges = await this.store.recentCollected(new Date(now.getTime() - REFUND_WINDOW_DAYS * DAY_MS), RECENT_LIMIT);
    const people = new Map<string, { email: string; name: string } | null>();
    for (const id of new Set(charges.map((c) => c.userId))) {
      const user = await this.users.findById(id);
      people.set(id, user ? { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() } : null);
    }
    return charges.map((c) => ({ ...c, email: people.get(c.userId)?.email ?? null, name: people.get(c.userId)?.name ?? null, notRefundableBecause: this.refusal(c, now) }));
  }
}

/** The support automation's Refunds port, made by the same use case (so its refunds are real, recorded and shown). */
export class ProviderRefunds implements Refunds {
  constructor(
    private readonly store: RefundStore,
    private readonly refunds: RefundCharge,
  ) {}

  async refund(request: RefundRequest): Promise<{ readonly ok: true } | { readonly ok: false; readonly message: string }> {
    const charge = await this.store.collectedChargeFor(request.subscriptionId, request.periodDate);
    if (!charge || charge.userId !== request.userId) return { ok: false, message: 'No collected payment matches that period.' };
    if (charge.amountPence !== request.amountPence) return { ok: false, message: 'The amount asked does not match the payment collected.' };
    const done = await this.refunds.refund({ chargeId: charge.chargeId, method: 'automation', actorEmail: null, reason: request.reason });
    return done.ok ? { ok: true } : { ok: false, message: done.error.message };
  }
}

import type { Logger } from '../shared/logger';
import type { OperatorAlert, OperatorAlerts } from '../shared/operator-alerts';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../shared/clock';
import type { Mailer, OutgoingEmail } from '../shared/mailer';
import type { RateDecision, RateLimit, RateLimiter } from '../shared/rate-limiter';
import { type Result, err, ok } from '../shared/result';
import type { DomainError } from '../shared/errors';
import type {
  ChargeOutcome,
  ChargeRequest,
  DeclineReason,
  NewSubscription,
  PaymentGateway,
  PaymentGateways,
  ProviderRefundRequest,
  RefundOutcome,
  SavedPaymentMethod,
  SubscriptionRepository,
} from '../billing/ports';
import type { Subscription, SubscriptionStatus } from '../billing/subscription';
import { PLAN } from '../billing/plan';

export class RecordingMailer implements Mailer {
  readonly sent: OutgoingEmail[] = [];
  async send(email: OutgoingEmail) {
    this.sent.push(email);
  }
  last(kind?: string): OutgoingEmail | undefined {
    return [...this.sent].reverse().find((e) => !kind || e.kind === kind);
  }
}

/** Fixed-window counting, the same semantics as the Postgres-backed adapter. */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();
  constructor(private readonly clock: Clock) {}

  async consume(limit: RateLimit, key: string): Promise<RateDecision> {
    const window = this.current(limit, key);
    if (window.count >= limit.points) return this.blocked(window);
    window.count += 1;
    return { allowed: true };
  }
  async check(limit: RateLimit, key: string): Promise<RateDecision> {
    const window = this.current(limit, key);
    return window.count >= limit.points ? this.blocked(window) : { allowed: true };
  }
  async reset(limit: RateLimit, key: string) {
    this.windows.delete(`${limit.name}:${key}`);
  }
  async release(limit: RateLimit, key: string) {
    const window = this.windows.get(`${limit.name}:${key}`);
    if (window && window.count > 0) window.count -= 1;
  }
  private current(limit: RateLimit, key: string) {
    const id = `${limit.name}:${key}`;
    const now = this.clock.now().getTime();
    let window = this.windows.get(id);
    if (!window || window.resetsAt <= now) {
      window = { count: 0, resetsAt: now + limit.durationSeconds * 1000 };
      this.windows.set(id, window);
    }
    return window;
  }
  private blocked(window: { resetsAt: number }): RateDecision {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - this.clock.now().getTime()) / 1000)) };
  }
}

export class InMemorySubscriptionRepository implements SubscriptionRepository {
  readonly rows: Subscription[] = [];
  constructor(private readonly clock: Clock) {}
  async create(subscription: NewSubscription) {
    const now = this.clock.now();
    // As the database's partial unique index: one live subscription per household.
    const live = (status: string) => status === 'trialing' || status === 'active' || status === 'pending';
    if (live(subscription.status) && this.rows.some((s) => s.userId === subscription.userId && live(s.status))) {
      throw new Error('duplicate key value violates unique constraint "subscriptions_one_live_per_user"');
    }
    const row: Subscription = {
      amountPence: PLAN.pricePence,
      failedAttempts: 0,
      lastBillingDate: null,
      billingPeriod: subscription.nextChargeAt,
      ...structuredClone(subscription),
      id: randomUUID(),
      cancelledAt: null,
      accessEndsAt: null,
      statusBeforeCancel: null,
      createdAt: now,
      updatedAt: now,
    };
    this.rows.push(row);
    return structuredClone(row);
  }
  async findByUserId(userId: string) {
    const row = [...this.rows].reverse().find((s) => s.userId === userId);
    return row ? structuredClone(row) : null;
  }
  async findById(id: string) {
    const row = this.rows.find((s) => s.id === id);
    return row ? structuredClone(row) : null;
  }
  async updateStatus(id: string, status: SubscriptionStatus, at: Date) {
    const index = this.indexOf(id);
    const row = { ...this.rows[index]!, status, updatedAt: at, cancelledAt: status === 'cancelled' ? at : this.rows[index]!.cancelledAt };
    this.rows[index] = row;
    return structuredClone(row);
  }
  async save(subscription: Subscription) {
    this.rows[this.indexOf(subscription.id)] = structuredClone(subscription);
    return structuredClone(subscription);
  }
  private indexOf(id: string): number {
    const index = this.rows.findIndex((s) => s.id === id);
    if (index < 0) throw new Error(`subscription ${id} not found`);
    return index;
  }
}

/**
 * A gateway for domain tests: `pm_card_chargeDeclined` declines when saved; charges follow `script`
 * (by payment method id), and repeat the first answer for a repeated idempotency key, as the providers do.
 */
export class FakePaymentGateway implements PaymentGateway {
  readonly saved: string[] = [];
  /** Every charge that moved money, by idempotency key. */
  readonly charges = new Map<string, ChargeOutcome>();
  /** Answers per payment method: a list is used in order, then its last answer repeats. */
  readonly script = new Map<string, Array<'ok' | DeclineReason | 'timeout_after' | 'timeout_before'>>();
  private readonly seen = new Map<string, number>();
  constructor(readonly provider = 'fake') {}

  async createSetupIntent() {
    const id = `seti_fake_${randomUUID()}`;
    return { id, clientSecret: `${id}_secret` };
  }
  async saveCard(input: { paymentMethodId: string }): Promise<Result<SavedPaymentMethod, DomainError>> {
    if (input.paymentMethodId === 'pm_card_chargeDeclined') return err({ code: 'PAYMENT.DECLINED', message: 'Your card was declined.' });
    this.saved.push(input.paymentMethodId);
    return ok({ customerId: `cus_fake_${this.saved.length}`, paymentMethodId: input.paymentMethodId, card: { brand: 'visa', last4: '4242', bin: '424242' } });
  }
  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const known = this.charges.get(request.idempotencyKey);
    if (known) return known;
    const plan = this.script.get(request.paymentMethodId) ?? ['ok'];
    const used = this.seen.get(request.paymentMethodId) ?? 0;
    this.seen.set(request.paymentMethodId, used + 1);
    const step = plan[Math.min(used, plan.length - 1)]!;
    if (step === 'timeout_before') return { status: 'unknown', message: 'timed out' };
    const outcome: ChargeOutcome =
      step === 'ok' || step === 'timeout_after'
        ? { status: 'succeeded', providerChargeId: `ch_fake_${this.charges.size + 1}` }
        : { status: 'declined', providerChargeId: `ch_fake_${this.charges.size + 1}`, reason: step, message: `Declined: ${step}` };
    this.charges.set(request.idempotencyKey, outcome);
    if (outcome.status === 'succeeded') this.amounts.set(outcome.providerChargeId, request.amountPence);
    if (step === 'timeout_after') return { status: 'unknown', message: 'timed out after the provider charged' };
    return outcome;
  }
  async findCharge(idempotencyKey: string) {
    return this.charges.get(idempotencyKey) ?? null;
  }
  /** Refunds made, by idempotency key; `refuseRefunds` makes the provider refuse them. */
  readonly refunds = new Map<string, { providerChargeId: string; amountPence: number; id: string }>();
  private readonly amounts = new Map<string, number>();
  refuseRefunds = false;
  async refund(request: ProviderRefundRequest): Promise<RefundOutcome> {
    const known = this.refunds.get(request.idempotencyKey);
    if (known) return { status: 'succeeded', providerRefundId: known.id };
    if (this.refuseRefunds) return { status: 'failed', message: 'The provider refused the refund.' };
    const charged = this.amounts.get(request.providerChargeId);
    if (charged === undefined) return { status: 'failed', message: `No such charge: ${request.providerChargeId}` };
    const already = [...this.refunds.values()].filter((r) => r.providerChargeId === request.providerChargeId).reduce((sum, r) => sum + r.amountPence, 0);
    if (already + request.amountPence > charged) return { status: 'failed', message: 'The refund is more than the charge.' };
    const id = `re_fake_${this.refunds.size + 1}`;
    this.refunds.set(request.idempotencyKey, { providerChargeId: request.providerChargeId, amountPence: request.amountPence, id });
    return { status: 'succeeded', providerRefundId: id };
  }
  async testConnection() {
    return { ok: true, message: 'Connection successful' };
  }
  /** Successful charges (money moved). */
  succeededCount(): number {
    return [...this.charges.values()].filter((c) => c.status === 'succeeded').length;
  }
}

export class FakePaymentGateways implements PaymentGateways {
  constructor(
    readonly primary: PaymentGateway,
    readonly cardForm: PaymentGateway = primary,
  ) {}
  byName(provider: string) {
    return [this.primary, this.cardForm].find((g) => g.provider === provider) ?? null;
  }
}

/** Alerts kept in memory, for tests to read. */
export class RecordingOperatorAlerts implements OperatorAlerts {
  readonly raised: OperatorAlert[] = [];
  async raise(alert: OperatorAlert) {
    this.raised.push(alert);
  }
}

/** A logger that keeps every line, for tests that check what the operators see (and what they must not). */
export class RecordingLogger implements Logger {
  constructor(readonly lines: Array<{ level: string; fields: Record<string, unknown>; message?: string }> = []) {}
  debug(fields: Record<string, unknown>, message?: string) {
    this.lines.push({ level: 'debug', fields, message });
  }
  info(fields: Record<string, unknown>, message?: string) {
    this.lines.push({ level: 'info', fields, message });
  }
  warn(fields: Record<string, unknown>, message?: string) {
    this.lines.push({ level: 'warn', fields, message });
  }
  error(fields: Record<string, unknown>, message?: string) {
    this.lines.push({ level: 'error', fields, message });
  }
  child(bindings: Record<string, unknown>): Logger {
    const parent = this;
    const wrap = (level: 'debug' | 'info' | 'warn' | 'error') => (fields: Record<string, unknown>, message?: string) => parent[level]({ ...bindings, ...fields }, message);
    return { debug: wrap('debug'), info: wrap('info'), warn: wrap('warn'), error: wrap('error'), child: (more) => parent.child({ ...bindings, ...more }) };
  }
}

import { randomUUID } from 'node:crypto';
import type { Clock } from '../shared/clock';
import type { Mailer, OutgoingEmail } from '../shared/mailer';
import type { RateDecision, RateLimit, RateLimiter } from '../shared/rate-limiter';
import { type Result, err, ok } from '../shared/result';
import type { DomainError } from '../shared/errors';
import type { NewSubscription, PaymentGateway, SavedPaymentMethod, SubscriptionRepository } from '../billing/ports';
import type { Subscription, SubscriptionStatus } from '../billing/subscription';

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
    const row: Subscription = { ...structuredClone(subscription), id: randomUUID(), cancelledAt: null, createdAt: now, updatedAt: now };
    this.rows.push(row);
    return structuredClone(row);
  }
  async findByUserId(userId: string) {
    const row = [...this.rows].reverse().find((s) => s.userId === userId);
    return row ? structuredClone(row) : null;
  }
  async updateStatus(id: string, status: SubscriptionStatus, at: Date) {
    const index = this.rows.findIndex((s) => s.id === id);
    if (index < 0) throw new Error(`subscription ${id} not found`);
    const row = { ...this.rows[index]!, status, updatedAt: at, cancelledAt: status === 'cancelled' ? at : this.rows[index]!.cancelledAt };
    this.rows[index] = row;
    return structuredClone(row);
  }
}

/** A gateway for domain tests: `pm_card_chargeDeclined` declines, anything else saves. */
export class FakePaymentGateway implements PaymentGateway {
  readonly provider = 'fake';
  readonly saved: string[] = [];
  async createSetupIntent() {
    const id = `seti_fake_${randomUUID()}`;
    return { id, clientSecret: `${id}_secret` };
  }
  async saveCard(input: { paymentMethodId: string }): Promise<Result<SavedPaymentMethod, DomainError>> {
    if (input.paymentMethodId === 'pm_card_chargeDeclined') return err({ code: 'PAYMENT.DECLINED', message: 'Your card was declined.' });
    this.saved.push(input.paymentMethodId);
    return ok({ customerId: `cus_fake_${this.saved.length}`, paymentMethodId: input.paymentMethodId, card: { brand: 'visa', last4: '4242', bin: '424242' } });
  }
}

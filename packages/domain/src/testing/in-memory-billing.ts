import { randomUUID } from 'node:crypto';
import { BILLABLE_STATUSES } from '../billing/subscription';
import { DAY_MS, periodMonth, utcDate } from '../billing/billing-rules';
import type {
  AttemptRequest,
  AuthorizationEvent,
  AuthorizationEventLog,
  BillingStatistics,
  BillingStore,
  CancellationUndoTokens,
  ChargeRecord,
  OpenAttempt,
  OpenedAttempt,
  AttemptAnswer,
  RecordedOutcome,
  SettleSubscription,
  WebhookEventLedger,
} from '../billing/ports';
import type { Subscription } from '../billing/subscription';
import { type InMemorySubscriptionRepository, FakePaymentGateway, FakePaymentGateways } from './in-memory-support';
import { accountsFixture } from './accounts-fixture';
import { RunDailyBilling } from '../billing/run-daily-billing/run-daily-billing.use-case';
import { ChargeCollector } from '../billing/charge-collector';
import { ChargeNow } from '../billing/charge-now/charge-now.use-case';
import { firstChargeDate } from '../billing/billing-day';
import { PLAN } from '../billing/plan';
import { addDays } from '../shared/clock';
import { EMPTY_PROFILE } from '../accounts/user';

type ChargeRow = { -readonly [K in keyof ChargeRecord]: ChargeRecord[K] } & { id: string; month: string };
interface AttemptRow extends OpenAttempt {
  status: 'processing' | 'succeeded' | 'declined';
  finishedAt: Date | null;
  providerChargeId?: string | null;
}

/** The billing store's semantics without a database: the contract suite holds it to the same rules as Postgres. */
export class InMemoryBillingStore implements BillingStore {
  readonly charges = new Map<string, ChargeRow>();
  readonly attempts: AttemptRow[] = [];
  private locked = false;
  constructor(private readonly subscriptions: InMemorySubscriptionRepository) {}

  async withRunLock<T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    if (this.locked) return { ran: false };
    this.locked = true;
    try {
      return { ran: true, value: await work() };
    } finally {
      this.locked = false;
    }
  }

  async unfinishedAttempts(): Promise<OpenAttempt[]> {
    return this.attempts.filter((a) => a.status === 'processing').map(({ status: _s, finishedAt: _f, ...attempt }) => attempt);
  }

  async countDue(date: Date, payDay?: number) {
    return (await this.dueSubscriptions(date, null, Number.MAX_SAFE_INTEGER)).filter((s) => payDay === undefined || s.preferredPayDay === payDay).length;
  }

  async dueSubscriptions(date: Date, afterId: string | null, limit: number) {
    const day = utcDate(date).getTime();
    return this.subscriptions.rows
      .filter((s) => BILLABLE_STATUSES.includes(s.status) && s.nextChargeAt && s.nextChargeAt.getTime() <= day && (afterId === null || s.id > afterId))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, limit)
      .map((s) => structuredClone(s));
  }

  async claimDue(date: Date, at: Date, limit: number) {
    // One thread: nothing runs between the read and the opening, as the lock and transaction ensure in Postgres.
    const inFlight = new Set(this.attempts.filter((a) => a.status === 'processing').map((a) => a.subscriptionId));
    const day = utcDate(date).getTime();
    const due = this.subscriptions.rows
      .filter((s) => BILLABLE_STATUSES.includes(s.status) && s.nextChargeAt && s.nextChargeAt.getTime() <= day && !inFlight.has(s.id))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, limit)
      .map((s) => structuredClone(s));
    const opening = this.openAttempts(due.map((subscription) => ({ subscription, at }))); // runs to its end before yielding
    const opened = await opening;
    return due.map((subscription, i) => ({ subscription, opened: opened[i]! }));
  }

  async openAttempts(requests: readonly AttemptRequest[]): Promise<OpenedAttempt[]> {
    return requests.map(({ subscription, at }) => {
      const periodDate = subscription.billingPeriod ?? utcDate(at);
      const month = periodMonth(periodDate);
      const key = `${subscription.id}|${month}`;
      let charge = this.charges.get(key);
      if (!charge) {
        charge = {
          id: randomUUID(),
          month,
          subscriptionId: subscription.id,
          userId: subscription.userId,
          periodDate,
          amountPence: subscription.amountPence,
          status: 'processing',
          attempts: 0,
          lastAttemptAt: null,
          declineReason: null,
        };
        this.charges.set(key, charge);
      }
      if (charge.status === 'succeeded') return { kind: 'already_paid', subscriptionId: subscription.id };
      if (this.attempts.some((a) => a.chargeId === charge.id && a.status === 'processing')) return { kind: 'in_doubt', subscriptionId: subscription.id };
      const attempt = charge.attempts + 1;
      Object.assign(charge, { attempts: attempt, status: 'processing', lastAttemptAt: at });
      const row: AttemptRow = {
        attemptId: randomUUID(),
        chargeId: charge.id,
        subscriptionId: subscription.id,
        userId: subscription.userId,
        attempt,
        idempotencyKey: `larder-${charge.id}-${attempt}`,
        amountPence: charge.amountPence,
        provider: subscription.provider,
        customerId: subscription.providerCustomerId,
        paymentMethodId: subscription.paymentMethodId,
        periodDate: charge.periodDate,
        startedAt: at,
        status: 'processing',
        finishedAt: null,
      };
      this.attempts.push(row);
      const { status: _s, finishedAt: _f, ...open } = row;
      return { kind: 'attempt', attempt: open };
    });
  }

  async recordOutcomes(answers: readonly AttemptAnswer[], settle: SettleSubscription): Promise<RecordedOutcome[]> {
    const recorded: RecordedOutcome[] = [];
    for (const answer of answers) {
      const { attempt, outcome, finishedAt } = answer;
      const row = this.attempts.find((a) => a.attemptId === attempt.attemptId);
      if (!row || row.status !== 'processing') continue;
      row.status = outcome.status === 'succeeded' ? 'succeeded' : 'declined';
      row.finishedAt = finishedAt;
      row.providerChargeId = outcome.providerChargeId;
      // The row as it stands now, not as the run read it; only the charge's columns are written.
      const current = this.subscriptions.rows.find((s) => s.id === attempt.subscriptionId);
      if (!current) continue;
      const next = settle(structuredClone(current), answer);
      const written: Subscription = { ...current, ...chargeOwned(next) };
      await this.subscriptions.save(written);
      const charge = [...this.charges.values()].find((c) => c.id === attempt.chargeId)!;
      charge.status = outcome.status === 'succeeded' ? 'succeeded' : written.status === 'pending' ? 'retry_scheduled' : 'failed';
      charge.declineReason = outcome.status === 'declined' ? outcome.reason : null;
      recorded.push({ ...answer, subscription: structuredClone(written) });
    }
    return recorded;
  }

  async advancePaidPeriod(subscriptionId: string, from: Date, to: Date, at: Date): Promise<boolean> {
    const current = this.subscriptions.rows.find((s) => s.id === subscriptionId);
    if (!current || !BILLABLE_STATUSES.includes(current.status) || current.billingPeriod?.getTime() !== from.getTime()) return false;
    await this.subscriptions.save({ ...current, billingPeriod: to, nextChargeAt: to, updatedAt: at });
    return true;
  }

  async statistics(now: Date): Promise<BillingStatistics> {
    const rows = this.subscriptions.rows;
    const since = now.getTime() - 30 * DAY_MS;
    const recent = this.attempts.filter((a) => a.status !== 'processing' && a.finishedAt && a.finishedAt.getTime() >= since);
    const ok = recent.filter((a) => a.status === 'succeeded').length;
    return {
      totalSubscriptions: rows.length,
      activeSubscriptions: rows.filter((s) => s.status === 'active' || s.status === 'trialing').length,
      pendingBillings: rows.filter((s) => s.status === 'pending').length,
      recentSuccessRate: recent.length === 0 ? 100 : Math.round((ok / recent.length) * 1000) / 10,
    };
  }

  async chargesOf(subscriptionId: string): Promise<ChargeRecord[]> {
    return [...this.charges.values()]
      .filter((c) => c.subscriptionId === subscriptionId)
      .sort((a, b) => a.periodDate.getTime() - b.periodDate.getTime())
      .map(({ id: _i, month: _m, ...record }) => ({ ...record }));
  }
}

export class InMemoryAuthorizationEventLog implements AuthorizationEventLog {
  readonly events: AuthorizationEvent[] = [];
  async record(event: Omit<AuthorizationEvent, 'id' | 'createdAt'>, at: Date) {
    const row = { ...event, id: randomUUID(), createdAt: at };
    this.events.push(row);
    return row;
  }
  async latest({ limit, offset }: { limit: number; offset: number }) {
    const sorted = [...this.events].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { events: sorted.slice(offset, offset + limit), total: sorted.length };
  }
}

export class InMemoryWebhookEventLedger implements WebhookEventLedger {
  private readonly seen = new Set<string>();
  async firstTime(provider: string, eventId: string) {
    const key = `${provider}:${eventId}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}

export class InMemoryUndoTokens implements CancellationUndoTokens {
  readonly rows = new Map<string, { subscriptionId: string; expiresAt: Date; used: boolean }>();
  async issue(input: { subscriptionId: string; tokenHash: string; expiresAt: Date }) {
    this.rows.set(input.tokenHash, { subscriptionId: input.subscriptionId, expiresAt: input.expiresAt, used: false });
  }
  async consume(tokenHash: string, now: Date) {
    const row = this.rows.get(tokenHash);
    if (!row || row.used || row.expiresAt.getTime() <= now.getTime()) return null;
    row.used = true;
    return { subscriptionId: row.subscriptionId };
  }
}

/** Every billing port as an in-memory fake, on the accounts fixture's clock and users. */
export function billingFixture(start?: string) {
  const accounts = accountsFixture(start);
  const gateway = new FakePaymentGateway('fake');
  const gateways = new FakePaymentGateways(gateway);
  const store = new InMemoryBillingStore(accounts.subscriptions);
  const events = new InMemoryAuthorizationEventLog();
  const undoTokens = new InMemoryUndoTokens();
  const collector = new ChargeCollector(store, gateways, accounts.users, accounts.mailer, accounts.clock, accounts.logger);
  const run = new RunDailyBilling(store, accounts.subscriptions, gateways, collector, accounts.clock, accounts.logger);
  const chargeNow = new ChargeNow(collector, accounts.subscriptions, accounts.clock);
  /** A household with a saved card whose trial started at `startedAt`. */
  async function household(input: { payDay: number; startedAt: Date; paymentMethodId?: string; email?: string; firstName?: string; lastName?: string; postcode?: string }) {
    const n = (await accounts.users.list({ limit: 1_000_000 })).length + 1;
    const user = (await accounts.users.create({
      email: input.email ?? `household${n}@example.com`,
      passwordHash: null,
      firstName: input.firstName ?? `Sam${n}`,
      lastName: input.lastName ?? 'Patel',
      role: 'user',
      profile: { ...EMPTY_PROFILE, postcode: input.postcode ?? 'M1 1AE' },
    }))!;
    const trialEndsAt = addDays(input.startedAt, PLAN.trialDays);
    const first = firstChargeDate(trialEndsAt, input.payDay);
    const subscription = await accounts.subscriptions.create({
      userId: user.id,
      status: 'trialing',
      provider: gateway.provider,
      providerCustomerId: `cus_${n}`,
      paymentMethodId: input.paymentMethodId ?? `pm_${n}`,
      card: { brand: 'visa', last4: '4242', bin: '424242' },
      preferredPayDay: input.payDay,
      trialEndsAt,
      nextChargeAt: first,
      billingPeriod: first,
    });
    return { user, subscription };
  }
  return { ...accounts, gateway, gateways, store, events, undoTokens, collector, run, chargeNow, household };
}

/** The columns an attempt's answer may change; the rest of the row (card, pay day, cancellation) is the household's. */
export function chargeOwned(s: Subscription) {
  return {
    status: s.status,
    billingPeriod: s.billingPeriod,
    nextChargeAt: s.nextChargeAt,
    failedAttempts: s.failedAttempts,
    lastBillingDate: s.lastBillingDate,
    accessEndsAt: s.accessEndsAt,
    statusBeforeCancel: s.statusBeforeCancel,
    updatedAt: s.updatedAt,
  };
}

import { expect, it } from 'vitest';
import type { UserRepository } from '@larder/domain/accounts/ports';
import type { AuthorizationEventLog, BillingStore, CancellationUndoTokens, SubscriptionRepository, WebhookEventLedger } from '@larder/domain/billing/ports';
import { RunDailyBilling } from '@larder/domain/billing/run-daily-billing/run-daily-billing.use-case';
import { ChargeCollector } from '@larder/domain/billing/charge-collector';
import { firstChargeDate } from '@larder/domain/billing/billing-day';
import { cancel, isoDate, periodMonth } from '@larder/domain/billing/billing-rules';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { silentLogger } from '@larder/domain/shared/logger';
import type { FixedClock } from '@larder/domain/testing/fixed-clock';
import { FakePaymentGateway, FakePaymentGateways, RecordingMailer } from '@larder/domain/testing/in-memory-support';

export interface BillingPorts {
  clock: FixedClock;
  users: UserRepository;
  subscriptions: SubscriptionRepository;
  store: BillingStore;
  events: AuthorizationEventLog;
  undoTokens: CancellationUndoTokens;
  ledger: WebhookEventLedger;
}

/** The billing ports' contract: the in-memory fakes and the Knex adapters (PGlite and PostgreSQL) must all pass it. */
export function billingContract(make: () => Promise<BillingPorts>) {
  async function setUp(count = 1, payDay = 10, start = '2027-03-01T08:00:00Z') {
    const ports = await make();
    ports.clock.set(start);
    const gateway = new FakePaymentGateway('fake');
    const gateways = new FakePaymentGateways(gateway);
    const collector = new ChargeCollector(ports.store, gateways, ports.users, new RecordingMailer(), ports.clock, silentLogger);
    const run = new RunDailyBilling(ports.store, ports.subscriptions, gateways, collector, ports.clock, silentLogger);
    const subs = [];
    for (let i = 0; i < count; i += 1) {
      const user = (await ports.users.create({
        email: `billing${i}-${Date.now()}@example.com`,
        passwordHash: null,
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'user',
        profile: { ...EMPTY_PROFILE, postcode: 'M1 1AE' },
      }))!;
      const trialEndsAt = new Date(Date.parse(start) + 7 * 86_400_000);
      const first = firstChargeDate(trialEndsAt, payDay);
      subs.push(
        await ports.subscriptions.create({
          userId: user.id,
          status: 'trialing',
          provider: 'fake',
          providerCustomerId: `cus_${i}`,
          paymentMethodId: `pm_${i}`,
          card: { brand: 'visa', last4: '4242', bin: '424242' },
          preferredPayDay: payDay,
          trialEndsAt,
          nextChargeAt: first,
          billingPeriod: first,
        }),
      );
    }
    return { ...ports, gateway, run, subs };
  }

  it('keeps the new schedule fields of a subscription through save and find', async () => {
    const { subscriptions, subs, clock } = await setUp();
    const sub = subs[0]!;
    expect(sub).toMatchObject({ amountPence: 1999, failedAttempts: 0, lastBillingDate: null, accessEndsAt: null, statusBeforeCancel: null });
    expect(isoDate(sub.billingPeriod!)).toBe('2027-03-10');
    const saved = await subscriptions.save({ ...sub, status: 'cancelled', statusBeforeCancel: 'trialing', accessEndsAt: sub.trialEndsAt, cancelledAt: clock.now(), nextChargeAt: null });
    expect(await subscriptions.findById(sub.id)).toEqual(saved);
    expect(await subscriptions.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('lists due subscriptions by id, on or before the day, billable statuses only', async () => {
    const { store, subs, subscriptions } = await setUp(3);
    expect(await store.dueSubscriptions(new Date('2027-03-09T23:00:00Z'), null, 10)).toHaveLength(0);
    const due = await store.dueSubscriptions(new Date('2027-03-10T09:00:00Z'), null, 10);
    expect(due.map((s) => s.id)).toEqual([...subs.map((s) => s.id)].sort());
    const page = await store.dueSubscriptions(new Date('2027-03-10T09:00:00Z'), due[0]!.id, 1);
    expect(page.map((s) => s.id)).toEqual([due[1]!.id]);
    await subscriptions.save({ ...subs[0]!, status: 'cancelled' });
    expect(await store.dueSubscriptions(new Date('2027-04-10T09:00:00Z'), null, 10)).toHaveLength(2);
  });

  it('opens one attempt per period: a second open while it is processing is in doubt, after success already paid', async () => {
    const { store, subs, subscriptions } = await setUp();
    const at = new Date('2027-03-10T09:00:00Z');
    const [first] = await store.openAttempts([{ subscription: subs[0]!, at }]);
    expect(first!.kind).toBe('attempt');
    const attempt = first!.kind === 'attempt' ? first!.attempt : null!;
    expect(attempt).toMatchObject({ attempt: 1, amountPence: 1999, provider: 'fake', customerId: 'cus_0', paymentMethodId: 'pm_0' });
    expect(isoDate(attempt.periodDate)).toBe('2027-03-10');
    expect(await store.openAttempts([{ subscription: subs[0]!, at }])).toEqual([{ kind: 'in_doubt', subscriptionId: subs[0]!.id }]);
    expect((await store.unfinishedAttempts()).map((a) => a.idempotencyKey)).toEqual([attempt.idempotencyKey]);

    const paid = { ...subs[0]!, status: 'active' as const, billingPeriod: new Date('2027-04-10T00:00:00Z'), nextChargeAt: new Date('2027-04-10T00:00:00Z'), lastBillingDate: at };
    const recorded = await store.recordOutcomes([{ attempt, outcome: { status: 'succeeded', providerChargeId: 'ch_1' }, attemptedAt: at, finishedAt: at }], () => paid);
    expect(recorded.map((r) => r.subscription.status)).toEqual(['active']);
    // Recording the same answer again changes nothing.
    const again = await store.recordOutcomes(
      [{ attempt, outcome: { status: 'declined', providerChargeId: null, reason: 'card_declined', message: 'no' }, attemptedAt: at, finishedAt: at }],
      () => ({ ...paid, status: 'failed' }),
    );
    expect(again).toEqual([]);
    expect((await subscriptions.findById(subs[0]!.id))!.status).toBe('active');
    expect(await store.unfinishedAttempts()).toEqual([]);
    expect((await store.chargesOf(subs[0]!.id)).map((c) => [periodMonth(c.periodDate), c.status, c.attempts])).toEqual([['2027-03', 'succeeded', 1]]);
    expect(await store.openAttempts([{ subscription: subs[0]!, at }])).toEqual([{ kind: 'already_paid', subscriptionId: subs[0]!.id }]);
  });

  it('gives a retry its own attempt number and idempotency key', async () => {
    const { store, subs } = await setUp();
    const at = new Date('2027-03-10T09:00:00Z');
    const [a] = await store.openAttempts([{ subscription: subs[0]!, at }]);
    const first = a!.kind === 'attempt' ? a!.attempt : null!;
    await store.recordOutcomes(
      [{ attempt: first, outcome: { status: 'declined', providerChargeId: null, reason: 'insufficient_funds', message: 'no funds' }, attemptedAt: at, finishedAt: at }],
      (current) => ({ ...current, status: 'pending', failedAttempts: 1 }),
    );
    const [b] = await store.openAttempts([{ subscription: { ...subs[0]!, status: 'pending' }, at: new Date('2027-03-11T09:00:00Z') }]);
    const second = b!.kind === 'attempt' ? b!.attempt : null!;
    expect(second.attempt).toBe(2);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(second.chargeId).toBe(first.chargeId);
  });

  it("a cancellation, a new card and a new pay day made while a charge is in flight are kept; only the charge's columns are written", async () => {
    const { store, subs, subscriptions, clock } = await setUp(2);
    const at = new Date('2027-03-10T09:00:00Z');
    const opened = await store.openAttempts(subs.map((subscription) => ({ subscription, at })));
    const [a, b] = opened.map((o) => (o.kind === 'attempt' ? o.attempt : null!));
    // While the provider answers: the first household cancels, the second changes its card and pay day.
    clock.set('2027-03-10T09:00:05Z');
    const cancelled = await subscriptions.save({ ...subs[0]!, status: 'cancelled', statusBeforeCancel: 'trialing', cancelledAt: clock.now(), accessEndsAt: clock.now(), nextChargeAt: null, updatedAt: clock.now() });
    const newCard = { brand: 'mastercard', last4: '4444', bin: '555555' };
    await subscriptions.save({ ...subs[1]!, paymentMethodId: 'pm_new', card: newCard, preferredPayDay: 20, updatedAt: clock.now() });
    const seen: string[] = [];
    const recorded = await store.recordOutcomes(
      [a!, b!].map((attempt) => ({ attempt, outcome: { status: 'succeeded' as const, providerChargeId: `ch_${attempt.attemptId}` }, attemptedAt: at, finishedAt: at })),
      // A rule that writes back a stale row (as the run did before): everything but the charge's columns must be ignored.
      (current) => {
        seen.push(current.status);
        const stale = subs.find((s) => s.id === current.id)!;
        return { ...stale, status: current.status === 'cancelled' ? 'cancelled' : 'active', lastBillingDate: at, updatedAt: at };
      },
    );
    expect(recorded).toHaveLength(2);
    expect(seen.sort()).toEqual(['cancelled', 'trialing']);
    const first = (await subscriptions.findById(subs[0]!.id))!;
    expect(first).toMatchObject({ status: 'cancelled', cancelledAt: cancelled.cancelledAt });
    const second = (await subscriptions.findById(subs[1]!.id))!;
    expect(second).toMatchObject({ status: 'active', paymentMethodId: 'pm_new', card: newCard, preferredPayDay: 20, lastBillingDate: at });
  });

  it('moves a paid period on only while nothing else changed it', async () => {
    const { store, subs, subscriptions } = await setUp(2);
    const from = subs[0]!.billingPeriod!;
    const to = new Date('2027-04-10T00:00:00Z');
    expect(await store.advancePaidPeriod(subs[0]!.id, from, to, new Date('2027-03-10T09:00:00Z'))).toBe(true);
    expect((await subscriptions.findById(subs[0]!.id))!).toMatchObject({ billingPeriod: to, nextChargeAt: to });
    await subscriptions.save({ ...subs[1]!, status: 'cancelled', nextChargeAt: null });
    expect(await store.advancePaidPeriod(subs[1]!.id, from, to, new Date('2027-03-10T09:00:00Z'))).toBe(false);
    expect((await subscriptions.findById(subs[1]!.id))!).toMatchObject({ status: 'cancelled', nextChargeAt: null, billingPeriod: from });
  });

  it("a household that cancels while the run's charge is in flight stays cancelled (slow provider, real run)", async () => {
    const ports = await setUp(1);
    const sub = ports.subs[0]!;
    ports.clock.set('2027-03-10T09:00:00Z');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let charging!: () => void;
    const started = new Promise<void>((resolve) => (charging = resolve));
    const charge = ports.gateway.charge.bind(ports.gateway);
    ports.gateway.charge = async (request) => {
      charging();
      await gate;
      return charge(request);
    };
    const run = ports.run.execute();
    await started;
    const read = (await ports.subscriptions.findById(sub.id))!;
    const cancelled = cancel(read, ports.clock.now());
    if (!cancelled.ok) throw new Error('cancel refused');
    await ports.subscriptions.save(cancelled.value);
    release();
    const summary = await run;
    expect(summary.charged).toBe(1);
    const after = (await ports.subscriptions.findById(sub.id))!;
    expect(after.status).toBe('cancelled');
    expect(after.nextChargeAt).toBeNull();
    // The period charged was paid: access lasts to its end, and the next run charges nothing.
    expect(isoDate(after.accessEndsAt!)).toBe('2027-04-10');
    ports.clock.set('2027-04-10T09:00:00Z');
    expect((await ports.run.execute()).due).toBe(0);
    expect(ports.gateway.succeededCount()).toBe(1);
  });

  it('holds at most one live subscription per household; a cancelled one may sit beside a new one', async () => {
    const { subscriptions, subs } = await setUp();
    const first = subs[0]!;
    const second = { ...first, providerCustomerId: 'cus_again', paymentMethodId: 'pm_again' };
    await expect(subscriptions.create(second)).rejects.toThrow();
    await subscriptions.save({ ...first, status: 'cancelled', nextChargeAt: null });
    expect((await subscriptions.create(second)).status).toBe('trialing');
  });

  it('lets one run hold the lock at a time', async () => {
    const { store } = await setUp(0);
    let inner: unknown;
    const outer = await store.withRunLock(async () => {
      inner = await store.withRunLock(async () => 'second');
      return 'first';
    });
    expect(outer).toEqual({ ran: true, value: 'first' });
    expect(inner).toEqual({ ran: false });
    expect(await store.withRunLock(async () => 'again')).toEqual({ ran: true, value: 'again' });
  });

  it('bills three months of pay days 28 to 31 exactly once each, and two runs at once stay exactly-once', async () => {
    const ports = await setUp(0);
    const all = [];
    for (const payDay of [28, 29, 30, 31]) {
      const user = (await ports.users.create({ email: `pd${payDay}-${Date.now()}@example.com`, passwordHash: null, firstName: 'A', lastName: 'B', role: 'user', profile: EMPTY_PROFILE }))!;
      const trialEndsAt = new Date('2028-01-08T08:00:00Z');
      const first = firstChargeDate(trialEndsAt, payDay);
      all.push(
        await ports.subscriptions.create({ userId: user.id, status: 'trialing', provider: 'fake', providerCustomerId: 'c', paymentMethodId: `pm_${payDay}`, card: null, preferredPayDay: payDay, trialEndsAt, nextChargeAt: first, billingPeriod: first }),
      );
    }
    for (let t = Date.parse('2028-01-01T09:00:00Z'); t <= Date.parse('2028-04-30T09:00:00Z'); t += 86_400_000) {
      ports.clock.set(new Date(t));
      await Promise.all([ports.run.execute(), ports.run.execute()]);
    }
    for (const sub of all) {
      const charges = await ports.store.chargesOf(sub.id);
      expect(charges.every((c) => c.status === 'succeeded' && c.attempts === 1)).toBe(true);
      expect(charges.map((c) => isoDate(c.periodDate))).toEqual(
        {
          28: ['2028-01-28', '2028-02-28', '2028-03-28', '2028-04-28'],
          29: ['2028-01-29', '2028-02-29', '2028-03-29', '2028-04-29'],
          30: ['2028-01-30', '2028-02-29', '2028-03-30', '2028-04-30'],
          31: ['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30'],
        }[sub.preferredPayDay],
      );
    }
    expect(ports.gateway.succeededCount()).toBe(16);
    const stats = await ports.store.statistics(new Date('2028-04-30T10:00:00Z'));
    expect(stats).toMatchObject({ totalSubscriptions: 4, activeSubscriptions: 4, pendingBillings: 0, recentSuccessRate: 100 });
  }, 120_000);

  it('claims each due subscription once when three shares run at once, and a share leaves younger in-flight attempts alone', async () => {
    const ports = await setUp(30, 10, '2027-03-01T08:00:00Z');
    const due = ports.subs[0]!.nextChargeAt!;
    ports.clock.set(new Date(due.getTime() + 9 * 3_600_000));
    // Another server died holding one subscription's attempt, a minute ago: in flight, and too young to reconcile.
    const [held] = await ports.store.claimDue(due, new Date(ports.clock.now().getTime() - 60_000), 1);
    expect(held?.opened.kind).toBe('attempt');
    const claims = await Promise.all([ports.store.claimDue(due, ports.clock.now(), 7), ports.store.claimDue(due, ports.clock.now(), 7)]);
    const ids = claims.flat().map((c) => c.subscription.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(held!.subscription.id);
    expect(claims.flat().every((c) => c.opened.kind === 'attempt')).toBe(true);
    // The claimed-but-unsettled ones are in flight too now; the three shares bill the rest.
    const shares = await Promise.all([ports.run.executeShare(), ports.run.executeShare(), ports.run.executeShare()]);
    expect(shares.reduce((n, s) => n + s.charged, 0)).toBe(30 - 1 - ids.length);
    expect(shares.reduce((n, s) => n + s.reconciled, 0)).toBe(0);
    // Eleven minutes on, the dead server's attempts are stale: the next share settles them (the provider never saw them).
    ports.clock.set(new Date(ports.clock.now().getTime() + 11 * 60_000));
    const late = await ports.run.executeShare({ date: due });
    expect(late.reconciled).toBe(1 + ids.length);
    for (const sub of ports.subs) {
      const charges = await ports.store.chargesOf(sub.id);
      expect(charges.map((c) => c.status)).toEqual(['succeeded']);
    }
    expect(ports.gateway.succeededCount()).toBe(30);
  }, 120_000);

  it('records authorisation events newest first with paging', async () => {
    const { events } = await setUp(0);
    for (let i = 0; i < 12; i += 1) {
      await events.record({ userId: null, subscriptionId: null, eventType: i % 2 ? 'signup' : 'cancellation', authorizationMethod: 'in_app', amountPence: i, status: 'succeeded' }, new Date(Date.UTC(2027, 0, 1 + i)));
    }
    const page = await events.latest({ limit: 10, offset: 0 });
    expect(page.total).toBe(12);
    expect(page.events.map((e) => e.amountPence)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect((await events.latest({ limit: 10, offset: 10 })).events.map((e) => e.amountPence)).toEqual([1, 0]);
  });

  it('uses an undo token once, and never after it expires', async () => {
    const { undoTokens, subs } = await setUp();
    await undoTokens.issue({ subscriptionId: subs[0]!.id, tokenHash: 'h1', expiresAt: new Date('2027-04-01T00:00:00Z') });
    await undoTokens.issue({ subscriptionId: subs[0]!.id, tokenHash: 'h2', expiresAt: new Date('2027-04-01T00:00:00Z') });
    expect(await undoTokens.consume('h1', new Date('2027-03-20T00:00:00Z'))).toEqual({ subscriptionId: subs[0]!.id });
    expect(await undoTokens.consume('h1', new Date('2027-03-20T00:00:00Z'))).toBeNull();
    expect(await undoTokens.consume('h2', new Date('2027-04-01T00:00:00Z'))).toBeNull();
    expect(await undoTokens.consume('nope', new Date('2027-03-20T00:00:00Z'))).toBeNull();
  });

  it('handles each webhook event once', async () => {
    const { ledger } = await setUp(0);
    const at = new Date('2027-03-01T00:00:00Z');
    expect(await ledger.firstTime('stripe', 'evt_1', 'payment_intent.succeeded', at)).toBe(true);
    expect(await ledger.firstTime('stripe', 'evt_1', 'payment_intent.succeeded', at)).toBe(false);
    expect(await ledger.firstTime('acquired', 'evt_1', 'payment', at)).toBe(true);
  });
}

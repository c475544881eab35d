import { describe, expect, it } from 'vitest';
import { billingFixture } from '../../testing/in-memory-billing';
import { chargeDateIn } from '../billing-day';
import { cancel, isoDate, periodMonth } from '../billing-rules';
import { PLAN } from '../plan';

const DAY = 86_400_000;
const nine = (date: Date) => new Date(date.getTime() + 9 * 3_600_000);

/** Runs the daily billing at 09:00 UTC of every day from `from` to `to` inclusive. */
async function everyDay(f: ReturnType<typeof billingFixture>, from: string, to: string, onDay?: (day: Date) => Promise<void>) {
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
    const day = new Date(t);
    f.clock.set(nine(day));
    await onDay?.(day);
    await f.run.execute();
  }
}

describe('the daily billing run over 24 months (time travel)', () => {
  it('charges every pay day 1 to 31 exactly once a month, on the day or the last day of a shorter month, never in the trial', async () => {
    const f = billingFixture('2027-01-01T08:00:00Z');
    const subs: Array<{ id: string; payDay: number; trialEndsAt: Date }> = [];
    // Trials starting on different days around month ends and the leap day of 2028.
    const starts = ['2027-01-01T08:00:00Z', '2027-01-30T22:00:00Z', '2027-02-21T12:00:00Z', '2028-02-22T09:30:00Z'];
    for (let payDay = 1; payDay <= 31; payDay += 1) {
      for (const start of starts) {
        const { subscription } = await f.household({ payDay, startedAt: new Date(start) });
        subs.push({ id: subscription.id, payDay, trialEndsAt: subscription.trialEndsAt! });
      }
    }
    await everyDay(f, '2027-01-01', '2028-12-31');

    for (const sub of subs) {
      const charges = (await f.store.chargesOf(sub.id)).filter((c) => c.status === 'succeeded');
      const months = charges.map((c) => periodMonth(c.periodDate));
      expect(new Set(months).size, `one charge per month, pay day ${sub.payDay}`).toBe(months.length);
      for (const charge of charges) {
        const expected = chargeDateIn(charge.periodDate.getUTCFullYear(), charge.periodDate.getUTCMonth(), sub.payDay);
        expect(isoDate(charge.periodDate)).toBe(isoDate(expected));
        expect(isoDate(charge.lastAttemptAt!)).toBe(isoDate(expected));
        expect(nine(expected).getTime()).toBeGreaterThanOrEqual(sub.trialEndsAt.getTime());
        expect(charge.amountPence).toBe(PLAN.pricePence);
      }
      // Every month from the first charge to December 2028 is paid: nothing skipped.
      const first = charges[0]!.periodDate;
      const expectedCount = (2028 - first.getUTCFullYear()) * 12 + (11 - first.getUTCMonth()) + 1;
      expect(charges.length, `pay day ${sub.payDay}`).toBe(expectedCount);
    }
    // Leap years: pay days 29, 30 and 31 fall on 29 February 2028 and 28 February 2027.
    const feb = (await f.store.chargesOf(subs.find((s) => s.payDay === 31)!.id)).map((c) => isoDate(c.periodDate));
    expect(feb).toContain('2027-02-28');
    expect(feb).toContain('2028-02-29');
    expect(f.gateway.succeededCount()).toBe([...f.store.charges.values()].filter((c) => c.status === 'succeeded').length);
  }, 120_000);

  it('never charges a cancelled subscription, and its access lasts to the end of the paid period', async () => {
    const f = billingFixture('2027-03-01T08:00:00Z');
    const { subscription } = await f.household({ payDay: 15, startedAt: new Date('2027-03-01T08:00:00Z') });
    await everyDay(f, '2027-03-01', '2027-05-20', async (day) => {
      if (isoDate(day) === '2027-05-20') {
        const current = (await f.subscriptions.findById(subscription.id))!;
        const cancelled = cancel(current, f.clock.now());
        if (!cancelled.ok) throw new Error(cancelled.error.message);
        expect(isoDate(cancelled.value.accessEndsAt!)).toBe('2027-06-15');
        await f.subscriptions.save(cancelled.value);
      }
    });
    await everyDay(f, '2027-05-21', '2029-03-01');
    const paid = (await f.store.chargesOf(subscription.id)).map((c) => isoDate(c.periodDate));
    expect(paid).toEqual(['2027-03-15', '2027-04-15', '2027-05-15']);
  }, 60_000);

  it('retries a soft decline 1, 3 and 7 days after each failure, then suspends and tells the household', async () => {
    const f = billingFixture('2027-03-01T08:00:00Z');
    const { subscription, user } = await f.household({ payDay: 10, startedAt: new Date('2027-03-01T08:00:00Z'), paymentMethodId: 'pm_soft' });
    f.gateway.script.set('pm_soft', ['insufficient_funds']);
    await everyDay(f, '2027-03-01', '2027-04-30');
    const attempts = f.store.attempts.filter((a) => a.subscriptionId === subscription.id).map((a) => isoDate(a.startedAt));
    expect(attempts).toEqual(['2027-03-10', '2027-03-11', '2027-03-14', '2027-03-21']);
    const after = (await f.subscriptions.findById(subscription.id))!;
    expect(after.status).toBe('failed');
    expect(after.failedAttempts).toBe(4);
    expect(after.nextChargeAt).toBeNull();
    expect(f.mailer.sent.filter((m) => m.to === user.email).map((m) => m.kind)).toEqual(['billing-retry', 'billing-suspended']);
    expect(f.gateway.succeededCount()).toBe(0);
  });

  it('a retry that succeeds pays the same period, and the next month is billed on the pay day again', async () => {
    const f = billingFixture('2027-03-01T08:00:00Z');
    const { subscription } = await f.household({ payDay: 28, startedAt: new Date('2027-03-01T08:00:00Z'), paymentMethodId: 'pm_late' });
    f.gateway.script.set('pm_late', ['generic_decline', 'provider_timeout', 'ok']);
    await everyDay(f, '2027-03-01', '2027-05-01');
    const charges = await f.store.chargesOf(subscription.id);
    expect(charges.map((c) => [isoDate(c.periodDate), c.status, c.attempts])).toEqual([
      ['2027-03-28', 'succeeded', 3],
      ['2027-04-28', 'succeeded', 1],
    ]);
    expect((await f.subscriptions.findById(subscription.id))!.status).toBe('active');
  });

  it('a hard decline suspends at once, without retries', async () => {
    const f = billingFixture('2027-03-01T08:00:00Z');
    const { subscription } = await f.household({ payDay: 9, startedAt: new Date('2027-03-01T08:00:00Z'), paymentMethodId: 'pm_closed' });
    f.gateway.script.set('pm_closed', ['closed_account']);
    await everyDay(f, '2027-03-01', '2027-04-30');
    expect(f.store.attempts.filter((a) => a.subscriptionId === subscription.id)).toHaveLength(1);
    expect((await f.subscriptions.findById(subscription.id))!.status).toBe('failed');
  });
});

describe('faults: still one charge each', () => {
  async function dueToday() {
    const f = billingFixture('2027-03-01T08:00:00Z');
    const { subscription } = await f.household({ payDay: 10, startedAt: new Date('2027-03-01T08:00:00Z'), paymentMethodId: 'pm_x' });
    f.clock.set('2027-03-10T09:00:00Z');
    return { f, subscription };
  }

  it('the provider times out after charging: the next run asks it and records the charge, never charging again', async () => {
    const { f, subscription } = await dueToday();
    f.gateway.script.set('pm_x', ['timeout_after', 'ok']);
    const first = await f.run.execute();
    expect(first).toMatchObject({ due: 1, charged: 0, skipped: 1 });
    expect((await f.subscriptions.findById(subscription.id))!.status).toBe('trialing');
    // The same day, a second run: the attempt in doubt is settled from the provider's record, and no new attempt opens.
    const second = await f.run.execute();
    expect(second).toMatchObject({ reconciled: 1, due: 0, charged: 0 });
    expect(f.gateway.succeededCount()).toBe(1);
    expect((await f.subscriptions.findById(subscription.id))!).toMatchObject({ status: 'active', failedAttempts: 0 });
    expect(f.store.attempts).toHaveLength(1);
  });

  it('the provider times out before charging: the attempt is sent again under the same key, once', async () => {
    const { f, subscription } = await dueToday();
    f.gateway.script.set('pm_x', ['timeout_before', 'ok']);
    await f.run.execute();
    expect(f.gateway.succeededCount()).toBe(0);
    const second = await f.run.execute();
    expect(second.reconciled).toBe(1);
    expect(f.gateway.succeededCount()).toBe(1);
    expect(f.store.attempts.map((a) => a.idempotencyKey)).toHaveLength(1);
    expect((await f.subscriptions.findById(subscription.id))!.status).toBe('active');
  });

  it('the process dies after the provider answered and before our write: reconciled, not charged again', async () => {
    const { f, subscription } = await dueToday();
    const record = f.store.recordOutcomes.bind(f.store);
    f.store.recordOutcomes = async () => {
      throw new Error('process killed');
    };
    await expect(f.run.execute()).rejects.toThrow('process killed');
    expect(f.gateway.succeededCount()).toBe(1);
    f.store.recordOutcomes = record;
    const next = await f.run.execute();
    expect(next.reconciled).toBe(1);
    expect(next.charged).toBe(0);
    expect(f.gateway.succeededCount()).toBe(1);
    expect((await f.subscriptions.findById(subscription.id))!.status).toBe('active');
    // The next day nothing is due; a month later the next period is charged once.
    f.clock.set('2027-04-10T09:00:00Z');
    expect((await f.run.execute()).charged).toBe(1);
    expect(f.gateway.succeededCount()).toBe(2);
  });

  it('two runs started at once: one runs, the other stands aside', async () => {
    const f = billingFixture('2027-03-01T08:00:00Z');
    for (let i = 0; i < 20; i += 1) await f.household({ payDay: 10, startedAt: new Date('2027-03-01T08:00:00Z') });
    f.clock.set('2027-03-10T09:00:00Z');
    const [a, b] = await Promise.all([f.run.execute(), f.run.execute()]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(a.charged + b.charged).toBe(20);
    expect(f.gateway.succeededCount()).toBe(20);
    // And a later run the same day finds nothing more to do.
    expect((await f.run.execute()).charged).toBe(0);
  });

  it('a dry run lists what is due and changes nothing', async () => {
    const { f } = await dueToday();
    const dry = await f.run.execute({ dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, due: 1, charged: 0 });
    expect(f.store.attempts).toHaveLength(0);
    expect(f.gateway.succeededCount()).toBe(0);
  });

  it('a run for one pay day bills only that pay day', async () => {
    const f = billingFixture('2027-03-01T08:00:00Z');
    await f.household({ payDay: 10, startedAt: new Date('2027-03-01T08:00:00Z') });
    await f.household({ payDay: 9, startedAt: new Date('2027-03-01T08:00:00Z') });
    f.clock.set('2027-03-10T09:00:00Z');
    expect(await f.run.execute({ payDay: 10 })).toMatchObject({ due: 1, charged: 1 });
    expect(await f.run.execute()).toMatchObject({ due: 1, charged: 1 });
  });
});

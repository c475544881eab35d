import { describe, expect, it } from 'vitest';
import { billingFixture } from '../../testing/in-memory-billing';
import { BillingStatistics } from './billing-statistics.use-case';

describe('the billing figures of the test page', () => {
  it('counts subscriptions and a 100 % success rate before any attempt', async () => {
    const f = billingFixture('2027-03-01T08:00:00Z');
    const statistics = new BillingStatistics(f.store, f.clock);
    expect(await statistics.execute()).toEqual({ totalSubscriptions: 0, activeSubscriptions: 0, pendingBillings: 0, recentSuccessRate: 100 });
    await f.household({ payDay: 10, startedAt: new Date('2027-03-01T08:00:00Z') });
    await f.household({ payDay: 10, startedAt: new Date('2027-03-01T08:00:00Z'), paymentMethodId: 'pm_soft' });
    expect(await statistics.execute()).toEqual({ totalSubscriptions: 2, activeSubscriptions: 2, pendingBillings: 0, recentSuccessRate: 100 });
  });

  it('reports the share of attempts that succeeded in the last 30 days, and pending retries', async () => {
    const f = billingFixture('2027-03-01T08:00:00Z');
    const statistics = new BillingStatistics(f.store, f.clock);
    await f.household({ payDay: 10, startedAt: new Date('2027-03-01T08:00:00Z') });
    await f.household({ payDay: 10, startedAt: new Date('2027-03-01T08:00:00Z'), paymentMethodId: 'pm_soft' });
    f.gateway.script.set('pm_soft', ['insufficient_funds']);
    f.clock.set('2027-03-10T09:00:00Z');
    await f.run.execute();
    expect(await statistics.execute()).toEqual({ totalSubscriptions: 2, activeSubscriptions: 1, pendingBillings: 1, recentSuccessRate: 50 });
    // Thirty-one days on, with no run since: the attempts have left the window; the retry is still pending.
    f.clock.set('2027-04-10T09:00:01Z');
    expect(await statistics.execute()).toMatchObject({ recentSuccessRate: 100, pendingBillings: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { billingFixture } from '../../testing/in-memory-billing';
import { ChangeBillingDay } from './change-billing-day.use-case';

async function trialing() {
  const f = billingFixture('2027-03-01T08:00:00Z');
  const { user, subscription } = await f.household({ payDay: 10, startedAt: new Date('2027-03-01T08:00:00Z') });
  return { f, user, subscription, change: new ChangeBillingDay(f.subscriptions, f.clock, f.logger) };
}

describe('moving the pay day', () => {
  it('saves the new pay day (a string from the form is read too) and moves the next charge to it', async () => {
    const { f, user, subscription, change } = await trialing();
    const moved = await change.execute(user.id, '25');
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    expect(moved.value.preferredPayDay).toBe(25);
    expect(moved.value.nextChargeAt!.getUTCDate()).toBe(25);
    expect((await f.subscriptions.findById(subscription.id))!.preferredPayDay).toBe(25);
  });

  it('refuses a day outside 1..31, the same day, no subscription, and a cancelled one', async () => {
    const { f, user, subscription, change } = await trialing();
    for (const bad of [0, 32, 'x', 1.5]) {
      const r = await change.execute(user.id, bad);
      expect(!r.ok && r.error.code, String(bad)).toBe('VALIDATION');
    }
    const same = await change.execute(user.id, 10);
    expect(!same.ok && same.error.message).toBe('Your billing day is already the 10th.');
    const none = await change.execute('someone-else', 5);
    expect(!none.ok && none.error.code).toBe('SUBSCRIPTION.NOT_FOUND');
    await f.subscriptions.save({ ...subscription, status: 'cancelled' });
    const cancelled = await change.execute(user.id, 5);
    expect(!cancelled.ok && cancelled.error.code).toBe('SUBSCRIPTION.NOT_ACTIVE');
    expect((await f.subscriptions.findById(subscription.id))!.preferredPayDay).toBe(10);
  });
});

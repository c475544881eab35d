import { describe, expect, it } from 'vitest';
import { billingFixture } from '../../testing/in-memory-billing';
import { GetSubscription } from './get-subscription.use-case';

describe("reading a household's subscription", () => {
  it("answers the household's own subscription, never another's, and null without one", async () => {
    const f = billingFixture('2027-03-01T08:00:00Z');
    const get = new GetSubscription(f.subscriptions);
    const a = await f.household({ payDay: 3, startedAt: new Date('2027-03-01T08:00:00Z') });
    const b = await f.household({ payDay: 20, startedAt: new Date('2027-03-01T08:00:00Z') });
    expect(await get.execute(a.user.id)).toMatchObject({ id: a.subscription.id, userId: a.user.id, preferredPayDay: 3, status: 'trialing' });
    expect(await get.execute(b.user.id)).toMatchObject({ id: b.subscription.id, preferredPayDay: 20 });
    expect(await get.execute('no-such-household')).toBeNull();
  });

  it('still answers a cancelled subscription (live or not)', async () => {
    const f = billingFixture('2027-03-01T08:00:00Z');
    const { user, subscription } = await f.household({ payDay: 3, startedAt: new Date('2027-03-01T08:00:00Z') });
    await f.subscriptions.save({ ...subscription, status: 'cancelled' });
    expect((await new GetSubscription(f.subscriptions).execute(user.id))?.status).toBe('cancelled');
  });
});

import { describe, expect, it } from 'vitest';
import { billingFixture } from '../../testing/in-memory-billing';
import { GetAccount } from './get-account.use-case';

describe('the signed-in account', () => {
  it('is the user with its own subscription', async () => {
    const f = billingFixture('2027-03-01T08:00:00Z');
    const { user, subscription } = await f.household({ payDay: 5, startedAt: new Date('2027-03-01T08:00:00Z') });
    await f.household({ payDay: 9, startedAt: new Date('2027-03-01T08:00:00Z') });
    const account = await new GetAccount(f.subscriptions).execute(user);
    expect(account.user).toBe(user);
    expect(account.subscription).toMatchObject({ id: subscription.id, userId: user.id, preferredPayDay: 5 });
  });

  it('has no subscription before one is started', async () => {
    const f = billingFixture();
    const user = (await f.users.create({ email: 'new@example.com', passwordHash: null, firstName: 'N', lastName: 'Ew', role: 'user', profile: (await f.household({ payDay: 1, startedAt: f.clock.now() })).user.profile }))!;
    expect(await new GetAccount(f.subscriptions).execute(user)).toEqual({ user, subscription: null });
  });
});

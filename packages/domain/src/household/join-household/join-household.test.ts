import { describe, expect, it } from 'vitest';
import { householdFixture } from '../../testing/household-fixture';

describe('household membership rules', () => {
  it('the invitation email carries a single-use link that lasts 7 days', async () => {
    const { user, invite, mailer, clock, join } = await householdFixture();
    const alex = await user('Alex');
    const sam = await user('Sam');
    const kim = await user('Kim');
    const token = await invite(alex, 'sam@example.com');
    const email = mailer.last('household-invitation')!;
    expect(email.to).toBe('sam@example.com');
    expect(email.text).toContain(`https://larder.test/household/join/${token}`);
    expect(email.text).toMatch(/expires in 7 days/);
    clock.set('2026-11-27T10:00:00Z');
    const late = await join.accept(token, sam);
    expect(!late.ok && late.error.code).toBe('HOUSEHOLD.INVITATION_EXPIRED');
    const again = await invite(alex, 'sam@example.com');
    expect((await join.accept(again, sam)).ok).toBe(true);
    const twice = await join.accept(again, sam);
    expect(!twice.ok && twice.error.code).toBe('HOUSEHOLD.INVITATION_USED');
    const other = await join.accept(again, kim);
    expect(!other.ok && other.error.code).toBe('HOUSEHOLD.WRONG_ACCOUNT');
    const bogus = await join.accept('nope', kim);
    expect(!bogus.ok && bogus.error.code).toBe('HOUSEHOLD.INVITATION_NOT_FOUND');
  });

  it('another household’s member must leave first; one with a subscription of their own cancels it first', async () => {
    const { user, invite, subscriptions, mailer, join, leave } = await householdFixture();
    const alex = await user('Alex');
    const bea = await user('Bea');
    const sam = await user('Sam');
    await join.accept(await invite(bea, 'sam@example.com'), sam);
    const token = await invite(alex, 'sam@example.com');
    expect(mailer.last('household-invitation')!.text).toMatch(/Leave it first/);
    const busy = await join.accept(token, sam);
    expect(!busy.ok && busy.error.code).toBe('HOUSEHOLD.IN_ANOTHER');
    await leave.execute(sam);
    await subscriptions.create({ userId: sam, status: 'trialing', provider: 'simulated', providerCustomerId: null, paymentMethodId: null, card: null, preferredPayDay: 1, trialEndsAt: null, nextChargeAt: null });
    const paying = await join.accept(token, sam);
    expect(!paying.ok && paying.error.message).toMatch(/cancel yours first/);
  });

  it('an invitee without an account joins with a new one, for the invited address only, once', async () => {
    const { user, invite, users, join, scope } = await householdFixture();
    const alex = await user('Alex');
    const token = await invite(alex, 'new@example.com');
    const short = await join.joinWithNewAccount(token, { firstName: 'Nia', lastName: 'Jones', password: 'short' });
    expect(!short.ok && short.error.field).toBe('password');
    const nameless = await join.joinWithNewAccount(token, { firstName: ' ', lastName: '' });
    expect(!nameless.ok && nameless.error.field).toBe('firstName');
    const joined = await join.joinWithNewAccount(token, { firstName: 'Nia', lastName: 'Jones', password: 'long enough' });
    expect(joined.ok).toBe(true);
    const nia = await users.findByEmail('new@example.com');
    expect(nia?.passwordHash).not.toBeNull();
    expect(await scope.execute(nia!.id)).toMatchObject({ ownerId: alex, role: 'member' });
    const again = await join.joinWithNewAccount(token, { firstName: 'Eve', lastName: 'X' });
    expect(!again.ok && again.error.code).toBe('HOUSEHOLD.INVITATION_USED');
    await user('Kim');
    const existing = await join.joinWithNewAccount(await invite(alex, 'kim@example.com'), { firstName: 'K', lastName: 'X' });
    expect(!existing.ok && existing.error.code).toBe('ACCOUNT.EMAIL_TAKEN');
  });
});

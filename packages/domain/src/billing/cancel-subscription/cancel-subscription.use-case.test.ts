import { describe, expect, it } from 'vitest';
import { billingFixture } from '../../testing/in-memory-billing';
import { CANCEL_TARGET_LIMIT, CancelSubscription, NOT_FOUND_BY_DETAILS, NOT_FOUND_BY_EMAIL } from './cancel-subscription.use-case';

const caller = { address: '203.0.113.9', origin: 'https://larder.test' };

async function subscribed() {
  const f = billingFixture('2027-03-01T08:00:00Z');
  const { user, subscription } = await f.household({ payDay: 15, startedAt: new Date('2027-03-01T08:00:00Z'), firstName: 'Amira', lastName: 'Khan', postcode: 'LS1 4AP' });
  const cancel = new CancelSubscription(f.subscriptions, f.events, f.undoTokens, f.users, f.limiter, f.mailer, f.postcodes, f.clock, f.logger);
  return { f, user, subscription, cancel };
}

describe('cancelling a subscription', () => {
  it('in the app: cancels, records the authorisation, emails a one-click undo link, and says so once', async () => {
    const { f, user, subscription, cancel } = await subscribed();
    const done = await cancel.own(user.id, caller.origin);
    expect(done.ok && done.value).toMatchObject({ status: 'cancelled', customerEmail: user.email, subscription: { id: subscription.id, status: 'cancelled' } });
    expect(f.events.events).toMatchObject([{ eventType: 'cancellation', authorizationMethod: 'in_app', status: 'succeeded' }]);
    const mail = f.mailer.last('subscription-cancelled')!;
    expect(mail.to).toBe(user.email);
    expect(mail.text).toMatch(/https:\/\/larder\.test\/cancel-subscription\/undo\?token=/);
    expect(f.undoTokens.rows.size).toBe(1);
    const again = await cancel.own(user.id, caller.origin);
    expect(again.ok && again.value.status).toBe('already_cancelled');
    expect(f.mailer.sent.filter((m) => m.kind === 'subscription-cancelled')).toHaveLength(1);
  });

  it('in the app without a subscription: SUBSCRIPTION.NOT_FOUND', async () => {
    const { cancel } = await subscribed();
    const r = await cancel.own('nobody', caller.origin);
    expect(!r.ok && r.error.code).toBe('SUBSCRIPTION.NOT_FOUND');
  });

  it('by email: all three of email, first and last name must match (any case)', async () => {
    const { f, user, cancel } = await subscribed();
    const blank = await cancel.byEmail({ email: user.email, firstName: ' ', lastName: 'Khan' }, caller);
    expect(!blank.ok && blank.error).toMatchObject({ code: 'VALIDATION', field: 'firstName' });
    const wrong = await cancel.byEmail({ email: user.email, firstName: 'Amira', lastName: 'Kahn' }, caller);
    expect(!wrong.ok && wrong.error).toMatchObject({ code: 'SUBSCRIPTION.NOT_FOUND', message: NOT_FOUND_BY_EMAIL });
    expect((await f.subscriptions.findByUserId(user.id))!.status).toBe('trialing');
    const right = await cancel.byEmail({ email: user.email.toUpperCase(), firstName: 'amira', lastName: 'KHAN' }, caller);
    expect(right.ok && right.value.status).toBe('cancelled');
    expect(f.events.events[0]).toMatchObject({ authorizationMethod: 'self_serve_email' });
  });

  it('by name and postcode: cancels exactly one match and masks the email; a bad postcode or two matches cancel nothing', async () => {
    const { f, user, cancel } = await subscribed();
    const badPostcode = await cancel.byDetails({ firstName: 'Amira', lastName: 'Khan', postcode: 'NOT A CODE' }, caller);
    expect(!badPostcode.ok && badPostcode.error.code).toBe('VALIDATION');
    const twin = await f.household({ payDay: 2, startedAt: new Date('2027-03-01T08:00:00Z'), firstName: 'Amira', lastName: 'Khan', postcode: 'LS1 4AP' });
    const two = await cancel.byDetails({ firstName: 'Amira', lastName: 'Khan', postcode: 'ls14ap' }, caller);
    expect(!two.ok && two.error).toMatchObject({ code: 'SUBSCRIPTION.NOT_FOUND', message: NOT_FOUND_BY_DETAILS });
    await f.subscriptions.save({ ...twin.subscription, userId: 'moved-away' });
    const one = await cancel.byDetails({ firstName: 'Amira', lastName: 'Khan', postcode: 'ls14ap' }, caller);
    expect(one.ok && one.value.status).toBe('cancelled');
    expect(one.ok && one.value.customerEmail).not.toBe(user.email);
    expect(one.ok && one.value.customerEmail).toMatch(/\*/);
  });

  it('the public forms are rate limited per account named', async () => {
    const { f, cancel } = await subscribed();
    for (let i = 0; i < CANCEL_TARGET_LIMIT.points; i += 1) {
      await cancel.byEmail({ email: 'someone@example.com', firstName: 'A', lastName: 'B' }, { ...caller, address: `198.51.100.${i}` });
    }
    const limited = await cancel.byEmail({ email: 'someone@example.com', firstName: 'A', lastName: 'B' }, { ...caller, address: '198.51.100.99' });
    expect(!limited.ok && limited.error.code).toBe('RATE_LIMITED');
    expect(f.events.events).toEqual([]);
  });
});

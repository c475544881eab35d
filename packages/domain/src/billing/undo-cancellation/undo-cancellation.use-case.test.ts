import { describe, expect, it } from 'vitest';
import { billingFixture } from '../../testing/in-memory-billing';
import { CancelSubscription } from '../cancel-subscription/cancel-subscription.use-case';
import { UndoCancellation } from './undo-cancellation.use-case';

/** A household that cancelled in the app on 20 March, paid up to 15 April; the token is read from its email. */
async function cancelled() {
  const f = billingFixture('2027-03-01T08:00:00Z');
  const { user, subscription } = await f.household({ payDay: 15, startedAt: new Date('2027-03-01T08:00:00Z') });
  f.clock.set('2027-03-15T09:00:00Z');
  await f.run.execute();
  f.clock.set('2027-03-20T10:00:00Z');
  const cancel = new CancelSubscription(f.subscriptions, f.events, f.undoTokens, f.users, f.limiter, f.mailer, f.postcodes, f.clock, f.logger);
  const done = await cancel.own(user.id, 'https://larder.test');
  if (!done.ok) throw new Error(done.error.message);
  const token = decodeURIComponent(/token=([^\s]+)/.exec(f.mailer.last('subscription-cancelled')!.text)![1]!);
  const undo = new UndoCancellation(f.undoTokens, f.subscriptions, f.events, f.users, f.mailer, f.clock);
  return { f, user, subscription, token, undo };
}

describe('the one-click undo of a cancellation', () => {
  it('restores the subscription as it was, records the reversal and emails the next payment', async () => {
    const { f, user, subscription, token, undo } = await cancelled();
    const restored = await undo.execute(token);
    expect(restored.ok && restored.value).toMatchObject({ id: subscription.id, status: 'active', accessEndsAt: null });
    expect(f.events.events.map((e) => [e.eventType, e.status])).toContainEqual(['cancellation', 'reverted']);
    const mail = f.mailer.last('subscription-restored')!;
    expect(mail.to).toBe(user.email);
    expect(mail.text).toContain('Next payment: £19.99');
  });

  it('a token works once; an unknown token is refused', async () => {
    const { token, undo } = await cancelled();
    expect((await undo.execute(token)).ok).toBe(true);
    const twice = await undo.execute(token);
    expect(!twice.ok && twice.error.code).toBe('SUBSCRIPTION.UNDO_EXPIRED');
    const unknown = await undo.execute('not-a-token');
    expect(!unknown.ok && unknown.error.code).toBe('SUBSCRIPTION.UNDO_EXPIRED');
  });

  it('after the paid period has ended the link has expired and the subscription stays cancelled', async () => {
    const { f, subscription, token, undo } = await cancelled();
    f.clock.set('2027-04-16T09:00:00Z');
    const late = await undo.execute(token);
    expect(!late.ok && late.error.code).toBe('SUBSCRIPTION.UNDO_EXPIRED');
    expect((await f.subscriptions.findById(subscription.id))!.status).toBe('cancelled');
  });

  it('a token whose subscription is gone answers SUBSCRIPTION.NOT_FOUND', async () => {
    const { f, subscription, token, undo } = await cancelled();
    f.subscriptions.rows.splice(f.subscriptions.rows.findIndex((s) => s.id === subscription.id), 1);
    const r = await undo.execute(token);
    expect(!r.ok && r.error.code).toBe('SUBSCRIPTION.NOT_FOUND');
  });
});

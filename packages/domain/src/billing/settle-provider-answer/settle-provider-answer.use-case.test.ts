import { describe, expect, it } from 'vitest';
import { billingFixture } from '../../testing/in-memory-billing';
import { SettleProviderAnswer } from './settle-provider-answer.use-case';

/** A charge left in doubt: the provider charged, then timed out before answering. */
async function inDoubt() {
  const f = billingFixture('2027-03-01T08:00:00Z');
  const { subscription, user } = await f.household({ payDay: 10, startedAt: new Date('2027-03-01T08:00:00Z'), paymentMethodId: 'pm_late' });
  f.gateway.script.set('pm_late', ['timeout_before']);
  f.clock.set('2027-03-10T09:00:00Z');
  await f.run.execute();
  const [attempt] = await f.store.unfinishedAttempts();
  return { f, subscription, user, attempt: attempt!, settle: new SettleProviderAnswer(f.store, f.collector, f.clock) };
}

describe("a provider's webhook settling an attempt in doubt", () => {
  it('records a success once: the charge is paid and the next period scheduled', async () => {
    const { f, subscription, attempt, settle } = await inDoubt();
    expect(attempt.subscriptionId).toBe(subscription.id);
    f.clock.set('2027-03-10T09:05:00Z');
    expect(await settle.execute(attempt.idempotencyKey, { status: 'succeeded', providerChargeId: 'ch_hook' })).toBe(true);
    expect(await f.store.unfinishedAttempts()).toEqual([]);
    expect((await f.store.chargesOf(subscription.id)).map((c) => c.status)).toEqual(['succeeded']);
    const after = (await f.subscriptions.findById(subscription.id))!;
    expect(after.status).toBe('active');
    expect(after.nextChargeAt?.toISOString().slice(0, 10)).toBe('2027-04-10');
    // The same webhook again changes nothing.
    expect(await settle.execute(attempt.idempotencyKey, { status: 'succeeded', providerChargeId: 'ch_hook' })).toBe(false);
  });

  it('records a decline and tells the household a retry is coming', async () => {
    const { f, subscription, user, attempt, settle } = await inDoubt();
    const done = await settle.execute(attempt.idempotencyKey, { status: 'declined', providerChargeId: 'ch_x', reason: 'insufficient_funds', message: 'Declined' });
    expect(done).toBe(true);
    expect((await f.subscriptions.findById(subscription.id))!.status).toBe('pending');
    expect(f.mailer.sent.filter((m) => m.to === user.email).map((m) => m.kind)).toEqual(['billing-retry']);
  });

  it('ignores an unknown answer and a key it never opened', async () => {
    const { f, attempt, settle } = await inDoubt();
    expect(await settle.execute(attempt.idempotencyKey, { status: 'unknown', message: 'still unsure' })).toBe(false);
    expect(await settle.execute('larder-nothing-1', { status: 'succeeded', providerChargeId: 'ch_y' })).toBe(false);
    expect(await f.store.unfinishedAttempts()).toHaveLength(1);
  });
});

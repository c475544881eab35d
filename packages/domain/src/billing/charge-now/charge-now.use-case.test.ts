import { describe, expect, it } from 'vitest';
import { billingFixture } from '../../testing/in-memory-billing';

/** A household whose trial has ended and whose first charge is due now. */
async function due(paymentMethodId: string) {
  const f = billingFixture('2027-03-01T08:00:00Z');
  const { subscription } = await f.household({ payDay: 10, startedAt: new Date('2027-03-01T08:00:00Z'), paymentMethodId });
  f.clock.set('2027-03-10T12:00:00Z');
  return { f, subscription };
}

describe('charging one subscription now', () => {
  it('charges once: a second call finds the month already paid', async () => {
    const { f, subscription } = await due('pm_ok');
    const first = await f.chargeNow.execute(subscription);
    expect(first).toMatchObject({ result: 'charged', message: null, subscription: { status: 'active' } });
    expect(f.gateway.succeededCount()).toBe(1);
    const again = await f.chargeNow.execute(subscription);
    expect(again.result).toBe('already_paid');
    expect(f.gateway.succeededCount()).toBe(1);
  });

  it('a soft decline schedules a retry and passes on the provider message; a hard one suspends', async () => {
    const soft = await due('pm_soft');
    soft.f.gateway.script.set('pm_soft', ['insufficient_funds']);
    expect(await soft.f.chargeNow.execute(soft.subscription)).toMatchObject({ result: 'retry_scheduled', message: 'Declined: insufficient_funds', subscription: { status: 'pending' } });
    const hard = await due('pm_closed');
    hard.f.gateway.script.set('pm_closed', ['closed_account']);
    expect(await hard.f.chargeNow.execute(hard.subscription)).toMatchObject({ result: 'suspended', subscription: { status: 'failed' } });
  });

  it('a timeout leaves the attempt in doubt, and charging again does not charge twice', async () => {
    const { f, subscription } = await due('pm_slow');
    f.gateway.script.set('pm_slow', ['timeout_after']);
    expect((await f.chargeNow.execute(subscription)).result).toBe('in_doubt');
    expect((await f.chargeNow.execute(subscription)).result).toBe('in_doubt');
    expect(f.gateway.succeededCount()).toBe(1);
  });
});

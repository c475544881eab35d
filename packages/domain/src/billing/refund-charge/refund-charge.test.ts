import { describe, expect, it } from 'vitest';
import { billingFixture } from '../../testing/in-memory-billing';
import { InMemoryRefundStore } from '../../testing/in-memory-refunds';
import { ProviderRefunds, RefundCharge } from './refund-charge.use-case';

/** A household charged once on 15 March 2027 (trial from 1 March, pay day 15). */
async function charged() {
  const f = billingFixture('2027-03-01T08:00:00Z');
  const { user, subscription } = await f.household({ payDay: 15, startedAt: new Date('2027-03-01T08:00:00Z') });
  f.clock.set('2027-03-15T09:00:00Z');
  await f.run.execute();
  const refunds = new InMemoryRefundStore(f.store);
  const useCase = new RefundCharge(refunds, f.gateways, f.events, f.users, f.clock, f.logger);
  const [payment] = await useCase.recent();
  return { f, user, subscription, refunds, useCase, payment: payment! };
}

describe('refunding a collected payment', () => {
  it('refunds through the provider that took it, once; records the refund and an operator authorisation event', async () => {
    const { f, refunds, useCase, payment } = await charged();
    expect(payment).toMatchObject({ amountPence: 1999, provider: 'fake', refund: null, notRefundableBecause: null, email: expect.stringContaining('@example.com') });
    f.clock.set('2027-03-20T10:00:00Z');
    const done = await useCase.refund({ chargeId: payment.chargeId, method: 'operator', actorEmail: 'ops@example.com', reason: 'charged after cancelling' });
    expect(done.ok && done.value).toMatchObject({ status: 'succeeded', amountPence: 1999, method: 'operator', actorEmail: 'ops@example.com', providerRefundId: 're_fake_1' });
    expect([...f.gateway.refunds.values()]).toEqual([{ providerChargeId: payment.providerChargeId, amountPence: 1999, id: 're_fake_1' }]);
    expect(f.events.events.filter((e) => e.eventType === 'refund_processed')).toMatchObject([{ authorizationMethod: 'operator', amountPence: 1999, status: 'succeeded' }]);
    // A second refund of the same payment is refused, and nothing more reaches the provider.
    const again = await useCase.refund({ chargeId: payment.chargeId, method: 'operator', actorEmail: 'ops@example.com', reason: 'again' });
    expect(!again.ok && again.error.code).toBe('REFUND.ALREADY_REFUNDED');
    expect(f.gateway.refunds.size).toBe(1);
    expect((await useCase.recent())[0]).toMatchObject({ refund: { status: 'succeeded' }, notRefundableBecause: 'already refunded' });
    expect(refunds.refunds).toHaveLength(1);
  });

  it('a provider refusal is recorded as failed (and may be tried again); unknown charges, blank reasons and old payments are refused', async () => {
    const { f, refunds, useCase, payment } = await charged();
    f.gateway.refuseRefunds = true;
    const refused = await useCase.refund({ chargeId: payment.chargeId, method: 'operator', actorEmail: 'ops@example.com', reason: 'goodwill' });
    expect(!refused.ok && refused.error.code).toBe('REFUND.PROVIDER_REFUSED');
    expect(refunds.refunds).toMatchObject([{ status: 'failed', message: 'The provider refused the refund.' }]);
    expect(f.events.events.filter((e) => e.eventType === 'refund_processed')).toMatchObject([{ status: 'failed' }]);
    f.gateway.refuseRefunds = false;
    expect((await useCase.refund({ chargeId: payment.chargeId, method: 'operator', actorEmail: 'ops@example.com', reason: 'goodwill' })).ok).toBe(true);

    expect((await useCase.refund({ chargeId: 'nope', method: 'operator', actorEmail: null, reason: 'x' })).ok).toBe(false);
    const blank = await useCase.refund({ chargeId: payment.chargeId, method: 'operator', actorEmail: null, reason: '  ' });
    expect(!blank.ok && blank.error).toMatchObject({ code: 'VALIDATION', field: 'reason' });

    const late = await charged();
    late.f.clock.set('2027-09-12T10:00:00Z'); // 181 days after 15 March
    const old = await late.useCase.refund({ chargeId: late.payment.chargeId, method: 'operator', actorEmail: null, reason: 'late' });
    expect(!old.ok && old.error.code).toBe('REFUND.NOT_ALLOWED');
    expect(late.f.gateway.refunds.size).toBe(0);
  });

  it("the support automation's port refunds the named period through the same use case, and says so truthfully", async () => {
    const { f, user, subscription, refunds, useCase, payment } = await charged();
    const port = new ProviderRefunds(refunds, useCase);
    const request = { userId: user.id, subscriptionId: subscription.id, periodDate: payment.periodDate, amountPence: 1999, reason: 'automation' };
    expect(await port.refund({ ...request, userId: 'someone-else' })).toMatchObject({ ok: false });
    expect(await port.refund(request)).toEqual({ ok: true });
    expect(refunds.refunds).toMatchObject([{ method: 'automation', status: 'succeeded', actorEmail: null }]);
    // The automation records its own authorisation event; the use case adds none for it.
    expect(f.events.events.filter((e) => e.eventType === 'refund_processed')).toHaveLength(0);
    expect(await port.refund(request)).toMatchObject({ ok: false });
    expect(f.gateway.refunds.size).toBe(1);
  });
});

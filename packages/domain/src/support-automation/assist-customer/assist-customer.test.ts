import { describe, expect, it } from 'vitest';
import { FakeRefunds } from '../../testing/in-memory-support-automation';
import { ORIGIN, afterFirstPayment, supportAutomationFixture } from '../../testing/support-automation-fixture';
import { DEFAULT_POLICY, parseRefundPolicy } from '../policy';

describe('the support automation: assisting a customer', () => {
  it('offline assist: cancels through the self-serve use case (access to the period end, undo email, authorisation event)', async () => {
    const t = await supportAutomationFixture();
    const done = await t.assist.execute({ message: 'I want to cancel, money is tight at the moment.', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.value.customerActionTaken).toEqual({ refund_processed: false, cancellation_processed: true });
    const subscription = (await t.subscriptions.findByUserId(t.jo.user.id))!;
    expect(subscription.status).toBe('cancelled');
    expect(subscription.accessEndsAt?.toISOString()).toBe('2027-03-08T10:00:00.000Z');
    expect(t.events.events).toMatchObject([{ userId: t.jo.user.id, eventType: 'cancellation', authorizationMethod: 'automation', status: 'succeeded' }]);
    const mail = t.mailer.last('subscription-cancelled')!;
    expect(mail.to).toBe('jo@example.com');
    expect(mail.text).toContain('/cancel-subscription/undo?token=');
    expect(done.value.draft).toContain('We\'ve emailed jo@example.com a link to keep your subscription');
    // Asking again changes nothing and takes no second action.
    const again = await t.assist.execute({ message: 'Please cancel my subscription', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(again.ok && again.value.customerActionTaken.cancellation_processed).toBe(false);
    expect(again.ok && again.value.draft).toContain('Your subscription is cancelled');
    expect(t.events.events).toHaveLength(1);
  });
  it('refunds: never by default (flagged for a person, the payments we hold listed), within a configured policy when allowed', async () => {
    const never = await supportAutomationFixture();
    await afterFirstPayment(never);
    const flagged = await never.assist.execute({ message: 'I want my money back for this month please.', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(flagged.ok && flagged.value).toMatchObject({ intent: 'charge_dispute', shouldReply: true, customerActionTaken: { refund_processed: false, cancellation_processed: false } });
    expect(flagged.ok && flagged.value.intendedActions.map((a) => a.type)).toEqual(['flag_for_person']);
    expect(flagged.ok && flagged.value.draft).toContain('Our records show one payment: £19.99 for 15 March 2027');
    expect((never.refunds as FakeRefunds).made).toEqual([]);
    expect(never.events.events.filter((e) => e.eventType === 'refund_processed')).toEqual([]);

    const allowed = await supportAutomationFixture({ policy: { ...DEFAULT_POLICY, refunds: parseRefundPolicy('within-days:14')! } });
    await afterFirstPayment(allowed);
    const refunded = await allowed.assist.execute({ message: 'Please cancel and refund me, I did not realise it would charge automatically.', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(refunded.ok && refunded.value.customerActionTaken).toEqual({ refund_processed: true, cancellation_processed: true });
    expect((allowed.refunds as FakeRefunds).made).toMatchObject([{ userId: allowed.jo.user.id, amountPence: 1999 }]);
    expect(allowed.events.events.map((e) => [e.eventType, e.authorizationMethod, e.status, e.amountPence])).toEqual([
      ['cancellation', 'automation', 'succeeded', 0],
      ['refund_processed', 'automation', 'succeeded', 1999],
    ]);
    expect(refunded.ok && refunded.value.draft).toContain('Refunds take 5 to 10 business days');

    // Outside the window: a person decides.
    allowed.clock.set('2027-04-10T10:00:00Z');
    const late = await allowed.assist.execute({ message: 'Refund please', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(late.ok && late.value.customerActionTaken.refund_processed).toBe(false);
    expect(late.ok && late.value.intendedActions.map((a) => a.type)).toEqual(['flag_for_person']);
  });
  it('a refund the provider cannot make is recorded as failed and handed to a person', async () => {
    const t = await supportAutomationFixture({ policy: { ...DEFAULT_POLICY, refunds: { kind: 'within_days', days: 30 } }, refunds: new FakeRefunds('refuse') });
    await afterFirstPayment(t);
    const result = await t.assist.execute({ message: 'I was charged twice, please refund one.', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(result.ok && result.value.customerActionTaken.refund_processed).toBe(false);
    expect(result.ok && result.value.actions.map((a) => `${a.type}:${a.status}`)).toEqual(['refund_latest_payment:failed', 'flag_for_person:done']);
    expect(t.events.events).toMatchObject([{ eventType: 'refund_processed', status: 'failed', authorizationMethod: 'automation' }]);
    expect(result.ok && result.value.draft).toContain('a member of our team will look at your payments personally');
  });
  it('complaints and unclear messages go to a person without a reply; automatic cancellation can be switched off', async () => {
    const t = await supportAutomationFixture();
    const complaint = await t.assist.execute({ message: 'Your customer service is a joke, nobody has replied to me.', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(complaint.ok && complaint.value).toMatchObject({ intent: 'complaint', shouldReply: false });
    expect(complaint.ok && complaint.value.intendedActions.map((a) => a.type)).toEqual(['flag_for_person']);
    const unclear = await t.assist.execute({ message: 'hello?', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(unclear.ok && unclear.value).toMatchObject({ intent: 'other', shouldReply: false, draft: null });

    const off = await supportAutomationFixture({ policy: { ...DEFAULT_POLICY, cancellations: false } });
    const kept = await off.assist.execute({ message: 'Please cancel my subscription', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(kept.ok && kept.value.customerActionTaken.cancellation_processed).toBe(false);
    expect((await off.subscriptions.findByUserId(off.jo.user.id))!.status).toBe('trialing');
  });
});

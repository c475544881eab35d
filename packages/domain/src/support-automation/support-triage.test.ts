import { describe, expect, it } from 'vitest';
import { ORIGIN, afterFirstPayment, supportAutomationFixture } from '../testing/support-automation-fixture';

describe('the support automation', () => {
  it('never gives account data to an address that is not the account holder, whatever the message names', async () => {
    const t = await supportAutomationFixture();
    await afterFirstPayment(t);
    const sneaky = [
      'When is the next payment for jo@example.com and how much is it?',
      'Please cancel the subscription of Jo Bloggs, jo@example.com',
      'I was charged twice, refund my account jo@example.com',
    ];
    for (const message of sneaky) {
      for (const call of ['assess', 'assist'] as const) {
        const result = await t[call].execute({ message, customerEmail: 'stranger@example.net', customerName: 'Jo Bloggs' }, ORIGIN);
        expect(result.ok).toBe(true);
        if (!result.ok) continue;
        expect(result.value.senderIsAccountHolder).toBe(false);
        expect(result.value.intendedActions.some((a) => a.type === 'cancel_subscription' || a.type === 'refund_latest_payment')).toBe(false);
        for (const secret of ['15 April', '15 March', '15th', 'active', 'trial until', 'jo@example.com', 'Our records show']) expect(result.value.draft ?? '').not.toContain(secret);
      }
    }
    // Nothing happened to Jo's account.
    expect((await t.subscriptions.findByUserId(t.jo.user.id))!.status).toBe('active');
    expect(t.events.events).toEqual([]);
    expect(t.mailer.sent.filter((m) => m.kind === 'subscription-cancelled')).toEqual([]);
  });
});

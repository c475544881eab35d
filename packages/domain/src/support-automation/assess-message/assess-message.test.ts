import { describe, expect, it } from 'vitest';
import { ORIGIN, afterFirstPayment, supportAutomationFixture } from '../../testing/support-automation-fixture';

describe('the support automation: assessing a message', () => {
  it('test mode: a cancel request from the account holder is drafted with the real access date, and nothing is changed', async () => {
    const t = await supportAutomationFixture();
    const decided = await t.assess.execute({ message: 'Please cancel my subscription.', customerEmail: 'JO@example.com ', customerName: 'Jo Bloggs' }, ORIGIN);
    expect(decided.ok).toBe(true);
    if (!decided.ok) return;
    expect(decided.value).toMatchObject({ intent: 'cancel_request', shouldReply: true, senderIsAccountHolder: true });
    expect(decided.value.intendedActions.map((a) => a.type)).toEqual(['cancel_subscription']);
    expect(decided.value.draft).toContain("I've cancelled your Larder subscription");
    expect(decided.value.draft).toContain('8 March 2027');
    expect((await t.subscriptions.findByUserId(t.jo.user.id))!.status).toBe('trialing');
    expect(t.events.events).toEqual([]);
    expect(t.mailer.sent).toEqual([]);
  });
  it('a billing question from the account holder is answered from the account: status, next date and amount', async () => {
    const t = await supportAutomationFixture();
    await afterFirstPayment(t);
    const decided = await t.assess.execute({ message: 'When is my next payment and how much is it?', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(decided.ok && decided.value).toMatchObject({ intent: 'billing_question', shouldReply: true, intendedActions: [] });
    const draft = decided.ok ? decided.value.draft! : '';
    expect(draft).toContain('Your subscription is active.');
    expect(draft).toContain('Your next payment of £19.99 is due on 15 April 2027');
    expect(draft).toContain('Your last payment was £19.99 for 15 March 2027.');
  });
  it('one account holder never sees another household: Sam asking gets Sam\'s dates, not Jo\'s', async () => {
    const t = await supportAutomationFixture();
    const decided = await t.assess.execute({ message: 'When does my free trial end and what will I pay?', customerEmail: 'sam@example.com', customerName: 'Sam' }, ORIGIN);
    const draft = decided.ok ? decided.value.draft! : '';
    expect(draft).toContain('3 April 2027');
    expect(draft).not.toContain('15 March');
    expect(draft).not.toContain('jo@example.com');
  });
  it('rejects an empty message and one over 5000 characters', async () => {
    const t = await supportAutomationFixture();
    expect(await t.assess.execute({ message: '  ', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN)).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'message' } });
    expect(await t.assess.execute({ message: 'x'.repeat(5001), customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN)).toMatchObject({ ok: false, error: { field: 'message' } });
  });
});

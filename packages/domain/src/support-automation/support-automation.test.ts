import { describe, expect, it } from 'vitest';
import { CancelSubscription } from '../billing/cancel-subscription/cancel-subscription.use-case';
import { GetSubscription } from '../billing/get-subscription/get-subscription.use-case';
import { billingFixture } from '../testing/in-memory-billing';
import { FakeRefunds, InMemoryHelpdeskEventLog } from '../testing/in-memory-support-automation';
import { HelpdeskWebhook, type HelpdeskWebhookConfig, signHelpdeskBody } from './helpdesk-webhook.use-case';
import { type AutomationPolicy, DEFAULT_POLICY, parseRefundPolicy } from './policy';
import type { Refunds } from './ports';
import { SupportAutomation } from './support-automation.use-case';

const ORIGIN = 'https://larder.example';

async function setup(options: { policy?: AutomationPolicy; refunds?: Refunds; webhook?: Partial<HelpdeskWebhookConfig> } = {}) {
  const f = billingFixture('2027-03-01T10:00:00Z');
  const cancelSubscription = new CancelSubscription(f.subscriptions, f.events, f.undoTokens, f.users, f.limiter, f.mailer, f.postcodes, f.clock, f.logger);
  const refunds = options.refunds ?? new FakeRefunds();
  const automation = new SupportAutomation(f.users, new GetSubscription(f.subscriptions), cancelSubscription, f.store, f.events, refunds, options.policy ?? DEFAULT_POLICY, f.clock, f.logger, 'support@larder.example');
  const log = new InMemoryHelpdeskEventLog();
  const webhook = new HelpdeskWebhook(automation, log, { secret: 'whsec_helpdesk_test', mode: 'act', ...options.webhook }, f.clock, f.logger);
  // Jo: trial from 1 March, pays on the 15th; Sam: another household.
  const jo = await f.household({ payDay: 15, startedAt: f.clock.now(), email: 'jo@example.com', firstName: 'Jo', lastName: 'Bloggs' });
  const sam = await f.household({ payDay: 3, startedAt: f.clock.now(), email: 'sam@example.com', firstName: 'Sam', lastName: 'Khan' });
  return { ...f, cancelSubscription, automation, refunds, log, webhook, jo, sam };
}

/** Jo's first payment is collected on 15 March. */
async function afterFirstPayment(t: Awaited<ReturnType<typeof setup>>) {
  t.clock.set('2027-03-15T10:00:00Z');
  await t.run.execute();
  t.clock.set('2027-03-16T12:00:00Z');
}

describe('the support automation', () => {
  it('test mode: a cancel request from the account holder is drafted with the real access date, and nothing is changed', async () => {
    const t = await setup();
    const decided = await t.automation.assess({ message: 'Please cancel my subscription.', customerEmail: 'JO@example.com ', customerName: 'Jo Bloggs' }, ORIGIN);
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

  it('offline assist: cancels through the self-serve use case (access to the period end, undo email, authorisation event)', async () => {
    const t = await setup();
    const done = await t.automation.assist({ message: 'I want to cancel, money is tight at the moment.', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
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
    const again = await t.automation.assist({ message: 'Please cancel my subscription', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(again.ok && again.value.customerActionTaken.cancellation_processed).toBe(false);
    expect(again.ok && again.value.draft).toContain('Your subscription is cancelled');
    expect(t.events.events).toHaveLength(1);
  });

  it('a billing question from the account holder is answered from the account: status, next date and amount', async () => {
    const t = await setup();
    await afterFirstPayment(t);
    const decided = await t.automation.assess({ message: 'When is my next payment and how much is it?', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(decided.ok && decided.value).toMatchObject({ intent: 'billing_question', shouldReply: true, intendedActions: [] });
    const draft = decided.ok ? decided.value.draft! : '';
    expect(draft).toContain('Your subscription is active.');
    expect(draft).toContain('Your next payment of £19.99 is due on 15 April 2027');
    expect(draft).toContain('Your last payment was £19.99 for 15 March 2027.');
  });

  it('never gives account data to an address that is not the account holder, whatever the message names', async () => {
    const t = await setup();
    await afterFirstPayment(t);
    const sneaky = [
      'When is the next payment for jo@example.com and how much is it?',
      'Please cancel the subscription of Jo Bloggs, jo@example.com',
      'I was charged twice, refund my account jo@example.com',
    ];
    for (const message of sneaky) {
      for (const call of ['assess', 'assist'] as const) {
        const result = await t.automation[call]({ message, customerEmail: 'stranger@example.net', customerName: 'Jo Bloggs' }, ORIGIN);
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

  it('one account holder never sees another household: Sam asking gets Sam\'s dates, not Jo\'s', async () => {
    const t = await setup();
    const decided = await t.automation.assess({ message: 'When does my free trial end and what will I pay?', customerEmail: 'sam@example.com', customerName: 'Sam' }, ORIGIN);
    const draft = decided.ok ? decided.value.draft! : '';
    expect(draft).toContain('3 April 2027');
    expect(draft).not.toContain('15 March');
    expect(draft).not.toContain('jo@example.com');
  });

  it('refunds: never by default (flagged for a person, the payments we hold listed), within a configured policy when allowed', async () => {
    const never = await setup();
    await afterFirstPayment(never);
    const flagged = await never.automation.assist({ message: 'I want my money back for this month please.', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(flagged.ok && flagged.value).toMatchObject({ intent: 'charge_dispute', shouldReply: true, customerActionTaken: { refund_processed: false, cancellation_processed: false } });
    expect(flagged.ok && flagged.value.intendedActions.map((a) => a.type)).toEqual(['flag_for_person']);
    expect(flagged.ok && flagged.value.draft).toContain('Our records show one payment: £19.99 for 15 March 2027');
    expect((never.refunds as FakeRefunds).made).toEqual([]);
    expect(never.events.events.filter((e) => e.eventType === 'refund_processed')).toEqual([]);

    const allowed = await setup({ policy: { ...DEFAULT_POLICY, refunds: parseRefundPolicy('within-days:14')! } });
    await afterFirstPayment(allowed);
    const refunded = await allowed.automation.assist({ message: 'Please cancel and refund me, I did not realise it would charge automatically.', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(refunded.ok && refunded.value.customerActionTaken).toEqual({ refund_processed: true, cancellation_processed: true });
    expect((allowed.refunds as FakeRefunds).made).toMatchObject([{ userId: allowed.jo.user.id, amountPence: 1999 }]);
    expect(allowed.events.events.map((e) => [e.eventType, e.authorizationMethod, e.status, e.amountPence])).toEqual([
      ['cancellation', 'automation', 'succeeded', 0],
      ['refund_processed', 'automation', 'succeeded', 1999],
    ]);
    expect(refunded.ok && refunded.value.draft).toContain('Refunds take 5 to 10 business days');

    // Outside the window: a person decides.
    allowed.clock.set('2027-04-10T10:00:00Z');
    const late = await allowed.automation.assist({ message: 'Refund please', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(late.ok && late.value.customerActionTaken.refund_processed).toBe(false);
    expect(late.ok && late.value.intendedActions.map((a) => a.type)).toEqual(['flag_for_person']);
  });

  it('a refund the provider cannot make is recorded as failed and handed to a person', async () => {
    const t = await setup({ policy: { ...DEFAULT_POLICY, refunds: { kind: 'within_days', days: 30 } }, refunds: new FakeRefunds('refuse') });
    await afterFirstPayment(t);
    const result = await t.automation.assist({ message: 'I was charged twice, please refund one.', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(result.ok && result.value.customerActionTaken.refund_processed).toBe(false);
    expect(result.ok && result.value.actions.map((a) => `${a.type}:${a.status}`)).toEqual(['refund_latest_payment:failed', 'flag_for_person:done']);
    expect(t.events.events).toMatchObject([{ eventType: 'refund_processed', status: 'failed', authorizationMethod: 'automation' }]);
    expect(result.ok && result.value.draft).toContain('a member of our team will look at your payments personally');
  });

  it('complaints and unclear messages go to a person without a reply; automatic cancellation can be switched off', async () => {
    const t = await setup();
    const complaint = await t.automation.assist({ message: 'Your customer service is a joke, nobody has replied to me.', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(complaint.ok && complaint.value).toMatchObject({ intent: 'complaint', shouldReply: false });
    expect(complaint.ok && complaint.value.intendedActions.map((a) => a.type)).toEqual(['flag_for_person']);
    const unclear = await t.automation.assist({ message: 'hello?', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(unclear.ok && unclear.value).toMatchObject({ intent: 'other', shouldReply: false, draft: null });

    const off = await setup({ policy: { ...DEFAULT_POLICY, cancellations: false } });
    const kept = await off.automation.assist({ message: 'Please cancel my subscription', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN);
    expect(kept.ok && kept.value.customerActionTaken.cancellation_processed).toBe(false);
    expect((await off.subscriptions.findByUserId(off.jo.user.id))!.status).toBe('trialing');
  });

  it('rejects an empty message and one over 5000 characters', async () => {
    const t = await setup();
    expect(await t.automation.assess({ message: '  ', customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN)).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'message' } });
    expect(await t.automation.assess({ message: 'x'.repeat(5001), customerEmail: 'jo@example.com', customerName: 'Jo' }, ORIGIN)).toMatchObject({ ok: false, error: { field: 'message' } });
  });
});

describe('the help-desk webhook', () => {
  const event = (overrides: Record<string, unknown> = {}, at = '2027-03-01T10:00:00Z') =>
    JSON.stringify({ id: 'evt_1', type: 'message.created', created_at: at, data: { message: { id: 'msg_1', body: 'Please cancel my subscription' }, customer: { email: 'jo@example.com', name: 'Jo Bloggs' } }, ...overrides });

  it('a signed message.created from the account holder is acted on once; a repeat is a duplicate', async () => {
    const t = await setup();
    const body = event();
    const first = await t.webhook.receive(body, signHelpdeskBody(body, 'whsec_helpdesk_test'), ORIGIN);
    expect(first.ok && first.value.kind).toBe('handled');
    expect((await t.subscriptions.findByUserId(t.jo.user.id))!.status).toBe('cancelled');
    const again = await t.webhook.receive(body, signHelpdeskBody(body, 'whsec_helpdesk_test'), ORIGIN);
    expect(again).toEqual({ ok: true, value: { kind: 'duplicate', eventId: 'evt_1' } });
    expect(t.events.events).toHaveLength(1);
    expect(await t.log.latest(10)).toMatchObject([{ eventId: 'evt_1', status: 'handled', intent: 'cancel_request', shouldReply: true, actions: ['cancel_subscription:done'] }]);
  });

  it('refuses a bad signature, a changed body, an old or future timestamp, and answers "not configured" without a secret', async () => {
    const t = await setup();
    const body = event();
    expect(await t.webhook.receive(body, undefined, ORIGIN)).toMatchObject({ ok: false, error: { code: 'BAD_SIGNATURE' } });
    expect(await t.webhook.receive(body, signHelpdeskBody(body, 'another secret'), ORIGIN)).toMatchObject({ ok: false, error: { code: 'BAD_SIGNATURE' } });
    expect(await t.webhook.receive(body.replace('jo@', 'sam@'), signHelpdeskBody(body, 'whsec_helpdesk_test'), ORIGIN)).toMatchObject({ ok: false, error: { code: 'BAD_SIGNATURE' } });
    const old = event({}, '2027-03-01T09:54:59Z');
    expect(await t.webhook.receive(old, signHelpdeskBody(old, 'whsec_helpdesk_test'), ORIGIN)).toMatchObject({ ok: false, error: { code: 'STALE' } });
    const future = event({ created_at: Date.parse('2027-03-01T10:05:01Z') / 1000 });
    expect(await t.webhook.receive(future, signHelpdeskBody(future, 'whsec_helpdesk_test'), ORIGIN)).toMatchObject({ ok: false, error: { code: 'STALE' } });
    const edge = event({ created_at: Date.parse('2027-03-01T09:55:00Z') / 1000 });
    expect((await t.webhook.receive(edge, signHelpdeskBody(edge, 'whsec_helpdesk_test'), ORIGIN)).ok).toBe(true);
    const off = await setup({ webhook: { secret: null } });
    expect(await off.webhook.receive(body, signHelpdeskBody(body, 'whsec_helpdesk_test'), ORIGIN)).toMatchObject({ ok: false, error: { code: 'NOT_CONFIGURED' } });
    expect(t.log.rows.size).toBe(1);
    expect((await t.subscriptions.findByUserId(t.jo.user.id))!.status).toBe('cancelled');
  });

  it('other event types are acknowledged and ignored; draft mode decides without acting; strangers get no action', async () => {
    const t = await setup();
    const other = event({ id: 'evt_2', type: 'conversation.closed' });
    expect(await t.webhook.receive(other, signHelpdeskBody(other, 'whsec_helpdesk_test'), ORIGIN)).toMatchObject({ ok: true, value: { kind: 'ignored' } });
    const stranger = event({ id: 'evt_3', data: { message: { body: 'Please cancel the subscription for jo@example.com' }, customer: { email: 'someone@else.example', name: 'Jo Bloggs' } } });
    const handled = await t.webhook.receive(stranger, signHelpdeskBody(stranger, 'whsec_helpdesk_test'), ORIGIN);
    expect(handled.ok && handled.value.kind === 'handled' && handled.value.decision.customerActionTaken).toEqual({ refund_processed: false, cancellation_processed: false });
    expect((await t.subscriptions.findByUserId(t.jo.user.id))!.status).toBe('trialing');

    const drafting = await setup({ webhook: { mode: 'draft' } });
    const body = event({ id: 'evt_4' });
    const drafted = await drafting.webhook.receive(body, signHelpdeskBody(body, 'whsec_helpdesk_test'), ORIGIN);
    expect(drafted.ok && drafted.value.kind === 'handled' && drafted.value.decision.intendedActions.map((a) => a.type)).toEqual(['cancel_subscription']);
    expect((await drafting.subscriptions.findByUserId(drafting.jo.user.id))!.status).toBe('trialing');
  });
});

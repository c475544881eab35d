import { describe, expect, it } from 'vitest';
import { ORIGIN, supportAutomationFixture } from '../../testing/support-automation-fixture';
import { signHelpdeskBody } from './helpdesk-webhook.use-case';

describe('the help-desk webhook', () => {
  const event = (overrides: Record<string, unknown> = {}, at = '2027-03-01T10:00:00Z') =>
    JSON.stringify({ id: 'evt_1', type: 'message.created', created_at: at, data: { message: { id: 'msg_1', body: 'Please cancel my subscription' }, customer: { email: 'jo@example.com', name: 'Jo Bloggs' } }, ...overrides });

  it('a signed message.created from the account holder is acted on once; a repeat is a duplicate', async () => {
    const t = await supportAutomationFixture();
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
    const t = await supportAutomationFixture();
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
    const off = await supportAutomationFixture({ webhook: { secret: null } });
    expect(await off.webhook.receive(body, signHelpdeskBody(body, 'whsec_helpdesk_test'), ORIGIN)).toMatchObject({ ok: false, error: { code: 'NOT_CONFIGURED' } });
    expect(t.log.rows.size).toBe(1);
    expect((await t.subscriptions.findByUserId(t.jo.user.id))!.status).toBe('cancelled');
  });

  it('other event types are acknowledged and ignored; draft mode decides without acting; strangers get no action', async () => {
    const t = await supportAutomationFixture();
    const other = event({ id: 'evt_2', type: 'conversation.closed' });
    expect(await t.webhook.receive(other, signHelpdeskBody(other, 'whsec_helpdesk_test'), ORIGIN)).toMatchObject({ ok: true, value: { kind: 'ignored' } });
    const stranger = event({ id: 'evt_3', data: { message: { body: 'Please cancel the subscription for jo@example.com' }, customer: { email: 'someone@else.example', name: 'Jo Bloggs' } } });
    const handled = await t.webhook.receive(stranger, signHelpdeskBody(stranger, 'whsec_helpdesk_test'), ORIGIN);
    expect(handled.ok && handled.value.kind === 'handled' && handled.value.decision.customerActionTaken).toEqual({ refund_processed: false, cancellation_processed: false });
    expect((await t.subscriptions.findByUserId(t.jo.user.id))!.status).toBe('trialing');

    const drafting = await supportAutomationFixture({ webhook: { mode: 'draft' } });
    const body = event({ id: 'evt_4' });
    const drafted = await drafting.webhook.receive(body, signHelpdeskBody(body, 'whsec_helpdesk_test'), ORIGIN);
    expect(drafted.ok && drafted.value.kind === 'handled' && drafted.value.decision.intendedActions.map((a) => a.type)).toEqual(['cancel_subscription']);
    expect((await drafting.subscriptions.findByUserId(drafting.jo.user.id))!.status).toBe('trialing');
  });
});

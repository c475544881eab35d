import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { signHelpdeskBody } from '@larder/domain/support-automation/helpdesk-webhook/helpdesk-webhook.use-case';
import { ZHelpdeskEvents, ZHelpdeskSetup, ZHelpdeskWebhookReply, ZOfflineAssistReply, ZTestAutomationReply } from '@larder/contract/helpdesk';
import { type TestServer, signInAdmin, signUp, startTestServer } from '../support/test-server';

const SECRET = 'whsec_helpdesk_0123456789abcdef';

for (const target of oneDatabaseTarget()) {
  describe(`support integration /api/helpdesk (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target, { HELPDESK_WEBHOOK_SECRET: SECRET, PUBLIC_ORIGIN: 'https://larder.example' });
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.truncate();
      server.clock.set('2027-03-01T10:00:00Z');
    });

    const admin = () => signInAdmin(server);

    /** A help desk posting a signed event (no cookies, no Origin: a server-to-server call). */
    async function deliver(event: Record<string, unknown>, options: { secret?: string; signature?: string | null; raw?: string } = {}) {
      const raw = options.raw ?? JSON.stringify(event);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const signature = options.signature === undefined ? signHelpdeskBody(raw, options.secret ?? SECRET) : options.signature;
      if (signature !== null) headers['x-helpdesk-signature'] = signature;
      const response = await fetch(`${server.url}/api/helpdesk/webhook`, { method: 'POST', headers, body: raw });
      return { status: response.status, body: (await response.json()) as any };
    }
    const messageEvent = (id: string, body: string, email = 'jo@example.com', createdAt: string | number = server.clock.now().toISOString()) => ({
      id,
      type: 'message.created',
      created_at: createdAt,
      data: { message: { id: `msg_${id}`, body }, customer: { email, name: 'Jo Bloggs' } },
    });
    const status = async (email: string) => {
      const user = await server.db.knex('users').where({ email }).first();
      return (await server.db.knex('subscriptions').where({ user_id: user.id }).first()).status as string;
    };
    const body = { message: 'Please cancel my subscription.', customer_email: 'jo@example.com', customer_name: 'Jo Bloggs' };

    it('every call but the webhook is admin-only: 401 signed out, 403 for a household', async () => {
      const jo = await signUp(server);
      for (const [method, path] of [
        ['POST', '/api/helpdesk/test-automation'],
        ['POST', '/api/helpdesk/offline-assist'],
        ['GET', '/api/helpdesk/setup'],
        ['GET', '/api/helpdesk/events'],
      ] as const) {
        expect((await server.client().request(method, path, method === 'POST' ? body : undefined)).status, path).toBe(401);
        const reply = await jo.request(method, path, method === 'POST' ? body : undefined);
        expect(reply.status, path).toBe(403);
        expect(reply.body).toEqual({ message: 'You do not have permission to do that.' });
      }
      expect(await status('jo@example.com')).toBe('trialing');
    });

    it('test-automation answers should_reply, the draft from the account, intent and intended actions, and takes no action', async () => {
      await signUp(server);
      const ops = await admin();
      const reply = await ops.post('/api/helpdesk/test-automation', body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(ZTestAutomationReply.strict().safeParse(reply.body).error).toBeUndefined();
      expect(reply.body).toMatchObject({ should_reply: true, intent: 'cancel_request', sender_is_account_holder: true, action_taken: false, intended_actions: [{ type: 'cancel_subscription' }] });
      expect(reply.body.draft).toContain('You keep full access until 8 March 2027');
      expect(await status('jo@example.com')).toBe('trialing');
      expect(await server.db.knex('authorization_events').where({ event_type: 'cancellation' })).toEqual([]);
      expect(await server.db.knex('email_outbox').where({ kind: 'subscription-cancelled' })).toEqual([]);

      const billing = await ops.post('/api/helpdesk/test-automation', { ...body, message: 'When will I be charged and how much?' });
      expect(billing.body.draft).toContain("You're on your free trial until 8 March 2027");
      expect(billing.body.draft).toContain('Your first payment of £19.99 will be taken on 15 March 2027');

      expect((await ops.post('/api/helpdesk/test-automation', { ...body, message: '' })).status).toBe(400);
      expect((await ops.post('/api/helpdesk/test-automation', { customer_email: 'jo@example.com' })).body).toMatchObject({ field: 'message' });
    });

    it('offline-assist cancels for the account holder as self-serve does, records the authorisation event, and answers customer_action_taken', async () => {
      await signUp(server);
      server.clock.set('2027-03-02T10:00:00Z');
      const ops = await admin();
      const reply = await ops.post('/api/helpdesk/offline-assist', body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(ZOfflineAssistReply.strict().safeParse(reply.body).error).toBeUndefined();
      expect(reply.body.customer_action_taken).toEqual({ refund_processed: false, cancellation_processed: true });
      expect(await status('jo@example.com')).toBe('cancelled');
      expect(await server.db.knex('authorization_events').where({ event_type: 'cancellation' }).select('authorization_method', 'status')).toEqual([{ authorization_method: 'automation', status: 'succeeded' }]);
      const mail = await server.db.knex('email_outbox').where({ kind: 'subscription-cancelled' }).first();
      expect(mail.to_address).toBe('jo@example.com');
      const events = await ops.get('/api/admin/authorization-events');
      expect(events.body[0]).toMatchObject({ eventType: 'cancellation', authorizationMethod: 'automation', email: 'jo@example.com' });
      // A refund request: the terms give none, so nothing is refunded and a person is asked.
      const refund = await ops.post('/api/helpdesk/offline-assist', { ...body, message: 'I was charged twice, I want a refund.' });
      expect(refund.body.customer_action_taken).toEqual({ refund_processed: false, cancellation_processed: false });
      expect(refund.body.intended_actions.map((a: { type: string }) => a.type)).toEqual(['flag_for_person']);
      expect(await server.db.knex('authorization_events').where({ event_type: 'refund_processed' })).toEqual([]);
    });

    it('never acts for, nor tells anything about an account to, a sender who is not the account holder', async () => {
      await signUp(server);
      const ops = await admin();
      for (const message of ['Please cancel the subscription for jo@example.com', 'When is the next payment on jo@example.com?']) {
        for (const path of ['/api/helpdesk/test-automation', '/api/helpdesk/offline-assist']) {
          const reply = await ops.post(path, { message, customer_email: 'someone@elsewhere.example', customer_name: 'Jo Bloggs' });
          expect(reply.status).toBe(200);
          expect(reply.body.sender_is_account_holder).toBe(false);
          expect(reply.body.intended_actions.some((a: { type: string }) => a.type !== 'flag_for_person')).toBe(false);
          for (const secret of ['March 2027', 'trial until', 'jo@example.com']) expect(reply.body.draft ?? '').not.toContain(secret);
          if (path.endsWith('offline-assist')) expect(reply.body.customer_action_taken).toEqual({ refund_processed: false, cancellation_processed: false });
        }
      }
      const signed = await deliver(messageEvent('evt_stranger', 'Please cancel the subscription of jo@example.com', 'someone@elsewhere.example'));
      expect(signed.status).toBe(200);
      expect(signed.body.customer_action_taken).toEqual({ refund_processed: false, cancellation_processed: false });
      expect(await status('jo@example.com')).toBe('trialing');
      expect(await server.db.knex('authorization_events').where({ event_type: 'cancellation' })).toEqual([]);
    });

    it('webhook: a valid signature is handled (the cancellation made once); a repeated event is a duplicate', async () => {
      await signUp(server);
      const event = messageEvent('evt_100', 'Hi, please cancel my Larder subscription. Thanks');
      const first = await deliver(event);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(ZHelpdeskWebhookReply.strict().safeParse(first.body).error).toBeUndefined();
      expect(first.body).toMatchObject({ received: true, event_id: 'evt_100', duplicate: false, should_reply: true, intent: 'cancel_request', customer_action_taken: { cancellation_processed: true } });
      expect(await status('jo@example.com')).toBe('cancelled');
      const again = await deliver(event);
      expect(again).toEqual({ status: 200, body: { received: true, event_id: 'evt_100', duplicate: true, ignored: false } });
      expect(await server.db.knex('authorization_events').where({ event_type: 'cancellation' })).toHaveLength(1);
      expect(await server.db.knex('email_outbox').where({ kind: 'subscription-cancelled' })).toHaveLength(1);

      const ops = await admin();
      const events = await ops.get('/api/helpdesk/events');
      expect(ZHelpdeskEvents.strict().safeParse(events.body).error).toBeUndefined();
      expect(events.body.events).toMatchObject([{ eventId: 'evt_100', status: 'handled', intent: 'cancel_request', shouldReply: true, actions: ['cancel_subscription:done'] }]);
    });

    it('webhook: bad or missing signatures, a changed body, old and future timestamps are refused and change nothing', async () => {
      await signUp(server);
      const event = messageEvent('evt_200', 'Please cancel my subscription');
      expect((await deliver(event, { signature: null })).status).toBe(401);
      expect((await deliver(event, { secret: 'not the configured secret' })).status).toBe(401);
      expect((await deliver(event, { signature: 'sha256=' + '0'.repeat(64) })).status).toBe(401);
      const raw = JSON.stringify(event);
      const tampered = await deliver(event, { raw: raw.replace('evt_200', 'evt_201'), signature: signHelpdeskBody(raw, SECRET) });
      expect(tampered).toEqual({ status: 401, body: { message: 'The signature does not match.' } });
      const old = await deliver(messageEvent('evt_202', 'Please cancel my subscription', 'jo@example.com', '2027-03-01T09:54:00Z'));
      expect(old.status).toBe(400);
      expect(old.body.message).toContain('replays are refused');
      const future = await deliver(messageEvent('evt_203', 'Please cancel my subscription', 'jo@example.com', Date.parse('2027-03-01T10:06:00Z') / 1000));
      expect(future.status).toBe(400);
      expect((await deliver({ id: 'evt_204' })).status).toBe(400);
      expect(await status('jo@example.com')).toBe('trialing');
      expect(await server.db.knex('helpdesk_events')).toEqual([]);
      // A replay of an old event that was once delivered is still refused after the tolerance.
      const fresh = messageEvent('evt_205', 'When is my next payment?');
      expect((await deliver(fresh)).status).toBe(200);
      server.clock.set('2027-03-01T10:10:00Z');
      expect((await deliver(fresh)).status).toBe(400);
    });

    it('webhook: other event types are acknowledged and ignored; without a secret the webhook is not configured', async () => {
      const other = await deliver({ id: 'evt_300', type: 'conversation.closed', created_at: server.clock.now().toISOString(), data: {} });
      expect(other).toEqual({ status: 200, body: { received: true, event_id: 'evt_300', duplicate: false, ignored: true } });
      const unconfigured = await startTestServer(target, {});
      try {
        const raw = JSON.stringify(messageEvent('evt_301', 'Please cancel'));
        const response = await fetch(`${unconfigured.url}/api/helpdesk/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-helpdesk-signature': signHelpdeskBody(raw, SECRET) }, body: raw });
        expect(response.status).toBe(404);
      } finally {
        await unconfigured.close();
      }
    });

    it('setup instructions come from the real configuration and never show the secret', async () => {
      const ops = await admin();
      const reply = await ops.get('/api/helpdesk/setup');
      expect(reply.status).toBe(200);
      expect(ZHelpdeskSetup.strict().safeParse(reply.body).error).toBeUndefined();
      expect(reply.body).toMatchObject({
        webhookUrl: 'https://larder.example/api/helpdesk/webhook',
        event: 'message.created',
        secretConfigured: true,
        signatureHeader: 'X-Helpdesk-Signature',
        toleranceSeconds: 300,
        mode: 'act',
        refundPolicy: 'never (the terms: no refunds; a person decides)',
      });
      expect(JSON.stringify(reply.body)).not.toContain(SECRET);
    });
  });
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { ZRefundReply, ZRefundsList } from '@larder/contract/refunds';
import { ZOfflineAssistReply } from '@larder/contract/helpdesk';
import { type TestServer, signInAdmin, signUp, startTestServer } from '../support/test-server';

/**
 * Refunds: the operators' console (GET and POST /api/admin/refunds) and the helpdesk automation's offline assist,
 * both through the payment provider that took the payment (the simulated one here), recorded in `refunds`.
 */
for (const target of oneDatabaseTarget()) {
  describe(`refunds (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target, { HELPDESK_REFUND_POLICY: 'within-days:14' });
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.truncate();
      server.clock.set('2027-03-01T10:00:00Z');
    });

    /** Jo signs up on 1 March (pay day 15) and is charged £19.99 by the 15 March run. */
    async function charged() {
      await signUp(server);
      server.clock.set('2027-03-15T09:00:00Z');
      const ops = await signInAdmin(server);
      expect((await ops.post('/api/subscription/process-daily-billing')).body).toMatchObject({ processed: 1, successful: 1 });
      server.clock.set('2027-03-16T10:00:00Z');
      return { ops: await signInAdmin(server) };
    }

    it('an operator refunds a collected payment once, through its provider; it is recorded, shown, audited and an authorisation event', async () => {
      const { ops } = await charged();
      const list = await ops.get('/api/admin/refunds');
      expect(list.status).toBe(200);
      expect(ZRefundsList.strict().safeParse(list.body).error).toBeUndefined();
      expect(list.body.payments).toMatchObject([{ email: 'jo@example.com', periodDate: '2027-03-15', amount: 19.99, provider: 'simulated', refund: null, notRefundableBecause: null }]);
      const chargeId = list.body.payments[0].chargeId;

      const done = await ops.post('/api/admin/refunds', { chargeId, reason: 'Charged after asking to cancel' });
      expect(done.status, JSON.stringify(done.body)).toBe(201);
      expect(ZRefundReply.strict().safeParse(done.body).error).toBeUndefined();
      expect(done.body).toMatchObject({ status: 'succeeded', amount: 19.99, refund: { status: 'succeeded', method: 'operator', actorEmail: 'ops@example.com', providerRefundId: expect.stringMatching(/^re_sim_/) } });

      const rows = await server.db.knex('refunds');
      expect(rows).toMatchObject([{ charge_id: chargeId, amount_pence: 1999, status: 'succeeded', method: 'operator', actor_email: 'ops@example.com', reason: 'Charged after asking to cancel' }]);
      const after = (await ops.get('/api/admin/refunds')).body.payments[0];
      expect(after).toMatchObject({ refund: { status: 'succeeded', amount: 19.99 }, notRefundableBecause: 'already refunded' });
      const events = await ops.get('/api/admin/authorization-events');
      expect(events.body[0]).toMatchObject({ eventType: 'refund_processed', authorizationMethod: 'operator', amount: 19.99, status: 'succeeded', email: 'jo@example.com' });
      const audit = (await ops.get('/api/admin/audit-log')).body.entries;
      expect(audit.find((e: { action: string }) => e.action === 'POST /api/admin/refunds')).toMatchObject({ actorEmail: 'ops@example.com', outcome: '201', detail: { status: 'succeeded', amount: 19.99 } });

      // Never twice: a second refund is a 409 with a message, and nothing more is refunded.
      const again = await ops.post('/api/admin/refunds', { chargeId, reason: 'again' });
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/already refunded/);
      expect(await server.db.knex('refunds')).toHaveLength(1);
    });

    it('bad input is a 400 naming the field, an unknown charge a 404; households 403 and visitors 401; nothing refunded', async () => {
      const { ops } = await charged();
      const amy = await signUp(server, { email: 'amy@example.com' }); // a household signed in now
      const missing = await ops.post('/api/admin/refunds', { chargeId: 'x' });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ field: 'reason' });
      expect(typeof missing.body.message).toBe('string');
      expect((await ops.post('/api/admin/refunds', { reason: 'x' })).body).toMatchObject({ field: 'chargeId' });
      for (const chargeId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        const unknown = await ops.post('/api/admin/refunds', { chargeId, reason: 'why not' });
        expect(unknown.status).toBe(404);
        expect(unknown.body.message).toBe('No collected payment has that id.');
      }
      const chargeId = (await ops.get('/api/admin/refunds')).body.payments[0].chargeId;
      expect((await amy.post('/api/admin/refunds', { chargeId, reason: 'me' })).status).toBe(403);
      expect((await amy.get('/api/admin/refunds')).status).toBe(403);
      expect((await server.client().get('/api/admin/refunds')).status).toBe(401);
      expect((await server.client().post('/api/admin/refunds', { chargeId, reason: 'me' })).status).toBe(401);
      expect(await server.db.knex('refunds')).toHaveLength(0);
    });

    it('offline-assist refunds within the configured policy and reports refund_processed truthfully', async () => {
      const { ops } = await charged();
      const ask = { message: 'I did not mean to keep it, please refund my last payment.', customer_email: 'jo@example.com', customer_name: 'Jo Bloggs' };
      const first = await ops.post('/api/helpdesk/offline-assist', ask);
      expect(first.status).toBe(200);
      expect(ZOfflineAssistReply.safeParse(first.body).error).toBeUndefined();
      expect(first.body.customer_action_taken.refund_processed).toBe(true);
      expect(await server.db.knex('refunds')).toMatchObject([{ status: 'succeeded', method: 'automation', actor_email: null, amount_pence: 1999 }]);
      expect((await ops.get('/api/admin/refunds')).body.payments[0].refund).toMatchObject({ method: 'automation', status: 'succeeded' });
      // Asked again a minute later: the payment is already refunded, so nothing is refunded and the answer says so.
      server.clock.set('2027-03-16T10:01:00Z');
      const second = await ops.post('/api/helpdesk/offline-assist', ask);
      expect(second.body.customer_action_taken.refund_processed).toBe(false);
      expect(await server.db.knex('refunds')).toHaveLength(1);
      const events = (await ops.get('/api/admin/authorization-events?pageSize=2')).body;
      expect(events.map((e: { status: string; authorizationMethod: string }) => [e.authorizationMethod, e.status])).toEqual([
        ['automation', 'failed'],
        ['automation', 'succeeded'],
      ]);
    });
  });
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';
import { accountErasureJob } from '../../src/commands/purge-jobs';

const DAY = 86_400_000;

for (const target of oneDatabaseTarget()) {
  describe(`account deletion with a 14-day undo (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.truncate();
      server.clock.set(new Date('2026-11-25T10:00:00Z'));
    });

    const signIn = async (email: string, password = 'correct horse') => {
      const client = server.client();
      const reply = await client.post('/api/login', { email, password, keepLoggedIn: true });
      return { client, status: reply.status };
    };
    const userRow = (email: string) => server.db.knex('users').where({ email }).first();
    const cancel = async (client: TestClient) => expect((await client.post('/api/acquired/cancel-subscription')).status).toBe(200);

    it('an owner with a live subscription is told to cancel it first; a wrong or missing password names the field', async () => {
      const jo = await signUp(server);
      expect((await server.client().request('DELETE', '/api/user', { password: 'correct horse' })).status).toBe(401);
      const noOrigin = await jo.request('DELETE', '/api/user', { password: 'correct horse' }, { origin: 'https://evil.example' });
      expect(noOrigin.status).toBe(403);
      const live = await jo.request('DELETE', '/api/user', { password: 'correct horse' });
      expect(live.status).toBe(409);
      expect(live.body.error ?? live.body.message).toMatch(/cancel your subscription/i);
      await cancel(jo);
      const wrong = await jo.request('DELETE', '/api/user', { password: 'wrong horse' });
      expect(wrong).toMatchObject({ status: 400, body: { field: 'password' } });
      expect((await jo.request('DELETE', '/api/user', {})).body).toMatchObject({ field: 'password' });
      expect((await jo.request('DELETE', '/api/user', { password: 12 })).status).toBe(400);
      expect((await jo.get('/api/user/deletion')).body).toEqual({ erasedAfter: null, undoDays: 14 });
      expect((await jo.get('/api/user')).status).toBe(200);
    });

    it('deleting signs out everywhere; signing in within 14 days offers the undo, which keeps the account', async () => {
      const jo = await signUp(server);
      const phone = (await signIn('jo@example.com')).client;
      await cancel(jo);
      const done = await jo.request('DELETE', '/api/user', { password: 'correct horse' });
      expect(done).toMatchObject({ status: 200, body: { erasedAfter: '2026-12-09T10:00:00.000Z' } });
      expect(done.setCookie.join(';')).toMatch(/larder_session=;|expires=Thu, 01 Jan 1970/i);
      expect((await jo.get('/api/user')).status).toBe(401);
      expect((await phone.get('/api/user')).status).toBe(401);
      const email = await server.db.knex('email_outbox').where({ to_address: 'jo@example.com', kind: 'account-deletion' }).first();
      expect(email.text_body).toContain('9 December 2026');

      server.clock.set(new Date(server.clock.now().getTime() + 13 * DAY));
      const back = await signIn('jo@example.com');
      expect(back.status).toBe(200);
      expect((await back.client.get('/api/user/deletion')).body).toEqual({ erasedAfter: '2026-12-09T10:00:00.000Z', undoDays: 14 });
      expect(await back.client.post('/api/user/undo-delete')).toMatchObject({ status: 200, body: { message: expect.stringMatching(/kept/) } });
      expect((await back.client.get('/api/user/deletion')).body.erasedAfter).toBeNull();
      expect((await back.client.post('/api/user/undo-delete')).status).toBe(409);
      server.clock.set(new Date(server.clock.now().getTime() + 2 * DAY));
      expect(await accountErasureJob(server.container).run()).toEqual({ erased: 0, kept: 0 });
      expect((await signIn('jo@example.com')).status).toBe(200);
    });

    it('after 14 days the daily job erases the personal data, keeps the payment records without the card, and leaves another account alone', async () => {
      const jo = await signUp(server);
      const sam = await signUp(server, { email: 'sam@example.com', firstName: 'Sam' });
      const joRow = await userRow('jo@example.com');
      const samRow = await userRow('sam@example.com');
      const now = server.clock.now();
      for (const id of [joRow.id, samRow.id]) {
        await server.db.knex('shopping_lists').insert({ user_id: id, supermarket: 'Tesco', total_cost_pence: 1200, price_note: '', created_at: now });
        await server.db.knex('budget_receipts').insert({ user_id: id, created_by: id, chain: 'Tesco', amount_pence: 2500, shop_date: '2026-11-20', created_at: now });
      }
      const subscription = await server.db.knex('subscriptions').where({ user_id: joRow.id }).first();
      await server.db.knex('charges').insert({ subscription_id: subscription.id, user_id: joRow.id, period_month: '2026-11', period_date: now, amount_pence: 1999, status: 'succeeded', created_at: now, updated_at: now });
      await cancel(jo);
      expect((await jo.request('DELETE', '/api/user', { password: 'correct horse' })).status).toBe(200);

      server.clock.set(new Date(now.getTime() + 14 * DAY - 60_000));
      expect(await accountErasureJob(server.container).run()).toEqual({ erased: 0, kept: 0 });
      server.clock.set(new Date(now.getTime() + 14 * DAY + 60_000));
      expect(await accountErasureJob(server.container).run()).toEqual({ erased: 1, kept: 0 });
      expect(await accountErasureJob(server.container).run()).toEqual({ erased: 0, kept: 0 });

      const erased = await server.db.knex('users').where({ id: joRow.id }).first();
      expect(erased).toMatchObject({ email: `erased-${joRow.id}@erased.invalid`, first_name: '', last_name: '', password_hash: null, postcode: null, household_size: null });
      expect(await userRow('jo@example.com')).toBeUndefined();
      expect(await server.db.knex('shopping_lists').where({ user_id: joRow.id })).toEqual([]);
      expect(await server.db.knex('budget_receipts').where({ user_id: joRow.id })).toEqual([]);
      expect(await server.db.knex('sessions').where({ user_id: joRow.id })).toEqual([]);
      expect(await server.db.knex('email_outbox').where({ to_address: 'jo@example.com' })).toEqual([]);
      const kept = await server.db.knex('subscriptions').where({ id: subscription.id }).first();
      expect(kept).toMatchObject({ user_id: joRow.id, status: 'cancelled', card_last4: null, card_bin: null, payment_method_id: null });
      expect(await server.db.knex('charges').where({ subscription_id: subscription.id }).first()).toMatchObject({ amount_pence: 1999, status: 'succeeded' });
      expect((await signIn('jo@example.com')).status).toBe(401);

      // Sam: untouched.
      expect(await server.db.knex('shopping_lists').where({ user_id: samRow.id })).toHaveLength(1);
      expect((await userRow('sam@example.com')).first_name).toBe('Sam');
      expect(await server.db.knex('budget_receipts').where({ user_id: samRow.id })).toHaveLength(1);
      expect((await signIn('sam@example.com')).status).toBe(200);
      expect((await sam.get('/api/user')).status).toBe(401); // its browser session went idle in the 14 days, as any
      expect((await server.db.knex('subscriptions').where({ user_id: samRow.id }).first()).card_last4).toBe('4242');
    });

    it('a member leaves the household at once and the household stays the owner’s; an owner with members is refused', async () => {
      const alex = await signUp(server, { email: 'alex@example.com', firstName: 'Alex' });
      const invite = await alex.post('/api/household/invitations', { email: 'sam@example.com' });
      const sam = server.client();
      const token = String(invite.body.link).split('/').pop();
      expect((await sam.post(`/api/household/invitations/${token}/accept`, { firstName: 'Sam', lastName: 'Lee', password: 'sam password' })).status).toBe(201);
      await cancel(alex);
      const owner = await alex.request('DELETE', '/api/user', { password: 'correct horse' });
      expect(owner.status).toBe(409);
      expect(owner.body.error ?? owner.body.message).toMatch(/1 other member/);

      expect((await sam.request('DELETE', '/api/user', { password: 'sam password' })).status).toBe(200);
      const household = await alex.get('/api/household');
      expect(household.body.members.map((m: { firstName: string }) => m.firstName)).toEqual(['Alex']);
      expect((await alex.request('DELETE', '/api/user', { password: 'correct horse' })).status).toBe(200);
    });
  });
}

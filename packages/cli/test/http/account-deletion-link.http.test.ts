import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const MINUTE = 60_000;

for (const target of oneDatabaseTarget()) {
  describe(`account deletion confirmed by an emailed link (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.truncate();
      server.clock.set(new Date('2026-11-25T10:00:00Z'));
    });

    const cancel = async (client: TestClient) => expect((await client.post('/api/acquired/cancel-subscription')).status).toBe(200);
    /** A household that signs in by login link only: its password taken away, as sign-up without one leaves it. */
    const passwordless = async (email = 'jo@example.com', firstName = 'Jo') => {
      const client = await signUp(server, { email, firstName });
      await server.db.knex('users').where({ email }).update({ password_hash: null });
      return client;
    };
    const newestLink = async (email: string) => {
      const mail = await server.db.knex('email_outbox').where({ to_address: email, kind: 'account-deletion-link' }).orderBy('created_at', 'desc').orderBy('id', 'desc').first();
      const url = String(mail?.text_body ?? '').match(/https?:\/\/\S+/)?.[0];
      if (!url) throw new Error('no deletion link emailed');
      return new URL(url);
    };
    const markedAt = async (email: string) => (await server.db.knex('users').where({ email }).first()).deletion_requested_at as Date | null;

    it('emails a link (digest stored) to an account with no password; the page looks it up; the button marks the account and signs it out', async () => {
      const jo = await passwordless();
      expect((await server.client().post('/api/user/deletion-link')).status).toBe(401);
      expect((await jo.request('POST', '/api/user/deletion-link', {}, { origin: 'https://evil.example' })).status).toBe(403);
      // The password route tells a passwordless account to use the link.
      const noPassword = await jo.request('DELETE', '/api/user', { password: 'anything' });
      expect(noPassword.status).toBe(409);
      expect(noPassword.body.message).toMatch(/Email me a link to confirm/);
      // A live subscription: refused at once, no email.
      const live = await jo.post('/api/user/deletion-link');
      expect(live.status).toBe(409);
      expect(live.body.message).toMatch(/cancel your subscription/i);
      expect(await server.db.knex('email_outbox').where({ kind: 'account-deletion-link' })).toEqual([]);

      await cancel(jo);
      const sent = await jo.post('/api/user/deletion-link');
      expect(sent).toMatchObject({ status: 200, body: { message: expect.stringMatching(/jo@example.com.*30 minutes/) } });
      expect(sent.body).not.toHaveProperty('confirmUrl');
      const url = await newestLink('jo@example.com');
      expect(url.pathname).toBe('/confirm-deletion');
      const token = url.searchParams.get('token')!;
      const stored = await server.db.knex('account_deletion_links').first();
      expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(token);

      // Looking (as an email scanner would) changes nothing.
      const visitor = server.client();
      for (let i = 0; i < 2; i++) expect(await visitor.get(`/api/user/deletion-link?token=${token}`)).toMatchObject({ status: 200, body: { expiresAt: '2026-11-25T10:30:00.000Z' } });
      expect(await markedAt('jo@example.com')).toBeNull();
      expect((await jo.get('/api/user')).status).toBe(200);

      // The button, pressed in a browser that is not signed in (the email app's).
      const done = await visitor.post('/api/user/deletion-link/confirm', { token });
      expect(done).toMatchObject({ status: 200, body: { erasedAfter: '2026-12-09T10:00:00.000Z', message: expect.stringMatching(/erased on 9 December 2026.*Keep my account/) } });
      expect(new Date(await markedAt('jo@example.com') as Date).toISOString()).toBe('2026-11-25T10:00:00.000Z');
      expect((await jo.get('/api/user')).status).toBe(401);
      const notice = await server.db.knex('email_outbox').where({ to_address: 'jo@example.com', kind: 'account-deletion' }).first();
      expect(notice.text_body).toContain('9 December 2026');

      // Used: 410 with a message, nothing more changes.
      const again = await visitor.post('/api/user/deletion-link/confirm', { token });
      expect(again).toMatchObject({ status: 410, body: { field: 'token', message: expect.stringMatching(/already been used/) } });
      expect((await visitor.get(`/api/user/deletion-link?token=${token}`)).status).toBe(410);
    });

    it('bad, unknown, expired and replaced links: 400, 404 and 410 with the field named, and nothing changes', async () => {
      const jo = await passwordless();
      await cancel(jo);
      const visitor = server.client();
      for (const body of [{}, { token: '' }, { token: 12 }, { token: 'has spaces and ?&' }, { token: 'x'.repeat(200) }]) {
        const reply = await visitor.post('/api/user/deletion-link/confirm', body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.field).toBe('token');
      }
      expect(await visitor.get('/api/user/deletion-link')).toMatchObject({ status: 400, body: { field: 'token' } });
      const unknown = await visitor.post('/api/user/deletion-link/confirm', { token: 'A'.repeat(43) });
      expect(unknown).toMatchObject({ status: 404, body: { field: 'token', message: expect.stringMatching(/not one we sent/) } });
      expect((await visitor.get(`/api/user/deletion-link?token=${'A'.repeat(43)}`)).status).toBe(404);

      await jo.post('/api/user/deletion-link');
      const first = (await newestLink('jo@example.com')).searchParams.get('token')!;
      server.clock.set(new Date(server.clock.now().getTime() + MINUTE));
      await jo.post('/api/user/deletion-link');
      const second = (await newestLink('jo@example.com')).searchParams.get('token')!;
      expect(second).not.toBe(first);
      expect((await visitor.post('/api/user/deletion-link/confirm', { token: first })).status).toBe(410);

      server.clock.set(new Date(server.clock.now().getTime() + 31 * MINUTE));
      const expired = await visitor.post('/api/user/deletion-link/confirm', { token: second });
      expect(expired).toMatchObject({ status: 410, body: { field: 'token', message: expect.stringMatching(/expired/) } });
      expect(await markedAt('jo@example.com')).toBeNull();
      expect((await jo.get('/api/user')).status).toBe(200);
    });

    it('3 links an hour per account; the browser signed in as the account is signed out by its button', async () => {
      const jo = await passwordless();
      await cancel(jo);
      for (let i = 0; i < 3; i++) {
        server.clock.set(new Date(server.clock.now().getTime() + MINUTE));
        expect((await jo.post('/api/user/deletion-link')).status).toBe(200);
      }
      const limited = await jo.post('/api/user/deletion-link');
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/Too many deletion link requests/);
      const token = (await newestLink('jo@example.com')).searchParams.get('token')!;
      const done = await jo.post('/api/user/deletion-link/confirm', { token });
      expect(done.status).toBe(200);
      expect(done.setCookie.join(';')).toMatch(/larder_session=;|expires=Thu, 01 Jan 1970/i);
      // Marked already: no new link.
      expect((await jo.get('/api/user')).status).toBe(401);
    });

    it('a member leaves the household by the link; an owner with a member is refused and the link stays usable', async () => {
      const alex = await signUp(server, { email: 'alex@example.com', firstName: 'Alex' });
      const invite = await alex.post('/api/household/invitations', { email: 'sam@example.com' });
      const sam = server.client();
      const invitation = String(invite.body.link).split('/').pop();
      expect((await sam.post(`/api/household/invitations/${invitation}/accept`, { firstName: 'Sam', lastName: 'Lee', password: 'sam password' })).status).toBe(201);
      await cancel(alex);
      expect((await alex.post('/api/user/deletion-link')).body.message).toMatch(/1 other member/);

      expect((await sam.post('/api/user/deletion-link')).status).toBe(200);
      const samToken = (await newestLink('sam@example.com')).searchParams.get('token')!;
      expect((await server.client().post('/api/user/deletion-link/confirm', { token: samToken })).status).toBe(200);
      const household = await alex.get('/api/household');
      expect(household.body.members.map((m: { firstName: string }) => m.firstName)).toEqual(['Alex']);

      // Alex, alone now, is sent a link; taking up the subscription again before pressing it is refused, and the link is kept.
      expect((await alex.post('/api/user/deletion-link')).status).toBe(200);
      const alexToken = (await newestLink('alex@example.com')).searchParams.get('token')!;
      await server.db.knex('subscriptions').where({ user_id: (await server.db.knex('users').where({ email: 'alex@example.com' }).first()).id }).update({ status: 'active' });
      const refused = await server.client().post('/api/user/deletion-link/confirm', { token: alexToken });
      expect(refused.status).toBe(409);
      expect(await markedAt('alex@example.com')).toBeNull();
      expect((await server.db.knex('account_deletion_links').where({ user_id: (await server.db.knex('users').where({ email: 'alex@example.com' }).first()).id }).whereNull('used_at')).length).toBe(1);
    });
  });
}

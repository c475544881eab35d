import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets, oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { type TestServer, signUp, startTestServer } from '../support/test-server';

const latestLink = async (server: TestServer, to: string): Promise<string> => {
  const outbox = await server.client().get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const email = outbox.body.emails.find((e: { kind: string }) => e.kind === 'magic-link');
  const match = /https?:\/\/\S+/.exec(email.text);
  return match![0];
};

for (const target of oneDatabaseTarget()) {
  describe(`sign-in and sessions (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());
    beforeEach(() => server.db.truncate());

    it('GET /api/user is 401 Unauthorized when signed out; GET /api/login sends the browser to /login', async () => {
      const client = server.client();
      expect(await client.get('/api/user')).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
      const login = await client.get('/api/login');
      expect(login.status).toBe(302);
      expect(login.headers.get('location')).toBe('/login');
    });

    it('check-account-type: the same answer for an account and an unknown email (issue 34, M4), bad email (400)', async () => {
      await signUp(server);
      const client = server.client();
      const known = await client.post('/api/auth/check-account-type', { email: ' JO@example.com ' });
      const unknown = await client.post('/api/auth/check-account-type', { email: 'nobody@example.com' });
      expect(known).toMatchObject({ status: 200, body: { accountType: 'password' } });
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
      expect(await client.post('/api/auth/check-account-type', { email: 'nope' })).toMatchObject({ status: 400, body: { field: 'email' } });
      expect(await client.post('/api/auth/check-account-type', {})).toMatchObject({ status: 400, body: { field: 'email' } });
    });

    it('logs out on the server and logs in again with the password, with a new session id', async () => {
      const client = await signUp(server);
      const signupCookie = client.cookies.get('larder_session')!;
      const out = await client.post('/api/logout');
      expect(out.status).toBe(200);
      expect(client.cookies.has('larder_session')).toBe(false);
      // The old cookie no longer works even if someone kept it.
      const replay = server.client();
      replay.cookies.set('larder_session', signupCookie);
      expect((await replay.get('/api/user')).status).toBe(401);

      const wrong = await client.post('/api/login', { email: 'jo@example.com', password: 'wrong password', keepLoggedIn: false });
      expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
      const right = await client.post('/api/login', { email: 'jo@example.com', password: 'correct horse', keepLoggedIn: false });
      expect(right.status).toBe(200);
      expect(right.body.user.email).toBe('jo@example.com');
      const cookie = right.setCookie.find((c) => c.startsWith('larder_session='))!;
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
      expect(cookie).not.toMatch(/expires=/i); // ends with the browser
      expect(client.cookies.get('larder_session')).not.toBe(signupCookie);
      expect((await client.get('/api/user')).status).toBe(200);
    });

    it('keepLoggedIn gives a 30-day cookie and session', async () => {
      await signUp(server);
      const client = server.client();
      const reply = await client.post('/api/login', { email: 'jo@example.com', password: 'correct horse', keepLoggedIn: true });
      const cookie = reply.setCookie.find((c) => c.startsWith('larder_session='))!;
      const expires = new Date(/expires=([^;]+)/i.exec(cookie)![1]!);
      expect(Math.round((expires.getTime() - server.clock.now().getTime()) / 86_400_000)).toBe(30);
      server.clock.advanceDays(29);
      expect((await client.get('/api/user')).status).toBe(200);
      server.clock.advanceDays(1.01);
      expect((await client.get('/api/user')).status).toBe(401);
    });

    it('a passwordless account is told to use a login link', async () => {
      await signUp(server, { password: '', confirmPassword: '' });
      const reply = await server.client().post('/api/login', { email: 'jo@example.com', password: 'anything1', keepLoggedIn: false });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/login link/);
    });

    it('rate-limits failed sign-ins per email: the 6th attempt is 429 with Retry-After, even with the right password', async () => {
      await signUp(server);
      const client = server.client();
      for (let i = 0; i < 5; i += 1) {
        expect((await client.post('/api/login', { email: 'jo@example.com', password: `wrong-${i}-pass` })).status).toBe(401);
      }
      const blocked = await client.post('/api/login', { email: 'jo@example.com', password: 'correct horse' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many sign-in attempts\. Please try again in 15 minutes\.$/);
      expect(blocked.headers.get('retry-after')).toBe('900');
      server.clock.advanceMinutes(15);
      expect((await client.post('/api/login', { email: 'jo@example.com', password: 'correct horse' })).status).toBe(200);
    });

    it('sends a single-use 15-minute login link through the outbox; its page confirms (POST) and signs in', async () => {
      await signUp(server, { password: '', confirmPassword: '' });
      const client = server.client();
      const asked = await client.post('/api/auth/request-magic-link', { email: 'jo@example.com' });
      expect(asked.status).toBe(200);
      expect(asked.body.loginUrl).toMatch(/\/api\/auth\/magic-login\?token=[A-Za-z0-9_-]{43}$/);
      const link = await latestLink(server, 'jo@example.com');
      expect(link).toBe(asked.body.loginUrl);
      const stored = await server.db.knex('magic_link_tokens').first();
      expect(link).not.toContain(stored.token_hash);

      const follow = await client.get(new URL(link).pathname + new URL(link).search);
      expect(follow.status).toBe(302);
      const token = new URL(link).searchParams.get('token')!;
      expect(follow.headers.get('location')).toBe(`/magic-login?token=${token}`);
      expect((await client.post('/api/auth/magic-login', { token })).status).toBe(200);
      expect((await client.get('/api/user')).body.email).toBe('jo@example.com');

      const again = await server.client().post('/api/auth/magic-login', { token });
      expect(again).toMatchObject({ status: 400, body: { message: 'This login link is invalid, used or expired. Please request a new one.' } });
    });

    it('a login link points at this site whatever Origin the request claims', async () => {
      await signUp(server);
      const asked = await server.client().post('/api/auth/request-magic-link', { email: 'jo@example.com' }, { origin: 'https://evil.example' });
      expect(asked.body.loginUrl.startsWith(`${server.url}/api/auth/magic-login?token=`)).toBe(true);
    });

    it('a login link expires after 15 minutes', async () => {
      await signUp(server);
      await server.client().post('/api/auth/request-magic-link', { email: 'jo@example.com' });
      const link = new URL(await latestLink(server, 'jo@example.com'));
      server.clock.advanceMinutes(15);
      const reply = await server.client().post('/api/auth/magic-login', { token: link.searchParams.get('token') });
      expect(reply.status).toBe(400);
    });

    it('answers the same for an unknown email, and rate-limits link requests', async () => {
      const client = server.client();
      const unknown = await client.post('/api/auth/request-magic-link', { email: 'ghost@example.com' });
      expect(unknown.status).toBe(200);
      expect(unknown.body.loginUrl).toBeUndefined();
      expect(await server.db.knex('email_outbox').count({ n: '*' }).first()).toEqual({ n: 0 });
      for (let i = 0; i < 4; i += 1) await client.post('/api/auth/request-magic-link', { email: 'ghost@example.com' });
      const blocked = await client.post('/api/auth/request-magic-link', { email: 'ghost@example.com' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Too many login link requests/);
      expect((await client.post('/api/auth/request-magic-link', { email: 'bad' })).status).toBe(400);
    });

    it('dev-login signs in as an existing account in development', async () => {
      await signUp(server);
      const client = server.client();
      expect((await client.post('/api/auth/dev-login', { email: 'jo@example.com' })).status).toBe(200);
      expect((await client.get('/api/user')).body.email).toBe('jo@example.com');
      expect((await server.client().post('/api/auth/dev-login', { email: 'x@example.com' })).status).toBe(404);
    });
  });
}

describe('production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(databaseTargets()[0]!, { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://larder.example', COOKIE_SECURE: 'false' });
  });
  afterAll(() => server.close());

  it('never returns the login link, and has no dev-login or outbox', async () => {
    await signUp(server);
    const asked = await server.client().post('/api/auth/request-magic-link', { email: 'jo@example.com' });
    expect(asked.status).toBe(200);
    expect(asked.body.loginUrl).toBeUndefined();
    expect((await server.client().post('/api/auth/dev-login', { email: 'jo@example.com' })).status).toBe(404);
    expect((await server.client().get('/api/dev/outbox')).status).toBe(404);
  });
});

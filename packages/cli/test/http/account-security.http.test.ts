import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { type TestServer, signUp, startTestServer } from '../support/test-server';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const newestEmail = async (server: TestServer, to: string, kind: string): Promise<string> => {
  const outbox = await server.client().get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const email = outbox.body.emails.find((e: { kind: string }) => e.kind === kind);
  return email ? /https?:\/\/\S+/.exec(email.text)![0] : '';
};

for (const target of oneDatabaseTarget()) {
  describe(`signed-in devices, password change and reset, login-link confirmation (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());
    beforeEach(() => server.db.truncate());

    const signIn = async (userAgent: string, keepLoggedIn = false) => {
      const client = server.client();
      const reply = await client.post('/api/login', { email: 'jo@example.com', password: 'correct horse', keepLoggedIn }, { 'user-agent': userAgent });
      expect(reply.status).toBe(200);
      return client;
    };

    it('lists the signed-in devices with their browser, this one marked, and signs one out; another household cannot', async () => {
      const first = await signUp(server);
      const laptop = await signIn(CHROME_WINDOWS, true);
      const phone = await signIn(SAFARI_IPHONE);
      expect((await phone.get('/api/user', { 'user-agent': SAFARI_IPHONE })).status).toBe(200);
      expect((await laptop.get('/api/user', { 'user-agent': CHROME_WINDOWS })).status).toBe(200);

      const listed = await laptop.get('/api/user/sessions', { 'user-agent': CHROME_WINDOWS });
      expect(listed.status).toBe(200);
      expect(listed.body.idleTimeoutMinutes).toBe(120);
      expect(listed.body.sessions).toHaveLength(3);
      const mine = listed.body.sessions.find((s: { current: boolean }) => s.current);
      expect(mine).toMatchObject({ label: 'Chrome on Windows', persistent: true });
      const iphone = listed.body.sessions.find((s: { label: string }) => s.label === 'Safari on iPhone');
      expect(iphone).toMatchObject({ current: false, persistent: false });
      expect(JSON.stringify(listed.body)).not.toMatch(/[0-9a-f]{64}/); // no token digest

      // Another household sees none of them and cannot sign them out (404).
      const other = await signUp(server, { email: 'sam@example.com' });
      expect((await other.get('/api/user/sessions')).body.sessions).toHaveLength(1);
      expect((await other.request('DELETE', `/api/user/sessions/${iphone.id}`)).status).toBe(404);
      expect((await phone.get('/api/user')).status).toBe(200);

      expect(await laptop.request('DELETE', `/api/user/sessions/${iphone.id}`)).toMatchObject({ status: 200, body: { message: 'That device is signed out.' } });
      expect((await phone.get('/api/user')).status).toBe(401);
      expect((await laptop.request('DELETE', `/api/user/sessions/${iphone.id}`)).status).toBe(404);
      expect((await laptop.request('DELETE', '/api/user/sessions/not-a-device')).status).toBe(404);
      expect((await first.get('/api/user')).status).toBe(200);

      // Signing this device out clears its cookie.
      const self = await laptop.request('DELETE', `/api/user/sessions/${mine.id}`);
      expect(self.body.message).toBe('Signed out on this device.');
      expect(laptop.cookies.has('larder_session')).toBe(false);
      expect((await server.client().get('/api/user/sessions')).status).toBe(401);
    });

    it('"sign out everywhere" ends every session of the account, this one too, and no other account\'s', async () => {
      const a = await signUp(server);
      const b = await signIn(CHROME_WINDOWS, true);
      const other = await signUp(server, { email: 'sam@example.com' });
      const out = await a.post('/api/user/sessions/sign-out-everywhere');
      expect(out.status).toBe(200);
      expect((await a.get('/api/user')).status).toBe(401);
      expect((await b.get('/api/user')).status).toBe(401);
      expect((await other.get('/api/user')).status).toBe(200);
      // A cookie call from another site is refused (CSRF).
      expect((await other.post('/api/user/sessions/sign-out-everywhere', undefined, { origin: 'https://evil.example' })).status).toBe(403);
      expect((await other.get('/api/user')).status).toBe(200);
    });

    it('a session without keep-logged-in ends after 2 hours without a request; a kept one does not', async () => {
      await signUp(server);
      const browser = await signIn(CHROME_WINDOWS);
      const kept = await signIn(CHROME_WINDOWS, true);
      server.clock.advanceMinutes(119);
      expect((await browser.get('/api/user')).status).toBe(200); // a request: the 2 hours start again
      server.clock.advanceMinutes(119);
      expect((await browser.get('/api/user')).status).toBe(200);
      server.clock.advanceMinutes(121);
      expect((await browser.get('/api/user')).status).toBe(401);
      expect((await kept.get('/api/user')).status).toBe(200);
      expect((await kept.get('/api/user/sessions')).body.sessions).toHaveLength(1);
    });

    it('changes the password with the current one, signs out the other devices, and keeps this one', async () => {
      const here = await signUp(server);
      const elsewhere = await signIn(SAFARI_IPHONE, true);
      expect(await here.post('/api/user/password', { currentPassword: 'wrong one!', newPassword: 'battery staple', confirmPassword: 'battery staple' })).toMatchObject({
        status: 400,
        body: { field: 'currentPassword' },
      });
      expect(await here.post('/api/user/password', { currentPassword: 'correct horse', newPassword: 'short', confirmPassword: 'short' })).toMatchObject({ status: 400, body: { field: 'newPassword' } });
      expect(await here.post('/api/user/password', { currentPassword: 'correct horse', newPassword: 'battery staple', confirmPassword: 'battery stable' })).toMatchObject({ status: 400, body: { field: 'confirmPassword' } });
      expect(await here.post('/api/user/password', { currentPassword: 'correct horse', newPassword: 12 })).toMatchObject({ status: 400, body: { field: 'newPassword' } });
      expect((await elsewhere.get('/api/user')).status).toBe(200); // nothing changed yet

      const changed = await here.post('/api/user/password', { currentPassword: 'correct horse', newPassword: 'battery staple', confirmPassword: 'battery staple' });
      expect(changed).toMatchObject({ status: 200, body: { message: 'Password changed. Your other devices are signed out.' } });
      expect((await here.get('/api/user')).status).toBe(200);
      expect((await elsewhere.get('/api/user')).status).toBe(401);
      expect((await server.client().post('/api/login', { email: 'jo@example.com', password: 'correct horse' })).status).toBe(401);
      expect((await server.client().post('/api/login', { email: 'jo@example.com', password: 'battery staple' })).status).toBe(200);
      expect((await server.client().post('/api/user/password', { currentPassword: 'x', newPassword: 'battery staple', confirmPassword: 'battery staple' })).status).toBe(401);
    });

    it('limits wrong current passwords: the 6th try in 15 minutes is 429 even when right', async () => {
      const here = await signUp(server);
      for (let i = 0; i < 5; i += 1) {
        expect((await here.post('/api/user/password', { currentPassword: `guess ${i} pass`, newPassword: 'battery staple', confirmPassword: 'battery staple' })).status).toBe(400);
      }
      const blocked = await here.post('/api/user/password', { currentPassword: 'correct horse', newPassword: 'battery staple', confirmPassword: 'battery staple' });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
    });

    it('"forgot password": the same answer for any email, a single-use 30-minute link stored hashed, every device signed out', async () => {
      const signedIn = await signUp(server);
      const ghost = await server.client().post('/api/auth/forgot-password', { email: 'ghost@example.com' });
      const asked = await server.client().post('/api/auth/forgot-password', { email: ' JO@example.com ' });
      expect(asked.status).toBe(200);
      expect(ghost.body.message).toBe(asked.body.message);
      expect(await server.db.knex('email_outbox').where({ to_address: 'ghost@example.com' }).count({ n: '*' }).first()).toEqual({ n: 0 });
      const link = new URL(await newestEmail(server, 'jo@example.com', 'password-reset'));
      expect(link.pathname).toBe('/reset-password');
      const token = link.searchParams.get('token')!;
      const stored = await server.db.knex('password_reset_tokens').first();
      expect(stored.token_hash).not.toBe(token);
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

      // A mistyped confirmation does not use the link up.
      expect(await server.client().post('/api/auth/reset-password', { token, password: 'new password 1', confirmPassword: 'new password 2' })).toMatchObject({ status: 400, body: { field: 'confirmPassword' } });
      const done = await server.client().post('/api/auth/reset-password', { token, password: 'new password 1', confirmPassword: 'new password 1' });
      expect(done.status).toBe(200);
      expect((await signedIn.get('/api/user')).status).toBe(401);
      expect((await server.client().post('/api/login', { email: 'jo@example.com', password: 'new password 1' })).status).toBe(200);
      expect(await server.client().post('/api/auth/reset-password', { token, password: 'other password', confirmPassword: 'other password' })).toMatchObject({ status: 400, body: { field: 'token' } });
    });

    it('a reset link expires after 30 minutes, a newer one retires it, and requests are rate limited', async () => {
      await signUp(server);
      await server.client().post('/api/auth/forgot-password', { email: 'jo@example.com' });
      const older = new URL(await newestEmail(server, 'jo@example.com', 'password-reset')).searchParams.get('token')!;
      server.clock.advanceMinutes(1);
      await server.client().post('/api/auth/forgot-password', { email: 'jo@example.com' });
      const newer = new URL(await newestEmail(server, 'jo@example.com', 'password-reset')).searchParams.get('token')!;
      expect(newer).not.toBe(older);
      expect((await server.client().post('/api/auth/reset-password', { token: older, password: 'new password 1', confirmPassword: 'new password 1' })).status).toBe(400);
      server.clock.advanceMinutes(30);
      expect((await server.client().post('/api/auth/reset-password', { token: newer, password: 'new password 1', confirmPassword: 'new password 1' })).status).toBe(400);
      await server.client().post('/api/auth/forgot-password', { email: 'jo@example.com' });
      const blocked = await server.client().post('/api/auth/forgot-password', { email: 'jo@example.com' });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
    });

    it('following a login link signs no one in: the page\'s button (POST) does, once', async () => {
      await signUp(server, { password: '', confirmPassword: '' });
      const asked = await server.client().post('/api/auth/request-magic-link', { email: 'jo@example.com' });
      const link = new URL(asked.body.loginUrl);
      const token = link.searchParams.get('token')!;
      // An email scanner fetching the link: a redirect to the page, no session, the link still good.
      const scanner = server.client();
      const followed = await scanner.get(link.pathname + link.search);
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe(`/magic-login?token=${token}`);
      expect(followed.setCookie.some((c) => c.startsWith('larder_session='))).toBe(false);
      expect((await scanner.get('/api/user')).status).toBe(401);

      const person = server.client();
      expect(await person.post('/api/auth/magic-login', { token })).toMatchObject({ status: 200, body: { message: 'Welcome back!' } });
      expect((await person.get('/api/user')).body.email).toBe('jo@example.com');
      expect(await server.client().post('/api/auth/magic-login', { token })).toMatchObject({ status: 400 });
      expect(await server.client().post('/api/auth/magic-login', {})).toMatchObject({ status: 400, body: { field: 'token' } });
      expect((await server.client().get('/api/auth/magic-login')).headers.get('location')).toBe('/magic-login?error=invalid');
    });
  });
}

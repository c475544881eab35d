import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { CreateAdmin } from '@larder/domain/accounts/admin/create-admin.use-case';
import { type TestServer, signUp, startTestServer, adminCode } from '../support/test-server';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'larder-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Larder</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

for (const target of oneDatabaseTarget()) {
  describe(`the HTTP edge (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target, { WEB_DIST: webDist });
    });
    afterAll(() => server.close());
    beforeEach(() => server.db.truncate());

    it('GET /api/health reports the database and version', async () => {
      const reply = await server.client().get('/api/health');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ status: 'ok', database: 'up', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    });

    it('GET /api/site tells the pages the support address', async () => {
      expect((await server.client().get('/api/site')).body).toEqual({ supportEmail: 'support@larder.local', version: expect.any(String) });
    });

    it('sends security headers and a request id on every answer', async () => {
      const reply = await server.client().get('/api/health', { 'x-request-id': 'trace-12345678' });
      expect(reply.headers.get('x-request-id')).toBe('trace-12345678');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('x-frame-options')).toBe('DENY');
      expect(reply.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(reply.headers.get('cache-control')).toBe('no-store');
      const generated = await server.client().get('/api/health', { 'x-request-id': 'bad id with spaces' });
      expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it.each([
      ['not JSON', '{"email": ', { 'content-type': 'application/json' }, 'Request body is not valid JSON'],
      ['a JSON string', '"hello"', { 'content-type': 'application/json' }, 'Request body is not valid JSON'],
    ])('a body that is %s is a 400 with a message', async (_label, body, headers, message) => {
      const reply = await server.client().post('/api/auth/check-account-type', body, headers);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ message });
    });

    it('a body of the wrong shape is a 400 naming the field, never a 500', async () => {
      const client = server.client();
      const wrongType = await client.post('/api/login', { email: 42, password: 'x' });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.field).toBe('email');
      const array = await client.post('/api/login', [1, 2]);
      expect(array.status).toBe(400);
      const form = await client.post('/api/login', 'email=a', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(form.status).toBe(400);
      const nested = await client.post('/api/signup-with-payment', { formData: { email: 'a@b.co' } });
      expect(nested).toMatchObject({ status: 400, body: { field: 'formData.firstName' } });
    });

    it('refuses a state-changing call with the session cookie from another origin or none (CSRF)', async () => {
      const client = await signUp(server);
      const evil = await client.post('/api/logout', undefined, { origin: 'https://evil.example' });
      expect(evil.status).toBe(403);
      expect(evil.body.message).toMatch(/did not come from the Larder site/);
      client.origin = null;
      expect((await client.put('/api/user/preferences', { householdSize: 2 })).status).toBe(403);
      expect((await client.put('/api/user/preferences', { householdSize: 2 }, { referer: `${server.url}/account` })).status).toBe(400);
      expect((await client.get('/api/user')).status).toBe(200); // reads are not affected, and the session survived
    });

    it('admin calls: 401 signed out, 403 for a household, 200 for an admin', async () => {
      expect((await server.client().get('/api/admin/users')).status).toBe(401);
      const household = await signUp(server);
      const forbidden = await household.get('/api/admin/users');
      expect(forbidden).toMatchObject({ status: 403, body: { message: 'You do not have permission to do that.' } });
      const created = await server.container.get(CreateAdmin).execute({ email: 'ops@example.com', password: 'operator pass 1' });
      expect(created.ok).toBe(true);
      const admin = server.client();
      expect((await admin.post('/api/admin/login', { email: 'ops@example.com', password: 'operator pass 1', code: await adminCode(server) })).status).toBe(200);
      const list = await admin.get('/api/admin/users');
      expect(list.status).toBe(200);
      expect(list.body.users.map((u: { email: string }) => u.email).sort()).toEqual(['jo@example.com', 'ops@example.com']);
      expect(JSON.stringify(list.body)).not.toMatch(/argon2/);
    });

    it('unknown API calls are JSON 404s; a wrong method is a JSON 405', async () => {
      const missing = await server.client().get('/api/nothing-here');
      expect(missing).toMatchObject({ status: 404, body: { message: 'No such call: GET /api/nothing-here' } });
      // (DELETE /api/user is a call now: the account's deletion, issue 21.)
      const method = await server.client().request('DELETE', '/api/health');
      expect(method.status).toBe(405);
      expect(method.body.message).toBe('DELETE is not allowed on /api/health');
    });

    it('serves the web app with an SPA fallback, and 404s for missing files', async () => {
      const page = await server.client().get('/account');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
      const asset = await server.client().get('/assets/app-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect((await server.client().get('/assets/missing.js')).status).toBe(404);
      expect((await server.client().get('/../../etc/passwd')).body).not.toContain('root:');
    });
  });
}

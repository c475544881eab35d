import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { type TestServer, signInAdmin, signUp, startTestServer } from '../support/test-server';
import { loadConfig } from '../../src/config';

/**
 * Issue 34, L4, L5 and L9: what development gives a caller comes only with DEV_HELPERS, and even then dev sign-in
 * never opens an operator account (that would pass by the second factor).
 */
const VITE = 'http://localhost:5173';

describe.each(databaseTargets())('development without DEV_HELPERS ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { NODE_ENV: 'development', DEV_HELPERS: 'false' });
  });
  afterAll(() => server.close());

  it('L4: the Vite dev origin (port 5173) is not allowed to make changes with the session cookie', async () => {
    expect(loadConfig({ NODE_ENV: 'development' }, '/repo').allowedOrigins).not.toContain(VITE);
    const jo = await signUp(server);
    jo.origin = VITE;
    const refused = await jo.post('/api/household/invitations', { email: 'sam@example.com' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/did not come from the Larder site/);
    jo.origin = server.url;
    expect((await jo.get('/api/household')).body.invitations).toEqual([]);
  });

  it('L5: the invitation answer does not carry the join link (it goes by email only)', async () => {
    const alex = await signUp(server, { email: 'alex@example.com' });
    const invite = await alex.post('/api/household/invitations', { email: 'kim@example.com' });
    expect(invite.status).toBe(201);
    expect(invite.body.link).toBeUndefined();
    expect(JSON.stringify(invite.body)).not.toMatch(/household\/join/);
  });
});

describe.each(databaseTargets())('development with DEV_HELPERS ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { NODE_ENV: 'development', DEV_HELPERS: 'true' });
  });
  afterAll(() => server.close());

  it('L4: the Vite dev origin is allowed, and only then', async () => {
    expect(loadConfig({ NODE_ENV: 'development', DEV_HELPERS: 'true' }, '/repo').allowedOrigins).toContain(VITE);
    const jo = await signUp(server);
    jo.origin = VITE;
    expect((await jo.post('/api/household/invitations', { email: 'sam@example.com' })).status).toBe(201);
  });

  it('L5: the invitation answer carries the join link for a caller on this machine', async () => {
    const alex = await signUp(server, { email: 'alex@example.com' });
    const invite = await alex.post('/api/household/invitations', { email: 'kim@example.com' });
    expect(invite.body.link).toMatch(/\/household\/join\/[A-Za-z0-9_-]{43}$/);
    const forwarded = await alex.post('/api/household/invitations', { email: 'lee@example.com' }, { 'x-forwarded-for': '127.0.0.1' });
    expect(forwarded.status).toBe(201);
    expect(forwarded.body.link).toBeUndefined();
  });

  it('L9: dev sign-in refuses an operator account (no way round the second factor), and signs in no one', async () => {
    await signInAdmin(server, 'ops@example.com');
    const client = server.client();
    const refused = await client.post('/api/auth/dev-login', { email: 'ops@example.com' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/operator console/i);
    expect(client.cookies.size).toBe(0);
    expect((await client.get('/api/admin/users')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});

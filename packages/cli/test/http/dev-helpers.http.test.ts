import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { type TestServer, TestClient, signUp, startTestServer } from '../support/test-server';
import { ConfigError, loadConfig } from '../../src/config';
import { modeLine } from '../../src/commands/serve';

/** This machine's own non-loopback IPv4 address, when it has one: a caller there is not "on this machine" for the helpers. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('development helpers are off unless DEV_HELPERS=true', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(databaseTargets()[0]!, { NODE_ENV: 'development', DEV_HELPERS: 'false' });
  });
  afterAll(() => server.close());

  it('development without the setting: no dev-login, no outbox, no loginUrl in answers', async () => {
    await signUp(server);
    const asked = await server.client().post('/api/auth/request-magic-link', { email: 'jo@example.com' });
    expect(asked.status).toBe(200);
    expect(asked.body.loginUrl).toBeUndefined();
    expect((await server.client().post('/api/auth/dev-login', { email: 'jo@example.com' })).status).toBe(404);
    expect((await server.client().get('/api/dev/outbox')).status).toBe(404);
  });

  it('the configuration refuses the helpers in production, and start-up says which mode runs', () => {
    expect(loadConfig({}, '/repo').devHelpers).toBe(false);
    expect(loadConfig({ DEV_HELPERS: 'true' }, '/repo').devHelpers).toBe(true);
    expect(() => loadConfig({ DEV_HELPERS: 'true', NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://larder.example' }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_HELPERS: 'true', NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://larder.example' }, '/repo')).toThrow(/DEV_HELPERS/);
    expect(modeLine(loadConfig({}, '/repo'))).toMatch(/development helpers off/);
    expect(modeLine(loadConfig({ DEV_HELPERS: 'true' }, '/repo'))).toMatch(/development helpers ON for callers on this machine only/);
  });
});

describe('with DEV_HELPERS=true the helpers answer loopback callers only', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(databaseTargets()[0]!, { NODE_ENV: 'development', DEV_HELPERS: 'true', HOST: '0.0.0.0' });
  });
  afterAll(() => server.close());

  it('from loopback: dev-login, the outbox and loginUrl work', async () => {
    await signUp(server);
    expect((await server.client().post('/api/auth/dev-login', { email: 'jo@example.com' })).status).toBe(200);
    expect((await server.client().get('/api/dev/outbox')).status).toBe(200);
    expect((await server.client().post('/api/auth/request-magic-link', { email: 'jo@example.com' })).body.loginUrl).toMatch(/magic-login/);
  });

  it('a request a proxy forwarded is not a local one, even when the proxy is on this machine', async () => {
    const forwarded = { 'x-forwarded-for': '127.0.0.1' };
    expect((await server.client().post('/api/auth/dev-login', { email: 'jo@example.com' }, forwarded)).status).toBe(404);
    expect((await server.client().get('/api/dev/outbox', forwarded)).status).toBe(404);
    expect((await server.client().post('/api/auth/request-magic-link', { email: 'jo@example.com' }, forwarded)).body.loginUrl).toBeUndefined();
  });

  // Skipped only on a machine with no network address but loopback: there is nothing "from the network" to call from.
  it.skipIf(!externalAddress)('from the network (this machine\'s own network address): 404 and no loginUrl', async () => {
    const port = new URL(server.url).port;
    const remote = new TestClient(`http://${externalAddress}:${port}`);
    const login = await remote.post('/api/auth/dev-login', { email: 'jo@example.com' });
    expect(login.status).toBe(404);
    expect(remote.cookies.size).toBe(0);
    expect((await remote.get('/api/dev/outbox')).status).toBe(404);
    const asked = await remote.post('/api/auth/request-magic-link', { email: 'jo@example.com' });
    expect(asked.status).toBe(200);
    expect(asked.body.loginUrl).toBeUndefined();
  });
});

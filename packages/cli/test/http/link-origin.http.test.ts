import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { ConfigError, loadConfig } from '../../src/config';
import { type TestServer, signUp, startTestServer } from '../support/test-server';

/**
 * Issue 34, M1: an emailed link with a live token is built from PUBLIC_ORIGIN (required with NODE_ENV=production), and
 * without it never from the Host or X-Forwarded-Host a caller writes.
 */
const newestLink = async (server: TestServer, to: string, kind: string): Promise<URL> => {
  const outbox = await server.client().get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const email = outbox.body.emails.find((e: { kind: string }) => e.kind === kind);
  return new URL(/https?:\/\/\S+/.exec(email.text)![0]);
};

/** "Forgot password" sent with the headers a forger chooses (fetch cannot set Host, so node:http). */
const forgotWith = (server: TestServer, email: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ email });
    const url = new URL(server.url);
    const req = request({ host: url.hostname, port: url.port, path: '/api/auth/forgot-password', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });

describe('PUBLIC_ORIGIN in production', () => {
  it('is required with NODE_ENV=production, and named when missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' }, '/repo')).toThrow(/PUBLIC_ORIGIN: required with NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://larder.example/' }, '/repo').publicOrigin).toBe('https://larder.example');
  });
});

for (const target of oneDatabaseTarget()) {
  describe(`the origin of emailed links (${target.name})`, () => {
    let bare: TestServer;
    let configured: TestServer;
    beforeAll(async () => {
      // Behind a proxy (TRUST_PROXY=1) Koa would read the host from X-Forwarded-Host: the links must not.
      bare = await startTestServer(target, { TRUST_PROXY: '1' });
      configured = await startTestServer(target, { TRUST_PROXY: '1', PUBLIC_ORIGIN: 'https://larder.example' });
    }, 120_000);
    afterAll(async () => {
      await bare?.close();
      await configured?.close();
    });

    it('without PUBLIC_ORIGIN, a forged X-Forwarded-Host or Host gives a link to this machine, not to the forger', async () => {
      await signUp(bare);
      const port = new URL(bare.url).port;
      expect(await forgotWith(bare, 'jo@example.com', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toBe(200);
      const forwarded = await newestLink(bare, 'jo@example.com', 'password-reset');
      expect(forwarded.host).not.toContain('evil');
      expect(forwarded.origin).toBe(`http://127.0.0.1:${port}`);

      await bare.db.knex('email_outbox').del();
      expect(await forgotWith(bare, 'jo@example.com', { host: 'evil.example' })).toBe(200);
      const hosted = await newestLink(bare, 'jo@example.com', 'password-reset');
      expect(hosted.origin).toBe(`http://localhost:${port}`);
      expect(hosted.pathname).toBe('/reset-password');
    });

    it('with PUBLIC_ORIGIN, every link carries it whatever the request names', async () => {
      await signUp(configured);
      expect(await forgotWith(configured, 'jo@example.com', { 'x-forwarded-host': 'evil.example', host: 'evil.example' })).toBe(200);
      expect((await newestLink(configured, 'jo@example.com', 'password-reset')).origin).toBe('https://larder.example');
    });
  });
}

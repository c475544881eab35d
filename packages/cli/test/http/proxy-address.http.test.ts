import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { type TestServer, startTestServer } from '../support/test-server';
import { ConfigError, loadConfig } from '../../src/config';

describe('TRUST_PROXY is a number of proxy hops', () => {
  it('parses false, true (one hop) and a count; refuses anything else', () => {
    expect(loadConfig({}, '/repo').trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }, '/repo').trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }, '/repo').trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }, '/repo').trustProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'all' }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10' }, '/repo')).toThrow(/TRUST_PROXY/);
  });
});

describe('the caller address behind proxies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(databaseTargets()[0]!, { TRUST_PROXY: '2' });
  });
  afterAll(() => server.close());

  it('a client cannot dodge the per-address limit by writing its own X-Forwarded-For entries', async () => {
    // Two proxies: the outer one appended the client's real address (198.51.100.7), the inner one the outer's.
    // Everything left of those is whatever the client sent, different on every request.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const reply = await server
        .client()
        .post('/api/auth/check-account-type', { email: `nobody${i}@example.com` }, { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7, 10.0.0.2` });
      statuses.push(reply.status);
    }
    // The look-up answers alike for every address (issue 34, M4): 200 until the limit.
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another real client behind the same proxies is counted on its own.
    const other = await server.client().post('/api/auth/check-account-type', { email: 'x@example.com' }, { 'x-forwarded-for': '198.51.100.8, 10.0.0.2' });
    expect(other.status).toBe(200);
  });
});

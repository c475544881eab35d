import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { type TestServer, signUp, signupForm, startTestServer } from '../support/test-server';

describe('garbage is refused with the right status', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(databaseTargets()[0]!);
    server.clock.set('2026-11-20T12:00:00Z');
  });
  afterAll(() => server.close());

  it('a body over the limit is 413, not 400', async () => {
    const reply = await server.client().post('/api/login', JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(5 * 1024 * 1024) }));
    expect(reply.status).toBe(413);
    expect(reply.body.message).toMatch(/too large/i);
  });

  it('expYear 1e308 and a receipt chain "NaN" are 400s naming the field', async () => {
    const card = await server.client().post('/api/payments/simulated/payment-methods', { number: '4242424242424242', expMonth: 12, expYear: 1e308, cvc: '123' });
    expect(card.status).toBe(400);
    const jo = await signUp(server, { email: 'jo@example.com' });
    const receipt = await jo.post('/api/budget-tracker/receipts', { date: '2026-11-17', chain: 'NaN', amount: '8.00' });
    expect(receipt).toMatchObject({ status: 400, body: { field: 'chain' } });
  });
});

describe('the session cookie in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind one TLS-terminating proxy, as in production.
    server = await startTestServer(databaseTargets()[0]!, { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://larder.example', TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  it('carries the __Host- prefix (Secure, Path=/, no Domain) and signs the household in', async () => {
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.20' };
    const client = server.client();
    const method = await client.post('/api/payments/simulated/payment-methods', { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' }, https);
    const reply = await client.post('/api/signup-with-payment', { formData: signupForm(), paymentMethodId: method.body.id }, https);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const cookie = reply.setCookie.find((c) => c.startsWith('__Host-larder_session='))!;
    expect(cookie).toMatch(/; path=\//i);
    expect(cookie).toMatch(/; secure/i);
    expect(cookie).not.toMatch(/domain=/i);
    expect(reply.setCookie.some((c) => c.startsWith('larder_session='))).toBe(false);
    expect((await client.get('/api/user', https)).body.email).toBe('jo@example.com');
    // The CSRF check knows the prefixed cookie: a cross-site POST carrying it is refused.
    expect((await client.post('/api/logout', {}, { ...https, origin: 'https://evil.example' })).status).toBe(403);
  });
});

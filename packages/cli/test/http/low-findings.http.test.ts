import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { type TestServer, signUp, startTestServer } from '../support/test-server';

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

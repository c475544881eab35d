import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { CARD_ATTEMPT_LIMITS, GENERIC_CARD_DECLINE } from '@larder/domain/billing/card-attempts';
import { RecordingLogger } from '@larder/domain/testing/in-memory-support';
import { type TestClient, type TestServer, signUp, signupForm, startTestServer } from '../support/test-server';

const card = async (client: TestClient, number: string) => {
  const method = await client.post('/api/payments/simulated/payment-methods', { number, expMonth: 12, expYear: 2034, cvc: '123' });
  if (method.status !== 201) throw new Error(`card: ${method.status} ${JSON.stringify(method.body)}`);
  return method.body.id as string;
};

for (const target of oneDatabaseTarget()) {
  describe(`card forms cannot be used to test cards (${target.name})`, () => {
    let server: TestServer;
    const logger = new RecordingLogger();
    beforeAll(async () => {
      server = await startTestServer(target, {}, { logger });
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.truncate();
      logger.lines.length = 0;
    });

    it('every decline reason gets the same answer on sign-up, /subscribe and the card form; the reason is in the operators\' log', async () => {
      const client = server.client();
      const answers = [];
      // Declined, insufficient funds, incorrect CVC, expired: four different reasons at the provider.
      for (const number of ['4000000000000002', '4000000000009995', '4000000000000127', '4000000000000069']) {
        const reply = await client.post('/api/signup-with-payment', { formData: signupForm({ email: `d${number.slice(-4)}@example.com` }), paymentMethodId: await card(client, number) });
        answers.push([reply.status, reply.body]);
      }
      expect(answers).toEqual(Array.from({ length: 4 }, () => [402, { message: GENERIC_CARD_DECLINE }]));
      const reasons = logger.lines.filter((l) => l.fields.event === 'card_declined').map((l) => l.fields.reason);
      expect(new Set(reasons).size).toBe(4);
      expect(JSON.stringify(logger.lines)).not.toMatch(/4000000000000002|4000000000009995/);

      const jo = await signUp(server, { email: 'jo@example.com' });
      const form = await jo.post('/api/acquired/create-subscription', {
        customerData: { firstName: 'Jo', lastName: 'Bloggs' },
        cardData: { holder_name: 'Jo Bloggs', number: '4000016746394707', expiry_month: '12', expiry_year: '2034', cvv: '123' },
        payDay: 7,
      });
      expect(form.status).toBe(402);
      expect(form.body).toMatchObject({ success: false, message: GENERIC_CARD_DECLINE });
    });

    it('sign-up checks the card before the email: without a working card nobody learns whether an email has an account', async () => {
      await signUp(server, { email: 'jo@example.com' });
      const probe = server.client();
      const taken = await probe.post('/api/signup-with-payment', { formData: signupForm({ email: 'jo@example.com' }), paymentMethodId: await card(probe, '4000000000000002') });
      const free = await probe.post('/api/signup-with-payment', { formData: signupForm({ email: 'nobody@example.com' }), paymentMethodId: await card(probe, '4000000000000002') });
      expect([taken.status, taken.body]).toEqual([402, { message: GENERIC_CARD_DECLINE }]);
      expect([free.status, free.body]).toEqual([taken.status, taken.body]);
    });

    it(`one address gets ${CARD_ATTEMPT_LIMITS.address.points} card attempts an hour; then 429 and the provider is not asked`, async () => {
      const client = server.client();
      const statuses: number[] = [];
      for (let i = 0; i <= CARD_ATTEMPT_LIMITS.address.points; i += 1) {
        const reply = await client.post('/api/signup-with-payment', { formData: signupForm({ email: `t${i}@example.com` }), paymentMethodId: await card(client, '4000000000000002') });
        statuses.push(reply.status);
      }
      expect(statuses.slice(0, -1).every((s) => s === 402)).toBe(true);
      const last = await client.post('/api/signup-with-payment', { formData: signupForm({ email: 'good@example.com' }), paymentMethodId: await card(client, '4242424242424242') });
      expect(statuses.at(-1)).toBe(429);
      expect(last.status).toBe(429);
      expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await server.db.knex('users').count({ n: '*' }).first()).toEqual({ n: 0 });
      expect(logger.lines.filter((l) => l.fields.event === 'card_declined')).toHaveLength(CARD_ATTEMPT_LIMITS.address.points);
    });

    it(`one account gets ${CARD_ATTEMPT_LIMITS.account.points} attempts an hour on /subscribe, from any address`, async () => {
      const jo = await signUp(server, { email: 'jo@example.com' });
      await jo.post('/api/subscription/cancel', {});
      const statuses: number[] = [];
      for (let i = 0; i <= CARD_ATTEMPT_LIMITS.account.points; i += 1) {
        const reply = await jo.post('/api/acquired/create-subscription', {
          customerData: { firstName: 'Jo', lastName: 'Bloggs' },
          cardData: { holder_name: 'Jo Bloggs', number: '4000016746394707', expiry_month: '12', expiry_year: '2034', cvv: '123' },
          payDay: 7,
        });
        statuses.push(reply.status);
      }
      // The sign-up's own card counted once for the account (by email there, by id here: separate keys).
      expect(statuses.slice(0, CARD_ATTEMPT_LIMITS.account.points).every((s) => s === 402)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
}

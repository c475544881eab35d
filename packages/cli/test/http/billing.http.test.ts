import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { createPinoLogger } from '@larder/adapters-http/logging/pino-logger';
import { ZBillingStats, ZCancelResult, ZSubscriptionResponse, ZSubscriptionView } from '@larder/contract/billing';
import { type TestServer, signInAdmin, signUp, startTestServer } from '../support/test-server';

const inAppBody = (overrides: Record<string, unknown> = {}, card: Record<string, unknown> = {}) => ({
  firstName: 'Jo',
  lastName: 'Bloggs',
  amount: 19.99,
  billingDay: 20,
  cardDetails: { holderName: 'Jo Bloggs', number: '4000 0111 8013 8710', expiryMonth: 12, expiryYear: 2034, cvv: '123', ...card },
  ...overrides,
});

const testPageBody = (number: string, payDay: number | string = 5) => ({
  customerData: { email: 'jo@example.com', firstName: 'Jo', lastName: 'Bloggs' },
  cardData: { holder_name: 'Jo Bloggs', number, expiry_month: '12', expiry_year: '2034', cvv: '123' },
  amount: 1999,
  payDay,
});

/** Everything the server logs during these tests, to check no card number or CVV is ever written. */
const logLines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

// Both databases: the daily billing run and its money movements are transactions each database keeps itself.
for (const target of databaseTargets()) {
  describe(`subscriptions and billing (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target, {}, { logger: createPinoLogger({ level: 'debug', destination: capture }) });
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.truncate();
      server.clock.set('2027-03-01T10:00:00Z');
    });

    const admin = () => signInAdmin(server);

    it('GET /api/acquired/subscription: 401 signed out; the trial after sign-up with its schedule', async () => {
      expect((await server.client().get('/api/acquired/subscription')).status).toBe(401);
      const jo = await signUp(server);
      const reply = await jo.get('/api/acquired/subscription');
      expect(reply.status).toBe(200);
      expect(ZSubscriptionResponse.strict().safeParse(reply.body).error).toBeUndefined();
      expect(reply.body.subscription).toMatchObject({
        status: 'trialing',
        amount: 19.99,
        amountPence: 1999,
        billingDay: 15,
        lastBillingDate: null,
        nextBillingDate: '2027-03-15',
        failedAttempts: 0,
        card: { brand: 'visa', last4: '4242' },
      });
      const events = await server.db.knex('authorization_events').orderBy('event_type');
      expect(events.map((e) => e.event_type)).toEqual(['payment_method_added', 'signup']);
    });

    it('POST /api/acquired/create-subscription checks every rule of the in-app form with its message', async () => {
      const jo = await signUp(server);
      const cases: Array<[Record<string, unknown>, Record<string, unknown>, string]> = [
        [{ firstName: 'J' }, {}, 'First name must be at least 2 characters'],
        [{ lastName: ' B ' }, {}, 'Last name must be at least 2 characters'],
        [{ amount: 0.5 }, {}, 'Amount must be between £1 and £100'],
        [{ amount: 150 }, {}, 'Amount must be between £1 and £100'],
        [{ amount: 9.99 }, {}, 'Larder Pro costs £19.99 a month; no other amount can be charged.'],
        [{ billingDay: 32 }, {}, 'Billing day must be between 1 and 31'],
        [{ billingDay: 0 }, {}, 'Billing day must be between 1 and 31'],
        [{}, { number: '4000 0111 8013' }, 'Card number must be at least 13 digits'],
        [{}, { number: '4000 0111 8013 8710 1234' }, 'Card number too long'],
        [{}, { expiryMonth: '' }, 'Expiry month required'],
        [{}, { expiryYear: '' }, 'Expiry year required'],
        [{}, { cvv: '12' }, 'CVV must be at least 3 digits'],
        [{}, { cvv: '12345' }, 'CVV too long'],
        [{}, { holderName: 'J' }, 'Cardholder name required'],
      ];
      for (const [overrides, card, message] of cases) {
        const reply = await jo.post('/api/acquired/create-subscription', inAppBody(overrides, card));
        expect(reply.status, message).toBe(400);
        expect(reply.body).toMatchObject({ success: false, error: message, message });
      }
      const neither = await jo.post('/api/acquired/create-subscription', { firstName: 'Jo' });
      expect(neither.status).toBe(400);
      expect((await server.client().post('/api/acquired/create-subscription', inAppBody())).status).toBe(401);
    });

    it('the in-app form puts a new card on a live trial and moves the billing day', async () => {
      const jo = await signUp(server);
      const reply = await jo.post('/api/acquired/create-subscription', inAppBody());
      expect(reply.status).toBe(201);
      expect(reply.body.success).toBe(true);
      expect(reply.body.message).toBe('Your new card is saved and replaces the one on file. You will be billed on the 20th of each month.');
      expect(ZSubscriptionView.safeParse(reply.body.subscription).success).toBe(true);
      expect(reply.body.subscription).toMatchObject({ status: 'trialing', billingDay: 20, nextBillingDate: '2027-03-20', card: { last4: '8710' } });
      const stored = await server.db.knex('subscriptions').first();
      expect(stored).toMatchObject({ card_last4: '8710', card_bin: '400001' });
    });

    it('the test page shape: a declining card is refused with the provider message and changes nothing', async () => {
      const jo = await signUp(server);
      const declined = await jo.post('/api/acquired/create-subscription', testPageBody('4000016746394707'));
      expect(declined.status).toBe(402);
      expect(declined.body.success).toBe(false);
      expect(declined.body.error).toMatch(/declined/i);
      expect((await jo.get('/api/acquired/subscription')).body.subscription).toMatchObject({ card: { last4: '4242' }, billingDay: 15 });
      const ok = await jo.post('/api/acquired/create-subscription', testPageBody('4000046811673149', '7'));
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      expect(ok.body.subscription).toMatchObject({ billingDay: 7, card: { last4: '3149' } });
      const failed = await server.db.knex('authorization_events').where({ event_type: 'payment_method_added', status: 'failed' });
      expect(failed).toHaveLength(1);
    });

    it('POST /api/acquired/update-billing-day moves the next charge; bad days and the same day are refused', async () => {
      const jo = await signUp(server);
      expect((await jo.post('/api/acquired/update-billing-day', { billingDay: 32 })).status).toBe(400);
      const same = await jo.post('/api/acquired/update-billing-day', { billingDay: 15 });
      expect(same.status).toBe(400);
      expect(same.body.message).toBe('Your billing day is already the 15th.');
      const moved = await jo.post('/api/acquired/update-billing-day', { billingDay: '31' });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ success: true, message: 'Your billing day has been updated successfully.' });
      expect(moved.body.subscription).toMatchObject({ billingDay: 31, nextBillingDate: '2027-03-31' });
    });

    it('the daily billing charges a due subscription once; admin calls are refused to visitors and households', async () => {
      const jo = await signUp(server);
      const household = await jo.post('/api/subscription/process-daily-billing');
      expect(household.status).toBe(403);
      expect((await server.client().post('/api/subscription/process-daily-billing')).status).toBe(401);
      for (const path of ['/api/acquired/admin/billing-stats']) {
        expect((await jo.get(path)).status).toBe(403);
        expect((await server.client().get(path)).status).toBe(401);
      }
      expect((await jo.post('/api/acquired/admin/process-daily-billing')).status).toBe(403);
      expect((await jo.post('/api/acquired/admin/trigger-billing', { day: 15 })).status).toBe(403);

      server.clock.set('2027-03-15T09:00:00Z');
      const ops = await admin();
      const wrongDay = await ops.post('/api/acquired/admin/trigger-billing', { day: 14 });
      expect(wrongDay.status).toBe(200);
      expect(wrongDay.body.summary).toMatchObject({ due: 0, charged: 0 });
      expect((await ops.post('/api/acquired/admin/trigger-billing', { day: 40 })).status).toBe(400);
      const run = await ops.post('/api/subscription/process-daily-billing');
      expect(run.status).toBe(200);
      expect(run.body).toMatchObject({ processed: 1, successful: 1, charged: 1, failed: 0, date: '2027-03-15' });
      const again = await ops.post('/api/acquired/admin/process-daily-billing');
      expect(again.body).toMatchObject({ success: true, summary: { due: 0, charged: 0 } });
      expect((await jo.post('/api/login', { email: 'jo@example.com', password: 'correct horse' })).status).toBe(200);
      const sub = (await jo.get('/api/acquired/subscription')).body.subscription;
      expect(sub).toMatchObject({ status: 'active', lastBillingDate: '2027-03-15', nextBillingDate: '2027-04-15' });
      const stats = await ops.get('/api/acquired/admin/billing-stats');
      expect(ZBillingStats.strict().safeParse(stats.body).success).toBe(true);
      expect(stats.body).toEqual({ totalSubscriptions: 1, activeSubscriptions: 1, pendingBillings: 0, recentSuccessRate: 100 });
      const attempts = await server.db.knex('charge_attempts');
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({ status: 'succeeded', amount_pence: 1999, card_bin: '424242' });
    });

    it('cancel in the app, then again: 409; no charge is made after cancelling', async () => {
      const jo = await signUp(server);
      const cancelled = await jo.post('/api/acquired/cancel-subscription');
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ success: true, message: 'Your Acquired subscription has been cancelled successfully.', subscription: { status: 'cancelled', nextBillingDate: null } });
      expect(cancelled.body.subscription.accessEndsAt).toBe('2027-03-08T10:00:00.000Z');
      expect((await jo.post('/api/acquired/cancel-subscription')).status).toBe(409);
      server.clock.set('2027-03-15T09:00:00Z');
      const ops = await admin();
      expect((await ops.post('/api/subscription/process-daily-billing')).body).toMatchObject({ processed: 0, successful: 0 });
    });

    it('public cancel by email: strict match, already_cancelled the second time, an undo link that works once', async () => {
      await signUp(server);
      const visitor = server.client();
      const wrong = await visitor.post('/api/subscription/cancel', { email: 'jo@example.com', firstName: 'Joe', lastName: 'Bloggs' });
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe('Unable to locate your subscription');
      const reply = await visitor.post('/api/subscription/cancel', { email: '  JO@Example.com ', firstName: ' jo ', lastName: 'BLOGGS' });
      expect(reply.status).toBe(200);
      expect(ZCancelResult.strict().safeParse(reply.body).error).toBeUndefined();
      expect(reply.body).toMatchObject({ status: 'cancelled', customerEmail: 'jo@example.com', accessEndsAt: '2027-03-08T10:00:00.000Z' });
      const twice = await visitor.post('/api/subscription/cancel', { email: 'jo@example.com', firstName: 'Jo', lastName: 'Bloggs' });
      expect(twice.body.status).toBe('already_cancelled');

      const mail = await server.db.knex('email_outbox').where({ kind: 'subscription-cancelled' }).first();
      expect(mail.to_address).toBe('jo@example.com');
      const token = /undo\?token=([A-Za-z0-9_%-]+)/.exec(mail.text_body)![1]!;
      expect((await visitor.post('/api/subscription/undo-cancel', { token: 'nope' })).status).toBe(410);
      const undone = await visitor.post('/api/subscription/undo-cancel', { token: decodeURIComponent(token) });
      expect(undone.status).toBe(200);
      expect(undone.body).toMatchObject({ status: 'trialing', nextBillingDate: '2027-03-15' });
      expect((await visitor.post('/api/subscription/undo-cancel', { token: decodeURIComponent(token) })).status).toBe(410);
      const events = await server.db.knex('authorization_events').where({ event_type: 'cancellation' }).orderBy('created_at');
      expect(events.map((e) => [e.authorization_method, e.status])).toEqual([
        ['self_serve_email', 'succeeded'],
        ['undo', 'reverted'],
      ]);
    });

    it('public cancel by details: one exact match only, the email masked; rate limited per target', async () => {
      await signUp(server);
      const visitor = server.client();
      const miss = await visitor.post('/api/subscription/cancel-by-details', { firstName: 'Jo', lastName: 'Bloggs', postcode: 'M1 1AE' });
      expect(miss.status).toBe(404);
      expect(miss.body.message).toBe("We couldn't find a subscription matching these details. Please check your information and try again.");
      expect((await visitor.post('/api/subscription/cancel-by-details', { firstName: 'Jo', lastName: 'Bloggs', postcode: 'not a postcode' })).status).toBe(400);
      expect((await visitor.post('/api/subscription/cancel-by-details', { firstName: ' ', lastName: 'Bloggs', postcode: 'SW1A 1AA' })).status).toBe(400);
      const hit = await visitor.post('/api/subscription/cancel-by-details', { firstName: 'jo', lastName: 'bloggs', postcode: 'sw1a1aa' });
      expect(hit.status).toBe(200);
      expect(hit.body).toMatchObject({ status: 'cancelled', customerEmail: 'j***@example.com' });
      const limited = [];
      for (let i = 0; i < 5; i += 1) limited.push((await visitor.post('/api/subscription/cancel-by-details', { firstName: 'Jo', lastName: 'Bloggs', postcode: 'SW1A 1AA' })).status);
      expect(limited).toContain(429);
      const blocked = await visitor.post('/api/subscription/cancel-by-details', { firstName: 'Jo', lastName: 'Bloggs', postcode: 'SW1A 1AA' });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
    });

    it('a returning household starts again through /api/create-subscription and pays its first month at once', async () => {
      const jo = await signUp(server);
      expect((await jo.post('/api/create-subscription', {})).status).toBe(409);
      await jo.post('/api/acquired/cancel-subscription');
      server.clock.set('2027-03-10T10:00:00Z');
      expect((await jo.post('/api/login', { email: 'jo@example.com', password: 'correct horse' })).status).toBe(200);
      const intent = await jo.post('/api/create-subscription', {});
      expect(intent.status, JSON.stringify(intent.body)).toBe(200);
      expect(intent.body).toMatchObject({ provider: 'simulated' });
      const method = await jo.post('/api/payments/simulated/payment-methods', { number: '5555555555554444', expMonth: 12, expYear: 2034, cvc: '123' });
      const started = await jo.post('/api/create-subscription', { paymentMethodId: method.body.id, preferredPayDay: '10' });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      expect(started.body.subscription).toMatchObject({ status: 'active', lastBillingDate: '2027-03-10', nextBillingDate: '2027-04-10', billingDay: 10 });
      expect(await server.db.knex('charge_attempts').where({ status: 'succeeded' })).toHaveLength(1);
      expect((await server.client().post('/api/create-subscription', {})).status).toBe(401);
    });

    it('GET /api/payments/config shows no secret; a webhook for an unconfigured provider is a 404', async () => {
      const config = await server.client().get('/api/payments/config');
      expect(config.status).toBe(200);
      expect(config.body).toMatchObject({ primaryProvider: 'simulated', mode: 'simulated', webhookConfigured: false, acquired: { credentials: 'Missing' } });
      // Document 002's "3 retry attempts" (read as 3 retries after the first charge): the call states the rule the run applies.
      expect(config.body.billing).toEqual({ runHourUtc: 9, retryAttempts: 3, retryDelaysDays: [1, 3, 7], maxAttempts: 4, currencies: ['GBP', 'EUR', 'USD'] });
      expect(config.headers.get('content-security-policy')).not.toContain('stripe.com');
      const hook = await server.client().post('/api/webhooks/stripe', { id: 'evt_1' }, { origin: '' });
      expect(hook.status).toBe(404);
    });

    it('no card number or CVV reaches the database or the logs', async () => {
      const jo = await signUp(server);
      await jo.post('/api/acquired/create-subscription', inAppBody({}, { cvv: '987' }));
      await jo.post('/api/acquired/create-subscription', testPageBody('4000016746394707'));
      const tables = await server.db.knex.raw<{ rows: Array<{ table_name: string }> }>(
        `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      );
      let dump = '';
      for (const { table_name } of tables.rows) dump += JSON.stringify(await server.db.knex(table_name).select('*'));
      const logs = logLines.join('');
      expect(logs.length).toBeGreaterThan(0);
      for (const secret of ['4000011180138710', '4000 0111 8013 8710', '4000016746394707', '4242424242424242', '"987"', 'cvv":"123']) {
        expect(dump.includes(secret), `database holds ${secret}`).toBe(false);
        expect(logs.includes(secret), `logs hold ${secret}`).toBe(false);
      }
    });
  });
}

import { SettleProviderAnswer } from '@larder/domain/billing/settle-provider-answer/settle-provider-answer.use-case';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { CreateAdmin } from '@larder/domain/accounts/admin/create-admin.use-case';
import { type FakeStripe, startFakeStripe } from '@larder/adapters-payments/testing/fake-stripe-server';
import { type FakeAcquired, startFakeAcquired } from '@larder/adapters-payments/testing/fake-acquired-server';
import { type TestServer, signupForm, startTestServer, adminCode } from '../support/test-server';

const target = databaseTargets()[0]!;

/** The real providers' adapters, end to end through our calls, against in-process fakes of their APIs. */
describe('Stripe as the primary provider and Acquired behind the card form (fakes of both APIs)', () => {
  let stripe: FakeStripe;
  let acquired: FakeAcquired;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    acquired = await startFakeAcquired();
    server = await startTestServer(target, {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.config.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      ACQUIRED_APP_ID: acquired.appId,
      ACQUIRED_APP_KEY: acquired.config.appKey,
      ACQUIRED_COMPANY_ID: acquired.companyId,
      ACQUIRED_API_BASE: acquired.baseUrl,
      ACQUIRED_WEBHOOK_SIGNING_KEY: acquired.webhookSigningKey,
    });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
    await acquired?.close();
  });

  it('signs up through a Stripe SetupIntent, bills on the pay day once through Stripe, and handles each webhook once', async () => {
    server.clock.set('2027-03-01T10:00:00Z');
    const visitor = server.client();
    const intent = await visitor.post('/api/create-setup-intent');
    expect(intent.body).toMatchObject({ provider: 'stripe', publishableKey: stripe.config.publishableKey });
    expect(intent.body.clientSecret).toMatch(/^seti_/);
    // Stripe.js and its card frames may load, and nothing else from outside.
    const csp = intent.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    const signup = await visitor.post('/api/signup-with-payment', { formData: signupForm({ email: 'stripe@example.com', preferredPayDay: '10' }), paymentMethodId: 'pm_card_visa' });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const stored = await server.db.knex('subscriptions').first();
    expect(stored).toMatchObject({ provider: 'stripe', card_last4: '4242' });
    expect(stored.provider_customer_id).toMatch(/^cus_/);

    server.clock.set('2027-03-10T09:00:00Z');
    await server.container.get(CreateAdmin).execute({ email: 'ops@example.com', password: 'operator pass 1' });
    const ops = server.client();
    expect((await ops.post('/api/admin/login', { email: 'ops@example.com', password: 'operator pass 1', code: await adminCode(server) })).status).toBe(200);
    const before = stripe.chargeCount();
    const run = await ops.post('/api/subscription/process-daily-billing');
    expect(run.body).toMatchObject({ processed: 1, successful: 1 });
    expect((await ops.post('/api/subscription/process-daily-billing')).body).toMatchObject({ processed: 0 });
    expect(stripe.chargeCount() - before).toBe(1);
    const attempt = await server.db.knex('charge_attempts').first();
    expect(attempt.provider_charge_id).toMatch(/^pi_/);

    // Webhooks are signed with the real time; the server checks them against its own clock.
    server.clock.set(new Date());
    const event = stripe.paymentIntentEvent({ idempotencyKey: attempt.idempotency_key, succeeded: true });
    // A delivery that fails on our side is not marked handled: the provider's next delivery is handled.
    const settleAnswer = server.container.get(SettleProviderAnswer);
    const settle = settleAnswer.execute.bind(settleAnswer);
    settleAnswer.execute = async () => {
      throw new Error('database went away');
    };
    expect((await visitor.post('/api/webhooks/stripe', event.rawBody, event.headers)).status).toBe(500);
    settleAnswer.execute = settle;
    expect(await server.db.knex('provider_webhook_events').where({ event_id: JSON.parse(event.rawBody).id })).toHaveLength(0);
    const first = await visitor.post('/api/webhooks/stripe', event.rawBody, event.headers);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ received: true, duplicate: false, settled: false });
    const again = await visitor.post('/api/webhooks/stripe', event.rawBody, event.headers);
    expect(again.body).toMatchObject({ duplicate: true });
    const tampered = await visitor.post('/api/webhooks/stripe', event.rawBody.replace('succeeded', 'failed'), event.headers);
    expect(tampered.status).toBe(400);
    expect(stripe.chargeCount() - before).toBe(1);
  });

  it('the Acquired card form saves the card with Acquired, the connection test answers, and the run charges through Acquired', async () => {
    server.clock.set('2027-04-01T10:00:00Z');
    const visitor = server.client();
    const intent = await visitor.post('/api/create-setup-intent');
    const signup = await visitor.post('/api/signup-with-payment', { formData: signupForm({ email: 'acq@example.com', preferredPayDay: '20' }), paymentMethodId: 'pm_card_visa' });
    expect(signup.status, JSON.stringify(intent.body)).toBe(201);
    const test = await visitor.get('/api/acquired/test');
    expect(test.body).toMatchObject({ success: true, provider: 'acquired' });
    const card = await visitor.post('/api/acquired/create-subscription', {
      customerData: { email: 'acq@example.com', firstName: 'Jo', lastName: 'Bloggs' },
      cardData: { holder_name: 'Jo Bloggs', number: '4000011180138710', expiry_month: '12', expiry_year: '2034', cvv: '123' },
      amount: 1999,
      payDay: 20,
    });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    expect(card.body.subscription).toMatchObject({ provider: 'acquired', card: { last4: '8710' }, billingDay: 20 });
    const declined = await visitor.post('/api/acquired/create-subscription', {
      customerData: { email: 'acq@example.com', firstName: 'Jo', lastName: 'Bloggs' },
      cardData: { holder_name: 'Jo Bloggs', number: '4000016746394707', expiry_month: '12', expiry_year: '2034', cvv: '123' },
      amount: 1999,
      payDay: 20,
    });
    expect(declined.status).toBe(402);

    server.clock.set('2027-04-20T09:00:00Z');
    const ops = server.client();
    expect((await ops.post('/api/admin/login', { email: 'ops@example.com', password: 'operator pass 1', code: await adminCode(server) })).status).toBe(200);
    const before = acquired.succeededCount();
    const run = await ops.post('/api/subscription/process-daily-billing');
    // Both households are due: the Stripe one (10 April, caught up) and the Acquired one (20 April).
    expect(run.body, JSON.stringify(run.body)).toMatchObject({ processed: 2, successful: 2 });
    expect(acquired.succeededCount() - before).toBe(1);
    const providers = await server.db.knex('charge_attempts').where({ status: 'succeeded' }).whereRaw("period_date >= '2027-04-01'").pluck('provider');
    expect(providers.sort()).toEqual(['acquired', 'stripe']);
    expect(JSON.stringify(acquired.requests())).not.toContain('4000011180138710');
  });
});

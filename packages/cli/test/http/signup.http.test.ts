import { GENERIC_CARD_DECLINE } from '@larder/domain/billing/card-attempts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { ZSetupIntentResponse, ZSignupResponse, ZUser } from '@larder/contract/accounts';
import { type TestServer, signUp, signupForm, startTestServer } from '../support/test-server';

for (const target of oneDatabaseTarget()) {
  describe(`sign-up with a card (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());
    beforeEach(() => server.db.truncate());

    it('POST /api/create-setup-intent gives a client secret and names the provider', async () => {
      const reply = await server.client().post('/api/create-setup-intent');
      expect(reply.status).toBe(200);
      expect(ZSetupIntentResponse.safeParse(reply.body).success).toBe(true);
      expect(reply.body.clientSecret).toMatch(/^seti_sim_[0-9a-f]+_secret_[0-9a-f]+$/);
      expect(reply.body).toMatchObject({ provider: 'simulated', publishableKey: null });
    });

    it('the simulated card form tokenises a card and rejects a bad one', async () => {
      const client = server.client();
      const good = await client.post('/api/payments/simulated/payment-methods', { number: '4242 4242 4242 4242', expMonth: '12', expYear: '34', cvc: '123' });
      expect(good.status).toBe(201);
      expect(good.body).toMatchObject({ brand: 'visa', last4: '4242' });
      expect(good.body.id).not.toContain('4242424242424242');
      const bad = await client.post('/api/payments/simulated/payment-methods', { number: '4242 4242 4242 4241', expMonth: 12, expYear: 34, cvc: '123' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'Your card number is invalid.', field: 'number' });
    });

    it('creates the account with a 7-day trial, signs in, and GET /api/user shows it', async () => {
      const started = server.clock.now();
      const client = await signUp(server);
      expect(client.cookies.get('larder_session')).toBeTruthy();
      const me = await client.get('/api/user');
      expect(me.status).toBe(200);
      expect(ZUser.strict().safeParse(me.body).error).toBeUndefined();
      expect(me.body).toMatchObject({
        email: 'jo@example.com',
        firstName: 'Jo',
        lastName: 'Bloggs',
        postcode: 'SW1A 1AA',
        householdSize: 4,
        weeklyBudget: '87.50',
        weeklyBudgetBand: '£75-100',
        subscriptionStatus: 'trialing',
        preferredPayDay: 15,
        accountType: 'password',
        role: 'user',
        profileComplete: false,
      });
      expect(new Date(me.body.trialEndsAt).getTime() - started.getTime()).toBe(7 * 86_400_000);
      expect(new Date(me.body.nextChargeAt).getUTCDate()).toBe(15);
      expect(JSON.stringify(me.body)).not.toMatch(/hash|argon/i);
      const stored = await server.db.knex('subscriptions').first();
      expect(stored).toMatchObject({ status: 'trialing', card_last4: '4242', card_bin: '424242', provider: 'simulated' });
      const welcome = await server.db.knex('email_outbox').where({ kind: 'welcome' }).first();
      expect(welcome.to_address).toBe('jo@example.com');
    });

    it('accepts Stripe test payment method ids: pm_card_visa succeeds, pm_card_chargeDeclined declines and creates nothing', async () => {
      const declined = await server.client().post('/api/signup-with-payment', { formData: signupForm(), paymentMethodId: 'pm_card_chargeDeclined' });
      expect(declined.status).toBe(402);
      expect(declined.body).toEqual({ message: GENERIC_CARD_DECLINE });
      expect(await server.db.knex('users').count({ n: '*' }).first()).toEqual({ n: 0 });
      const ok = await server.client().post('/api/signup-with-payment', { formData: signupForm(), paymentMethodId: 'pm_card_visa' });
      expect(ok.status).toBe(201);
      expect(ZSignupResponse.safeParse(ok.body).success).toBe(true);
      expect(ok.body.user.subscriptionStatus).toBe('trialing');
    });

    it('a blank password makes a magic-link account', async () => {
      const client = await signUp(server, { password: '', confirmPassword: '' });
      expect((await client.get('/api/user')).body.accountType).toBe('magic-link');
      // The login page's first step answers alike for every address (issue 34, M4); it offers the link beside the password.
      const type = await server.client().post('/api/auth/check-account-type', { email: 'JO@example.com' });
      expect(type.body).toEqual({ accountType: 'password' });
    });

    it.each([
      [{ email: '' }, 'email', 'Please fill in all required fields (email, name, postcode)'],
      [{ firstName: ' ' }, 'firstName', 'Please fill in all required fields (email, name, postcode)'],
      [{ postcode: '' }, 'postcode', 'Please fill in all required fields (email, name, postcode)'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ confirmPassword: 'different1' }, 'confirmPassword', 'Passwords do not match'],
      [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters long'],
      [{ postcode: 'NOT A POSTCODE' }, 'postcode', 'Please enter a valid UK postcode'],
      [{ householdSize: '11' }, 'householdSize', 'Household size must be a whole number from 1 to 10'],
      [{ weeklyBudget: '9.99' }, 'weeklyBudget', 'Weekly budget must be between £10.00 and £1000.00'],
      [{ preferredPayDay: '32' }, 'preferredPayDay', 'Payment day must be a day of the month from 1 to 31'],
    ])('refuses %j with a 400 naming %s', async (overrides, field, message) => {
      const reply = await server.client().post('/api/signup-with-payment', { formData: signupForm(overrides), paymentMethodId: 'pm_card_visa' });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ message, field });
      expect(await server.db.knex('users').count({ n: '*' }).first()).toEqual({ n: 0 });
    });

    it('refuses a missing card and an unknown payment method', async () => {
      const none = await server.client().post('/api/signup-with-payment', { formData: signupForm() });
      expect(none.status).toBe(400);
      expect(none.body.field).toBe('paymentMethodId');
      const unknown = await server.client().post('/api/signup-with-payment', { formData: signupForm(), paymentMethodId: 'pm_made_up' });
      expect(unknown.status).toBe(400);
    });

    it('refuses a second account for the same email (409) and keeps the first', async () => {
      await signUp(server);
      const again = await server.client().post('/api/signup-with-payment', { formData: signupForm({ email: 'Jo@Example.com', firstName: 'Other' }), paymentMethodId: 'pm_card_visa' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('An account with this email already exists. Please sign in instead.');
      const rows = await server.db.knex('users').select('first_name');
      expect(rows).toEqual([{ first_name: 'Jo' }]);
    });
  });
}

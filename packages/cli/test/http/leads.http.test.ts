import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { createPinoLogger } from '@larder/adapters-http/logging/pino-logger';
import {
  ZBuyerAnalyticsData,
  ZConversionFunnel,
  ZLeadAccepted,
  ZLeadError,
  ZLeadRejected,
  ZLeadSetupIntentResponse,
  ZLeadSubscribeResponse,
  ZLeadView,
} from '@larder/contract/leads';
import { CreateAdmin } from '@larder/domain/accounts/admin/create-admin.use-case';
import { BuyerKeys } from '@larder/domain/leads/buyer-keys/buyer-keys.use-case';
import { LEAD_MESSAGES } from '@larder/domain/leads/lead';
import { aLeadPayload } from '@larder/domain/testing/lead-payloads';
import { Argon2PasswordHasher } from '../../src/infrastructure/argon2-password-hasher';
import { type TestClient, type TestServer, startTestServer, adminCode } from '../support/test-server';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Everything the server logs, to prove no bank details and no lead body are ever written. */
const logLines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

/** Bank details sent in this file (each must never be found in the database or the logs). */
const BANK = [
  { account_number: '31926819', sort_code: '60-16-13' },
  { account_number: '55779911', sort_code: '20 00 00' },
  { account_number: '12345678', sort_code: '401276' },
  { account_number: '87654321', sort_code: '08-32-10' },
];
const ANALYTICS_PASSWORD = 'buyer analytics passphrase';

// Both databases: one lead from twenty retries of one reference at once is the database's unique key's to keep.
for (const target of databaseTargets()) {
  describe(`lead calls (${target.name})`, () => {
    let server: TestServer;
    let open: TestServer;
    let key: string;

    beforeAll(async () => {
      const hash = await new Argon2PasswordHasher().hash(ANALYTICS_PASSWORD);
      server = await startTestServer(target, { BUYER_ANALYTICS_PASSWORD_HASH: hash }, { logger: createPinoLogger({ level: 'debug', destination: capture }) });
      open = await startTestServer(target, { LEAD_INTAKE_OPEN: 'true', LEAD_PARTNER_NAME: 'lendmatch', LEAD_PARTNER_REDIRECT_URL: 'https://partner.example/start?src=larder' });
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await open?.close();
    });
    beforeEach(async () => {
      await server.db.truncate();
      server.clock.set('2026-01-15T10:00:00Z');
      const created = await server.container.get(BuyerKeys).create('Test Buyer');
      if (!created.ok) throw new Error(created.error.message);
      key = created.value.secret;
    });

    const send = (body: unknown, headers: Record<string, string> = {}, client: TestClient = server.client()) =>
      client.post('/api/buyer/process-lead', body, { 'x-api-key': key, ...headers });
    async function buy(overrides: Parameters<typeof aLeadPayload>[0] = {}) {
      const reply = await send(aLeadPayload(overrides));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.accepted, JSON.stringify(reply.body)).toBe(true);
      return reply.body.sessionId as string;
    }
    async function card(client: TestClient, number = '4242424242424242') {
      const method = await client.post('/api/payments/simulated/payment-methods', { number, expMonth: 12, expYear: 2034, cvc: '123' });
      expect(method.status).toBe(201);
      return method.body.id as string;
    }

    describe('POST /api/buyer/process-lead', () => {
      it('buys an acceptable lead: 200, accepted, redirectUrl carrying the session id, the price', async () => {
        const reply = await send(aLeadPayload({ lead_buy_price: 1.2 }));
        expect(reply.status).toBe(200);
        expect(ZLeadAccepted.strict().safeParse(reply.body).error).toBeUndefined();
        expect(reply.body).toMatchObject({ success: true, accepted: true, leadBuyPrice: '1.20', message: 'Lead accepted', replayed: false });
        expect(reply.body.redirectUrl).toBe(`${server.url}/lead-welcome?session=${reply.body.sessionId}`);
        const row = await server.db.knex('leads').first();
        // Only the session id's SHA-256 is stored: it opens the applicant's details.
        expect(row).toMatchObject({ status: 'accepted', price_pence: 120, pay_day: 28, session_id: sha256(reply.body.sessionId), bank_account_masked: '****6819', bank_sort_code_masked: '**-**-13' });
        expect(JSON.stringify(await server.db.knex('leads').select('*'))).not.toContain(reply.body.sessionId);
        expect(new Date(row.expires_at).toISOString()).toBe('2026-01-22T10:00:00.000Z');
      });

      it('refuses with the document messages (200, accepted false) and keeps nothing personal', async () => {
        const income = await send(aLeadPayload({ employment: { monthly_income: '1999.99' } }));
        expect(income.status).toBe(200);
        expect(ZLeadRejected.strict().safeParse(income.body).error).toBeUndefined();
        expect(income.body).toMatchObject({ success: true, accepted: false, message: 'Lead does not meet minimum income requirements', reason: 'LEAD.BELOW_MIN_INCOME' });
        const missing = await send(aLeadPayload({ applicant: { first_name: '' }, loan: { term: null } }));
        expect(missing.body).toMatchObject({ accepted: false, message: 'Invalid lead data - missing required fields', missingFields: ['applicant.first_name', 'loan.term'] });
        const cases: Array<[Parameters<typeof aLeadPayload>[0], string]> = [
          [{ current_residence: { postcode: 'ZZ9 9ZZ' } }, LEAD_MESSAGES.invalidPostcode],
          [{ applicant: { birth_date: '2008-01-16' } }, LEAD_MESSAGES.underAge],
          [{ applicant: { email: 'not-an-email' } }, LEAD_MESSAGES.invalidEmail],
          [{ additional: { credit_check_consent: 'no' } }, LEAD_MESSAGES.noCreditConsent],
          [{ bank: { account_number: '123' } }, LEAD_MESSAGES.invalidBankDetails],
        ];
        for (const [overrides, message] of cases) expect((await send(aLeadPayload(overrides))).body).toMatchObject({ accepted: false, message });
        const refused = await server.db.knex('leads').where({ status: 'rejected' });
        expect(refused).toHaveLength(7);
        expect(refused.every((r) => r.applicant === null && r.session_id === null && r.bank_account_masked === null)).toBe(true);
      });

      it('401 without a key, with a wrong or revoked key; 400 for a body that is not a lead; all with `error`', async () => {
        for (const headers of [{ 'x-api-key': '' }, { 'x-api-key': 'lbk_wrong' }, { 'x-api-key': 'nonsense' }]) {
          const reply = await send(aLeadPayload(), headers);
          expect(reply.status).toBe(401);
          expect(ZLeadError.strict().safeParse(reply.body).error).toBeUndefined();
          expect(reply.body.error).toBe('Missing or invalid API key: send your buyer key in the X-Api-Key header');
        }
        const notJson = await send('{"lead_buy_price": ', {});
        expect(notJson.status).toBe(400);
        expect(notJson.body).toEqual({ success: false, error: 'Request body is not valid JSON', message: 'Request body is not valid JSON' });
        const wrongType = await send({ ...aLeadPayload(), applicant: 'Sam Patel' });
        expect(wrongType.status).toBe(400);
        expect(wrongType.body).toMatchObject({ success: false, field: 'applicant', error: expect.stringContaining('applicant') });
        const array = await send([aLeadPayload()]);
        expect(array.status).toBe(400);
        const form = await send('lead_buy_price=0.60', { 'content-type': 'application/x-www-form-urlencoded' });
        expect(form.status).toBe(400);
        expect(form.body.error).toBe('Request body must be JSON (Content-Type: application/json)');
        const tooLong = await send(aLeadPayload({ applicant: { first_name: 'x'.repeat(500) } }));
        expect(tooLong.status).toBe(400);
        expect(await server.db.knex('leads').count('* as n').first()).toMatchObject({ n: 0 });
        await server.container.get(BuyerKeys).revoke('Test Buyer');
        expect((await send(aLeadPayload())).status).toBe(401);
      });

      it('429 over the key rate, with Retry-After; the next minute it is allowed again', async () => {
        const slow = await server.container.get(BuyerKeys).create('Slow Buyer', 2);
        if (!slow.ok) throw new Error('key');
        const headers = { 'x-api-key': slow.value.secret };
        expect((await send(aLeadPayload(), headers)).status).toBe(200);
        expect((await send(aLeadPayload(), headers)).status).toBe(200);
        const over = await send(aLeadPayload(), headers);
        expect(over.status).toBe(429);
        expect(over.headers.get('retry-after')).toBe('60');
        expect(over.body).toMatchObject({ success: false, error: 'Too many leads: try again in 60 seconds' });
        expect((await send(aLeadPayload())).status).toBe(200); // another key is not affected
        server.clock.advanceMinutes(1);
        expect((await send(aLeadPayload(), headers)).status).toBe(200);
      });

      it('500 only for our own faults, with `error`, and without logging the lead', async () => {
        await server.db.knex.raw('alter table lead_applicant_claims rename to lead_applicant_claims_away');
        try {
          const reply = await send(aLeadPayload({ bank: BANK[3] }));
          expect(reply.status, JSON.stringify(reply.body)).toBe(500);
          expect(reply.body).toEqual({ success: false, error: 'Something went wrong on our side. Please try again.', message: 'Something went wrong on our side. Please try again.' });
        } finally {
          await server.db.knex.raw('alter table lead_applicant_claims_away rename to lead_applicant_claims');
        }
        expect(logLines.some((l) => l.includes('lead call failed'))).toBe(true);
      });

      it('a retry with the same reference answers the same and buys nothing more', async () => {
        const payload = aLeadPayload({ lead_reference: 'ACME-7' });
        const first = await send(payload);
        const again = await send(payload);
        // A new session id (only the first one's digest was kept); both open the lead.
        expect(again.body).toEqual({ ...first.body, sessionId: again.body.sessionId, redirectUrl: `${server.url}/lead-welcome?session=${again.body.sessionId}`, replayed: true });
        expect(again.body.sessionId).not.toBe(first.body.sessionId);
        expect((await server.client().get(`/api/leads/${first.body.sessionId}`)).status).toBe(200);
        expect((await server.client().get(`/api/leads/${again.body.sessionId}`)).body.sessionId).toBe(again.body.sessionId);
        expect(await server.db.knex('leads').count('* as n').first()).toMatchObject({ n: 1 });
      });

      it('of twenty leads for one applicant sent at the same moment, exactly one is bought', async () => {
        const email = 'same.person@example.com';
        const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => send(aLeadPayload({ lead_reference: `SAME-${i}`, applicant: { email } }))));
        expect(replies.every((r) => r.status === 200)).toBe(true);
        expect(replies.filter((r) => r.body.accepted)).toHaveLength(1);
        expect(replies.filter((r) => r.body.reason === 'LEAD.DUPLICATE')).toHaveLength(19);
        expect(await server.db.knex('leads').where({ status: 'accepted' }).count('* as n').first()).toMatchObject({ n: 1 });
        // And twenty retries of one reference at once: one lead, one answer.
        const payload = aLeadPayload({ lead_reference: 'RETRY-1' });
        const retries = await Promise.all(Array.from({ length: 20 }, () => send(payload)));
        expect(retries.every((r) => r.body.accepted)).toBe(true);
        for (const retry of retries.slice(0, 3)) expect((await server.client().get(`/api/leads/${retry.body.sessionId}`)).status).toBe(200);
        expect(await server.db.knex('leads').where({ reference: 'RETRY-1' }).count('* as n').first()).toMatchObject({ n: 1 });
      });

      it('keyless intake only when LEAD_INTAKE_OPEN=true', async () => {
        await open.db.truncate();
        const reply = await open.client().post('/api/buyer/process-lead', aLeadPayload());
        expect(reply.status).toBe(200);
        expect(reply.body.accepted).toBe(true);
        expect((await open.client().post('/api/buyer/process-lead', aLeadPayload(), { 'x-api-key': 'lbk_wrong' })).status).toBe(401);
        expect((await server.client().post('/api/buyer/process-lead', aLeadPayload())).status).toBe(401);
      });
    });

    describe('the lead journey', () => {
      it('GET /api/leads/{sessionId}: the Lead fields, never bank details; 404 unknown, 410 expired', async () => {
        const session = await buy({ bank: BANK[1] });
        const reply = await server.client().get(`/api/leads/${session}`);
        expect(reply.status).toBe(200);
        expect(reply.headers.get('cache-control')).toBe('no-store');
        expect(ZLeadView.strict().safeParse(reply.body).error).toBeUndefined();
        expect(reply.body).toMatchObject({ sessionId: session, firstName: 'Sam', lastName: 'Patel', currentPostcode: 'M1 1AE', postcode: 'M1 1AE', loanAmount: 500, loanTerm: 12, monthlyIncome: 2400, payDay: 28, subscribed: false, currentStreet: '12 Oxford Road' });
        expect(JSON.stringify(reply.body)).not.toMatch(/5577|\*\*\*\*|bank|sort/i);
        const unknown = await server.client().get('/api/leads/not-a-session');
        expect(unknown.status).toBe(404);
        expect(unknown.body).toMatchObject({ success: false, error: 'We could not find this session. Please use the link from your application.' });
        server.clock.advanceDays(7);
        const expired = await server.client().get(`/api/leads/${session}`);
        expect(expired.status).toBe(410);
        expect(expired.body).toMatchObject({ success: false, error: 'This session has expired. Please apply again with your lender.' });
      });

      it('tracks the welcome and subscription page views (once each), 404 for unknown sessions', async () => {
        const session = await buy();
        const client = server.client();
        for (const path of ['track-welcome-view', 'track-welcome-view', 'track-subscription-view']) {
          const reply = await client.post(`/api/leads/${session}/${path}`);
          expect(reply.status).toBe(200);
          expect(reply.body).toEqual({ success: true });
        }
        expect((await server.db.knex('lead_events').orderBy('type')).map((e) => e.type)).toEqual(['subscription_viewed', 'welcome_viewed']);
        expect((await client.post('/api/leads/nope/track-welcome-view')).status).toBe(404);
        expect((await client.post('/api/leads/nope/track-subscription-view')).status).toBe(404);
      });

      it('POST /api/subscription/create-setup-intent {sessionId}: a client secret; 400 without a session, 404 unknown', async () => {
        const session = await buy();
        const reply = await server.client().post('/api/subscription/create-setup-intent', { sessionId: session });
        expect(reply.status).toBe(200);
        expect(ZLeadSetupIntentResponse.strict().safeParse(reply.body).error).toBeUndefined();
        expect(reply.body).toMatchObject({ success: true, provider: 'simulated', customerId: null });
        const missing = await server.client().post('/api/subscription/create-setup-intent', {});
        expect(missing.status).toBe(400);
        expect(missing.body).toMatchObject({ success: false, error: 'Missing session ID' });
        expect((await server.client().post('/api/subscription/create-setup-intent', { sessionId: 'nope' })).status).toBe(404);
      });

      it('POST /api/leads/{sessionId}/subscribe: a passwordless account and a 7-day trial, then the partner address', async () => {
        const session = await buy({ employment: { next_pay_date: '2026-01-28' } });
        const client = server.client();
        const pm = await card(client);
        const reply = await client.post(`/api/leads/${session}/subscribe`, { paymentMethodId: pm, payDay: 28, customerName: 'Sam Patel', customerEmail: '' });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        expect(ZLeadSubscribeResponse.strict().safeParse(reply.body).error).toBeUndefined();
        expect(reply.body).toMatchObject({ success: true, alreadySubscribed: false, subscription: { status: 'trialing', billingDay: 28, nextBillingDate: '2026-01-28' } });
        expect(reply.body.peppyRedirectUrl).toBe(`${server.url}/payment-success?session_id=${session}`);
        const lead = await server.db.knex('leads').where({ session_id: sha256(session) }).first();
        const user = await server.db.knex('users').where({ id: lead.user_id }).first();
        expect(user).toMatchObject({ password_hash: null, first_name: 'Sam', last_name: 'Patel' });
        expect(await server.db.knex('subscriptions').where({ user_id: user.id, status: 'trialing' }).count('* as n').first()).toMatchObject({ n: 1 });
        // Again: nothing new.
        const again = await client.post(`/api/leads/${session}/subscribe`, { paymentMethodId: await card(client), payDay: 28 });
        expect(again.body).toMatchObject({ success: true, alreadySubscribed: true, subscription: null });
        expect(await server.db.knex('subscriptions').count('* as n').first()).toMatchObject({ n: 1 });
        expect((await client.get(`/api/leads/${session}`)).body.subscribed).toBe(true);
      });

      it('subscribe: a declined card (402), a bad pay day (400), an unknown session (404), an expired one (410), all with `error`', async () => {
        const session = await buy();
        const client = server.client();
        const declined = await client.post(`/api/leads/${session}/subscribe`, { paymentMethodId: await card(client, '4000000000000002'), payDay: 5 });
        expect(declined.status).toBe(402);
        expect(declined.body).toMatchObject({ success: false, error: expect.stringMatching(/declined/i) });
        const badDay = await client.post(`/api/leads/${session}/subscribe`, { paymentMethodId: await card(client), payDay: 40 });
        expect(badDay.status).toBe(400);
        expect(badDay.body).toMatchObject({ success: false, field: 'payDay', error: 'Billing day must be between 1 and 31' });
        expect((await client.post('/api/leads/nope/subscribe', { paymentMethodId: 'pm_x' })).status).toBe(404);
        server.clock.advanceDays(8);
        expect((await client.post(`/api/leads/${session}/subscribe`, { paymentMethodId: await card(client), payDay: 5 })).status).toBe(410);
      });

      it('POST /api/leads/submit-to-{partner}: the configured partner and address, carrying session_id', async () => {
        const session = await buy();
        const reply = await server.client().post('/api/leads/submit-to-peppy', { sessionId: session, hasSubscription: false, paymentMethodId: 'pm_x' });
        expect(reply.status).toBe(200);
        expect(reply.body).toEqual({ success: true, redirectUrl: `${server.url}/payment-success?session_id=${session}` });
        expect((await server.client().post('/api/leads/submit-to-acme', { sessionId: session })).status).toBe(404);
        expect((await server.client().post('/api/leads/submit-to-peppy', {})).body).toMatchObject({ success: false, error: 'Missing session ID' });
        expect((await server.client().post('/api/leads/submit-to-peppy', { sessionId: 'nope' })).status).toBe(404);

        await open.db.truncate();
        const bought = await open.client().post('/api/buyer/process-lead', aLeadPayload());
        const partner = await open.client().post('/api/leads/submit-to-lendmatch', { sessionId: bought.body.sessionId });
        expect(partner.body.redirectUrl).toBe(`https://partner.example/start?src=larder&session_id=${bought.body.sessionId}`);
        expect((await open.client().post('/api/leads/submit-to-peppy', { sessionId: bought.body.sessionId })).status).toBe(404);
      });
    });

    describe('buyer analytics', () => {
      async function signedIn(): Promise<TestClient> {
        const client = server.client();
        const reply = await client.post('/api/buyer/analytics/auth', { password: ANALYTICS_PASSWORD });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        return client;
      }

      it('the password is checked on the server: 400 empty, 401 wrong, a session cookie when right, 429 after 10 tries', async () => {
        const client = server.client();
        expect((await client.get('/api/buyer/analytics/session')).body).toEqual({ authenticated: false, configured: true });
        const empty = await client.post('/api/buyer/analytics/auth', { password: '' });
        expect(empty.status).toBe(400);
        expect(empty.body.error).toBe('Password Required: Please enter a password');
        const wrong = await client.post('/api/buyer/analytics/auth', { password: 'guess' });
        expect(wrong.status).toBe(401);
        expect(wrong.body).toMatchObject({ success: false, error: 'Incorrect password' });
        expect((await client.get('/api/buyer/analytics/data')).status).toBe(401);
        expect((await client.get('/api/buyer-analytics/conversion-funnel')).status).toBe(401);
        const right = await client.post('/api/buyer/analytics/auth', { password: ANALYTICS_PASSWORD });
        expect(right.status).toBe(200);
        expect(right.setCookie.join(';')).toMatch(/larder_buyer_analytics=[^;]+;.*path=\/api;.*samesite=strict;.*httponly/i);
        expect((await client.get('/api/buyer/analytics/session')).body.authenticated).toBe(true);
        expect((await client.get('/api/buyer/analytics/data')).status).toBe(200);
        await client.post('/api/buyer/analytics/logout');
        expect((await client.get('/api/buyer/analytics/data')).status).toBe(401);
        const other = server.client();
        for (let i = 0; i < 10; i += 1) await other.post('/api/buyer/analytics/auth', { password: 'guess' });
        const limited = await other.post('/api/buyer/analytics/auth', { password: ANALYTICS_PASSWORD });
        expect(limited.status).toBe(429);
        expect(limited.headers.get('retry-after')).toBeTruthy();
        // No password is configured on the other server.
        const unset = await open.client().post('/api/buyer/analytics/auth', { password: 'anything' });
        expect(unset.status).toBe(503);
        expect(unset.body.error).toMatch(/BUYER_ANALYTICS_PASSWORD_HASH/);
      });

      it('every figure from real records, each range, the funnel; admins may look too', async () => {
        const a = await buy({ lead_buy_price: '0.60' });
        await buy({ lead_buy_price: '2.50' });
        await send(aLeadPayload({ employment: { monthly_income: 100 } }));
        const client = server.client();
        await client.post(`/api/leads/${a}/track-welcome-view`);
        await client.post(`/api/leads/${a}/track-subscription-view`);
        expect((await client.post(`/api/leads/${a}/subscribe`, { paymentMethodId: await card(client), payDay: 15 })).status).toBe(200);
        const viewer = await signedIn();
        for (const range of ['today', 'this-week', 'this-month']) {
          const reply = await viewer.get(`/api/buyer/analytics/data?range=${range}`);
          expect(reply.status).toBe(200);
          expect(ZBuyerAnalyticsData.strict().safeParse(reply.body).error).toBeUndefined();
          expect(reply.body).toMatchObject({ totalLeadsSeen: 3, totalLeadsPurchased: 2, totalLeadsCost: 3.1, welcomePageClicks: 1, proceedClickRate: 50, subscriptionsCreated: 1, conversionRate: 50, costPerSubscription: 3.1 });
        }
        const month = (await viewer.get('/api/buyer/analytics/data?range=this-month')).body;
        expect(month.range).toEqual({ name: 'this-month', startDate: '2026-01-01', endDate: '2026-01-15' });
        expect(month.leadCostAnalytics.dailyBreakdown).toHaveLength(15);
        expect(month.leadCostAnalytics.dailyBreakdown[14]).toMatchObject({ date: '2026-01-15', totalLeads: 3, acceptedLeads: 2, dailyCost: 3.1, subscriptionsCreated: 1 });
        expect(month.leadCostAnalytics).toMatchObject({ activeSubsCreatedThisMonth: 1, subscriptionPrice: 19.99, totalRevenueFromLeads: 0, totalROI: -100, profitFromLeads: -3.1 });
        expect(month.leadDetails).toHaveLength(2);
        expect(month.leadDetails.map((d: { email: string }) => d.email).every((e: string) => /^s\*\*\*@example\.com$/.test(e))).toBe(true);
        expect((await viewer.get('/api/buyer/analytics/data?range=yesterday')).body.totalLeadsSeen).toBe(0);
        const custom = await viewer.get('/api/buyer/analytics/data?range=custom&startDate=2026-01-10&endDate=2026-01-15');
        expect(custom.body.leadCostAnalytics.dailyBreakdown).toHaveLength(6);
        const bad = await viewer.get('/api/buyer/analytics/data?range=custom&startDate=2026-01-15');
        expect(bad.status).toBe(400);
        expect(bad.body).toMatchObject({ success: false, field: 'endDate' });
        expect((await viewer.get('/api/buyer/analytics/data?range=forever')).status).toBe(400);
        const funnel = await viewer.get('/api/buyer-analytics/conversion-funnel');
        expect(ZConversionFunnel.strict().safeParse(funnel.body).error).toBeUndefined();
        expect(funnel.body.stages.map((s: { count: number }) => s.count)).toEqual([2, 1, 1, 1]);
        expect(funnel.body.summary).toEqual({ totalLeads: 2, overallConversionRate: 50 });
        expect((await viewer.get('/api/buyer-analytics/conversion-funnel?startDate=2026-01-14&endDate=2026-01-14')).body.summary.totalLeads).toBe(0);

        await server.container.get(CreateAdmin).execute({ email: 'ops@example.com', password: 'operator pass 1' });
        const admin = server.client();
        expect((await admin.post('/api/admin/login', { email: 'ops@example.com', password: 'operator pass 1', code: await adminCode(server) })).status).toBe(200);
        expect((await admin.get('/api/buyer/analytics/data?range=today')).body.totalLeadsSeen).toBe(3);
      });
    });

    describe('the buyer API document', () => {
      it('OpenAPI 3.1 from the zod schemas; each documented example gets the documented answer', async () => {
        const doc = (await server.client().get('/api/buyer/openapi.json')).body;
        expect(doc.openapi).toBe('3.1.0');
        expect(doc.servers).toEqual([{ url: server.url }]);
        expect(doc.components.securitySchemes.BuyerApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
        expect(Object.keys(doc.components.schemas.BuyerLead.properties)).toEqual(['lead_reference', 'lead_buy_price', 'loan', 'applicant', 'current_residence', 'employment', 'bank', 'additional']);
        expect(doc.info['x-larder-mandatory-fields']).toContain('additional.credit_check_consent');
        const op = doc.paths['/api/buyer/process-lead'].post;
        expect(Object.keys(op.responses)).toEqual(['200', '400', '401', '429', '500']);
        const requests = op.requestBody.content['application/json'].examples as Record<string, { value: unknown }>;
        const answers = op.responses['200'].content['application/json'].examples as Record<string, { value: Record<string, unknown> }>;
        for (const [name, example] of Object.entries(requests)) {
          const reply = await send(example.value);
          const expected = answers[name]!.value;
          expect(reply.status, name).toBe(200);
          expect({ name, accepted: reply.body.accepted, message: reply.body.message, reason: reply.body.reason }).toEqual({ name, accepted: expected.accepted, message: expected.message, reason: expected.reason });
        }
      });

      it('a Postman collection built from it, one request per example with the key as a variable', async () => {
        const reply = await server.client().get('/api/buyer/postman-collection.json');
        expect(reply.headers.get('content-disposition')).toMatch(/attachment; filename="larder-buyer-api.postman_collection.json"/);
        const collection = reply.body;
        expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
        expect(collection.item).toHaveLength(8);
        expect(collection.item[0].request).toMatchObject({ method: 'POST', url: { raw: '{{baseUrl}}/api/buyer/process-lead' }, header: expect.arrayContaining([{ key: 'X-Api-Key', value: '{{apiKey}}' }]) });
        expect(collection.variable).toEqual([
          { key: 'baseUrl', value: server.url },
          { key: 'apiKey', value: 'lbk_your_key_here' },
        ]);
      });
    });

    it('after all of the above: no bank account number or sort code in the database or the logs, and no lead body in the logs', async () => {
      // A last run that sends every kind of lead with bank details, then subscribes one.
      const session = await buy({ bank: BANK[0] });
      await send(aLeadPayload({ bank: BANK[1], employment: { monthly_income: 10 } }));
      await send(aLeadPayload({ bank: BANK[2], lead_reference: 'LAST' }));
      await send(aLeadPayload({ bank: BANK[2], lead_reference: 'LAST' }));
      const client = server.client();
      await client.post(`/api/leads/${session}/subscribe`, { paymentMethodId: await card(client), payDay: 3 });
      const tables = await server.db.knex.raw<{ rows: Array<{ table_name: string }> }>(
        `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      );
      let dump = '';
      for (const { table_name } of tables.rows) dump += JSON.stringify(await server.db.knex(table_name).select('*'));
      const logs = logLines.join('');
      expect(logs.length).toBeGreaterThan(1000);
      for (const { account_number, sort_code } of BANK) {
        const digits = sort_code.replace(/\D/g, '');
        for (const secret of [account_number, sort_code, digits, `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`]) {
          expect(dump.includes(secret), `database holds ${secret}`).toBe(false);
          expect(logs.includes(secret), `logs hold ${secret}`).toBe(false);
        }
      }
      // No session id either (it opens the applicant's details): the access lines show [Redacted] in its place.
      await client.get(`/api/leads/${session}`);
      await client.post(`/api/leads/${session}/track-welcome-view`);
      const sessions = (await server.db.knex('leads').whereNotNull('session_id').select('session_id')).map((r) => r.session_id as string);
      const allLogs = logLines.join('');
      expect(sessions.length).toBeGreaterThan(0);
      for (const id of [...sessions, session]) expect(allLogs.includes(id), `logs hold session ${id}`).toBe(false);
      expect(allLogs).toContain('"path":"/api/leads/[Redacted]/track-welcome-view"');
      // Nothing of the applicants either: no names, emails, birth dates or incomes in the logs.
      for (const personal of ['Patel', 'example.com', '1990-04-12', 'Oxford Road', 'monthly_income', 'lead_buy_price']) expect(logs.includes(personal), `logs hold ${personal}`).toBe(false);
    });
  });
}

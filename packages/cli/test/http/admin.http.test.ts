import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { EnrolAdminSecondFactor } from '@larder/domain/admin/enrol-second-factor/enrol-second-factor.use-case';
import { totpCode } from '@larder/domain/admin/totp';
import { CreateAdmin } from '@larder/domain/accounts/admin/create-admin.use-case';
import { ImportBins } from '@larder/domain/admin/bins';
import {
  ZAdminAnalytics,
  ZAdminBillingAnalytics,
  ZAdminLoginResponse,
  ZAuditLog,
  ZAuthorizationEvents,
  ZPaymentSchedule,
} from '@larder/contract/admin';
import { type TestClient, type TestServer, signUp, startTestServer, adminCode } from '../support/test-server';

const OPS = { email: 'ops@example.com', password: 'operator pass 1' };

/** Every operator call, each of which must answer 401 signed out and 403 to a household. */
const ADMIN_READS = [
  '/api/admin/me',
  '/api/admin/users',
  '/api/admin/analytics',
  '/api/admin/billing-analytics',
  '/api/admin/payment-schedule',
  '/api/admin/authorization-events',
  '/api/admin/audit-log',
  '/api/acquired/admin/billing-stats',
];
const ADMIN_ACTIONS: Array<[string, unknown]> = [
  ['/api/subscription/process-daily-billing', undefined],
  ['/api/acquired/admin/process-daily-billing', undefined],
  ['/api/acquired/admin/trigger-billing', { day: 1 }],
];

// ---------------------------------------------------------------------------------------------------------------
// The seeded data set. Rows are written straight into the tables, as the billing run would have left them.
// ---------------------------------------------------------------------------------------------------------------

interface SeedHousehold {
  key: string;
  first: string;
  last: string;
  createdAt: string;
}
interface SeedCharge {
  /** The period's pay day (YYYY-MM-DD). */
  period: string;
  status: 'succeeded' | 'failed' | 'retry_scheduled';
  /** Each attempt: its time (09:00 UTC run) and answer. */
  attempts: Array<[at: string, status: 'succeeded' | 'declined']>;
}
interface SeedSubscription {
  household: string;
  status: 'trialing' | 'active' | 'pending' | 'failed' | 'cancelled';
  payDay: number;
  createdAt: string;
  trialEndsAt: string;
  billingPeriod: string | null;
  nextChargeAt: string | null;
  cancelledAt?: string;
  failedAttempts?: number;
  bin: string | null;
  charges?: SeedCharge[];
}

const day = (iso: string) => `${iso}T00:00:00Z`;
const run = (iso: string): [string, 'succeeded'] => [`${iso}T09:00:00Z`, 'succeeded'];
const paid = (...periods: string[]): SeedCharge[] => periods.map((period) => ({ period, status: 'succeeded', attempts: [run(period)] }));

async function seed(knex: TestServer['db']['knex'], households: SeedHousehold[], subscriptions: SeedSubscription[]): Promise<void> {
  const ids = new Map<string, string>();
  for (const h of households) {
    const [row] = await knex('users')
      .insert({ email: `${h.key}@example.com`, first_name: h.first, last_name: h.last, role: 'user', created_at: h.createdAt, updated_at: h.createdAt })
      .returning('id');
    ids.set(h.key, row.id);
  }
  let n = 0;
  for (const s of subscriptions) {
    const userId = ids.get(s.household)!;
    const [sub] = await knex('subscriptions')
      .insert({
        user_id: userId,
        status: s.status,
        provider: 'simulated',
        provider_customer_id: `cus_${s.household}`,
        payment_method_id: `pm_${s.household}`,
        card_brand: 'visa',
        card_last4: '4242',
        card_bin: s.bin,
        amount_pence: 1999,
        preferred_pay_day: s.payDay,
        trial_ends_at: s.trialEndsAt,
        billing_period: s.billingPeriod ? day(s.billingPeriod) : null,
        next_charge_at: s.nextChargeAt ? day(s.nextChargeAt) : null,
        failed_attempts: s.failedAttempts ?? 0,
        cancelled_at: s.cancelledAt ?? null,
        access_ends_at: s.cancelledAt ? s.trialEndsAt : null,
        created_at: s.createdAt,
        updated_at: s.cancelledAt ?? s.createdAt,
      })
      .returning('id');
    for (const c of s.charges ?? []) {
      const last = c.attempts[c.attempts.length - 1]![0];
      const [charge] = await knex('charges')
        .insert({
          subscription_id: sub.id,
          user_id: userId,
          period_month: c.period.slice(0, 7),
          period_date: day(c.period),
          amount_pence: 1999,
          status: c.status,
          attempts: c.attempts.length,
          last_attempt_at: last,
          created_at: c.attempts[0]![0],
          updated_at: last,
        })
        .returning('id');
      let attempt = 0;
      for (const [at, status] of c.attempts) {
        attempt += 1;
        n += 1;
        await knex('charge_attempts').insert({
          charge_id: charge.id,
          subscription_id: sub.id,
          user_id: userId,
          attempt,
          idempotency_key: `seed-${n}`,
          provider: 'simulated',
          customer_id: `cus_${s.household}`,
          payment_method_id: `pm_${s.household}`,
          card_bin: s.bin,
          amount_pence: 1999,
          period_date: day(c.period),
          status,
          decline_reason: status === 'declined' ? 'insufficient_funds' : null,
          started_at: at,
          finished_at: at,
        });
      }
    }
  }
}

/*
 * Data set A, looked at on Tuesday 29 February 2028 at 12:00 UTC (a leap day; that day's 09:00 run has happened).
 *
 * Households (role user)                    Subscriptions (every one £19.99)
 *   alice  Alice Archer  2027-09-10          S1 alice active   pay day 31  BIN 424242  paid 09-30 10-31 11-30 12-31 01-31 02-29 (6) next 2028-03-31
 *   ben    Ben Baker     2027-11-05          S2 ben   active   pay day 15  BIN 400001  paid 11-15, 12-15 (declined, paid 12-16), 01-15, 02-15 (4) next 03-15
 *   cara   Cara Cole     2027-12-20          S3 cara  pending  pay day 28  BIN 555555  paid 12-28 01-28 (2); 02-28 declined, retry 02-29 declined; next retry 03-03
 *   dan    Dan Dale      2028-01-15          S4 dan   failed   pay day 20  BIN 400001  02-20 declined (hard): suspended 2028-02-20 09:00
 *   eve    Eve Evans     2028-01-31 23:00    S5 eve   cancelled pay day 5  BIN 424242  cancelled in the trial 2028-02-03
 *   finn   Finn Ford     2028-02-01 00:00    S6 finn  active   pay day 8   BIN 222300  paid 02-08 (1) next 03-08
 *   gia    Gia Gray      2028-02-25          S7 gia   trialing pay day 1   BIN 424242  trial ends 03-03 10:00, first charge 04-01
 *   hal    Hal Hunt      2027-02-01          S8 hal   active   pay day 1   no BIN      paid every 1st from 2027-03-01 to 2028-02-01 (12) next 03-01
 *   ivy    Ivy Irwin     2028-02-22          S9 alice cancelled pay day 10 (an earlier one, cancelled 2027-09-11)
 *   abe    Abe Adams     2028-02-23 08:00    S10 ivy  trialing pay day 1  trial ends 02-29 10:00, first charge 03-01
 *   zed    Zed Zane      2028-02-28 (none)   S11 abe  trialing pay day 1  trial ends 03-01 08:00, first charge 03-01 (its 09:00 run is after)
 * The BIN list imported: 424242 Stripe Test Bank (visa, US), 400001 Larder Test Bank (visa, GB), 555555 Mastercard Test Issuer.
 */
const HOUSEHOLDS_A: SeedHousehold[] = [
  { key: 'alice', first: 'Alice', last: 'Archer', createdAt: '2027-09-10T10:00:00Z' },
  { key: 'ben', first: 'Ben', last: 'Baker', createdAt: '2027-11-05T10:00:00Z' },
  { key: 'cara', first: 'Cara', last: 'Cole', createdAt: '2027-12-20T10:00:00Z' },
  { key: 'dan', first: 'Dan', last: 'Dale', createdAt: '2028-01-15T10:00:00Z' },
  { key: 'eve', first: 'Eve', last: 'Evans', createdAt: '2028-01-31T23:00:00Z' },
  { key: 'finn', first: 'Finn', last: 'Ford', createdAt: '2028-02-01T00:00:00Z' },
  { key: 'gia', first: 'Gia', last: 'Gray', createdAt: '2028-02-25T10:00:00Z' },
  { key: 'hal', first: 'Hal', last: 'Hunt', createdAt: '2027-02-01T10:00:00Z' },
  { key: 'ivy', first: 'Ivy', last: 'Irwin', createdAt: '2028-02-22T10:00:00Z' },
  { key: 'abe', first: 'Abe', last: 'Adams', createdAt: '2028-02-23T08:00:00Z' },
  { key: 'zed', first: 'Zed', last: 'Zane', createdAt: '2028-02-28T10:00:00Z' },
];
const SUBSCRIPTIONS_A: SeedSubscription[] = [
  {
    household: 'alice', status: 'active', payDay: 31, createdAt: '2027-09-20T10:00:00Z', trialEndsAt: '2027-09-27T10:00:00Z',
    billingPeriod: '2028-03-31', nextChargeAt: '2028-03-31', bin: '424242',
    charges: paid('2027-09-30', '2027-10-31', '2027-11-30', '2027-12-31', '2028-01-31', '2028-02-29'),
  },
  {
    household: 'ben', status: 'active', payDay: 15, createdAt: '2027-11-05T10:00:00Z', trialEndsAt: '2027-11-12T10:00:00Z',
    billingPeriod: '2028-03-15', nextChargeAt: '2028-03-15', bin: '400001',
    charges: [
      ...paid('2027-11-15'),
      { period: '2027-12-15', status: 'succeeded', attempts: [['2027-12-15T09:00:00Z', 'declined'], run('2027-12-16')] },
      ...paid('2028-01-15', '2028-02-15'),
    ],
  },
  {
    household: 'cara', status: 'pending', payDay: 28, createdAt: '2027-12-20T10:00:00Z', trialEndsAt: '2027-12-27T10:00:00Z',
    billingPeriod: '2028-02-28', nextChargeAt: '2028-03-03', failedAttempts: 2, bin: '555555',
    charges: [
      ...paid('2027-12-28', '2028-01-28'),
      { period: '2028-02-28', status: 'retry_scheduled', attempts: [['2028-02-28T09:00:00Z', 'declined'], ['2028-02-29T09:00:00Z', 'declined']] },
    ],
  },
  {
    household: 'dan', status: 'failed', payDay: 20, createdAt: '2028-01-15T10:00:00Z', trialEndsAt: '2028-01-22T10:00:00Z',
    billingPeriod: '2028-02-20', nextChargeAt: null, failedAttempts: 1, bin: '400001',
    charges: [{ period: '2028-02-20', status: 'failed', attempts: [['2028-02-20T09:00:00Z', 'declined']] }],
  },
  {
    household: 'eve', status: 'cancelled', payDay: 5, createdAt: '2028-01-31T23:00:00Z', trialEndsAt: '2028-02-07T23:00:00Z',
    billingPeriod: '2028-02-05', nextChargeAt: null, cancelledAt: '2028-02-03T10:00:00Z', bin: '424242',
  },
  {
    household: 'finn', status: 'active', payDay: 8, createdAt: '2028-02-01T00:00:00Z', trialEndsAt: '2028-02-08T00:00:00Z',
    billingPeriod: '2028-03-08', nextChargeAt: '2028-03-08', bin: '222300', charges: paid('2028-02-08'),
  },
  {
    household: 'gia', status: 'trialing', payDay: 1, createdAt: '2028-02-25T10:00:00Z', trialEndsAt: '2028-03-03T10:00:00Z',
    billingPeriod: '2028-04-01', nextChargeAt: '2028-04-01', bin: '424242',
  },
  {
    household: 'hal', status: 'active', payDay: 1, createdAt: '2027-02-01T10:00:00Z', trialEndsAt: '2027-02-08T10:00:00Z',
    billingPeriod: '2028-03-01', nextChargeAt: '2028-03-01', bin: null,
    charges: paid(
      '2027-03-01', '2027-04-01', '2027-05-01', '2027-06-01', '2027-07-01', '2027-08-01',
      '2027-09-01', '2027-10-01', '2027-11-01', '2027-12-01', '2028-01-01', '2028-02-01',
    ),
  },
  {
    household: 'alice', status: 'cancelled', payDay: 10, createdAt: '2027-09-10T10:00:00Z', trialEndsAt: '2027-09-17T10:00:00Z',
    billingPeriod: '2027-09-10', nextChargeAt: null, cancelledAt: '2027-09-11T10:00:00Z', bin: '424242',
  },
  {
    household: 'ivy', status: 'trialing', payDay: 1, createdAt: '2028-02-22T10:00:00Z', trialEndsAt: '2028-02-29T10:00:00Z',
    billingPeriod: '2028-03-01', nextChargeAt: '2028-03-01', bin: '424242',
  },
  {
    household: 'abe', status: 'trialing', payDay: 1, createdAt: '2028-02-23T08:00:00Z', trialEndsAt: '2028-03-01T08:00:00Z',
    billingPeriod: '2028-03-01', nextChargeAt: '2028-03-01', bin: '424242',
  },
];

/*
 * Data set B, looked at on Sunday 31 January 2027 at 08:00 UTC (before that day's 09:00 run; February 2027 has 28 days).
 *   kim  Kim Kay  2026-12-01  active   pay day 31: paid 2026-12-31 (09:00); due today 2027-01-31 (not yet run)
 *   lee  Lee Lam  2026-12-02  active   pay day 29: paid 2026-12-29 and 2027-01-29; next 2027-02-28 (29 falls on the 28th)
 *   max  Max Moe  2027-01-25  trialing pay day 30: trial ends 2027-02-01 10:00; first charge 2027-02-28 (30 falls on the 28th)
 */
const HOUSEHOLDS_B: SeedHousehold[] = [
  { key: 'kim', first: 'Kim', last: 'Kay', createdAt: '2026-12-01T10:00:00Z' },
  { key: 'lee', first: 'Lee', last: 'Lam', createdAt: '2026-12-02T10:00:00Z' },
  { key: 'max', first: 'Max', last: 'Moe', createdAt: '2027-01-25T10:00:00Z' },
];
const SUBSCRIPTIONS_B: SeedSubscription[] = [
  {
    household: 'kim', status: 'active', payDay: 31, createdAt: '2026-12-01T10:00:00Z', trialEndsAt: '2026-12-08T10:00:00Z',
    billingPeriod: '2027-01-31', nextChargeAt: '2027-01-31', bin: '424242', charges: paid('2026-12-31'),
  },
  {
    household: 'lee', status: 'active', payDay: 29, createdAt: '2026-12-02T10:00:00Z', trialEndsAt: '2026-12-09T10:00:00Z',
    billingPeriod: '2027-02-28', nextChargeAt: '2027-02-28', bin: '424242', charges: paid('2026-12-29', '2027-01-29'),
  },
  {
    household: 'max', status: 'trialing', payDay: 30, createdAt: '2027-01-25T10:00:00Z', trialEndsAt: '2027-02-01T10:00:00Z',
    billingPeriod: '2027-02-28', nextChargeAt: '2027-02-28', bin: '424242',
  },
];

const BIN_LIST = ['bin,issuer,scheme,country', '424242,Stripe Test Bank,visa,us', '400001,Larder Test Bank,visa,GB', '555555,Mastercard Test Issuer,mastercard,'].join('\n');

for (const target of oneDatabaseTarget()) {
  describe(`the operator console's calls (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.truncate();
      server.clock.set('2027-03-01T10:00:00Z');
    });

    async function admin(): Promise<TestClient> {
      await server.container.get(CreateAdmin).execute(OPS);
      const client = server.client();
      const login = await client.post('/api/admin/login', { ...OPS, code: await adminCode(server) });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      return client;
    }

    // ------------------------------------------------------------------ sign-in, sign-out, roles, audit

    it('POST /api/admin/login: admins only; a household with its right password gets 403 and no session', async () => {
      await server.container.get(CreateAdmin).execute(OPS);
      const jo = await signUp(server);
      await jo.post('/api/logout');

      const visitor = server.client();
      expect(await visitor.post('/api/admin/login', { email: 'ops@example.com' })).toMatchObject({ status: 400, body: { field: 'password' } });
      expect(await visitor.post('/api/admin/login', { email: '', password: 'x' })).toMatchObject({ status: 400, body: { field: 'email' } });
      expect(await visitor.post('/api/admin/login', { email: 'ops@example.com', password: 'wrong one' })).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });

      const household = server.client();
      const refused = await household.post('/api/admin/login', { email: 'jo@example.com', password: 'correct horse' });
      expect(refused.status).toBe(403);
      expect(refused.setCookie.filter((c) => c.startsWith('larder_session=') && !/expires=Thu, 01 Jan 1970/i.test(c))).toEqual([]);
      expect(household.cookies.has('larder_session')).toBe(false);
      expect(await server.db.knex('sessions')).toHaveLength(0);

      const ops = server.client();
      const reply = await ops.post('/api/admin/login', { email: ' OPS@example.com ', password: OPS.password, code: await adminCode(server) });
      expect(reply.status).toBe(200);
      expect(ZAdminLoginResponse.strict().safeParse(reply.body).error).toBeUndefined();
      expect(reply.body).toMatchObject({ ok: true, session: { isAuthenticated: true, email: 'ops@example.com', stayLoggedIn: false, expires: '2027-03-02T10:00:00.000Z' } });
      const cookie = reply.setCookie.find((c) => c.startsWith('larder_session='))!;
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/expires=Tue, 02 Mar 2027 10:00:00 GMT/i);
      expect((await ops.get('/api/admin/me')).body).toMatchObject({ isAuthenticated: true, email: 'ops@example.com' });
    });

    it('the console needs the authenticator code: none is 401 naming "code", a wrong or replayed one is 401, a recovery code works once', async () => {
      await server.container.get(CreateAdmin).execute(OPS);
      const enrolled = await server.container.get(EnrolAdminSecondFactor).execute(OPS.email);
      if (!enrolled.ok) throw new Error('enrol');
      const client = server.client();
      expect(await client.post('/api/admin/login', OPS)).toMatchObject({ status: 401, body: { field: 'code' } });
      expect(await client.post('/api/admin/login', { ...OPS, code: '000000' })).toMatchObject({ status: 401, body: { field: 'code' } });
      const code = totpCode(enrolled.value.secret, server.clock.now());
      expect((await client.post('/api/admin/login', { ...OPS, code })).status).toBe(200);
      expect((await server.client().post('/api/admin/login', { ...OPS, code })).status).toBe(401);
      expect((await server.client().post('/api/admin/login', { ...OPS, code: enrolled.value.recoveryCodes[3] })).status).toBe(200);
      expect((await server.client().post('/api/admin/login', { ...OPS, code: enrolled.value.recoveryCodes[3] })).status).toBe(401);
      // The household sign-in and login links are closed to operators.
      expect((await server.client().post('/api/login', { email: OPS.email, password: OPS.password })).status).toBe(403);
      const link = await server.client().post('/api/auth/request-magic-link', { email: OPS.email });
      expect(link.status).toBe(200);
      expect(link.body.loginUrl).toBeUndefined();
      const audit = await server.db.knex('admin_audit_log').where({ action: 'admin.login', outcome: 'refused' });
      expect(audit.length).toBeGreaterThanOrEqual(2);
    });

    it('the admin session lasts 1 day, or 30 days with stayLoggedIn; logout ends it on the server', async () => {
      await server.container.get(CreateAdmin).execute(OPS);
      const oneDay = server.client();
      expect((await oneDay.post('/api/admin/login', { ...OPS, code: await adminCode(server) })).status).toBe(200);
      const month = server.client();
      const long = await month.post('/api/admin/login', { ...OPS, stayLoggedIn: true, code: await adminCode(server) });
      expect(long.body.session).toMatchObject({ stayLoggedIn: true, expires: '2027-03-31T10:00:00.000Z' });

      server.clock.advanceMinutes(24 * 60 - 1);
      expect((await oneDay.get('/api/admin/analytics')).status).toBe(200);
      server.clock.advanceMinutes(1);
      expect((await oneDay.get('/api/admin/analytics')).status).toBe(401);
      expect((await month.get('/api/admin/analytics')).status).toBe(200);
      server.clock.advanceDays(29);
      expect((await month.get('/api/admin/analytics')).status).toBe(401);

      const ops = await admin();
      const token = ops.cookies.get('larder_session')!;
      const out = await ops.post('/api/admin/logout');
      expect(out).toMatchObject({ status: 200, body: { message: 'Logged out' } });
      expect(ops.cookies.has('larder_session')).toBe(false);
      const replay = server.client();
      replay.cookies.set('larder_session', token);
      expect((await replay.get('/api/admin/analytics')).status).toBe(401);
      expect((await server.client().post('/api/admin/logout')).status).toBe(200);
    });

    it('failed admin sign-ins are rate limited like sign-in: the 6th is 429 with Retry-After, even with the right password', async () => {
      await server.container.get(CreateAdmin).execute(OPS);
      const client = server.client();
      for (let i = 0; i < 5; i += 1) expect((await client.post('/api/admin/login', { email: OPS.email, password: `wrong-${i}-pass` })).status).toBe(401);
      const blocked = await client.post('/api/admin/login', { ...OPS, code: await adminCode(server) });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('900');
      expect(blocked.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
      server.clock.advanceMinutes(15);
      expect((await client.post('/api/admin/login', { ...OPS, code: await adminCode(server) })).status).toBe(200);
    });

    it('every operator call answers 401 signed out and 403 to a household (also through /api/login)', async () => {
      const jo = await signUp(server);
      const visitor = server.client();
      for (const path of ADMIN_READS) {
        expect((await visitor.get(path)).status, path).toBe(401);
        expect((await jo.get(path)).status, path).toBe(403);
      }
      for (const [path, body] of ADMIN_ACTIONS) {
        expect((await visitor.post(path, body)).status, path).toBe(401);
        expect((await jo.post(path, body)).status, path).toBe(403);
      }
      const ops = await admin();
      for (const path of ADMIN_READS) expect((await ops.get(path)).status, path).toBe(200);
    });

    it('the audit log records who did what and when: sign-ins (and refusals), billing runs, sign-outs, BIN imports; reads are not actions', async () => {
      const jo = await signUp(server);
      await jo.post('/api/logout');
      await server.client().post('/api/admin/login', { email: 'jo@example.com', password: 'correct horse' }); // 10:00
      server.clock.advanceMinutes(1);
      const ops = await admin(); // 10:01
      server.clock.advanceMinutes(1);
      expect((await ops.get('/api/admin/analytics')).status).toBe(200);
      expect((await ops.post('/api/subscription/process-daily-billing')).status).toBe(200); // 10:02
      // The billing dashboard lists the runs operators started.
      expect((await ops.get('/api/admin/billing-analytics')).body.recentRuns).toEqual([
        { timestamp: '2027-03-01T10:02:00.000Z', actorEmail: 'ops@example.com', kind: 'daily', outcome: '200', date: '2027-03-01', due: 0, charged: 0, failed: 0, retried: 0 },
      ]);
      server.clock.advanceMinutes(1);
      expect((await ops.post('/api/acquired/admin/trigger-billing', { day: 40 })).status).toBe(400); // 10:03
      expect((await jo.post('/api/subscription/process-daily-billing')).status).toBe(401);
      server.clock.advanceMinutes(1);
      expect((await server.container.get(ImportBins).execute(BIN_LIST, 'bins.csv')).ok).toBe(true); // 10:04
      server.clock.advanceMinutes(1); // 10:05: the log is read, then the sign-out
      const log = await ops.get('/api/admin/audit-log');
      expect(ZAuditLog.strict().safeParse(log.body).error).toBeUndefined();
      await ops.post('/api/admin/logout');

      const rows = await server.db.knex('admin_audit_log').orderBy('created_at').orderBy('action');
      expect(rows.map((r) => [r.actor_email, r.action, r.outcome])).toEqual([
        ['jo@example.com', 'admin.login', 'refused'],
        ['ops@example.com', 'admin.login', 'succeeded'],
        ['ops@example.com', 'POST /api/subscription/process-daily-billing', '200'],
        ['ops@example.com', 'POST /api/acquired/admin/trigger-billing', '400'],
        ['cli', 'bins.import', 'succeeded'],
        ['ops@example.com', 'admin.logout', 'succeeded'],
      ]);
      const billing = rows.find((r) => r.action === 'POST /api/subscription/process-daily-billing')!;
      expect(billing.detail).toMatchObject({ processed: 0, successful: 0, due: 0, date: '2027-03-01' });
      expect(new Date(billing.created_at).toISOString()).toBe('2027-03-01T10:02:00.000Z');
      expect(rows.find((r) => r.action === 'bins.import')!.detail).toEqual({ imported: 3, source: 'bins.csv' });
      expect(log.body.total).toBe(5);
      expect(log.body.entries[0]).toMatchObject({ actorEmail: 'cli', action: 'bins.import' });
      expect(JSON.stringify(rows)).not.toContain('correct horse');
      expect(JSON.stringify(rows)).not.toContain(OPS.password);
    });

    it('no spelling of an operator action runs unrecorded: a trailing slash, another case, an encoded letter (issue 34, M3)', async () => {
      const ops = await admin();
      const variants = ADMIN_ACTIONS.flatMap(([path, body]) => [
        [`${path}/`, body],
        [path.toUpperCase(), body],
        [path.replace('/api/', '/API/'), body],
        [path.replace(/-/, '%2D').replace(/a(?=[^/]*$)/, '%61'), body],
        [`${path}//`, body],
      ] as Array<[string, unknown]>);
      for (const [path, body] of variants) {
        await server.db.knex('admin_audit_log').del();
        const reply = await ops.post(path, body);
        const rows = await server.db.knex('admin_audit_log').select('action', 'outcome');
        // Either the router refused the spelling (nothing ran; an attempt on an admin path may be recorded as 404), or the
        // call ran and its row names it with its outcome.
        if (reply.status === 404) expect(rows.every((r) => r.outcome === '404'), path).toBe(true);
        else expect(rows, `${path} answered ${reply.status}`).toEqual([{ action: `POST ${new URL(path, 'http://x').pathname}`, outcome: String(reply.status) }]);
      }
    });

    // ------------------------------------------------------------------ the figures of data set A

    it('GET /api/admin/analytics: every figure of data set A, worked out by hand', async () => {
      server.clock.set('2028-02-29T12:00:00Z');
      await seed(server.db.knex, HOUSEHOLDS_A, SUBSCRIPTIONS_A);
      const ops = await admin();
      const before = await ops.get('/api/admin/analytics');
      expect(before.body.binReporting.binRanges.map((r: { issuer: string }) => r.issuer)).toEqual(['issuer unknown', 'issuer unknown', 'issuer unknown', 'issuer unknown']);
      expect((await server.container.get(ImportBins).execute(BIN_LIST, 'bins.csv')).ok).toBe(true);

      const reply = await ops.get('/api/admin/analytics');
      expect(reply.status).toBe(200);
      expect(ZAdminAnalytics.strict().safeParse(reply.body).error).toBeUndefined();
      const a = reply.body;
      expect(a.generatedAt).toBe('2028-02-29T12:00:00.000Z');

      // Customers: 11 households (the admin is not one). 6 existed before 1 Feb (alice, ben, cara, dan, eve at
      // 31 Jan 23:00, hal); finn (1 Feb 00:00), gia, ivy, abe and zed joined in February: growth 5/6 = 83.3 %.
      expect(a.totalCustomers).toBe(11);
      expect(a.customerGrowth).toBe(83.3);
      // Active: active (alice, ben, finn, hal) + trialing (gia, ivy, abe) = 7.
      expect(a.activeSubscriptions).toBe(7);

      // Revenue this month to date (1 Feb to 29 Feb 12:00): hal 02-01, finn 02-08, ben 02-15, alice 02-29 09:00
      // = 4 x 19.99 = 79.96. The same 28.5 days of January (to 29 Jan 12:00): hal 01-01, ben 01-15, cara 01-28
      // = 59.97 (alice's 01-31 falls after). Growth (79.96 - 59.97) / 59.97 = 33.3 %.
      expect(a.monthlyRevenue).toBe(79.96);
      expect(a.revenueGrowth).toBe(33.3);

      // Churn, last 30 days (from 30 Jan 12:00): live at some moment = 10 (all but the subscription alice
      // cancelled in 2027); ended in the window: dan (suspended 02-20) and eve (cancelled 02-03): 2/10 = 20 %.
      expect(a.churnRate).toBe(20);

      // 11 subscriptions: active 4 (36.4 %), trialing 3 (27.3 %), pending 1 (9.1 %), failed 1 (9.1 %), cancelled 2 (18.2 %).
      expect(a.subscriptionStatusBreakdown).toEqual([
        { status: 'active', count: 4, percentage: 36.4 },
        { status: 'trialing', count: 3, percentage: 27.3 },
        { status: 'pending', count: 1, percentage: 9.1 },
        { status: 'failed', count: 1, percentage: 9.1 },
        { status: 'cancelled', count: 2, percentage: 18.2 },
      ]);

      // Sign-ups by month: Sep alice, Oct none (an empty month), Nov ben, Dec cara, Jan dan + eve, Feb 5.
      expect(a.monthlySignups).toEqual([
        { month: '2027-09', signups: 1 },
        { month: '2027-10', signups: 0 },
        { month: '2027-11', signups: 1 },
        { month: '2027-12', signups: 1 },
        { month: '2028-01', signups: 2 },
        { month: '2028-02', signups: 5 },
      ]);
      // Collected by month: Sep hal + alice (09-30) = 2; Oct hal + alice = 2; Nov hal + ben + alice = 3;
      // Dec hal + ben (12-16, after the 12-15 decline) + cara + alice = 4; Jan 4 (hal, ben, cara, alice 01-31); Feb 4.
      expect(a.revenueByMonth).toEqual([
        { month: '2027-09', revenue: 39.98 },
        { month: '2027-10', revenue: 39.98 },
        { month: '2027-11', revenue: 59.97 },
        { month: '2027-12', revenue: 79.96 },
        { month: '2028-01', revenue: 79.96 },
        { month: '2028-02', revenue: 79.96 },
      ]);

      // The schedule from today (29 Feb): hal, ivy, abe 03-01; cara's retry 03-03, then her pay day 03-28, 04-28,
      // 05-28; finn 03-08 ...; ben 03-15 ...; alice 03-31, 04-30 (31 falls on the 30th), 05-31; gia 04-01, 05-01;
      // hal, ivy, abe 04-01, 05-01. Nothing is left for today (alice was charged at 09:00). Dan, eve: never.
      //   tomorrow (03-01): 3 = 59.97
      //   this week (Tue 29 Feb to Sun 5 Mar): 3 on 03-01 + cara 03-03 = 4 = 79.96
      //   this month (29 Feb only): 0
      //   next month (March): hal, ivy, abe, cara x2, finn, ben, alice = 8 = 159.92
      //   next 90 days (29 Feb to 28 May): alice 2, ben 3, cara 4, finn 3, gia 2, hal 3, ivy 3, abe 3 = 23 = 459.77
      expect(a.expectedRevenue).toEqual({ tomorrow: 59.97, thisWeek: 79.96, thisMonth: 0, nextMonth: 159.92, next90Days: 459.77 });

      // Pre-authorised (live, card saved): alice, ben, cara, finn, gia, hal, ivy, abe = 8; never paid: gia, ivy, abe = 3
      // (59.97); days to their first charge: gia 32 (to 1 Apr), ivy 1, abe 1: 34/3 = 11.3.
      expect(a.preAuthorizations).toEqual({ total: 8, awaitingFirstPayment: 3, expectedFirstPaymentRevenue: 59.97, averageDaysToFirstPayment: 11.3 });

      // Next 7 days: 03-01 has three (Abe Adams, Hal Hunt, Ivy Irwin: two names shown), 03-03 Cara Cole.
      expect(a.upcomingPayments).toEqual([
        { date: '2028-02-29', count: 0, revenue: 0, customers: [] },
        { date: '2028-03-01', count: 3, revenue: 59.97, customers: ['Abe Adams', 'Hal Hunt'] },
        { date: '2028-03-02', count: 0, revenue: 0, customers: [] },
        { date: '2028-03-03', count: 1, revenue: 19.99, customers: ['Cara Cole'] },
        { date: '2028-03-04', count: 0, revenue: 0, customers: [] },
        { date: '2028-03-05', count: 0, revenue: 0, customers: [] },
        { date: '2028-03-06', count: 0, revenue: 0, customers: [] },
      ]);

      // BINs, attempts since 1 Dec 2027 (90 days back):
      //   400001 ben 12-15 declined, 12-16, 01-15, 02-15 + dan 02-20 declined: 5, 3 ok (60 %), 2 declined (40 %);
      //          charges ben Dec, Jan, Feb (collected) + dan Feb (failed): 3/4 = 75 %; revenue 59.97
      //   555555 cara 12-28, 01-28 ok; 02-28, 02-29 declined: 4, 50 %, 50 %; charges Dec, Jan (collected), Feb (retrying): 2/3 = 66.7 %
      //   424242 alice 12-31, 01-31, 02-29: 3, 100 %; 3/3 charges; 59.97
      //   222300 finn 02-08: 1, 100 %; a Mastercard 2-series BIN the list does not name: "issuer unknown"
      //   hal's 3 attempts carry no BIN.
      expect(a.binReporting).toEqual({
        windowDays: 90,
        attemptsWithoutBin: 3,
        binRanges: [
          { bin: '400001', issuer: 'Larder Test Bank', scheme: 'visa', country: 'GB', totalAttempts: 5, successRate: 60, declineRate: 40, collectionRate: 75, averageAmount: 19.99, totalRevenue: 59.97 },
          { bin: '555555', issuer: 'Mastercard Test Issuer', scheme: 'mastercard', country: null, totalAttempts: 4, successRate: 50, declineRate: 50, collectionRate: 66.7, averageAmount: 19.99, totalRevenue: 39.98 },
          { bin: '424242', issuer: 'Stripe Test Bank', scheme: 'visa', country: 'US', totalAttempts: 3, successRate: 100, declineRate: 0, collectionRate: 100, averageAmount: 19.99, totalRevenue: 59.97 },
          { bin: '222300', issuer: 'issuer unknown', scheme: 'mastercard', country: null, totalAttempts: 1, successRate: 100, declineRate: 0, collectionRate: 100, averageAmount: 19.99, totalRevenue: 19.99 },
        ],
      });

      // Cycles by pay day (live customers; periods since 1 Dec collected or given up; a retrying period is neither):
      //   1st: gia, hal, ivy, abe = 4; hal Dec, Jan, Feb;  8th: finn; 15th: ben Dec, Jan, Feb;  20th: dan failed (no live
      //   customer);  28th: cara Dec, Jan (Feb retrying);  31st: alice Dec, Jan, Feb (29th). Eve's 5th and the old 10th: nothing.
      expect(a.billingCycles).toEqual([
        { cycle: '1st of the month', payDay: 1, totalCustomers: 4, successfulBillings: 3, failedBillings: 0, collectionRate: 100, revenue: 59.97 },
        { cycle: '8th of the month', payDay: 8, totalCustomers: 1, successfulBillings: 1, failedBillings: 0, collectionRate: 100, revenue: 19.99 },
        { cycle: '15th of the month', payDay: 15, totalCustomers: 1, successfulBillings: 3, failedBillings: 0, collectionRate: 100, revenue: 59.97 },
        { cycle: '20th of the month', payDay: 20, totalCustomers: 0, successfulBillings: 0, failedBillings: 1, collectionRate: 0, revenue: 0 },
        { cycle: '28th of the month', payDay: 28, totalCustomers: 1, successfulBillings: 2, failedBillings: 0, collectionRate: 100, revenue: 39.98 },
        { cycle: '31st of the month', payDay: 31, totalCustomers: 1, successfulBillings: 3, failedBillings: 0, collectionRate: 100, revenue: 59.97 },
      ]);

      // Segments by payments made: none: dan, eve, gia, old alice, ivy, abe (live: gia, ivy, abe = 3; attempts: dan's 1
      // declined = 0 %; churn: 5 live in the window, dan and eve ended: 40 %; LTV 239.88 x 0.6 = 143.93);
      // 1-2: cara (2), finn (1): collected 5997 / 2 = 29.985 -> 29.99; attempts cara 4 (2 ok) + finn 1 ok = 3/5 = 60 %;
      // 3-11: alice (6), ben (4): (119.94 + 79.96) / 2 = 99.95; attempts alice 3 ok, ben 3 ok of 4 = 6/7 = 85.7 %;
      // 12+: hal: 239.88 collected; 3/3 = 100 %.
      expect(a.customerSegments).toEqual([
        { segment: 'Awaiting first payment', customerCount: 3, averageRevenue: 0, successRate: 0, churnRate: 40, lifetimeValue: 143.93 },
        { segment: 'New (1–2 payments)', customerCount: 2, averageRevenue: 29.99, successRate: 60, churnRate: 0, lifetimeValue: 239.88 },
        { segment: 'Established (3–11 payments)', customerCount: 2, averageRevenue: 99.95, successRate: 85.7, churnRate: 0, lifetimeValue: 239.88 },
        { segment: 'Loyal (12+ payments)', customerCount: 1, averageRevenue: 239.88, successRate: 100, churnRate: 0, lifetimeValue: 239.88 },
      ]);
    });

    it('GET /api/admin/payment-schedule: the next 31 days of data set A, with paging', async () => {
      server.clock.set('2028-02-29T12:00:00Z');
      await seed(server.db.knex, HOUSEHOLDS_A, SUBSCRIPTIONS_A);
      const ops = await admin();
      const reply = await ops.get('/api/admin/payment-schedule');
      expect(reply.status).toBe(200);
      expect(ZPaymentSchedule.strict().safeParse(reply.body).error).toBeUndefined();
      // 29 Feb to 30 Mar: hal, ivy, abe 03-01; cara 03-03; finn 03-08; ben 03-15; cara 03-28. Alice's 03-31 is day 32.
      // 7 payments, 139.93; 6 customers (cara twice).
      expect(reply.body).toMatchObject({ from: '2028-02-29', until: '2028-03-30', totalCustomers: 6, totalUpcomingPayments: 7, totalUpcomingRevenue: 139.93, offset: 0, limit: 500 });
      expect(reply.body.schedule.map((i: { email: string; paymentDate: string; status: string; amount: number }) => [i.paymentDate, i.email, i.status, i.amount])).toEqual([
        ['2028-03-01', 'abe@example.com', 'trialing', 19.99],
        ['2028-03-01', 'hal@example.com', 'active', 19.99],
        ['2028-03-01', 'ivy@example.com', 'trialing', 19.99],
        ['2028-03-03', 'cara@example.com', 'pending', 19.99],
        ['2028-03-08', 'finn@example.com', 'active', 19.99],
        ['2028-03-15', 'ben@example.com', 'active', 19.99],
        ['2028-03-28', 'cara@example.com', 'pending', 19.99],
      ]);
      const page = await ops.get('/api/admin/payment-schedule?offset=5&limit=5');
      expect(page.body).toMatchObject({ totalUpcomingPayments: 7, offset: 5, limit: 5 });
      expect(page.body.schedule.map((i: { email: string }) => i.email)).toEqual(['ben@example.com', 'cara@example.com']);
      expect((await ops.get('/api/admin/payment-schedule?limit=0')).status).toBe(400);
      expect((await ops.get('/api/admin/payment-schedule?offset=-1')).status).toBe(400);
    });

    it('GET /api/admin/billing-analytics: the billing dashboard figures of data set A', async () => {
      server.clock.set('2028-02-29T12:00:00Z');
      await seed(server.db.knex, HOUSEHOLDS_A, SUBSCRIPTIONS_A);
      const ops = await admin();
      const reply = await ops.get('/api/admin/billing-analytics');
      expect(reply.status).toBe(200);
      expect(ZAdminBillingAnalytics.strict().safeParse(reply.body).error).toBeUndefined();
      const b = reply.body;
      // Document 002: the dashboard calls /api/admin/analytics; its answer carries every billing figure of the alias, the same.
      const superset = (await ops.get('/api/admin/analytics')).body;
      expect(ZAdminAnalytics.strict().safeParse(superset).error).toBeUndefined();
      for (const key of Object.keys(ZAdminBillingAnalytics.shape).filter((k) => k !== 'generatedAt')) expect(superset[key], key).toEqual(b[key]);
      expect(superset.recentBillings.length).toBeGreaterThan(0);
      // As above: 79.96 this month, +33.3 %, 7 active, 11 customers, 11 subscriptions, churn 20 %.
      // Revenue per customer: 79.96 / 11 = 7.269 -> 7.27.
      // Attempts of the last 30 days (from 30 Jan 12:00): alice 01-31, 02-29; ben 02-15; finn 02-08; hal 02-01 ok = 5;
      // cara 02-28, 02-29 and dan 02-20 declined = 3: 5/8 = 62.5 %.
      expect(b).toMatchObject({
        monthlyRevenue: 79.96,
        revenueGrowth: 33.3,
        activeSubscriptions: 7,
        totalCustomers: 11,
        totalSubscriptions: 11,
        avgRevenuePerCustomer: 7.27,
        churnRate: 20,
        billingSuccess: 5,
        billingFailures: 3,
        billingSuccessRate: 62.5,
      });
      expect(b.subscriptionStatusBreakdown.map((s: { status: string; percentage: number }) => [s.status, s.percentage])).toEqual([
        ['active', 36.4],
        ['trialing', 27.3],
        ['pending', 9.1],
        ['failed', 9.1],
        ['cancelled', 18.2],
      ]);
      // Upcoming (today and the 6 days after it): 03-01 abe, hal, ivy; 03-03 cara.
      expect(b.upcomingBillings).toEqual([
        { email: 'abe@example.com', name: 'Abe Adams', date: '2028-03-01', payDay: 1, amount: 19.99, status: 'trialing' },
        { email: 'hal@example.com', name: 'Hal Hunt', date: '2028-03-01', payDay: 1, amount: 19.99, status: 'active' },
        { email: 'ivy@example.com', name: 'Ivy Irwin', date: '2028-03-01', payDay: 1, amount: 19.99, status: 'trialing' },
        { email: 'cara@example.com', name: 'Cara Cole', date: '2028-03-03', payDay: 28, amount: 19.99, status: 'pending' },
      ]);
      // The 20 latest of the 23 attempts since 1 Sep; the newest two at 29 Feb 09:00 (alice ok, cara declined), by email.
      expect(b.recentBillings).toHaveLength(20);
      expect(b.recentBillings.slice(0, 4)).toEqual([
        { email: 'alice@example.com', name: 'Alice Archer', timestamp: '2028-02-29T09:00:00.000Z', amount: 19.99, status: 'succeeded' },
        { email: 'cara@example.com', name: 'Cara Cole', timestamp: '2028-02-29T09:00:00.000Z', amount: 19.99, status: 'declined' },
        { email: 'cara@example.com', name: 'Cara Cole', timestamp: '2028-02-28T09:00:00.000Z', amount: 19.99, status: 'declined' },
        { email: 'dan@example.com', name: 'Dan Dale', timestamp: '2028-02-20T09:00:00.000Z', amount: 19.99, status: 'declined' },
      ]);
      // By month: subscriptions attempted, collected, attempts that succeeded. December: hal, ben (declined then
      // ok), cara, alice = 4 subscriptions, 4 of 5 attempts = 80 %. February: alice, ben, cara, dan, finn, hal =
      // 6, 4 of 7 = 57.1 %.
      expect(b.monthlyBreakdown).toEqual([
        { month: '2027-09', subscriptions: 2, revenue: 39.98, successRate: 100 },
        { month: '2027-10', subscriptions: 2, revenue: 39.98, successRate: 100 },
        { month: '2027-11', subscriptions: 3, revenue: 59.97, successRate: 100 },
        { month: '2027-12', subscriptions: 4, revenue: 79.96, successRate: 80 },
        { month: '2028-01', subscriptions: 4, revenue: 79.96, successRate: 100 },
        { month: '2028-02', subscriptions: 6, revenue: 79.96, successRate: 57.1 },
      ]);
    });

    // ------------------------------------------------------------------ month ends (data set B) and no data

    it('data set B on 31 January 2027 before the run: short-month pay days, empty months, the charge due today', async () => {
      server.clock.set('2027-01-31T08:00:00Z');
      await seed(server.db.knex, HOUSEHOLDS_B, SUBSCRIPTIONS_B);
      const ops = await admin();
      const a = (await ops.get('/api/admin/analytics')).body;
      // Revenue: January to 08:00 on the 31st: lee 01-29 = 19.99. December to the same point (31 Dec 08:00):
      // lee 12-29 = 19.99 (kim's 12-31 09:00 falls after): growth 0 %.
      expect(a).toMatchObject({ totalCustomers: 3, customerGrowth: 50, activeSubscriptions: 3, monthlyRevenue: 19.99, revenueGrowth: 0, churnRate: 0 });
      // Aug to Nov 2026: nothing at all (empty months).
      expect(a.revenueByMonth).toEqual([
        { month: '2026-08', revenue: 0 },
        { month: '2026-09', revenue: 0 },
        { month: '2026-10', revenue: 0 },
        { month: '2026-11', revenue: 0 },
        { month: '2026-12', revenue: 39.98 },
        { month: '2027-01', revenue: 19.99 },
      ]);
      expect(a.monthlySignups.map((m: { signups: number }) => m.signups)).toEqual([0, 0, 0, 0, 2, 1]);
      // Schedule: kim today (31 Jan, before the run), then 28 Feb, 31 Mar, 30 Apr; lee 28 Feb (29th), 29 Mar, 29 Apr;
      // max 28 Feb (30th), 30 Mar, 30 Apr. Sunday: the week is today only. Next 90 days: 31 Jan to 30 Apr = 10 = 199.90.
      expect(a.expectedRevenue).toEqual({ tomorrow: 0, thisWeek: 19.99, thisMonth: 19.99, nextMonth: 59.97, next90Days: 199.9 });
      expect(a.upcomingPayments[0]).toEqual({ date: '2027-01-31', count: 1, revenue: 19.99, customers: ['Kim Kay'] });
      expect(a.upcomingPayments.slice(1).every((d: { count: number }) => d.count === 0)).toBe(true);
      // Max awaits his first payment on 28 Feb: 28 days.
      expect(a.preAuthorizations).toEqual({ total: 3, awaitingFirstPayment: 1, expectedFirstPaymentRevenue: 19.99, averageDaysToFirstPayment: 28 });
      const schedule = (await ops.get('/api/admin/payment-schedule')).body;
      // 31 Jan to 2 Mar: kim 01-31, then kim, lee, max on 28 Feb.
      expect(schedule).toMatchObject({ from: '2027-01-31', until: '2027-03-02', totalCustomers: 3, totalUpcomingPayments: 4, totalUpcomingRevenue: 79.96 });
      expect(schedule.schedule.map((i: { paymentDate: string; email: string }) => `${i.paymentDate} ${i.email}`)).toEqual([
        '2027-01-31 kim@example.com',
        '2027-02-28 kim@example.com',
        '2027-02-28 lee@example.com',
        '2027-02-28 max@example.com',
      ]);
    });

    it('no data at all: zeros, nulls where nothing can be divided, empty lists, six empty months', async () => {
      server.clock.set('2028-02-29T12:00:00Z');
      const ops = await admin();
      const a = (await ops.get('/api/admin/analytics')).body;
      expect(ZAdminAnalytics.strict().safeParse(a).error).toBeUndefined();
      expect(a).toMatchObject({
        totalCustomers: 0,
        activeSubscriptions: 0,
        monthlyRevenue: 0,
        churnRate: 0,
        customerGrowth: null,
        revenueGrowth: null,
        expectedRevenue: { tomorrow: 0, thisWeek: 0, thisMonth: 0, nextMonth: 0, next90Days: 0 },
        preAuthorizations: { total: 0, awaitingFirstPayment: 0, expectedFirstPaymentRevenue: 0, averageDaysToFirstPayment: null },
        binReporting: { windowDays: 90, attemptsWithoutBin: 0, binRanges: [] },
        billingCycles: [],
      });
      expect(a.subscriptionStatusBreakdown.every((s: { count: number; percentage: number }) => s.count === 0 && s.percentage === 0)).toBe(true);
      expect(a.monthlySignups.map((m: { month: string }) => m.month)).toEqual(['2027-09', '2027-10', '2027-11', '2027-12', '2028-01', '2028-02']);
      expect(a.revenueByMonth.every((m: { revenue: number }) => m.revenue === 0)).toBe(true);
      expect(a.upcomingPayments).toHaveLength(7);
      expect(a.customerSegments.map((s: { customerCount: number; successRate: number | null; lifetimeValue: number }) => [s.customerCount, s.successRate, s.lifetimeValue])).toEqual([
        [0, null, 239.88],
        [0, null, 239.88],
        [0, null, 239.88],
        [0, null, 239.88],
      ]);
      const b = (await ops.get('/api/admin/billing-analytics')).body;
      expect(b).toMatchObject({ monthlyRevenue: 0, totalSubscriptions: 0, avgRevenuePerCustomer: 0, billingSuccess: 0, billingFailures: 0, billingSuccessRate: null, upcomingBillings: [], recentBillings: [] });
      expect(b.monthlyBreakdown.every((m: { subscriptions: number; successRate: number | null }) => m.subscriptions === 0 && m.successRate === null)).toBe(true);
      expect((await ops.get('/api/admin/payment-schedule')).body).toMatchObject({ totalCustomers: 0, totalUpcomingPayments: 0, totalUpcomingRevenue: 0, schedule: [] });
      const none = await ops.get('/api/admin/authorization-events');
      expect(none.body).toEqual([]);
      expect(none.headers.get('x-total-count')).toBe('0');
    });

    // ------------------------------------------------------------------ authorisation events, and a live run

    it('GET /api/admin/authorization-events: the latest 10, then paging beyond', async () => {
      const jo = await signUp(server); // signup + payment_method_added
      const users = await server.db.knex('users').where({ email: 'jo@example.com' });
      for (let i = 0; i < 11; i += 1) {
        await server.db.knex('authorization_events').insert({
          user_id: users[0].id,
          event_type: 'refund_processed',
          authorization_method: 'operator',
          amount_pence: 100 + i,
          status: 'succeeded',
          created_at: new Date(Date.parse('2027-03-02T00:00:00Z') + i * 60_000),
        });
      }
      void jo;
      const ops = await admin();
      const first = await ops.get('/api/admin/authorization-events');
      // Document 002: a list; the total travels in X-Total-Count, exposed to the browser.
      expect(ZAuthorizationEvents.safeParse(first.body).error).toBeUndefined();
      expect(Array.isArray(first.body)).toBe(true);
      expect(first.headers.get('x-total-count')).toBe('13');
      expect(first.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
      expect(first.body).toHaveLength(10);
      expect(first.body[0]).toMatchObject({ eventType: 'refund_processed', amount: 1.1, status: 'succeeded', email: 'jo@example.com', createdAt: '2027-03-02T00:10:00.000Z' });
      const rest = await ops.get('/api/admin/authorization-events?page=2&pageSize=10');
      expect(rest.headers.get('x-total-count')).toBe('13');
      expect(rest.body.map((e: { eventType: string }) => e.eventType).sort()).toEqual(['payment_method_added', 'refund_processed', 'signup']);
      const small = await ops.get('/api/admin/authorization-events?page=3&pageSize=5');
      expect(small.body.map((e: { id: string }) => e.id)).toEqual(rest.body.slice(0, 3).map((e: { id: string }) => e.id));
      expect((await ops.get('/api/admin/authorization-events?page=9')).body).toEqual([]);
      for (const bad of ['pageSize=101', 'pageSize=0', 'page=0', 'page=abc']) {
        const reply = await ops.get(`/api/admin/authorization-events?${bad}`);
        expect(reply.status, bad).toBe(400);
        expect(typeof reply.body.message).toBe('string');
      }
    });

    it('a live run: a household signed up through the real calls is charged on its pay day and shows in every figure', async () => {
      await signUp(server); // 1 March 2027: trial to 8 March, pay day 15, card 4242 4242 4242 4242
      const ops = await admin();
      const early = (await ops.get('/api/admin/analytics')).body;
      expect(early).toMatchObject({ totalCustomers: 1, activeSubscriptions: 1, preAuthorizations: { total: 1, awaitingFirstPayment: 1, averageDaysToFirstPayment: 14 } });
      expect(early.expectedRevenue).toMatchObject({ tomorrow: 0, thisMonth: 19.99, nextMonth: 19.99 });

      server.clock.set('2027-03-15T09:00:00Z');
      await ops.post('/api/admin/login', { ...OPS, code: await adminCode(server) });
      const run = await ops.post('/api/subscription/process-daily-billing');
      expect(run.body).toMatchObject({ processed: 1, successful: 1 });
      const a = (await ops.get('/api/admin/analytics')).body;
      expect(a).toMatchObject({ monthlyRevenue: 19.99, revenueGrowth: null, preAuthorizations: { awaitingFirstPayment: 0 } });
      expect(a.binReporting.binRanges).toEqual([
        { bin: '424242', issuer: 'issuer unknown', scheme: 'visa', country: null, totalAttempts: 1, successRate: 100, declineRate: 0, collectionRate: 100, averageAmount: 19.99, totalRevenue: 19.99 },
      ]);
      expect(a.customerSegments[1]).toMatchObject({ segment: 'New (1–2 payments)', customerCount: 1, averageRevenue: 19.99, successRate: 100 });
      const b = (await ops.get('/api/admin/billing-analytics')).body;
      expect(b.recentBillings).toEqual([{ email: 'jo@example.com', name: 'Jo Bloggs', timestamp: '2027-03-15T09:00:00.000Z', amount: 19.99, status: 'succeeded' }]);
      // The next charge, 15 April, is the 32nd day from 15 March: outside the 31-day schedule, inside next month.
      expect((await ops.get('/api/admin/payment-schedule')).body).toMatchObject({ totalUpcomingPayments: 0, schedule: [] });
      expect(a.expectedRevenue).toMatchObject({ thisMonth: 0, nextMonth: 19.99 });
    });
  });
}

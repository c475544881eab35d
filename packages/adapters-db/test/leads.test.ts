import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryUserRepository } from '@larder/domain/testing/in-memory-accounts';
import { InMemorySubscriptionRepository } from '@larder/domain/testing/in-memory-support';
import { InMemoryBillingStore } from '@larder/domain/testing/in-memory-billing';
import { InMemoryBuyerAnalyticsSessions, InMemoryBuyerKeyRepository, InMemoryLeadStore } from '@larder/domain/testing/in-memory-leads';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { KnexSubscriptionRepository } from '../src/repositories/knex-subscription.repository';
import { KnexBillingStore } from '../src/repositories/knex-billing.repository';
import { KnexBuyerAnalyticsSessions, KnexBuyerKeyRepository, KnexLeadStore } from '../src/repositories/knex-leads.repository';
import { KnexRateLimiter } from '../src/repositories/knex-rate-limiter';
import { PostgresLeadStore } from '../src/repositories/postgres-lead-store';
import { InMemoryRateLimiter } from '@larder/domain/testing/in-memory-support';
import { leadsContract } from './contracts/leads.contract';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';

describe('leads ports: in-memory fakes', () => {
  leadsContract(async () => {
    const clock = new FixedClock('2026-01-15T10:00:00Z');
    const subscriptions = new InMemorySubscriptionRepository(clock);
    const billing = new InMemoryBillingStore(subscriptions);
    const limiter = new InMemoryRateLimiter(clock);
    return {
      clock,
      limiter,
      leads: new InMemoryLeadStore({ subscriptions, store: billing, limiter }),
      keys: new InMemoryBuyerKeyRepository(),
      sessions: new InMemoryBuyerAnalyticsSessions(),
      users: new InMemoryUserRepository(clock),
      subscriptions,
      billing,
    };
  });
});

for (const target of databaseTargets()) {
  describe(`leads ports: ${target.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    leadsContract(async () => {
      await db.truncate();
      const clock = new FixedClock('2026-01-15T10:00:00Z');
      const limiter = new KnexRateLimiter(db.knex, clock, { durable: false });
      return {
        clock,
        limiter,
        // On PostgreSQL the store the server uses there: the count and the record in one round trip.
        leads: db.pipelined ? new PostgresLeadStore(db.knex, limiter, db.pipelined) : new KnexLeadStore(db.knex, limiter),
        keys: new KnexBuyerKeyRepository(db.knex),
        sessions: new KnexBuyerAnalyticsSessions(db.knex),
        users: new KnexUserRepository(db.knex, clock),
        subscriptions: new KnexSubscriptionRepository(db.knex, clock),
        billing: new KnexBillingStore(db.knex, db.kind),
      };
    });

    it("the intake's rate limiter counts fixed windows like the durable one, and its relaxed commit does not outlive the statement", async () => {
      await db.truncate();
      const clock = new FixedClock('2026-01-15T10:00:00Z');
      const limiter = new KnexRateLimiter(db.knex, clock, { durable: false });
      const limit = { name: 'lead-intake', points: 2, durationSeconds: 60 };
      expect(await limiter.consume(limit, 'k')).toEqual({ allowed: true });
      expect(await limiter.check(limit, 'k')).toEqual({ allowed: true });
      expect(await limiter.consume(limit, 'k')).toEqual({ allowed: true });
      expect(await limiter.check(limit, 'k')).toEqual({ allowed: false, retryAfterSeconds: 60 });
      clock.advanceMinutes(0.5);
      expect(await limiter.consume(limit, 'k')).toEqual({ allowed: false, retryAfterSeconds: 30 });
      expect(await limiter.consume(limit, 'other')).toEqual({ allowed: true });
      clock.advanceMinutes(0.5);
      expect(await limiter.consume(limit, 'k')).toEqual({ allowed: true });
      await limiter.reset(limit, 'k');
      expect(await db.knex('rate_limits').where({ key: 'lead-intake:k' }).first()).toBeUndefined();
      await db.knex.transaction(async (trx) => {
        const { rows } = await trx.raw<{ rows: Array<{ setting: string }> }>("select current_setting('synchronous_commit') as setting");
        expect(rows[0]?.setting).toBe('on');
      });
    });

    it.runIf(target.name === 'PostgreSQL')(
      "counts and records in one round trip on a pipelined connection, whose count's relaxed commit and pass mark do not let a later record through",
      async () => {
        await db.truncate();
        const clock = new FixedClock('2026-01-15T10:00:00Z');
        const limiter = new KnexRateLimiter(db.knex, clock, { durable: false });
        const pool = db.pipelined!;
        const store = new PostgresLeadStore(db.knex, limiter, pool);
        const count = { limit: { name: 'lead-intake', points: 1, durationSeconds: 60 }, key: 'one' };
        const queries: string[] = [];
        const client = await pool.connect();
        const spy = client.query.bind(client);
        (client as unknown as { query: typeof client.query }).query = ((config: { name?: string }, ...rest: unknown[]) => {
          queries.push(config.name ?? 'text');
          return (spy as (...args: unknown[]) => unknown)(config, ...rest);
        }) as typeof client.query;
        client.release();
        const refusedLead = { buyerId: null, reference: null, receivedAt: clock.now(), status: 'rejected' as const, rejectionCode: 'LEAD.BELOW_MIN_INCOME' as const, message: 'no', pricePence: 60, facts: { missingFields: [], pricePence: 60, loanValid: true, postcode: 'valid' as const, ageYears: 35, monthlyIncomePence: 100_000, emailValid: true, creditConsent: true, bankDetails: 'valid' as const }, sessionId: null, expiresAt: null, payDay: null, applicant: null, bank: null, identityHashes: [] };
        expect((await store.recordCounted(count, refusedLead, clock.now(), 'dup')).kind).toBe('recorded');
        expect(queries).toEqual(['larder_lead_rate_count', 'larder_lead_record_if_passed']);
        // Over the limit: the record on the same connection finds no pass and inserts nothing.
        expect(await store.recordCounted(count, refusedLead, clock.now(), 'dup')).toEqual({ kind: 'limited', retryAfterSeconds: 60 });
        expect(await db.knex('leads').count('* as n').first()).toMatchObject({ n: 1 });
        // The relaxed commit was the count's own: the connection commits durably afterwards.
        const after = await pool.connect();
        try {
          expect(after).toBe(client);
          expect((await after.query("select current_setting('synchronous_commit') as setting")).rows[0].setting).toBe('on');
        } finally {
          after.release();
        }
      },
    );

    it('refuses to store bank details in any form but masked', async () => {
      await db.truncate();
      const base = { buyer_scope: 'open', received_at: new Date(), status: 'rejected', message: 'x', facts: '{}' };
      await expect(db.knex('leads').insert({ ...base, bank_account_masked: '31926819' })).rejects.toThrow(/leads_bank_account_masked_check/);
      await expect(db.knex('leads').insert({ ...base, bank_sort_code_masked: '60-16-13' })).rejects.toThrow(/leads_bank_sort_code_masked_check/);
      await db.knex('leads').insert({ ...base, bank_account_masked: '****6819', bank_sort_code_masked: '**-**-13' });
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemorySessionRepository, InMemoryUserRepository } from '@larder/domain/testing/in-memory-accounts';
import { InMemoryAccountDeletionLinkRepository, InMemoryAccountDeletionRepository } from '@larder/domain/testing/in-memory-account-deletion';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { KnexSessionRepository } from '../src/repositories/knex-session.repository';
import { ERASED_ROWS, KEPT_COLUMNS, KnexAccountDeletionRepository, NULLED_COLUMNS } from '../src/repositories/knex-account-deletion.repository';
import { KnexAccountDeletionLinkRepository } from '../src/repositories/knex-account-deletion-link.repository';
import { accountDeletionContract } from './contracts/account-deletion.contract';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';

describe('in-memory fake', () => {
  accountDeletionContract(async () => {
    const clock = new FixedClock();
    const users = new InMemoryUserRepository(clock);
    const sessions = new InMemorySessionRepository(users);
    return { clock, users, sessions, deletions: new InMemoryAccountDeletionRepository(users, sessions), links: new InMemoryAccountDeletionLinkRepository() };
  });
});

for (const target of databaseTargets()) {
  describe(target.name, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    accountDeletionContract(async () => {
      await db.truncate();
      const clock = new FixedClock();
      return { clock, users: new KnexUserRepository(db.knex, clock), sessions: new KnexSessionRepository(db.knex), deletions: new KnexAccountDeletionRepository(db.knex), links: new KnexAccountDeletionLinkRepository(db.knex) };
    });

    it('every column that references users.id is erased, nulled or kept on purpose', async () => {
      const { rows } = await db.knex.raw<{ rows: Array<{ table: string; column: string }> }>(
        `select cl.relname as "table", a.attname as "column"
           from pg_constraint c
           join pg_class cl on cl.oid = c.conrelid
           join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
          where c.contype = 'f' and c.confrelid = 'users'::regclass`,
      );
      const handled = new Set([...ERASED_ROWS, ...NULLED_COLUMNS, ...KEPT_COLUMNS].map(([t, c]) => `${t}.${c}`));
      const found = rows.map((r) => `${r.table}.${r.column}`);
      expect(found.filter((f) => !handled.has(f))).toEqual([]);
      expect([...handled].filter((h) => !found.includes(h))).toEqual([]);
    });

    it('erasure keeps the payment records without the card, and a user row can no longer take them with it', async () => {
      await db.truncate();
      const clock = new FixedClock('2026-11-25T10:00:00Z');
      const users = new KnexUserRepository(db.knex, clock);
      const ada = (await users.create({ email: 'ada@example.com', passwordHash: 'hash', firstName: 'Ada', lastName: 'L', role: 'user', profile: EMPTY_PROFILE }))!;
      const now = clock.now();
      const [sub] = await db.knex('subscriptions')
        .insert({ user_id: ada.id, status: 'cancelled', provider: 'simulated', card_brand: 'visa', card_last4: '4242', card_bin: '424242', payment_method_id: 'pm_1', created_at: now, updated_at: now })
        .returning('id');
      const subscriptionId = (sub as { id: string }).id;
      const [charge] = await db.knex('charges')
        .insert({ subscription_id: subscriptionId, user_id: ada.id, period_month: '2026-10', period_date: now, amount_pence: 1999, status: 'succeeded', created_at: now, updated_at: now })
        .returning('id');
      const chargeId = (charge as { id: string }).id;
      await db.knex('charge_attempts').insert({ charge_id: chargeId, subscription_id: subscriptionId, user_id: ada.id, attempt: 1, idempotency_key: 'k1', provider: 'simulated', card_bin: '424242', payment_method_id: 'pm_1', amount_pence: 1999, period_date: now, status: 'succeeded', started_at: now });
      await db.knex('refunds').insert({ charge_id: chargeId, amount_pence: 1999, status: 'succeeded', method: 'operator', reason: 'goodwill', idempotency_key: 'r1', created_at: now });
      await db.knex('shopping_lists').insert({ user_id: ada.id, supermarket: 'Tesco', total_cost_pence: 1200, price_note: '', created_at: now });
      await db.knex('support_messages').insert({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello', priority: 'normal', created_at: now });

      await expect(db.knex('users').where({ id: ada.id }).del()).rejects.toThrow();
      await new KnexAccountDeletionRepository(db.knex).erase(ada.id, now);

      const row = await db.knex('users').where({ id: ada.id }).first();
      expect(row).toMatchObject({ email: `erased-${ada.id}@erased.invalid`, first_name: '', last_name: '', password_hash: null });
      expect(row.erased_at).not.toBeNull();
      expect(await db.knex('subscriptions').where({ id: subscriptionId }).first()).toMatchObject({ user_id: ada.id, card_last4: null, card_bin: null, card_brand: null, payment_method_id: null });
      expect(await db.knex('charges').where({ id: chargeId }).first()).toMatchObject({ amount_pence: 1999, status: 'succeeded' });
      expect(await db.knex('charge_attempts').where({ charge_id: chargeId }).first()).toMatchObject({ card_bin: null, payment_method_id: null, amount_pence: 1999 });
      expect(Number((await db.knex('refunds').where({ charge_id: chargeId }).count({ n: '*' }).first())!.n)).toBe(1);
      expect(await db.knex('shopping_lists').where({ user_id: ada.id })).toEqual([]);
      expect(await db.knex('support_messages').where({ email: 'ada@example.com' })).toEqual([]);
    });
  });
}

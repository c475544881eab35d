import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { KnexSessionRepository } from '../src/repositories/knex-session.repository';
import { PostgresSessionRepository, SESSION_LOOKUP_STATEMENT } from '../src/repositories/postgres-session.repository';
import { openDatabase } from '../src/database';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';

/**
 * Issue 20: on PostgreSQL the look-up of every signed-in request is a prepared statement on each pooled connection.
 * It answers as `session_context` does, is prepared once per connection, and lives through a change to the tables
 * made after it was prepared (PostgreSQL plans it again).
 */
for (const target of databaseTargets().filter((t) => t.name !== 'PGlite')) {
  describe(`the prepared session look-up: ${target.name}`, () => {
    let db: TestDatabase;
    const clock = new FixedClock('2026-11-27T10:00:00Z');
    const now = clock.now();
    const idle = new Date(now.getTime() - 3_600_000);
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    beforeEach(async () => {
      await db.truncate();
      const users = new KnexUserRepository(db.knex, clock);
      const user = (await users.create({ email: 'ada@example.com', passwordHash: 'h', firstName: 'Ada', lastName: 'L', role: 'user', profile: EMPTY_PROFILE }))!;
      const sessions = new KnexSessionRepository(db.knex);
      await sessions.create({ idHash: 'kept', userId: user.id, persistent: true, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
      await sessions.create({ idHash: 'idle', userId: user.id, persistent: false, createdAt: new Date(now.getTime() - 7_200_000), expiresAt: new Date(now.getTime() + 86_400_000) });
    });

    it('answers as session_context does, for a live session, an idle one and none', async () => {
      const plain = new KnexSessionRepository(db.knex);
      const prepared = new PostgresSessionRepository(db.knex);
      for (const idHash of ['kept', 'idle', 'none']) expect(await prepared.resolve(idHash, now, idle)).toEqual(await plain.resolve(idHash, now, idle));
      expect(await prepared.resolve('kept', now, idle)).not.toBeNull();
      expect(await prepared.resolve('idle', now, idle)).toBeNull();
    });

    it('is prepared once on a connection and run again from there, also after the tables change', async () => {
      // A pool of one connection on the same schema: every look-up and the check below share it.
      const one = await openDatabase({ url: process.env.TEST_DATABASE_URL!, schema: db.schema, poolMax: 1 });
      try {
        const prepared = new PostgresSessionRepository(one.knex);
        const runs = async () => {
          const { rows } = await one.knex.raw<{ rows: Array<{ runs: string }> }>('select generic_plans + custom_plans as runs from pg_prepared_statements where name = ?', [SESSION_LOOKUP_STATEMENT]);
          return rows.map((r) => Number(r.runs));
        };
        expect(await runs()).toEqual([]);
        await Promise.all(Array.from({ length: 30 }, () => prepared.resolve('kept', now, idle)));
        expect(await runs()).toEqual([30]);
        await db.knex.schema.alterTable('users', (t) => t.text('nickname'));
        const again = await Promise.all(Array.from({ length: 30 }, () => prepared.resolve('kept', now, idle)));
        expect(again.every((r) => r?.user.email === 'ada@example.com')).toBe(true);
        expect(await runs()).toEqual([60]);
      } finally {
        await db.knex.schema.alterTable('users', (t) => t.dropColumn('nickname')).catch(() => undefined);
        await one.close();
      }
    });
  });
}

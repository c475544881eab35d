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

    it('answers look-ups asked for together, each by its own session and clock, 100 to a statement', async () => {
      const users = new KnexUserRepository(db.knex, clock);
      const other = (await users.create({ email: 'sam@example.com', passwordHash: 'h', firstName: 'Sam', lastName: 'L', role: 'user', profile: EMPTY_PROFILE }))!;
      await new KnexSessionRepository(db.knex).create({ idHash: 'sam', userId: other.id, persistent: true, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
      const prepared = new PostgresSessionRepository(db.knex);
      const later = new Date(now.getTime() + 2 * 86_400_000); // both sessions have expired by then
      const asked = await Promise.all([
        prepared.resolve('kept', now, idle),
        prepared.resolve('sam', now, idle),
        prepared.resolve('idle', now, idle),
        prepared.resolve('none', now, idle),
        prepared.resolve('kept', now, idle),
        prepared.resolve('kept', later, idle),
        // The idle session, judged with an earlier idle limit, is live.
        prepared.resolve('idle', now, new Date(now.getTime() - 3 * 3_600_000)),
      ]);
      expect(asked.map((r) => r?.user.email ?? null)).toEqual(['ada@example.com', 'sam@example.com', null, null, 'ada@example.com', null, 'ada@example.com']);
      expect(asked[0]).toEqual(await new KnexSessionRepository(db.knex).resolve('kept', now, idle));
      // More than one statement holds: each batch on its own.
      const many = await Promise.all(Array.from({ length: 250 }, (_, i) => prepared.resolve(i % 2 ? 'kept' : 'sam', now, idle)));
      expect(many.map((r) => r?.user.email)).toEqual(Array.from({ length: 250 }, (_, i) => (i % 2 ? 'ada@example.com' : 'sam@example.com')));
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
        for (let i = 0; i < 30; i += 1) await prepared.resolve('kept', now, idle);
        expect(await runs()).toEqual([30]);
        await db.knex.schema.alterTable('users', (t) => t.text('nickname'));
        for (let i = 0; i < 30; i += 1) expect((await prepared.resolve('kept', now, idle))?.user.email).toBe('ada@example.com');
        expect(await runs()).toEqual([60]);
        // Asked for together (requests that arrived in one turn of the event loop): one statement answers them.
        await Promise.all(Array.from({ length: 30 }, () => prepared.resolve('kept', now, idle)));
        expect(await runs()).toEqual([61]);
      } finally {
        await db.knex.schema.alterTable('users', (t) => t.dropColumn('nickname')).catch(() => undefined);
        await one.close();
      }
    });
  });
}

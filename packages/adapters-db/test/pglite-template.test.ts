import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/migrate';
import { databaseTargets } from '../src/testing/test-databases';

describe('the embedded test database starts from the migrated snapshot', () => {
  it('holds every migration, no rows, and each opening is a database of its own', { timeout: 120_000 }, async () => {
    const [pglite] = databaseTargets();
    const a = await pglite!.open();
    const b = await pglite!.open();
    try {
      const { rows } = await a.knex.raw<{ rows: Array<{ name: string }> }>('select name from knex_migrations order by id');
      expect(rows).toHaveLength(MIGRATIONS.length);
      const { rows: users } = await a.knex.raw<{ rows: Array<{ n: number }> }>('select count(*)::int as n from users');
      expect(users[0]!.n).toBe(0);
      await a.knex.raw('create table probe (x int)');
      await a.knex.raw('insert into probe values (1)');
      const { rows: probe } = await b.knex.raw<{ rows: Array<{ t: string | null }> }>(`select to_regclass('probe')::text as t`);
      expect(probe[0]!.t).toBeNull();
    } finally {
      await a.dispose();
      await b.dispose();
    }
  });
});

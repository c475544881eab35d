import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_EXPORT_RECORDS } from '@larder/domain/accounts/export-data/export-data.use-case';
import { EXPORTED_TABLES, EXPORT_NAMES, NOT_EXPORTED } from '../src/repositories/knex-account-data';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';

/**
 * "Your data is yours, all of it": every table of the migrated database is either in "Download my data" or on the
 * commented exclusion list (knex-account-data.ts, NOT_EXPORTED). A new table holding a household's data fails here
 * until it is exported (or its exclusion is argued for there).
 */
for (const target of databaseTargets()) {
  describe(`the data export covers every table (${target.name})`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });

    it('each table is exported or excluded with a reason, never both, never neither', async () => {
      const rows = (await db.knex.raw("select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'")).rows as Array<{ table_name: string }>;
      const tables = rows.map((r) => r.table_name).sort();
      expect(tables.length).toBeGreaterThan(40);
      const neither = tables.filter((t) => !EXPORTED_TABLES.includes(t) && !(t in NOT_EXPORTED));
      expect(neither, 'tables neither exported nor excluded').toEqual([]);
      expect(tables.filter((t) => EXPORTED_TABLES.includes(t) && t in NOT_EXPORTED), 'both exported and excluded').toEqual([]);
      // No stale names: everything listed is a table of the database.
      expect([...EXPORTED_TABLES, ...Object.keys(NOT_EXPORTED)].filter((t) => !tables.includes(t))).toEqual([]);
      // Every exported table has a CSV too (under its export name).
      const names = EXPORTED_TABLES.map((t) => (EXPORT_NAMES as Record<string, string>)[t] ?? t);
      expect(names.filter((n) => !ALL_EXPORT_RECORDS.includes(n)), 'exported but in no CSV').toEqual([]);
    });
  });
}

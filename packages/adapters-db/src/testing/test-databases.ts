import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../database';
import { migrateLatest } from '../migrate';
import { migratedPglite } from './pglite-template';

export interface TestDatabase extends Database {
  /** Empties every table between tests. */
  truncate(): Promise<void>;
  dispose(): Promise<void>;
}

export interface DatabaseTarget {
  readonly name: string;
  open(): Promise<TestDatabase>;
}

async function prepare(db: Database, dispose: () => Promise<void>, migrated = false): Promise<TestDatabase> {
  if (!migrated) await migrateLatest(db.knex, db.schema);
  return {
    ...db,
    async truncate() {
      const { rows } = await db.knex.raw<{ rows: Array<{ table_name: string }> }>(
        `select table_name from information_schema.tables
         where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'knex_migrations%'`,
      );
      if (rows.length) await db.knex.raw(`truncate ${rows.map((r) => `"${r.table_name}"`).join(', ')} cascade`);
    },
    dispose,
  };
}

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (each run in a schema of its own). */
export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    {
      name: 'PGlite',
      async open() {
        const db = await openDatabase({ pglite: await migratedPglite() });
        return prepare(db, () => db.close(), true);
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    targets.push({
      name: 'PostgreSQL',
      async open() {
        const schema = `test_${randomBytes(6).toString('hex')}`;
        const db = await openDatabase({ url, schema, poolMax: 4 });
        return prepare(db, async () => {
          await db.knex.raw('drop schema if exists ?? cascade', [schema]);
          await db.close();
        });
      },
    });
  }
  return targets;
}

/**
 * The one database a suite runs on when which one it is does not matter to what the suite proves (the HTTP suites,
 * above the repositories, whose own contract suites run on both): PostgreSQL when TEST_DATABASE_URL is set, as in CI
 * (the database of several servers; the Playwright journeys' server runs the embedded PGlite), PGlite otherwise.
 * Suites where the database does matter (a lock, a unique key under a race, a table walk) keep `databaseTargets()`.
 */
export function oneDatabaseTarget(): DatabaseTarget[] {
  const targets = databaseTargets();
  return [targets[targets.length - 1]!];
}

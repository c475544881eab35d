import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../../src/database';
import { migrateLatest } from '../../src/migrate';

export interface TestDatabase extends Database {
  /** Empties every table between tests. */
  truncate(): Promise<void>;
  dispose(): Promise<void>;
}

export interface DatabaseTarget {
  readonly name: string;
  open(): Promise<TestDatabase>;
}

const TABLES = ['email_outbox', 'rate_limits', 'subscriptions', 'magic_link_tokens', 'sessions', 'users'];

async function prepare(db: Database, dispose: () => Promise<void>): Promise<TestDatabase> {
  await migrateLatest(db.knex, db.schema);
  return {
    ...db,
    async truncate() {
      await db.knex.raw(`truncate ${TABLES.join(', ')} cascade`);
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
        const db = await openDatabase({});
        return prepare(db, () => db.close());
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

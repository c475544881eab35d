import { mkdirSync } from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import type { PGlite } from '@electric-sql/pglite';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';

// Dates and numbers come back as JS types: timestamptz as Date (pg's default), bigint counts as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  readonly url?: string;
  /** PGlite's data folder; when absent (and no url) an in-memory PGlite. */
  readonly dataDir?: string;
  /** A schema to work in (tests isolate themselves in one each); created when missing. */
  readonly schema?: string;
  /** Pool size for PostgreSQL. */
  readonly poolMax?: number;
  /** An embedded database already opened (the tests start each one from a migrated snapshot); used instead of dataDir. */
  readonly pglite?: PGlite;
}

export interface Database {
  readonly knex: Knex;
  readonly kind: DatabaseKind;
  readonly schema: string | undefined;
  /**
   * PostgreSQL only (null on PGlite): connections in pipeline mode, where a statement goes out without waiting for
   * the answer to the one before, for a hot path that sends two statements in one round trip (the lead intake's
   * count and record). A small pool of its own beside Knex's, in the same schema; it connects on first use and is
   * closed with the database.
   */
  readonly pipelined: pg.Pool | null;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let knex: Knex;
  let kind: DatabaseKind;
  let pipelined: pg.Pool | null = null;
  if (options.url) {
    kind = 'postgres';
    knex = knexFactory({
      client: 'pg',
      connection: options.url,
      pool: { min: 0, max: options.poolMax ?? 10 },
      ...(options.schema ? { searchPath: [options.schema] } : {}),
    });
    pipelined = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      pipeline: true,
      idleTimeoutMillis: 10_000,
      allowExitOnIdle: true,
      // The schema as Knex's connections have it, set when the connection starts (a space or backslash escaped).
      ...(options.schema ? { options: `-c search_path=${pg.escapeIdentifier(options.schema).replace(/[\\ ]/g, '\\$&')}` } : {}),
    });
    // A pooled connection that fails while idle is dropped by the pool; the next use opens another.
    pipelined.on('error', () => undefined);
  } else {
    kind = 'pglite';
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    knex = knexFactory({
      client: ClientPgLite as unknown as typeof knexFactory.Client,
      dialect: 'postgres',
      connection: options.pglite ? { pglite: options.pglite } : options.dataDir ? { filename: options.dataDir } : {},
      ...(options.schema ? { searchPath: [options.schema] } : {}),
    } as Knex.Config);
  }
  if (options.schema) await knex.raw('create schema if not exists ??', [options.schema]);
  return {
    knex,
    kind,
    schema: options.schema,
    pipelined,
    async ping() {
      try {
        await knex.raw('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      const pool = pipelined;
      pipelined = null;
      await Promise.all([knex.destroy(), pool?.end()]);
    },
  };
}

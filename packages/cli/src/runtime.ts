import { HeavyWork } from './infrastructure/work-pool/heavy-work';
import type { Container } from 'inversify';
import { type Database, openDatabase } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import type { Config } from './config';
import { type ContainerOverrides, buildContainer } from './container/container';
import { embeddedLinkSecret } from './infrastructure/link-secret';
import { OPERATIONS, OperationFailed } from './commands/operations';
import { callControlSocket } from './control/control-socket';
import { acquireLock, currentHolder } from './control/embedded-lock';
import { type DataDirReport, DataDirPermissionError, exposedEntries, restrictUmask, secureDataDir } from '@larder/adapters-db/data-dir-permissions';

export interface Runtime {
  readonly db: Database;
  /** The embedded database's folder as checked at start-up (null with DATABASE_URL). */
  readonly dataDir: DataDirReport | null;
  readonly container: Container;
  close(): Promise<void>;
}

/** A PostgreSQL advisory lock (this transaction's) around start-up work; nothing to share on the embedded database. */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return work();
  return db.knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`larder-startup:${db.schema ?? 'public'}`]);
    return work();
  });
}

/** Opens the database (PGlite in DATA_DIR, or DATABASE_URL), migrates it and builds the container. */
export async function openRuntime(config: Config, kind: 'server' | 'command', overrides: ContainerOverrides = {}): Promise<Runtime> {
  if (!config.databaseUrl) {
    // The embedded database is private to this OS account: 0700 folders, 0600 files, whatever the umask.
    restrictUmask();
    secureDataDir(config.dataDir);
  }
  const release = config.databaseUrl ? () => {} : acquireLock(config.dataDir, { kind, socket: null, url: null });
  // The embedded database keeps its own link key beside it; servers on PostgreSQL share LINK_SECRET.
  if (!config.databaseUrl && !config.linkSecret) config = { ...config, linkSecret: embeddedLinkSecret(config.dataDir) };
  try {
    const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, schema: config.databaseSchema } : { dataDir: `${config.dataDir}/pglite` });
    // Several servers may start at once on one PostgreSQL: one migrates while the others wait (knex's own
    // migration lock would make them fail instead).
    await withStartupLock(db, () => migrateLatest(db.knex, db.schema));
    const dataDir = config.databaseUrl ? null : checkDataDir(config.dataDir);
    const container = await buildContainer(config, db, overrides);
    return {
      db,
      dataDir,
      container,
      async close() {
        // The heavy-work worker threads (pages, photos, receipts), when any started.
        await container.get(HeavyWork).close();
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Runs a named operation: through the running server when it holds the embedded database,
 * otherwise in this process.
 */
export async function runOperation(config: Config, name: string, params: Record<string, unknown>): Promise<string> {
  const operation = OPERATIONS[name];
  if (!operation) throw new OperationFailed(`Unknown operation ${name}`);
  if (!config.databaseUrl) {
    const holder = currentHolder(config.dataDir);
    if (holder?.kind === 'server' && holder.socket) {
      const reply = await callControlSocket(holder.socket, { name, params });
      if (!reply.ok) throw new OperationFailed(reply.error);
      return reply.output;
    }
  }
  const runtime = await openRuntime(config, 'command');
  try {
    return await operation.run(runtime.container, params);
  } finally {
    await runtime.close();
  }
}

/** Sweeps the data folder (PGlite writes 0666 files of its own) and stops if anything is still open to other accounts. */
export function checkDataDir(dir: string): DataDirReport {
  const report = secureDataDir(dir);
  const exposed = exposedEntries(dir);
  if (exposed.length > 0) throw new DataDirPermissionError(`${exposed.length} entries in ${dir} are still open to other accounts (first: ${exposed[0]}).`);
  return report;
}

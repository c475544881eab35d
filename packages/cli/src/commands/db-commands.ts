import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import { openDatabase } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { BackupFormatError, type TableCount, restoreBackup, tableCounts } from '@larder/adapters-db/backup';
import { BackupKeyError } from '@larder/adapters-db/backup-file';
import type { Config } from '../config';
import { currentHolder } from '../control/embedded-lock';
import { openRuntime, runOperation } from '../runtime';
import { OperationFailed } from './operations';

const total = (counts: readonly TableCount[]) => counts.reduce((n, t) => n + t.rows, 0);

/** A backup that cannot be opened (no key, another key, changed bytes) is the operator's to fix, not a crash. */
function explainBackupError(error: unknown): never {
  if (error instanceof BackupKeyError || error instanceof BackupFormatError) throw new OperationFailed(error.message);
  throw error;
}

/** `db backup`, `db restore` and `db copy --to`: one logical format for the embedded database and PostgreSQL. */
export function registerDbBackupCommands(db: Command, config: () => Config, print: (text: string) => void): void {
  db.command('backup <file>')
    .description('write a consistent snapshot of every table to FILE (JSON lines, mode 0600), while the server keeps serving')
    .action(async (file: string) => print(await runOperation(config(), 'db.backup', { file: path.resolve(file) })));

  db.command('restore <file>')
    .description('replace every row of the database with those of a backup (all or nothing); stop the server first')
    .requiredOption('--yes', 'confirm that the current data is to be replaced')
    .action(async (file: string) => {
      const c = config();
      const holder = c.databaseUrl ? null : currentHolder(c.dataDir);
      if (holder?.kind === 'server') throw new OperationFailed(`A Larder server (pid ${holder.pid}) is serving ${c.dataDir}. Stop it, then restore.`);
      const runtime = await openRuntime(c, 'command');
      try {
        const counts = await restoreBackup(runtime.db.knex, path.resolve(file), c.backupKey).catch(explainBackupError);
        print(`Restored ${total(counts)} rows of ${counts.length} tables from ${path.resolve(file)}.`);
      } finally {
        await runtime.close();
      }
    });

  db.command('copy')
    .description('copy every row of this database (the embedded one, say) into an empty PostgreSQL database, verified by counts')
    .requiredOption('--to <url>', 'the target: postgres://...')
    .option('--force', 'replace the target’s rows even when it already holds accounts')
    .action(async (options: { to: string; force?: boolean }) => {
      if (!/^postgres(ql)?:\/\//.test(options.to)) throw new OperationFailed('--to must be a postgres:// or postgresql:// URL');
      const dir = mkdtempSync(path.join(os.tmpdir(), 'larder-copy-'));
      const file = path.join(dir, 'snapshot.jsonl');
      const target = await openDatabase({ url: options.to, poolMax: 2 });
      try {
        await migrateLatest(target.knex);
        const existing = Number((await target.knex('users').count('* as n').first())?.n ?? 0);
        if (existing > 0 && !options.force) throw new OperationFailed(`The target already holds ${existing} account(s); use --force to replace its rows.`);
        // The snapshot is taken by whoever holds the source (the running server, or this process).
        await runOperation(config(), 'db.backup', { file });
        const copied = await restoreBackup(target.knex, file, config().backupKey).catch(explainBackupError);
        const found = await tableCounts(target.knex);
        const differing = copied.filter((c) => found.find((f) => f.table === c.table)?.rows !== c.rows);
        if (differing.length) throw new OperationFailed(`The copy does not match: ${differing.map((d) => d.table).join(', ')}`);
        print(
          [`Copied ${total(copied)} rows of ${copied.length} tables; every table's count matches the source's snapshot:`, ...copied.filter((c) => c.rows > 0).map((c) => `  ${c.table.padEnd(28)} ${c.rows}`)].join('\n'),
        );
        print(`Set DATABASE_URL=${options.to.replace(/\/\/[^@/]*@/, '//***@')} to serve from it.`);
      } finally {
        await target.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
}

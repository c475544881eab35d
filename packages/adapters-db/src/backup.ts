import type { Knex } from 'knex';
import { openBackupWriter, readBackupLines } from './backup-file';
import { MIGRATIONS } from './migrate';

/**
 * Logical backups that work the same on PGlite and PostgreSQL: every table's rows as JSON lines, read in one
 * REPEATABLE READ, read-only transaction (a consistent snapshot while the server keeps serving), and restored
 * with PostgreSQL's own JSON-to-row conversion (json_populate_recordset), so every column type comes back as it was.
 *
 * The file: a header line `{"format":"larder-backup","version":1,"migrations":[...],"createdAt":...}`, then for
 * each table a line `{"table":"t","rows":N}` followed by its N rows, one JSON object a line. With a key (BACKUP_KEY)
 * the whole file is sealed with AES-256-GCM (./backup-file.ts); restore opens it with the same key.
 */
export const BACKUP_FORMAT = 'larder-backup';

export interface TableCount {
  readonly table: string;
  readonly rows: number;
}

/** The schema's tables, parents before children (foreign keys), the migration bookkeeping left out. */
export async function tablesInOrder(knex: Knex | Knex.Transaction): Promise<string[]> {
  const { rows: tables } = await knex.raw<{ rows: Array<{ name: string }> }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'knex_migrations%' order by table_name`,
  );
  const { rows: links } = await knex.raw<{ rows: Array<{ child: string; parent: string }> }>(
    `select distinct tc.table_name as child, ccu.table_name as parent
     from information_schema.table_constraints tc
     join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
     where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`,
  );
  const names = tables.map((t) => t.name);
  const parents = new Map(names.map((n) => [n, new Set(links.filter((l) => l.child === n && l.parent !== n).map((l) => l.parent))]));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((n) => !placed.has(n) && [...parents.get(n)!].every((p) => placed.has(p) || !names.includes(p)));
    if (ready.length === 0) throw new Error('the tables have a cycle of foreign keys');
    for (const n of ready) {
      placed.add(n);
      ordered.push(n);
    }
  }
  return ordered;
}

const PAGE = 5000;

/** Writes a consistent snapshot of every table to `file` (mode 0600; sealed with `key` when given); answers each table's row count. */
export async function writeBackup(knex: Knex, file: string, now: Date, key: string | null = null): Promise<TableCount[]> {
  const out = openBackupWriter(file, key);
  const write = (line: string) => out.write(line);
  try {
    const counts = await knex.transaction(
      async (trx) => {
        await trx.raw('set transaction isolation level repeatable read');
        const tables = await tablesInOrder(trx);
        await write(JSON.stringify({ format: BACKUP_FORMAT, version: 1, migrations: MIGRATIONS.map((m) => m.name), createdAt: now.toISOString(), tables }));
        const result: TableCount[] = [];
        for (const table of tables) {
          const { rows: countRows } = await trx.raw<{ rows: Array<{ n: string }> }>('select count(*)::text as n from ??', [table]);
          const total = Number(countRows[0]!.n);
          await write(JSON.stringify({ table, rows: total }));
          for (let offset = 0; offset < total; offset += PAGE) {
            const { rows } = await trx.raw<{ rows: Array<{ j: string }> }>('select row_to_json(t)::text as j from ?? t order by ctid limit ? offset ?', [table, PAGE, offset]);
            for (const row of rows) await write(row.j);
          }
          result.push({ table, rows: total });
        }
        return result;
      },
      { readOnly: true },
    );
    await out.end();
    return counts;
  } catch (error) {
    out.destroy();
    throw error;
  }
}

export class BackupFormatError extends Error {}

/**
 * Replaces every row of the (migrated) database with the backup's, in one transaction: all or nothing. The
 * backup must come from the same migrations. Sequences are moved past the restored ids. Answers the counts. A sealed
 * backup needs its key; its tag is checked at its end, inside the transaction, so a changed file restores nothing.
 */
export async function restoreBackup(knex: Knex, file: string, key: string | null = null): Promise<TableCount[]> {
  const lines = readBackupLines(file, key);
  const first = await lines.next();
  type Header = { format?: string; migrations?: string[]; tables?: string[] };
  let header: Header | null = null;
  try {
    header = first.done ? null : (JSON.parse(first.value) as Header);
  } catch {
    header = null;
  }
  if (header?.format !== BACKUP_FORMAT) throw new BackupFormatError(`${file} is not a Larder backup.`);
  const ours = MIGRATIONS.map((m) => m.name);
  if (JSON.stringify(header.migrations) !== JSON.stringify(ours)) {
    throw new BackupFormatError(`${file} was made by a version with other migrations (${(header.migrations ?? []).join(', ')}); restore it with that version.`);
  }
  return knex.transaction(async (trx) => {
    const tables = await tablesInOrder(trx);
    // The serial columns are read before the truncate takes its locks: read after, with other sessions changing the
    // catalogue (a test database made or dropped beside it), PostgreSQL once found a deadlock there.
    const { rows: serials } = await trx.raw<{ rows: Array<{ table_name: string; column_name: string }> }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = current_schema() and (column_default like 'nextval(%' or is_identity = 'YES')`,
    );
    await trx.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} cascade`);
    const counts: TableCount[] = [];
    for (;;) {
      const next = await lines.next();
      if (next.done) break;
      if (!next.value.trim()) continue;
      const section = JSON.parse(next.value) as { table: string; rows: number };
      if (!tables.includes(section.table)) throw new BackupFormatError(`the backup has a table this database does not: ${section.table}`);
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await trx.raw(`insert into ?? select * from json_populate_recordset(null::??, ?::json)`, [section.table, section.table, `[${batch.join(',')}]`]);
        batch = [];
      };
      for (let i = 0; i < section.rows; i += 1) {
        const row = await lines.next();
        if (row.done) throw new BackupFormatError(`the backup ends inside table ${section.table}`);
        batch.push(row.value);
        if (batch.length >= 1000) await flush();
      }
      await flush();
      counts.push({ table: section.table, rows: section.rows });
    }
    // Serial ids continue after the restored ones.
    for (const { table_name, column_name } of serials) {
      await trx.raw(`select setval(pg_get_serial_sequence(?, ?), coalesce((select max(??) from ??), 0) + 1, false)`, [table_name, column_name, column_name, table_name]);
    }
    return counts;
  });
}

/** Row counts of every table, to compare a copy with its source. */
export async function tableCounts(knex: Knex): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  for (const table of await tablesInOrder(knex)) {
    const { rows } = await knex.raw<{ rows: Array<{ n: string }> }>('select count(*)::text as n from ??', [table]);
    counts.push({ table, rows: Number(rows[0]!.n) });
  }
  return counts;
}

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@larder/adapters-db/database';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'packages/cli/src/main.ts');
const base = mkdtempSync(path.join(os.tmpdir(), 'larder-db-cli-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const cli = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', main, ...args], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env }, encoding: 'utf8', input: '' });

describe('db backup, restore and copy from the CLI', () => {
  const first = { DATA_DIR: path.join(base, 'first') };
  const second = { DATA_DIR: path.join(base, 'second') };
  const file = path.join(base, 'larder.backup.jsonl');

  it('backs up the embedded database and restores it into another folder: the same accounts', () => {
    writeFileSync(path.join(base, 'pw'), 'operator password\n');
    expect(cli(first, 'admin', 'create', '--email', 'ops@example.com', '--password-file', path.join(base, 'pw')).status).toBe(0);
    const backup = cli(first, 'db', 'backup', file);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ rows of \d+ tables to .* \(one consistent snapshot, not encrypted: set BACKUP_KEY to encrypt it\)\./);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(cli(first, 'db', 'backup', file).stderr).toMatch(/exists already/);
    expect(cli(second, 'db', 'restore', file).status).not.toBe(0);
    const restore = cli(second, 'db', 'restore', file, '--yes');
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^Restored \d+ rows/);
    const listed = cli(second, 'user', 'list', '--json');
    expect(JSON.parse(listed.stdout)).toEqual([expect.objectContaining({ email: 'ops@example.com', role: 'admin' })]);
  }, 300_000);

  it('in production a backup is refused without BACKUP_KEY; with it the file is encrypted, and restore needs the key', () => {
    const key = { BACKUP_KEY: 'k'.repeat(40) };
    const production = { ...first, NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://larder.example' };
    const sealed = path.join(base, 'larder.backup.sealed');
    const refused = cli(production, 'db', 'backup', sealed);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/BACKUP_KEY is not set: in production a backup is always encrypted/);
    expect(existsSync(sealed)).toBe(false);
    const backup = cli({ ...production, ...key }, 'db', 'backup', sealed);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/encrypted with BACKUP_KEY/);
    expect(readFileSync(sealed).includes('ops@example.com')).toBe(false);
    const third = { DATA_DIR: path.join(base, 'third') };
    const without = cli(third, 'db', 'restore', sealed, '--yes');
    expect(without.status).not.toBe(0);
    expect(without.stderr).toMatch(/is encrypted: set BACKUP_KEY/);
    const restore = cli({ ...third, ...key }, 'db', 'restore', sealed, '--yes');
    expect(restore.status, restore.stderr).toBe(0);
    expect(JSON.parse(cli(third, 'user', 'list', '--json').stdout)).toEqual([expect.objectContaining({ email: 'ops@example.com', role: 'admin' })]);
  }, 300_000);

  // Skipped only where no PostgreSQL answers (.ci/run sets TEST_DATABASE_URL when the local server is up).
  it.skipIf(!process.env.TEST_DATABASE_URL)('copies the embedded database into PostgreSQL, verified by counts', async () => {
    const schema = `copy_${randomBytes(5).toString('hex')}`;
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL!, poolMax: 1 });
    const admin = database.knex;
    await admin.raw('create schema ??', [schema]);
    try {
      const url = `${process.env.TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      const copy = cli(first, 'db', 'copy', '--to', url);
      expect(copy.status, copy.stderr).toBe(0);
      expect(copy.stdout).toMatch(/every table's count matches/);
      const users = await admin.withSchema(schema).table('users').select('email', 'role');
      expect(users).toEqual([{ email: 'ops@example.com', role: 'admin' }]);
      // A second copy into a target that holds accounts is refused without --force.
      const again = cli(first, 'db', 'copy', '--to', url);
      expect(again.status).not.toBe(0);
      expect(again.stderr).toMatch(/already holds 1 account/);
      const served = cli({ DATABASE_URL: url }, 'user', 'list', '--json');
      expect(JSON.parse(served.stdout)).toEqual([expect.objectContaining({ email: 'ops@example.com' })]);
    } finally {
      await admin.raw('drop schema if exists ?? cascade', [schema]);
      await database.close();
    }
  }, 300_000);
});

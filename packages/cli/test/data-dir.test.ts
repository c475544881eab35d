import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exposedEntries, secureDataDir } from '@larder/adapters-db/data-dir-permissions';

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'packages/cli/src/main.ts');
const base = mkdtempSync(path.join(os.tmpdir(), 'larder-perms-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** Runs the CLI under a shell whose umask is 000, as a careless service manager might. */
const cliWithUmask000 = (dataDir: string, ...args: string[]) =>
  spawnSync('/bin/sh', ['-c', `umask 000 && exec "${process.execPath}" --import tsx "${main}" "$@"`, 'larder', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    encoding: 'utf8',
  });

describe('the embedded database folder is private whatever the umask', () => {
  it('a fresh data folder made under umask 000: the folder 0700, every folder 0700, every file 0600', () => {
    const dataDir = path.join(base, 'fresh');
    const migrate = cliWithUmask000(dataDir, 'db', 'migrate');
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(exposedEntries(dataDir)).toEqual([]);
    // PGlite's cluster is hundreds of files; all of them were checked.
    expect(secureDataDir(dataDir).files).toBeGreaterThan(500);
  }, 180_000);

  it('an existing folder left world-readable and world-writable is made private at the next start', () => {
    const dataDir = path.join(base, 'fresh');
    chmodSync(dataDir, 0o777);
    const loose = path.join(dataDir, 'pglite', 'PG_VERSION');
    chmodSync(loose, 0o666);
    writeFileSync(path.join(dataDir, 'notes.txt'), 'x', { mode: 0o644 });
    chmodSync(path.join(dataDir, 'notes.txt'), 0o644);
    expect(exposedEntries(dataDir).length).toBeGreaterThanOrEqual(3);
    const list = cliWithUmask000(dataDir, 'user', 'list');
    expect(list.status, list.stderr).toBe(0);
    expect(exposedEntries(dataDir)).toEqual([]);
    expect(statSync(loose).mode & 0o777).toBe(0o600);
  }, 180_000);

  it('the sweep reports what it tightened, and refuses a path that is not a folder', () => {
    const dir = path.join(base, 'sweep');
    const report = secureDataDir(dir);
    expect(report).toMatchObject({ files: 0, folders: 1, tightened: 0 });
    writeFileSync(path.join(dir, 'a'), 'x');
    chmodSync(path.join(dir, 'a'), 0o666);
    expect(secureDataDir(dir)).toMatchObject({ files: 1, tightened: 1 });
    const file = path.join(base, 'file');
    writeFileSync(file, 'x');
    expect(() => secureDataDir(file)).toThrow(/not a folder/);
  });
});

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'packages/cli/src/main.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'larder-cli-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', main, ...args], { cwd: root, env, encoding: 'utf8', input: '' });
const passwordFile = path.join(dataDir, 'pw.txt');
writeFileSync(passwordFile, 'operator password\n');

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the CLI on the embedded database', () => {
  it('migrates, creates an admin from a password file, and lists users', () => {
    const migrate = cli('db', 'migrate');
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(migrate.stdout).toMatch(/up to date|Applied/);
    const created = cli('admin', 'create', '--email', 'Ops@Example.com', '--password-file', passwordFile);
    expect(created.status, created.stderr).toBe(0);
    const lines = created.stdout.trim().split('\n');
    expect(lines[0]).toBe('Created admin ops@example.com');
    // The second factor, shown once: an otpauth address for the app and ten recovery codes.
    expect(created.stdout).toMatch(/address: otpauth:\/\/totp\/Larder%3Aops%40example\.com\?secret=[A-Z2-7]{32}&/);
    expect(lines.filter((l) => /^ {2}[a-z2-7]{4}-[a-z2-7]{4}$/.test(l))).toHaveLength(10);
    const reset = cli('admin', 'totp-reset', '--email', 'ops@example.com');
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toMatch(/secret=[A-Z2-7]{32}/);
    const listed = cli('user', 'list', '--json');
    expect(listed.status).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([expect.objectContaining({ email: 'ops@example.com', role: 'admin' })]);
  }, 120_000);

  it('billing run, trigger and reconcile: a dry run, a dated run with its summary, and clear errors', () => {
    const dry = cli('billing', 'run', '--dry-run', '--date', '2027-03-10');
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout.trim()).toBe('Dry run for 2027-03-10: 0 subscription(s) due; nothing was charged.');
    const run = cli('billing', 'run', '--date', '2027-03-10');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Billing run for 2027-03-10');
    expect(run.stdout).toMatch(/charged\s+0 \(£0\.00\)/);
    const badDate = cli('billing', 'run', '--date', '2027-02-30');
    expect(badDate.status).toBe(1);
    expect(badDate.stderr.trim()).toBe('--date must be a day written YYYY-MM-DD, not "2027-02-30"');
    const badDay = cli('billing', 'trigger', '--day', '40');
    expect(badDay.status).toBe(1);
    expect(badDay.stderr.trim()).toBe('--day must be a day of the month from 1 to 31');
    const reconcile = cli('billing', 'reconcile');
    expect(reconcile.status, reconcile.stderr).toBe(0);
    expect(reconcile.stdout.trim()).toBe('No attempt is in doubt; nothing to reconcile.');
  }, 120_000);

  it('says what is wrong and exits 1 on bad input or configuration', () => {
    const short = path.join(dataDir, 'short.txt');
    writeFileSync(short, 'short\n');
    const bad = cli('admin', 'create', '--email', 'x@example.com', '--password-file', short);
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toBe('Password must be at least 8 characters long');
    const config = spawnSync(process.execPath, ['--import', 'tsx', main, 'user', 'list'], { cwd: root, env: { ...env, PORT: 'x' }, encoding: 'utf8' });
    expect(config.status).toBe(1);
    expect(config.stderr).toMatch(/PORT/);
  });

  it('works while `serve` holds the database, through its control socket; a second server is refused', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', main, 'serve'], { cwd: root, env: { ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        server.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /running at (http:\/\/\S+)/.exec(out);
          if (match) resolve(match[1]!);
        });
        server.once('exit', (code) => reject(new Error(`serve exited ${code}: ${out}`)));
        setTimeout(() => reject(new Error(`serve did not start: ${out}`)), 30_000);
      });
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const created = cli('admin', 'create', '--email', 'second@example.com', '--password-file', passwordFile);
      expect(created.status, created.stderr).toBe(0);
      const listed = cli('user', 'list');
      expect(listed.stdout).toContain('second@example.com');
      const second = cli('serve');
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(/already serving the embedded database/);
    } finally {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
    }
    // After the server stops, commands open the database themselves again.
    expect(cli('user', 'list').stdout).toContain('second@example.com');
  }, 90_000);
});

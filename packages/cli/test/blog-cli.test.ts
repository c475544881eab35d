import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'packages/cli/src/main.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'larder-blog-cli-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', main, ...args], { cwd: root, env, encoding: 'utf8', input: '' });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run cli -- blog generate', () => {
  it('needs the catalogue, then publishes one post a day and says so when asked again; a bad date is refused', () => {
    expect(cli('db', 'migrate').status).toBe(0);
    const empty = cli('blog', 'generate', '--date', '2027-03-01');
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('The catalogue has no recipes yet');

    expect(cli('db', 'seed').status).toBe(0);
    const first = cli('blog', 'generate', '--date', '2027-03-01');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Published the post for 2027-03-01: "This week’s best-value dinners at \d supermarkets \(week of 1 March 2027\)" \(family-health, \d+ min read, tags: budget/);
    expect(first.stdout).toContain('topic best-value:2027-W09; at /blog/2027-03-01-');
    const again = cli('blog', 'generate', '--date', '2027-03-01');
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/^The post for 2027-03-01 is already published: "This week’s best-value dinners/);
    const next = cli('blog', 'generate', '--date', '2027-03-02');
    expect(next.stdout).toMatch(/^Published the post for 2027-03-02: /);
    expect(next.stdout).not.toContain('best-value');
    const bad = cli('blog', 'generate', '--date', '2027-02-30');
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toBe('--date must be a day written YYYY-MM-DD, not "2027-02-30"');
  }, 240_000);
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aLeadPayload } from '@larder/domain/testing/lead-payloads';

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'packages/cli/src/main.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'larder-leads-cli-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', main, ...args], { cwd: root, env, encoding: 'utf8', input: '' });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('buyer and leads commands on the embedded database', () => {
  it('buyer create-key prints the key on its last line (once); list-keys never shows it; revoke-key', () => {
    const created = cli('buyer', 'create-key', '--name', 'Acme Leads', '--rate-per-minute', '120');
    expect(created.status, created.stderr).toBe(0);
    const lines = created.stdout.trim().split('\n');
    const key = lines.at(-1)!;
    expect(key).toMatch(/^lbk_[A-Za-z0-9_-]{43}$/);
    expect(lines[0]).toBe(`Created buyer key "Acme Leads" (${key.slice(0, 10)}…), 120 leads a minute.`);
    const again = cli('buyer', 'create-key', '--name', 'Acme Leads');
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe('An active key named "Acme Leads" already exists; revoke it first or choose another name.');
    const listed = cli('buyer', 'list-keys');
    expect(listed.stdout).toContain(`Acme Leads\t${key.slice(0, 10)}…\t120`);
    expect(listed.stdout).not.toContain(key);
    expect(cli('buyer', 'create-key', '--name', 'Other').status).toBe(0);
    const revoked = cli('buyer', 'revoke-key', '--name', 'Other');
    expect(revoked.status, revoked.stderr).toBe(0);
    expect(revoked.stdout.trim()).toBe('Revoked the buyer key "Other": its leads are refused with 401 from now on.');
    expect(cli('buyer', 'revoke-key', '--name', 'Other').stderr.trim()).toBe('No active buyer key is named "Other".');
  }, 300_000);

  it('leads replay: a dry run by default, then applied, then applied again without buying twice; stored leads reported', () => {
    const first = aLeadPayload({ lead_reference: 'F-1' });
    const file = path.join(dataDir, 'leads.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify(first),
        JSON.stringify(aLeadPayload({ lead_reference: 'F-2', employment: { monthly_income: 1500 } })),
        JSON.stringify(aLeadPayload({ lead_reference: 'F-3', applicant: { email: first.applicant!.email } })),
        '# a comment',
        '{"lead_buy_price": ',
      ].join('\n'),
    );
    const dry = cli('leads', 'replay', file);
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain("Dry run: 4 lead(s) through today's rules; nothing was bought or stored");
    expect(dry.stdout).toMatch(/line 1\s+would buy\s+would buy for £0\.60/);
    expect(dry.stdout).toMatch(/line 3\s+duplicate/);
    expect(dry.stdout).toMatch(/line 5\s+unreadable\s+not valid JSON/);
    expect(dry.stdout).not.toContain('lead_buy_price');
    expect(dry.stdout.trim().split('\n').at(-1)).toBe('Summary: would buy 1, would refuse 1, duplicate 1, unreadable 1');

    expect(cli('leads', 'replay', file, '--no-dry-run').stderr.trim()).toBe('Applying a file needs --buyer NAME: the buyer whose leads these are (their references are scoped to it).');
    const applied = cli('leads', 'replay', file, '--no-dry-run', '--buyer', 'Acme Leads');
    expect(applied.status, applied.stderr).toBe(0);
    expect(applied.stdout.trim().split('\n').at(-1)).toBe('Summary: bought 1, refused 1, duplicate 1, unreadable 1');
    const twice = cli('leads', 'replay', file, '--no-dry-run', '--buyer', 'Acme Leads');
    expect(twice.stdout.trim().split('\n').at(-1)).toBe('Summary: already recorded 3, unreadable 1');

    const today = new Date().toISOString().slice(0, 10);
    const stored = cli('leads', 'replay', '--from', '2020-01-01', '--to', today);
    expect(stored.status, stored.stderr).toBe(0);
    expect(stored.stdout).toMatch(/Dry run over the 3 lead\(s\) received 2020-01-01 to .*: 0 would be decided differently/);
    expect(cli('leads', 'replay', '--from', '2020-01-01', '--to', today, '--no-dry-run').status).toBe(1);
    expect(cli('leads', 'replay', '--from', '2026-02-30', '--to', today).stderr.trim()).toBe('--from must be a day written YYYY-MM-DD, not "2026-02-30"');
    expect(cli('leads', 'replay').stderr.trim()).toBe('Give a JSON-lines file, or --from YYYY-MM-DD and --to YYYY-MM-DD for stored leads.');
  }, 300_000);

  it('leads purge erases nothing recent; buyer analytics-password prints an argon2 hash', () => {
    const dry = cli('leads', 'purge', '--dry-run');
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/^Dry run: 0 lead\(s\) received before .* \(90 days ago\) would have their personal data erased\.$/m);
    const purge = cli('leads', 'purge');
    expect(purge.stdout).toMatch(/^Erased the personal data of 0 lead\(s\) received before .* \(90 days ago\); forgot 0 applicant claim\(s\) past the 30-day window\.$/m);
    const pw = path.join(dataDir, 'pw.txt');
    writeFileSync(pw, 'a long buyer passphrase\n');
    const hashed = cli('buyer', 'analytics-password', '--password-file', pw);
    expect(hashed.status, hashed.stderr).toBe(0);
    expect(hashed.stdout.trim()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    writeFileSync(pw, 'short\n');
    expect(cli('buyer', 'analytics-password', '--password-file', pw).stderr.trim()).toBe('The buyer analytics password must be at least 12 characters long');
  }, 300_000);
});

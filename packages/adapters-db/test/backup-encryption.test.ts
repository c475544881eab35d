import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { restoreBackup, writeBackup } from '../src/backup';
import { BackupKeyError, isSealedBackup } from '../src/backup-file';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { databaseTargets } from '../src/testing/test-databases';

const dir = mkdtempSync(path.join(os.tmpdir(), 'larder-sealed-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KEY = 'a backup key of at least thirty-two characters';
const clock = new FixedClock(new Date('2027-03-01T10:00:00Z'));
const person = (email: string) => ({ email, passwordHash: '$argon2id$x', firstName: 'Jo', lastName: 'Bloggs', role: 'user' as const, profile: { ...EMPTY_PROFILE, postcode: 'M1 1AE' } });
const emails = async (knex: import('knex').Knex) => (await knex('users').select('email').orderBy('email')).map((u: { email: string }) => u.email);

for (const target of databaseTargets()) {
  describe(`backups sealed with BACKUP_KEY (${target.name})`, () => {
    it('holds no row in clear; restores with its key; without it, with another key or with a changed byte restores nothing', async () => {
      const from = await target.open();
      const to = await target.open();
      try {
        await new KnexUserRepository(from.knex, clock).create(person('jo@example.com'));
        await new KnexUserRepository(from.knex, clock).create(person('sam@example.com'));
        await new KnexUserRepository(to.knex, clock).create(person('already-here@example.com'));
        const file = path.join(dir, `${target.name}.sealed`);
        const written = await writeBackup(from.knex, file, clock.now(), KEY);
        const bytes = readFileSync(file);
        expect(await isSealedBackup(file)).toBe(true);
        expect(bytes.includes('jo@example.com')).toBe(false);
        expect(bytes.includes('larder-backup')).toBe(false);
        expect(bytes.includes('users')).toBe(false);

        await expect(restoreBackup(to.knex, file)).rejects.toThrow(BackupKeyError);
        await expect(restoreBackup(to.knex, file)).rejects.toThrow(/is encrypted: set BACKUP_KEY/);
        await expect(restoreBackup(to.knex, file, 'another key of at least thirty-two characters')).rejects.toThrow(/encrypted with another key/);
        // One byte changed in the middle: every row before it may be read, but the tag fails at the end and the
        // transaction keeps nothing.
        const changed = path.join(dir, `${target.name}.changed`);
        const copy = Buffer.from(bytes);
        copy[Math.floor(copy.length / 2)]! ^= 0x01;
        writeFileSync(changed, copy);
        await expect(restoreBackup(to.knex, changed, KEY)).rejects.toThrow();
        const cut = path.join(dir, `${target.name}.cut`);
        writeFileSync(cut, bytes.subarray(0, bytes.length - 1));
        await expect(restoreBackup(to.knex, cut, KEY)).rejects.toThrow();
        expect(await emails(to.knex)).toEqual(['already-here@example.com']);

        expect(await restoreBackup(to.knex, file, KEY)).toEqual(written);
        expect(await emails(to.knex)).toEqual(['jo@example.com', 'sam@example.com']);
        expect(await to.knex('users').where({ email: 'jo@example.com' }).first()).toEqual(await from.knex('users').where({ email: 'jo@example.com' }).first());
      } finally {
        await from.dispose();
        await to.dispose();
      }
    }, 240_000);

    it('a backup made without a key is plain JSON lines and still restores (with or without a key set)', async () => {
      const from = await target.open();
      const to = await target.open();
      try {
        await new KnexUserRepository(from.knex, clock).create(person('plain@example.com'));
        const file = path.join(dir, `${target.name}.plain.jsonl`);
        await writeBackup(from.knex, file, clock.now());
        expect(await isSealedBackup(file)).toBe(false);
        expect(readFileSync(file, 'utf8').split('\n')[0]).toMatch(/^\{"format":"larder-backup"/);
        await restoreBackup(to.knex, file, KEY);
        expect(await emails(to.knex)).toEqual(['plain@example.com']);
      } finally {
        await from.dispose();
        await to.dispose();
      }
    }, 240_000);
  });
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { KnexAdminSecondFactors } from '../src/repositories/knex-admin.repository';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { writeBackup } from '../src/backup';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Issue 34, L10: with SECOND_FACTOR_KEY, operators' TOTP secrets are sealed in the table, and so in every backup. */
const KEY = 'a-second-factor-key-of-at-least-32-characters';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

for (const target of databaseTargets()) {
  describe(`operators' TOTP secrets at rest (${target.name})`, () => {
    let db: TestDatabase;
    let opsId: string;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'larder-2fa-'));
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
      rmSync(dir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      await db.truncate();
      const user = await new KnexUserRepository(db.knex, new FixedClock()).create({ email: 'ops@example.com', passwordHash: 'x', firstName: 'Op', lastName: 'S', role: 'admin', profile: EMPTY_PROFILE });
      opsId = user!.id;
    });
    const stored = async () => String((await db.knex('admin_second_factors').where({ user_id: opsId }).first()).secret);

    it('with the key: the row and a backup hold only ciphertext; the secret reads back; each enrolment seals afresh', async () => {
      const factors = new KnexAdminSecondFactors(db.knex, KEY);
      await factors.enrol(opsId, SECRET, ['hash-1'], new Date());
      const first = await stored();
      expect(first).toMatch(/^enc1\./);
      expect(first).not.toContain(SECRET);
      expect(await factors.find(opsId)).toEqual({ secret: SECRET, lastStep: 0 });
      await factors.enrol(opsId, SECRET, ['hash-2'], new Date());
      expect(await stored()).not.toBe(first);
      const file = path.join(dir, `${target.name}.jsonl`);
      await writeBackup(db.knex, file, new Date());
      expect(readFileSync(file, 'utf8')).not.toContain(SECRET);
    });

    it('a secret stored in clear before the key is sealed the first time it is read', async () => {
      await new KnexAdminSecondFactors(db.knex).enrol(opsId, SECRET, [], new Date());
      expect(await stored()).toBe(SECRET);
      expect((await new KnexAdminSecondFactors(db.knex, KEY).find(opsId))?.secret).toBe(SECRET);
      expect(await stored()).toMatch(/^enc1\./);
      expect((await new KnexAdminSecondFactors(db.knex, KEY).find(opsId))?.secret).toBe(SECRET);
    });

    it('a sealed secret without its key, or with another, is an error naming the setting, never a pass', async () => {
      await new KnexAdminSecondFactors(db.knex, KEY).enrol(opsId, SECRET, [], new Date());
      await expect(new KnexAdminSecondFactors(db.knex).find(opsId)).rejects.toThrow(/SECOND_FACTOR_KEY/);
      await expect(new KnexAdminSecondFactors(db.knex, `${KEY}-other`).find(opsId)).rejects.toThrow(/SECOND_FACTOR_KEY/);
    });
  });
}

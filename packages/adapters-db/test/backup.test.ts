import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { runSeeds } from '../src/seed';
import { restoreBackup, tableCounts, writeBackup } from '../src/backup';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { KnexSubscriptionRepository } from '../src/repositories/knex-subscription.repository';
import { databaseTargets } from '../src/testing/test-databases';

const dir = mkdtempSync(path.join(os.tmpdir(), 'larder-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const targets = databaseTargets();

describe('backup and restore', () => {
  for (const source of targets) {
    for (const target of targets) {
      it(`${source.name} -> ${target.name}: every row of every table, the same values, sequences moved on`, async () => {
        const from = await source.open();
        const to = await target.open();
        try {
          await runSeeds(from.knex);
          const clock = new FixedClock(new Date('2027-03-01T10:00:00Z'));
          const user = (await new KnexUserRepository(from.knex, clock).create({
            email: 'jo@example.com',
            passwordHash: '$argon2id$x',
            firstName: 'Jo, "the cook"',
            lastName: 'Bloggs\nline two',
            role: 'user',
            profile: { ...EMPTY_PROFILE, postcode: 'M1 1AE', allergies: ['peanuts'] },
          }))!;
          await new KnexSubscriptionRepository(from.knex, clock).create({
            userId: user.id,
            status: 'trialing',
            provider: 'simulated',
            providerCustomerId: 'cus_1',
            paymentMethodId: 'pm_1',
            card: { brand: 'visa', last4: '4242', bin: '424242' },
            preferredPayDay: 15,
            trialEndsAt: new Date('2027-03-08T10:00:00Z'),
            nextChargeAt: new Date('2027-03-15T00:00:00Z'),
          });
          const at = new Date('2027-03-01T10:00:00Z');
          for (const title of ['first', 'second']) await from.knex('chat_conversations').insert({ user_id: user.id, title, state: { asked: ['budget'], n: 1.5 }, created_at: at, updated_at: at });
          const file = path.join(dir, `${source.name}-${target.name}.jsonl`);
          const written = await writeBackup(from.knex, file, clock.now());
          expect(statSync(file).mode & 0o777).toBe(0o600);
          expect(written.find((t) => t.table === 'users')!.rows).toBe(1);
          expect(written.reduce((n, t) => n + t.rows, 0)).toBeGreaterThan(1000);

          const restored = await restoreBackup(to.knex, file);
          expect(restored).toEqual(written);
          expect(await tableCounts(to.knex)).toEqual(written);
          const copied = await to.knex('users').where({ email: 'jo@example.com' }).first();
          const original = await from.knex('users').where({ email: 'jo@example.com' }).first();
          expect(copied).toEqual(original);
          expect(await to.knex('subscriptions').first()).toEqual(await from.knex('subscriptions').first());
          expect(await to.knex('chat_conversations').orderBy('id')).toEqual(await from.knex('chat_conversations').orderBy('id'));
          // Serial ids continue after the restored rows.
          const maxId = Number((await to.knex('chat_conversations').max('id as m').first())!.m);
          const [next] = await to.knex('chat_conversations').insert({ user_id: user.id, title: 'new', state: {}, created_at: at, updated_at: at }).returning('id');
          expect(Number((next as { id: number }).id)).toBe(maxId + 1);
        } finally {
          await from.dispose();
          await to.dispose();
        }
      }, 240_000);
    }
  }

  it('refuses a file that is not a backup, and a backup of other migrations, changing nothing', async () => {
    const db = await targets[0]!.open();
    try {
      const junk = path.join(dir, 'junk.jsonl');
      writeFileSync(junk, 'hello\n');
      await expect(restoreBackup(db.knex, junk)).rejects.toThrow();
      const other = path.join(dir, 'other.jsonl');
      writeFileSync(other, `${JSON.stringify({ format: 'larder-backup', version: 1, migrations: ['001-accounts'] })}\n`);
      await expect(restoreBackup(db.knex, other)).rejects.toThrow(/other migrations/);
    } finally {
      await db.dispose();
    }
  });
});

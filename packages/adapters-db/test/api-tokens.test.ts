import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryUserRepository } from '@larder/domain/testing/in-memory-accounts';
import { InMemoryApiTokenRepository } from '@larder/domain/testing/in-memory-api-tokens';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { KnexApiTokenRepository } from '../src/repositories/knex-api-token.repository';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';
import { apiTokensContract } from './contracts/api-tokens.contract';

const person = (name: string) => ({ email: `${name}@example.com`, passwordHash: null, firstName: name, lastName: 'B', role: 'user' as const, profile: EMPTY_PROFILE });

describe('API token storage: in-memory fake', () => {
  apiTokensContract(async () => {
    const users = new InMemoryUserRepository(new FixedClock());
    const ids = [(await users.create(person('jo')))!.id, (await users.create(person('sam')))!.id] as const;
    return { tokens: new InMemoryApiTokenRepository(users), users: ids };
  });
});

for (const target of databaseTargets()) {
  describe(`API token storage: ${target.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    const make = async () => {
      await db.truncate();
      const users = new KnexUserRepository(db.knex, new FixedClock());
      const ids = [(await users.create(person('jo')))!.id, (await users.create(person('sam')))!.id] as const;
      return { tokens: new KnexApiTokenRepository(db.knex), users: ids };
    };
    apiTokensContract(make);

    it('keeps only the digest of a secret, and an account marked for deletion answers to no token', async () => {
      const { tokens, users } = await make();
      await tokens.create({ userId: users[0], name: 'cron', scope: 'read', tokenHash: 'e'.repeat(64), prefix: 'lrd_e', createdAt: new Date() }, 20);
      const columns = Object.keys((await db.knex('api_tokens').first())!);
      expect(columns.sort()).toEqual(['created_at', 'id', 'last_used_at', 'name', 'prefix', 'scope', 'token_hash', 'user_id']);
      await db.knex('users').where({ id: users[0] }).update({ deletion_requested_at: new Date() });
      expect(await tokens.findByHash('e'.repeat(64))).toBeNull();
      await db.knex('users').where({ id: users[0] }).update({ deletion_requested_at: null });
      expect(await tokens.findByHash('e'.repeat(64))).not.toBeNull();
      // A token goes with its user.
      await db.knex('users').where({ id: users[0] }).delete();
      expect(Number((await db.knex('api_tokens').count({ n: '*' }).first())!.n)).toBe(0);
    });
  });
}

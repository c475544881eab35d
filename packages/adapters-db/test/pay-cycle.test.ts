import { afterAll, beforeAll, describe } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryPayCycleRepository } from '@larder/domain/testing/in-memory-activity';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { KnexPayCycleRepository } from '../src/repositories/knex-pay-cycle.repository';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';
import { payCycleContract } from './contracts/pay-cycle.contract';

describe('pay cycle storage: in-memory fake', () => {
  payCycleContract(async () => ({ cycles: new InMemoryPayCycleRepository(), users: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'] }));
});

for (const target of databaseTargets()) {
  describe(`pay cycle storage: ${target.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    payCycleContract(async () => {
      await db.truncate();
      const users = new KnexUserRepository(db.knex, new FixedClock());
      const ids: string[] = [];
      for (const name of ['one', 'two']) ids.push((await users.create({ email: `${name}@example.com`, passwordHash: null, firstName: name, lastName: 'B', role: 'user', profile: EMPTY_PROFILE }))!.id);
      return { cycles: new KnexPayCycleRepository(db.knex), users: ids };
    });
  });
}

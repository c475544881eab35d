import { afterAll, beforeAll, describe } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryUserRepository } from '@larder/domain/testing/in-memory-accounts';
import { InMemoryCalendarTokenRepository, InMemoryHouseholdRepository } from '@larder/domain/testing/in-memory-households';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import type { UserRepository } from '@larder/domain/accounts/ports';
import { KnexHouseholdRepository } from '../src/repositories/knex-household.repository';
import { KnexCalendarTokenRepository } from '../src/repositories/knex-calendar-token.repository';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';
import { householdsContract } from './contracts/households.contract';

const makeUsers = async (users: UserRepository) => {
  const ids: string[] = [];
  for (let n = 0; n < 7; n++) ids.push((await users.create({ email: `u${n}@example.com`, passwordHash: null, firstName: `U${n}`, lastName: 'B', role: 'user', profile: EMPTY_PROFILE }))!.id);
  return ids;
};

describe('household storage: in-memory fake', () => {
  householdsContract(async () => {
    const users = new InMemoryUserRepository(new FixedClock());
    return { households: new InMemoryHouseholdRepository(users), calendar: new InMemoryCalendarTokenRepository(), users: await makeUsers(users) };
  });
});

for (const target of databaseTargets()) {
  describe(`household storage: ${target.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    householdsContract(async () => {
      await db.truncate();
      return { households: new KnexHouseholdRepository(db.knex), calendar: new KnexCalendarTokenRepository(db.knex), users: await makeUsers(new KnexUserRepository(db.knex, new FixedClock())) };
    });
  });
}

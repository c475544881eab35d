import { afterAll, beforeAll, describe } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryActivityRepository, InMemoryMealTimesRepository } from '@larder/domain/testing/in-memory-activity';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { KnexActivityRepository, KnexMealTimesRepository } from '../src/repositories/knex-household-activity.repository';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';
import { householdActivityContract } from './contracts/household-activity.contract';

const fakeIds = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];

describe('household activity storage: in-memory fake', () => {
  householdActivityContract(async () => ({ activity: new InMemoryActivityRepository(), mealTimes: new InMemoryMealTimesRepository(), users: fakeIds }));
});

for (const target of databaseTargets()) {
  describe(`household activity storage: ${target.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    householdActivityContract(async () => {
      await db.truncate();
      const users = new KnexUserRepository(db.knex, new FixedClock());
      const ids: string[] = [];
      for (const name of ['owner', 'member', 'other']) ids.push((await users.create({ email: `${name}@example.com`, passwordHash: null, firstName: name, lastName: 'B', role: 'user', profile: EMPTY_PROFILE }))!.id);
      return { activity: new KnexActivityRepository(db.knex), mealTimes: new KnexMealTimesRepository(db.knex), users: ids };
    });
  });
}

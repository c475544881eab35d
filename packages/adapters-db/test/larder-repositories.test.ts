import { afterAll, beforeAll, describe } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryLarderRepository } from '@larder/domain/testing/in-memory-larder';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { KnexLarderRepository } from '../src/repositories/knex-larder.repository';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';
import { larderContract } from './contracts/larder.contract';

describe('larder storage: in-memory fake', () => {
  larderContract(async () => ({ larder: new InMemoryLarderRepository(), households: ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'], planId: '33333333-3333-4333-8333-333333333333' }));
});

for (const target of databaseTargets()) {
  describe(`larder storage: ${target.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    larderContract(async () => {
      await db.truncate();
      const users = new KnexUserRepository(db.knex, new FixedClock());
      const ids = await Promise.all(
        ['one@example.com', 'two@example.com'].map(async (email) => (await users.create({ email, passwordHash: null, firstName: 'A', lastName: 'B', role: 'user', profile: EMPTY_PROFILE }))!.id),
      );
      const at = new Date('2026-03-01T00:00:00Z');
      const [plan] = await db
        .knex('meal_plans')
        .insert({ user_id: ids[0], days: 7, chain: 'Aldi', household_size: 2, budget_pence: 5000, cost_pence: 0, waste_pence: 0, shortfall_pence: 0, within_budget: true, objective: 0, nutrition: '{}', shopping: '[]', request: '{}', created_at: at, updated_at: at, start_date: '2026-03-02' })
        .returning('id');
      return { larder: new KnexLarderRepository(db.knex), households: [ids[0]!, ids[1]!], planId: (plan as { id: string }).id };
    });
  });
}

import { afterAll, beforeAll, describe } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryReceiptBook } from '@larder/domain/testing/in-memory-receipt-book';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { KnexReceiptBook } from '../src/repositories/knex-receipt-book.repository';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';
import { receiptBookContract } from './contracts/receipt-book.contract';

describe('receipt book: in-memory fake', () => {
  receiptBookContract(async () => ({ book: new InMemoryReceiptBook(), households: ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'] }));
});

for (const target of databaseTargets()) {
  describe(`receipt book: ${target.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    receiptBookContract(async () => {
      await db.truncate();
      const users = new KnexUserRepository(db.knex, new FixedClock());
      const ids = await Promise.all(
        ['one@example.com', 'two@example.com'].map(async (email) => (await users.create({ email, passwordHash: null, firstName: 'A', lastName: 'B', role: 'user', profile: EMPTY_PROFILE }))!.id),
      );
      return { book: new KnexReceiptBook(db.knex), households: [ids[0]!, ids[1]!] };
    });
  });
}

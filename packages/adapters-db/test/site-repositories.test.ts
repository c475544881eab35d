import { afterAll, beforeAll, describe } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryBlogPostRepository, InMemoryNewsletterRepository, InMemoryReceiptRepository, InMemorySupportMessageRepository } from '@larder/domain/testing/in-memory-site';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { KnexBlogPostRepository, KnexNewsletterRepository, KnexReceiptRepository, KnexSupportMessageRepository } from '../src/repositories/knex-site.repository';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';
import { siteContract } from './contracts/site.contract';

describe('site storage: in-memory fakes', () => {
  siteContract(async () => ({
    blog: new InMemoryBlogPostRepository(),
    newsletter: new InMemoryNewsletterRepository(),
    support: new InMemorySupportMessageRepository(),
    receipts: new InMemoryReceiptRepository((id) => (['u1', 'u2'].includes(id) ? 'A' : undefined)),
    users: ['u1', 'u2'],
  }));
});

for (const target of databaseTargets()) {
  describe(`site storage: ${target.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    siteContract(async () => {
      await db.truncate();
      const users = new KnexUserRepository(db.knex, new FixedClock());
      const ids = await Promise.all(
        ['one@example.com', 'two@example.com'].map(async (email) => (await users.create({ email, passwordHash: null, firstName: 'A', lastName: 'B', role: 'user', profile: EMPTY_PROFILE }))!.id),
      );
      return {
        blog: new KnexBlogPostRepository(db.knex),
        newsletter: new KnexNewsletterRepository(db.knex),
        support: new KnexSupportMessageRepository(db.knex),
        receipts: new KnexReceiptRepository(db.knex),
        users: [ids[0]!, ids[1]!],
      };
    });
  });
}

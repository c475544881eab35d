import { afterAll, beforeAll, describe } from 'vitest';
import { InMemoryBlogPostRepository } from '@larder/domain/testing/in-memory-site';
import { InMemoryBlogContentStore, InMemoryDailyPostStore } from '@larder/domain/testing/in-memory-content';
import { InMemoryHelpdeskEventLog } from '@larder/domain/testing/in-memory-support-automation';
import { KnexBlogContentStore, KnexDailyPostStore } from '../src/repositories/knex-content.repository';
import { KnexBlogPostRepository } from '../src/repositories/knex-site.repository';
import { KnexHelpdeskEventLog } from '../src/repositories/knex-support-automation.repository';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';
import { supportAutomationContract } from './contracts/support-automation.contract';

describe('in-memory fakes', () => {
  supportAutomationContract(async () => {
    const blog = new InMemoryBlogPostRepository();
    const content = new InMemoryBlogContentStore(blog);
    return { helpdesk: new InMemoryHelpdeskEventLog(), content, daily: new InMemoryDailyPostStore(content), blog };
  });
});

for (const target of databaseTargets()) {
  describe(target.name, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    supportAutomationContract(async () => {
      await db.truncate();
      return { helpdesk: new KnexHelpdeskEventLog(db.knex), content: new KnexBlogContentStore(db.knex), daily: new KnexDailyPostStore(db.knex), blog: new KnexBlogPostRepository(db.knex) };
    });
  });
}

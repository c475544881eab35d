import { afterAll, beforeAll, describe } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryMagicLinkRepository, InMemorySessionRepository, InMemoryUserRepository } from '@larder/domain/testing/in-memory-accounts';
import { InMemoryRateLimiter, InMemorySubscriptionRepository } from '@larder/domain/testing/in-memory-support';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { KnexMagicLinkRepository } from '../src/repositories/knex-session.repository';
import { KnexSubscriptionRepository } from '../src/repositories/knex-subscription.repository';
import { KnexRateLimiter } from '../src/repositories/knex-rate-limiter';
import { EmbeddedSessionRepository } from '../src/repositories/embedded-session.repository';
import { PostgresSessionRepository } from '../src/repositories/postgres-session.repository';
import { KnexPasswordResetRepository } from '../src/repositories/knex-password-reset.repository';
import { accountsContract } from './contracts/accounts.contract';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';

describe('in-memory fakes', () => {
  accountsContract(async () => {
    const clock = new FixedClock();
    const users = new InMemoryUserRepository(clock);
    return {
      clock,
      users,
      sessions: new InMemorySessionRepository(users),
      links: new InMemoryMagicLinkRepository(),
      resets: new InMemoryMagicLinkRepository(),
      subscriptions: new InMemorySubscriptionRepository(clock),
      limiter: new InMemoryRateLimiter(clock),
    };
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
    accountsContract(async () => {
      await db.truncate();
      const clock = new FixedClock();
      return {
        clock,
        users: new KnexUserRepository(db.knex, clock),
        // The embedded database's store keeps look-ups between writes, PostgreSQL's prepares its look-up on each
        // connection; both keep the same contract as the plain one.
        sessions: target.name === 'PGlite' ? new EmbeddedSessionRepository(db.knex) : new PostgresSessionRepository(db.knex),
        links: new KnexMagicLinkRepository(db.knex),
        resets: new KnexPasswordResetRepository(db.knex),
        subscriptions: new KnexSubscriptionRepository(db.knex, clock),
        limiter: new KnexRateLimiter(db.knex, clock),
      };
    });
  });
}

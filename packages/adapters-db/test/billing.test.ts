import { afterAll, beforeAll, describe } from 'vitest';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryUserRepository } from '@larder/domain/testing/in-memory-accounts';
import { InMemorySubscriptionRepository } from '@larder/domain/testing/in-memory-support';
import { InMemoryAuthorizationEventLog, InMemoryBillingStore, InMemoryUndoTokens, InMemoryWebhookEventLedger } from '@larder/domain/testing/in-memory-billing';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { KnexSubscriptionRepository } from '../src/repositories/knex-subscription.repository';
import { KnexAuthorizationEventLog, KnexBillingStore, KnexCancellationUndoTokens, KnexWebhookEventLedger } from '../src/repositories/knex-billing.repository';
import { billingContract } from './contracts/billing.contract';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';

describe('billing ports: in-memory fakes', () => {
  billingContract(async () => {
    const clock = new FixedClock();
    const subscriptions = new InMemorySubscriptionRepository(clock);
    return {
      clock,
      users: new InMemoryUserRepository(clock),
      subscriptions,
      store: new InMemoryBillingStore(subscriptions),
      events: new InMemoryAuthorizationEventLog(),
      undoTokens: new InMemoryUndoTokens(),
      ledger: new InMemoryWebhookEventLedger(),
    };
  });
});

for (const target of databaseTargets()) {
  describe(`billing ports: ${target.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });
    billingContract(async () => {
      await db.truncate();
      const clock = new FixedClock();
      return {
        clock,
        users: new KnexUserRepository(db.knex, clock),
        subscriptions: new KnexSubscriptionRepository(db.knex, clock),
        store: new KnexBillingStore(db.knex, db.kind),
        events: new KnexAuthorizationEventLog(db.knex),
        undoTokens: new KnexCancellationUndoTokens(db.knex),
        ledger: new KnexWebhookEventLedger(db.knex),
      };
    });
  });
}

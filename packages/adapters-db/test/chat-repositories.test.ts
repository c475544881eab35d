import { afterAll, beforeAll, describe } from 'vitest';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryChatPreferencesRepository, InMemoryConversationRepository } from '@larder/domain/testing/in-memory-chat';
import { KnexChatPreferencesRepository, KnexConversationRepository } from '../src/repositories/knex-chat.repository';
import { KnexUserRepository } from '../src/repositories/knex-user.repository';
import { type TestDatabase, databaseTargets } from '../src/testing/test-databases';
import { chatContract } from './contracts/chat.contract';

describe('in-memory fakes', () => {
  chatContract(async () => ({
    conversations: new InMemoryConversationRepository(),
    preferences: new InMemoryChatPreferencesRepository(),
    users: ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'],
  }));
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
    chatContract(async () => {
      await db.truncate();
      const users = new KnexUserRepository(db.knex, new FixedClock());
      const make = async (email: string) => (await users.create({ email, passwordHash: null, firstName: 'A', lastName: 'B', role: 'user', profile: EMPTY_PROFILE }))!.id;
      return {
        conversations: new KnexConversationRepository(db.knex),
        preferences: new KnexChatPreferencesRepository(db.knex),
        users: [await make('one@example.com'), await make('two@example.com')],
      };
    });
  });
}

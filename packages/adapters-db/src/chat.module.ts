import { ContainerModule } from 'inversify';
import { CHAT_PREFERENCES_REPOSITORY, CONVERSATION_REPOSITORY } from '@larder/domain/assistant/ports';
import type { Database } from './database';
import { KnexChatPreferencesRepository, KnexConversationRepository } from './repositories/knex-chat.repository';

/** The chat planner's storage ports over the open database (loaded beside databaseModule). */
export const chatDatabaseModule = (db: Database) =>
  new ContainerModule(({ bind }) => {
    bind(CONVERSATION_REPOSITORY).toConstantValue(new KnexConversationRepository(db.knex));
    bind(CHAT_PREFERENCES_REPOSITORY).toConstantValue(new KnexChatPreferencesRepository(db.knex));
  });

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { BuiltInAssistant } from '@larder/domain/assistant/built-in-assistant';
import { CHAT_ASSISTANT, FallbackAssistant } from '@larder/domain/assistant/chat-assistant';
import { Chat } from '@larder/domain/assistant/chat/chat.use-case';
import { CHAT_PREFERENCES_REPOSITORY, CONVERSATION_REPOSITORY } from '@larder/domain/assistant/ports';
import { ConfigError, loadConfig } from '../src/config';
import { buildContainer } from '../src/container/container';

describe('the chat planner in the composition root', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrateLatest(db.knex);
  });
  afterAll(() => db.close());

  it('uses the built-in assistant and the Knex repositories by default', async () => {
    const container = await buildContainer(loadConfig({ LOG_LEVEL: 'silent' }, '/'), db);
    expect(container.get(CHAT_ASSISTANT)).toBeInstanceOf(BuiltInAssistant);
    expect(container.get(Chat)).toBeInstanceOf(Chat);
    expect(container.get<object>(CONVERSATION_REPOSITORY).constructor.name).toBe('KnexConversationRepository');
    expect(container.get<object>(CHAT_PREFERENCES_REPOSITORY).constructor.name).toBe('KnexChatPreferencesRepository');
  });

  it('uses the OpenAI-compatible endpoint, with the built-in assistant as its fallback, when LLM_BASE_URL is set', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm' }, '/');
    expect(config.llm).toEqual({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm', timeoutMs: 30000 });
    const container = await buildContainer(config, db);
    expect(container.get(CHAT_ASSISTANT)).toBeInstanceOf(FallbackAssistant);
  });

  it('stops start-up on a bad LLM setting, naming it', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url' }, '/')).toThrow(ConfigError);
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url' }, '/')).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://x/v1', LLM_TIMEOUT_MS: '5' }, '/')).toThrow(/LLM_TIMEOUT_MS/);
    expect(loadConfig({}, '/').llm).toBeNull();
  });
});

import { ContainerModule } from 'inversify';
import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { BuiltInAssistant } from '@larder/domain/assistant/built-in-assistant';
import { CHAT_ASSISTANT, type ChatAssistant, FallbackAssistant } from '@larder/domain/assistant/chat-assistant';
import { Chat } from '@larder/domain/assistant/chat/chat.use-case';
import { PlanningTools } from '@larder/domain/assistant/planning-tools';
import { CHAT_PREFERENCES_REPOSITORY, type ChatPreferencesRepository, CONVERSATION_REPOSITORY, type ConversationRepository } from '@larder/domain/assistant/ports';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { planningUseCases } from './planning.module';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';
import { LOGGER, type Logger } from '@larder/domain/shared/logger';
import { ListFromPlan } from '@larder/domain/shopping/list-from-plan/list-from-plan.use-case';
import { ReadShoppingLists } from '@larder/domain/shopping/read-lists/read-lists.use-case';
import type { Config } from '../config';
import { OpenAiChatAssistant } from '../infrastructure/openai-chat-assistant';

/**
 * The AI chat planner: the built-in assistant by default; with LLM_BASE_URL, the OpenAI-compatible endpoint
 * with the built-in assistant answering whenever the endpoint fails.
 */
export const chatModule = (config: Pick<Config, 'llm'>) =>
  new ContainerModule(({ bind }) => {
    bind(PlanningTools)
      .toDynamicValue(
        (c) =>
          new PlanningTools(
            c.get<UserRepository>(USER_REPOSITORY),
            c.get<ChatPreferencesRepository>(CHAT_PREFERENCES_REPOSITORY),
            planningUseCases(c),
            c.get(ListFromPlan),
            c.get(ReadShoppingLists),
            c.get(CatalogueCache),
          ),
      )
      .inSingletonScope();
    bind(BuiltInAssistant).toDynamicValue((c) => new BuiltInAssistant(c.get(PlanningTools))).inSingletonScope();
    bind(CHAT_ASSISTANT)
      .toDynamicValue((c): ChatAssistant => {
        const builtIn = c.get(BuiltInAssistant);
        if (!config.llm) return builtIn;
        const logger = c.get<Logger>(LOGGER);
        return new FallbackAssistant(new OpenAiChatAssistant(config.llm, c.get(PlanningTools)), builtIn, (error) =>
          logger.warn({ err: error }, 'chat endpoint failed; the built-in assistant answered'),
        );
      })
      .inSingletonScope();
    bind(Chat)
      .toDynamicValue(
        (c) => new Chat(c.get<ConversationRepository>(CONVERSATION_REPOSITORY), c.get<ChatPreferencesRepository>(CHAT_PREFERENCES_REPOSITORY), c.get<ChatAssistant>(CHAT_ASSISTANT), c.get<Clock>(CLOCK), c.get<RateLimiter>(RATE_LIMITER)),
      )
      .inSingletonScope();
  });

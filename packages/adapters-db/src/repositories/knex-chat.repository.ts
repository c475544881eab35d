import type { Knex } from 'knex';
import type { ChatPreferences } from '@larder/domain/assistant/chat-preferences';
import {
  type ChatMessage,
  type ChatPreferencesRepository,
  type Conversation,
  type ConversationRepository,
  type ConversationState,
  EMPTY_STATE,
  type MessageRole,
} from '@larder/domain/assistant/ports';

interface ConversationRow {
  id: number;
  user_id: string;
  title: string;
  meal_plan_generated: boolean;
  state: ConversationState | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}
interface MessageRow {
  id: number;
  conversation_id: number;
  role: MessageRole;
  content: string;
  meal_plan_id: string | null;
  created_at: Date | string;
}

const json = <T>(value: T | string | null, fallback: T): T => (value === null ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : value);
const toConversation = (r: ConversationRow): Conversation => ({
  id: Number(r.id),
  userId: r.user_id,
  title: r.title,
  mealPlanGenerated: r.meal_plan_generated,
  state: json(r.state, EMPTY_STATE),
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});
const toMessage = (r: MessageRow): ChatMessage => ({
  id: Number(r.id),
  conversationId: Number(r.conversation_id),
  role: r.role,
  content: r.content,
  mealPlanId: r.meal_plan_id,
  createdAt: new Date(r.created_at),
});
/** Ids are Postgres integers; a larger number cannot name a row. */
const INT_MAX = 2147483647;

export class KnexConversationRepository implements ConversationRepository {
  constructor(private readonly knex: Knex) {}

  async create(userId: string, title: string, at: Date): Promise<Conversation> {
    const [row] = await this.knex('chat_conversations')
      .insert({ user_id: userId, title, meal_plan_generated: false, state: JSON.stringify(EMPTY_STATE), created_at: at, updated_at: at })
      .returning('*');
    return toConversation(row as ConversationRow);
  }

  async listForUser(userId: string): Promise<Conversation[]> {
    const rows = await this.knex('chat_conversations').where({ user_id: userId }).orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    return (rows as ConversationRow[]).map(toConversation);
  }

  async findForUser(userId: string, id: number): Promise<Conversation | null> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > INT_MAX) return null;
    const row = await this.knex('chat_conversations').where({ id, user_id: userId }).first();
    return row ? toConversation(row as ConversationRow) : null;
  }

  async addMessage(conversationId: number, message: { role: MessageRole; content: string; mealPlanId: string | null; at: Date }): Promise<ChatMessage> {
    return this.knex.transaction(async (trx) => {
      const [row] = await trx('chat_messages')
        .insert({ conversation_id: conversationId, role: message.role, content: message.content, meal_plan_id: message.mealPlanId, created_at: message.at })
        .returning('*');
      await trx('chat_conversations').where({ id: conversationId }).update({ updated_at: message.at });
      return toMessage(row as MessageRow);
    });
  }

  async messages(conversationId: number): Promise<ChatMessage[]> {
    const rows = await this.knex('chat_messages').where({ conversation_id: conversationId }).orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }]);
    return (rows as MessageRow[]).map(toMessage);
  }

  async saveState(conversationId: number, state: ConversationState, mealPlanGenerated: boolean, at: Date): Promise<void> {
    await this.knex('chat_conversations')
      .where({ id: conversationId })
      .update({ state: JSON.stringify(state), meal_plan_generated: this.knex.raw('meal_plan_generated or ?', [mealPlanGenerated]), updated_at: at });
  }
}

export class KnexChatPreferencesRepository implements ChatPreferencesRepository {
  constructor(private readonly knex: Knex) {}

  async get(userId: string): Promise<ChatPreferences | null> {
    const row = await this.knex('chat_preferences').where({ user_id: userId }).first('preferences');
    return row ? json<ChatPreferences>(row.preferences, null as never) : null;
  }

  async save(userId: string, preferences: ChatPreferences, at: Date): Promise<ChatPreferences> {
    await this.knex('chat_preferences')
      .insert({ user_id: userId, preferences: JSON.stringify(preferences), updated_at: at })
      .onConflict('user_id')
      .merge({ preferences: JSON.stringify(preferences), updated_at: at });
    return (await this.get(userId))!;
  }
}

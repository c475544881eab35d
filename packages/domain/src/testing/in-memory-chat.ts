import type { ChatPreferences } from '../assistant/chat-preferences';
import type { ChatMessage, ChatPreferencesRepository, Conversation, ConversationRepository, ConversationState, MessageRole } from '../assistant/ports';
import { EMPTY_STATE } from '../assistant/ports';

/** Conversations and messages in memory, with the semantics of the Knex repository (numeric ids, household-private). */
export class InMemoryConversationRepository implements ConversationRepository {
  private conversations: Conversation[] = [];
  private rows: ChatMessage[] = [];
  private nextId = 1;
  private nextMessageId = 1;

  async create(userId: string, title: string, at: Date): Promise<Conversation> {
    const conversation: Conversation = { id: this.nextId++, userId, title, createdAt: at, updatedAt: at, mealPlanGenerated: false, state: EMPTY_STATE };
    this.conversations.push(conversation);
    return structuredClone(conversation);
  }
  async listForUser(userId: string) {
    return this.conversations
      .filter((c) => c.userId === userId)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id)
      .map((c) => structuredClone(c));
  }
  async findForUser(userId: string, id: number) {
    const found = this.conversations.find((c) => c.id === id && c.userId === userId);
    return found ? structuredClone(found) : null;
  }
  async addMessage(conversationId: number, message: { role: MessageRole; content: string; mealPlanId: string | null; at: Date }): Promise<ChatMessage> {
    if (!this.conversations.some((c) => c.id === conversationId)) throw new Error(`no conversation ${conversationId}`);
    const row: ChatMessage = { id: this.nextMessageId++, conversationId, role: message.role, content: message.content, createdAt: message.at, mealPlanId: message.mealPlanId };
    this.rows.push(row);
    this.touch(conversationId, (c) => ({ ...c, updatedAt: message.at }));
    return structuredClone(row);
  }
  async messages(conversationId: number) {
    return this.rows.filter((m) => m.conversationId === conversationId).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id).map((m) => structuredClone(m));
  }
  async saveState(conversationId: number, state: ConversationState, mealPlanGenerated: boolean, at: Date) {
    this.touch(conversationId, (c) => ({ ...c, state: structuredClone(state), mealPlanGenerated: c.mealPlanGenerated || mealPlanGenerated, updatedAt: at }));
  }
  private touch(id: number, change: (c: Conversation) => Conversation) {
    this.conversations = this.conversations.map((c) => (c.id === id ? change(c) : c));
  }
}

export class InMemoryChatPreferencesRepository implements ChatPreferencesRepository {
  private readonly rows = new Map<string, ChatPreferences>();
  async get(userId: string) {
    const found = this.rows.get(userId);
    return found ? structuredClone(found) : null;
  }
  async save(userId: string, preferences: ChatPreferences) {
    this.rows.set(userId, structuredClone(preferences));
    return structuredClone(preferences);
  }
}

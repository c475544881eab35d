import type { PlanningConstraints } from './constraints';
import type { ChatPreferences } from './chat-preferences';

export type MessageRole = 'user' | 'assistant';

/** What the assistant remembers between messages of one conversation. */
export interface ConversationState {
  /** Everything the household has asked for so far, merged message by message. */
  readonly constraints: PlanningConstraints;
  /** The plan this conversation made (and changes). */
  readonly planId: string | null;
  /** What the assistant asked for and is waiting to hear. */
  readonly awaiting: ReadonlyArray<'people' | 'budget'>;
}
export const EMPTY_STATE: ConversationState = { constraints: {}, planId: null, awaiting: [] };

/** Document 001 section 3: id, title, createdAt, mealPlanGenerated. */
export interface Conversation {
  readonly id: number;
  readonly userId: string;
  readonly title: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly mealPlanGenerated: boolean;
  readonly state: ConversationState;
}

/** Document 001 section 3: id, role, content, createdAt; with the plan an answer made or changed. */
export interface ChatMessage {
  readonly id: number;
  readonly conversationId: number;
  readonly role: MessageRole;
  readonly content: string;
  readonly createdAt: Date;
  readonly mealPlanId: string | null;
}

export interface ConversationRepository {
  create(userId: string, title: string, at: Date): Promise<Conversation>;
  /** Most recently active first. */
  listForUser(userId: string): Promise<Conversation[]>;
  /** Only the household's own conversation: another's id is not found. */
  findForUser(userId: string, id: number): Promise<Conversation | null>;
  addMessage(conversationId: number, message: { role: MessageRole; content: string; mealPlanId: string | null; at: Date }): Promise<ChatMessage>;
  /** Oldest first. */
  messages(conversationId: number): Promise<ChatMessage[]>;
  /** Saves what the assistant remembers; mealPlanGenerated only ever turns on. */
  saveState(conversationId: number, state: ConversationState, mealPlanGenerated: boolean, at: Date): Promise<void>;
}
export const CONVERSATION_REPOSITORY = Symbol('ConversationRepository');

export interface ChatPreferencesRepository {
  get(userId: string): Promise<ChatPreferences | null>;
  save(userId: string, preferences: ChatPreferences, at: Date): Promise<ChatPreferences>;
}
export const CHAT_PREFERENCES_REPOSITORY = Symbol('ChatPreferencesRepository');

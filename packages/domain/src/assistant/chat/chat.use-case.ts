import type { Clock } from '../../shared/clock';
import type { RateLimit, RateLimiter } from '../../shared/rate-limiter';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import type { ChatAssistant } from '../chat-assistant';
import { type ChatPreferences, parseChatPreferences } from '../chat-preferences';
import { type ChatMessage, type ChatPreferencesRepository, type Conversation, type ConversationRepository, EMPTY_STATE } from '../ports';

export const NEW_CONVERSATION_TITLE = 'New Conversation';
export const MESSAGE_MAX_LENGTH = 2000;
const TITLE_MAX_LENGTH = 60;
/** Each message can run the planner; a household may send 60 in 10 minutes (a person typing never gets near). */
export const CHAT_MESSAGE_LIMIT: RateLimit = { name: 'chat-message', points: 60, durationSeconds: 600 };

const notFound = () => fail('CHAT.NOT_FOUND', 'Conversation not found');

/** A conversation's title: its first message, shortened at a word; "New Conversation" when there is nothing to use. */
export function titleFrom(message: string): string {
  const text = message.replace(/\s+/g, ' ').trim();
  if (!text) return NEW_CONVERSATION_TITLE;
  if (text.length <= TITLE_MAX_LENGTH) return text;
  const cut = text.slice(0, TITLE_MAX_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/[,;:.\s]+$/, '')}...`;
}

function checkMessage(message: unknown): Result<string, DomainError> {
  if (typeof message !== 'string' || !message.trim()) return invalid('message', 'Please type a message');
  if (message.length > MESSAGE_MAX_LENGTH) return invalid('message', `Keep messages under ${MESSAGE_MAX_LENGTH} characters`);
  return ok(message.trim());
}

export interface ChatTurn {
  readonly conversation: Conversation;
  readonly userMessage: ChatMessage;
  readonly reply: ChatMessage;
}

/** The AI chat planner's conversations (document 001 sections 2 to 7). */
export class Chat {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly preferences: ChatPreferencesRepository,
    private readonly assistant: ChatAssistant,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter | null = null,
  ) {}

  list(userId: string): Promise<Conversation[]> {
    return this.conversations.listForUser(userId);
  }

  async messages(userId: string, conversationId: unknown): Promise<Result<ChatMessage[], DomainError>> {
    const conversation = await this.find(userId, conversationId);
    if (!conversation) return notFound();
    return ok(await this.conversations.messages(conversation.id));
  }

  /**
   * POST /api/chat/start: a conversation titled from the message, then the assistant's answer.
   * `opened` is called as soon as the conversation exists, before the answer, so a stream can name it first.
   */
  async start(userId: string, message: unknown, emit: (text: string) => void, opened: (conversation: Conversation) => void = () => undefined): Promise<Result<ChatTurn, DomainError>> {
    const text = checkMessage(message);
    if (!text.ok) return text;
    const limited = await this.limit(userId);
    if (limited) return limited;
    const conversation = await this.conversations.create(userId, titleFrom(text.value), this.clock.now());
    opened(conversation);
    return ok(await this.turn(userId, conversation, text.value, emit));
  }

  /** POST /api/chat/conversations/{id}/continue. */
  async continue(userId: string, conversationId: unknown, message: unknown, emit: (text: string) => void): Promise<Result<ChatTurn, DomainError>> {
    const conversation = await this.find(userId, conversationId);
    if (!conversation) return notFound();
    const text = checkMessage(message);
    if (!text.ok) return text;
    const limited = await this.limit(userId);
    if (limited) return limited;
    return ok(await this.turn(userId, conversation, text.value, emit));
  }

  /** Whether the household may send a message now (without counting one): a stream checks before it starts. */
  async mayPost(userId: string): Promise<Result<void, DomainError>> {
    if (!this.limiter) return ok(undefined);
    const decision = await this.limiter.check(CHAT_MESSAGE_LIMIT, userId);
    return decision.allowed ? ok(undefined) : this.refusal(decision.retryAfterSeconds);
  }

  private refusal(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return fail('RATE_LIMITED', `You have sent a lot of messages. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, { retryAfterSeconds });
  }

  /** Too many messages in the window: a 429 with the seconds to wait. */
  private async limit(userId: string) {
    if (!this.limiter) return null;
    const decision = await this.limiter.consume(CHAT_MESSAGE_LIMIT, userId);
    return decision.allowed ? null : this.refusal(decision.retryAfterSeconds);
  }

  async getPreferences(userId: string): Promise<ChatPreferences | null> {
    return this.preferences.get(userId);
  }

  /** POST /api/chat/preferences: the wizard's answers, kept with the household for the chat. */
  async savePreferences(userId: string, input: unknown): Promise<Result<ChatPreferences, DomainError>> {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return invalid('body', 'Send the chat preferences as a JSON object');
    const parsed = parseChatPreferences(input as Record<string, unknown>);
    if (!parsed.ok) return parsed;
    return ok(await this.preferences.save(userId, parsed.value, this.clock.now()));
  }

  private async find(userId: string, conversationId: unknown): Promise<Conversation | null> {
    const id = typeof conversationId === 'number' ? conversationId : typeof conversationId === 'string' && /^\d{1,12}$/.test(conversationId) ? Number(conversationId) : NaN;
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    return this.conversations.findForUser(userId, id);
  }

  private async turn(userId: string, conversation: Conversation, message: string, emit: (text: string) => void): Promise<ChatTurn> {
    const history = await this.conversations.messages(conversation.id);
    const userMessage = await this.conversations.addMessage(conversation.id, { role: 'user', content: message, mealPlanId: null, at: this.clock.now() });
    const now = this.clock.now();
    const today = (now.getUTCDay() + 6) % 7;
    const answer = await this.assistant.reply({ userId, message, state: conversation.state ?? EMPTY_STATE, history, today }, emit);
    const at = this.clock.now();
    const reply = await this.conversations.addMessage(conversation.id, { role: 'assistant', content: answer.content, mealPlanId: answer.mealPlanId, at });
    const generated = conversation.mealPlanGenerated || answer.planGenerated;
    await this.conversations.saveState(conversation.id, answer.state, generated, at);
    return { conversation: { ...conversation, state: answer.state, mealPlanGenerated: generated, updatedAt: at }, userMessage, reply };
  }
}

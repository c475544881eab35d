import type { ChatMessage, ConversationState } from './ports';

/** One turn of a conversation, as an assistant sees it. */
export interface AssistantTurn {
  readonly userId: string;
  readonly message: string;
  readonly state: ConversationState;
  /** Earlier messages, oldest first (the new message is not among them). */
  readonly history: readonly ChatMessage[];
  /** Today as a plan day: 0 Monday to 6 Sunday. */
  readonly today: number;
}

export interface AssistantReply {
  readonly content: string;
  readonly state: ConversationState;
  /** The plan this answer made or changed, if any. */
  readonly mealPlanId: string | null;
  readonly planGenerated: boolean;
}

/**
 * The chat assistant port. `emit` receives the answer's text as it is produced (the HTTP edge streams it);
 * the text of all emits together equals `content`.
 */
export interface ChatAssistant {
  reply(turn: AssistantTurn, emit: (text: string) => void): Promise<AssistantReply>;
}
export const CHAT_ASSISTANT = Symbol('ChatAssistant');

/**
 * An assistant that answers with `fallback` when `primary` fails, and says so in the answer.
 * Text the primary already streamed stays; the fallback's answer follows it.
 */
export class FallbackAssistant implements ChatAssistant {
  constructor(
    private readonly primary: ChatAssistant,
    private readonly fallback: ChatAssistant,
    private readonly onFailure: (error: unknown) => void = () => undefined,
  ) {}

  async reply(turn: AssistantTurn, emit: (text: string) => void): Promise<AssistantReply> {
    let streamed = '';
    try {
      return await this.primary.reply(turn, (text) => {
        streamed += text;
        emit(text);
      });
    } catch (error) {
      this.onFailure(error);
      const notice = `${streamed ? '\n\n' : ''}(The AI service did not answer, so Larder's built-in planner answered instead.)\n\n`;
      emit(notice);
      const answer = await this.fallback.reply(turn, emit);
      return { ...answer, content: `${streamed}${notice}${answer.content}` };
    }
  }
}

import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryChatPreferencesRepository, InMemoryConversationRepository } from '../../testing/in-memory-chat';
import { InMemoryRateLimiter } from '../../testing/in-memory-support';
import { type AssistantReply, type AssistantTurn, type ChatAssistant, FallbackAssistant } from '../chat-assistant';
import { CHAT_MESSAGE_LIMIT, Chat, NEW_CONVERSATION_TITLE, titleFrom } from './chat.use-case';
import { parseChatPreferences } from '../chat-preferences';

/** An assistant that answers from a script, streaming the answer in two pieces, and records what it saw. */
class ScriptedAssistant implements ChatAssistant {
  readonly turns: AssistantTurn[] = [];
  constructor(private readonly answer: (turn: AssistantTurn) => Omit<AssistantReply, 'content'> & { content: string }) {}
  async reply(turn: AssistantTurn, emit: (text: string) => void): Promise<AssistantReply> {
    this.turns.push(turn);
    const reply = this.answer(turn);
    const half = Math.floor(reply.content.length / 2);
    emit(reply.content.slice(0, half));
    emit(reply.content.slice(half));
    return reply;
  }
}
class FailingAssistant implements ChatAssistant {
  async reply(_turn: AssistantTurn, emit: (text: string) => void): Promise<AssistantReply> {
    emit('Thinking about ');
    throw new Error('endpoint down');
  }
}

const setup = (assistant: ChatAssistant) => {
  const clock = new FixedClock(new Date('2026-03-02T09:00:00Z')); // a Monday
  const conversations = new InMemoryConversationRepository();
  return { chat: new Chat(conversations, new InMemoryChatPreferencesRepository(), assistant, clock), conversations, clock };
};

describe('Chat', () => {
  it('starts a conversation titled from the first message, streams the answer and saves both messages', async () => {
    const assistant = new ScriptedAssistant((turn) => ({ content: 'Here is your plan.', state: { ...turn.state, planId: 'plan-1' }, mealPlanId: 'plan-1', planGenerated: true }));
    const { chat } = setup(assistant);
    const streamed: string[] = [];
    const opened: number[] = [];
    const turn = await chat.start('u1', '  Dinners for four under £50  ', (t) => streamed.push(t), (c) => opened.push(c.id));
    if (!turn.ok) throw new Error(turn.error.message);
    expect(opened).toEqual([turn.value.conversation.id]);
    expect(streamed.join('')).toBe('Here is your plan.');
    expect(turn.value.conversation).toMatchObject({ title: 'Dinners for four under £50', mealPlanGenerated: true, state: { planId: 'plan-1' } });
    expect(turn.value.userMessage).toMatchObject({ role: 'user', content: 'Dinners for four under £50' });
    expect(turn.value.reply).toMatchObject({ role: 'assistant', content: 'Here is your plan.', mealPlanId: 'plan-1' });
    expect(assistant.turns[0]).toMatchObject({ userId: 'u1', today: 0, history: [] });
    const messages = await chat.messages('u1', String(turn.value.conversation.id));
    expect(messages.ok && messages.value.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('refuses a blank or over-long message before storing anything', async () => {
    const { chat } = setup(new ScriptedAssistant((t) => ({ content: 'x', state: t.state, mealPlanId: null, planGenerated: false })));
    for (const message of ['', '   ', '\n\t', undefined, 42, 'x'.repeat(2001)]) {
      const result = await chat.start('u1', message, () => undefined);
      expect(result.ok ? null : result.error).toMatchObject({ code: 'VALIDATION', field: 'message' });
    }
    expect(await chat.list('u1')).toEqual([]);
  });

  it("keeps conversations private and remembers the assistant's state; mealPlanGenerated stays on", async () => {
    let n = 0;
    const assistant = new ScriptedAssistant((turn) => {
      n += 1;
      return n === 1
        ? { content: 'Planned.', state: { constraints: { people: 4 }, planId: 'p', awaiting: [] }, mealPlanId: 'p', planGenerated: true }
        : { content: 'Sure.', state: turn.state, mealPlanId: null, planGenerated: false };
    });
    const { chat } = setup(assistant);
    const first = await chat.start('u1', 'plan for 4', () => undefined);
    const id = first.ok ? first.value.conversation.id : -1;
    expect((await chat.continue('u2', id, 'hi', () => undefined)).ok).toBe(false);
    expect(await chat.messages('u2', id)).toMatchObject({ ok: false, error: { code: 'CHAT.NOT_FOUND' } });
    for (const bad of ['x', '-1', '0', '1.5', null, 9_999_999_999_999]) expect((await chat.messages('u1', bad)).ok).toBe(false);
    const second = await chat.continue('u1', String(id), 'thanks', () => undefined);
    expect(second.ok && second.value.conversation).toMatchObject({ mealPlanGenerated: true, state: { constraints: { people: 4 }, planId: 'p' } });
    expect(assistant.turns[1]!.state).toEqual({ constraints: { people: 4 }, planId: 'p', awaiting: [] });
    expect(assistant.turns[1]!.history.map((m) => m.content)).toEqual(['plan for 4', 'Planned.']);
  });

  it('validates the chat preferences payload and keeps the documented defaults', async () => {
    const { chat } = setup(new ScriptedAssistant((t) => ({ content: 'x', state: t.state, mealPlanId: null, planGenerated: false })));
    const saved = await chat.savePreferences('u1', {});
    expect(saved.ok && saved.value).toEqual({
      cookingAbility: 'beginner', mealComplexity: 'moderate', servingSize: 2, mealTypes: ['breakfast', 'lunch', 'dinner'], planDuration: 7, totalBudget: '50.00',
      postcode: '', dietaryRestrictions: [], cuisinePreferences: [], allergies: [],
    });
    expect(parseChatPreferences({ postcode: 'sw1a1aa', allergies: ' peanuts , kiwi,, peanuts ' })).toMatchObject({ ok: true, value: { postcode: 'SW1A 1AA', allergies: ['peanuts', 'kiwi'] } });
    expect(parseChatPreferences({ servingSize: 11 })).toMatchObject({ ok: false, error: { field: 'servingSize' } });
    expect(parseChatPreferences({ totalBudget: '5' })).toMatchObject({ ok: false, error: { field: 'totalBudget' } });
    expect((await chat.savePreferences('u1', [])).ok).toBe(false);
  });
});

describe('Chat rate limit', () => {
  it('refuses the 61st message in ten minutes with RATE_LIMITED and the wait, then lets the household go on', async () => {
    const clock = new FixedClock(new Date('2026-03-02T09:00:00Z'));
    const conversations = new InMemoryConversationRepository();
    const assistant = new ScriptedAssistant((t) => ({ content: 'ok', state: t.state, mealPlanId: null, planGenerated: false }));
    const chat = new Chat(conversations, new InMemoryChatPreferencesRepository(), assistant, clock, new InMemoryRateLimiter(clock));
    const first = await chat.start('u1', 'hello', () => undefined);
    const id = first.ok ? first.value.conversation.id : -1;
    for (let i = 1; i < CHAT_MESSAGE_LIMIT.points; i += 1) expect((await chat.continue('u1', id, `message ${i}`, () => undefined)).ok).toBe(true);
    const refused = await chat.continue('u1', id, 'one more', () => undefined);
    expect(refused).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED', retryAfterSeconds: 600 } });
    expect(await chat.mayPost('u1')).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect((await chat.mayPost('u2')).ok).toBe(true);
    expect((await chat.start('u2', 'another household is not affected', () => undefined)).ok).toBe(true);
    clock.advanceMinutes(11);
    expect((await chat.continue('u1', id, 'back again', () => undefined)).ok).toBe(true);
  });
});

describe('titleFrom', () => {
  it('uses the first message, shortened at a word, or New Conversation', () => {
    expect(titleFrom('  plan my week  ')).toBe('plan my week');
    expect(titleFrom('   ')).toBe(NEW_CONVERSATION_TITLE);
    const long = titleFrom('cheap veggie dinners for four, nothing over 30 minutes, and use up the spinach please');
    expect(long.length).toBeLessThanOrEqual(63);
    expect(long.endsWith('...')).toBe(true);
  });
});

describe('FallbackAssistant', () => {
  it('answers with the fallback after the primary fails, keeping what was streamed and saying so', async () => {
    const fallback = new ScriptedAssistant((t) => ({ content: 'Built-in answer.', state: t.state, mealPlanId: null, planGenerated: false }));
    const failures: unknown[] = [];
    const assistant = new FallbackAssistant(new FailingAssistant(), fallback, (e) => failures.push(e));
    const streamed: string[] = [];
    const reply = await assistant.reply({ userId: 'u', message: 'hi', state: { constraints: {}, planId: null, awaiting: [] }, history: [], today: 0 }, (t) => streamed.push(t));
    expect(reply.content).toBe("Thinking about \n\n(The AI service did not answer, so Larder's built-in planner answered instead.)\n\nBuilt-in answer.");
    expect(streamed.join('')).toBe(reply.content);
    expect(failures).toHaveLength(1);
  });
});

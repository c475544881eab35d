import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatPreferences } from '@larder/domain/assistant/chat-preferences';
import { type ChatPreferencesRepository, type ConversationRepository, EMPTY_STATE } from '@larder/domain/assistant/ports';

export interface ChatPorts {
  conversations: ConversationRepository;
  preferences: ChatPreferencesRepository;
  /** Two households' ids (real users where storage needs them). */
  users: [string, string];
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 12, minute));
const prefs: ChatPreferences = {
  cookingAbility: 'intermediate', mealComplexity: 'quick_easy', servingSize: 3, mealTypes: ['breakfast', 'dinner'], planDuration: 7, totalBudget: '45.50',
  postcode: 'SW1A 1AA', dietaryRestrictions: ['vegetarian'], cuisinePreferences: ['italian', 'thai'], allergies: ['Nuts', 'kiwi'],
};

/** What every implementation of the chat storage ports must do; run on the fakes, PGlite and PostgreSQL. */
export function chatContract(make: () => Promise<ChatPorts>) {
  let ports: ChatPorts;
  beforeEach(async () => {
    ports = await make();
  });

  describe('ConversationRepository', () => {
    it('creates a conversation with a numeric id, an empty state and no plan', async () => {
      const c = await ports.conversations.create(ports.users[0], 'Dinners for four', at(0));
      expect(Number.isInteger(c.id) && c.id > 0).toBe(true);
      expect(c).toMatchObject({ userId: ports.users[0], title: 'Dinners for four', mealPlanGenerated: false, state: EMPTY_STATE });
      expect(await ports.conversations.findForUser(ports.users[0], c.id)).toEqual(c);
    });

    it("keeps each household's conversations private", async () => {
      const mine = await ports.conversations.create(ports.users[0], 'Mine', at(0));
      await ports.conversations.create(ports.users[1], 'Theirs', at(1));
      expect(await ports.conversations.findForUser(ports.users[1], mine.id)).toBeNull();
      expect((await ports.conversations.listForUser(ports.users[1])).map((c) => c.title)).toEqual(['Theirs']);
      expect(await ports.conversations.findForUser(ports.users[0], 99999999999)).toBeNull();
    });

    it('keeps messages in order and lists the most recently active conversation first', async () => {
      const first = await ports.conversations.create(ports.users[0], 'First', at(0));
      const second = await ports.conversations.create(ports.users[0], 'Second', at(1));
      await ports.conversations.addMessage(first.id, { role: 'user', content: 'plan my week', mealPlanId: null, at: at(2) });
      const reply = await ports.conversations.addMessage(first.id, { role: 'assistant', content: 'Here it is', mealPlanId: '00000000-0000-4000-8000-000000000001', at: at(2) });
      expect(reply).toMatchObject({ role: 'assistant', content: 'Here it is', mealPlanId: '00000000-0000-4000-8000-000000000001', conversationId: first.id });
      expect((await ports.conversations.messages(first.id)).map((m) => [m.role, m.content])).toEqual([['user', 'plan my week'], ['assistant', 'Here it is']]);
      expect(await ports.conversations.messages(second.id)).toEqual([]);
      expect((await ports.conversations.listForUser(ports.users[0])).map((c) => c.title)).toEqual(['First', 'Second']);
    });

    it('saves the state, and mealPlanGenerated never turns off again', async () => {
      const c = await ports.conversations.create(ports.users[0], 'Plan', at(0));
      const state = { constraints: { people: 4, exclude: ['mushroom'], budget: { pence: 5000, per: 'week' as const } }, planId: '00000000-0000-4000-8000-000000000002', awaiting: [] };
      await ports.conversations.saveState(c.id, state, true, at(3));
      await ports.conversations.saveState(c.id, { ...state, awaiting: ['budget'] }, false, at(4));
      const found = await ports.conversations.findForUser(ports.users[0], c.id);
      expect(found).toMatchObject({ mealPlanGenerated: true, state: { ...state, awaiting: ['budget'] } });
      expect(found!.updatedAt.getTime()).toBe(at(4).getTime());
    });
  });

  describe('ChatPreferencesRepository', () => {
    it('saves, reads back and replaces a household’s preferences', async () => {
      expect(await ports.preferences.get(ports.users[0])).toBeNull();
      expect(await ports.preferences.save(ports.users[0], prefs, at(0))).toEqual(prefs);
      await ports.preferences.save(ports.users[0], { ...prefs, servingSize: 5 }, at(1));
      expect(await ports.preferences.get(ports.users[0])).toEqual({ ...prefs, servingSize: 5 });
      expect(await ports.preferences.get(ports.users[1])).toBeNull();
    });
  });
}

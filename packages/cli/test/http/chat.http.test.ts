import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZChatMessage, ZChatTurn, ZConversation } from '@larder/contract/chat';
import { titleFrom } from '@larder/domain/assistant/chat/chat.use-case';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';
import { streamPost } from '../support/chat-stream';

const pounds = (text: string) => Math.round(Number(text) * 100);

for (const target of oneDatabaseTarget()) {
  describe(`chat planner calls (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex); // the real catalogue
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      household = await signUp(server);
    });

    it('signed out, every chat call is 401', async () => {
      const anon = server.client();
      expect((await anon.get('/api/chat/conversations')).status).toBe(401);
      expect((await anon.get('/api/chat/conversations/1/messages')).status).toBe(401);
      expect((await anon.post('/api/chat/start', { message: 'hello' })).status).toBe(401);
      expect((await anon.post('/api/chat/conversations/1/continue', { message: 'hello' })).status).toBe(401);
      expect((await anon.post('/api/chat/preferences', {})).status).toBe(401);
    });

    it('refuses a blank, missing or over-long message with a 400 and stores nothing', async () => {
      for (const body of [{ message: '' }, { message: '   \n ' }, {}, { message: 42 }, { message: 'x'.repeat(2001) }]) {
        const reply = await household.post('/api/chat/start', body);
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({ field: 'message' });
        expect(typeof reply.body.message).toBe('string');
      }
      expect((await household.get('/api/chat/conversations')).body).toEqual([]);
      const started = await household.post('/api/chat/start', { message: 'hello' });
      const blank = await household.post(`/api/chat/conversations/${started.body.conversationId}/continue`, { message: '  ' });
      expect(blank).toMatchObject({ status: 400, body: { field: 'message' } });
      expect((await household.get(`/api/chat/conversations/${started.body.conversationId}/messages`)).body).toHaveLength(2);
    });

    it('plans from plain English: the plan obeys the words, is stored, and every figure stated is the planner’s', async () => {
      const message = 'cheap veggie dinners for four, nothing over 30 minutes, no mushrooms, and use up the spinach';
      const reply = await household.post('/api/chat/start', { message });
      expect(reply.status).toBe(201);
      expect(ZChatTurn.strict().safeParse(reply.body).error).toBeUndefined();
      const { conversationId, conversation, userMessage, message: answer } = reply.body;
      expect(conversation).toMatchObject({ id: conversationId, title: titleFrom(message), mealPlanGenerated: true });
      expect(conversation.title).toBe('cheap veggie dinners for four, nothing over 30 minutes, no...');
      expect(userMessage).toMatchObject({ role: 'user', content: message });
      expect(answer.role).toBe('assistant');
      expect(answer.mealPlanId).toBe(conversation.mealPlanId);

      const plans = (await household.get('/api/simple-meal-plans-with-items')).body;
      expect(plans).toHaveLength(1);
      const plan = plans[0];
      expect(plan.id).toBe(answer.mealPlanId);
      expect(plan.serves).toBe(4);
      expect(plan.items.every((i: { mealType: string }) => i.mealType === 'dinner')).toBe(true);
      expect(answer.content).toContain(`£${plan.totalCost} at ${plan.chain}`);
      for (const item of plan.items) expect(answer.content).toContain(`${item.recipeName} (£${item.cost})`);
      const recipes = await Promise.all(plan.items.map(async (i: { recipeId: string }) => (await server.client().get(`/api/recipes/${i.recipeId}`)).body));
      for (const recipe of recipes) {
        expect(recipe.dietaryTags).toContain('Vegetarian');
        expect(recipe.totalTime).toBeLessThanOrEqual(30);
        const ingredients = (await server.client().get(`/api/recipes/${recipe.id}/ingredients`)).body as Array<{ name: string }>;
        expect(ingredients.some((i) => /mushroom/i.test(i.name))).toBe(false);
      }
      const spinach: Array<Array<{ name: string }>> = await Promise.all(plan.items.map(async (i: { recipeId: string }) => (await server.client().get(`/api/recipes/${i.recipeId}/ingredients`)).body));
      expect(spinach.some((lines) => lines.some((l) => /spinach/i.test(l.name)))).toBe(true);
      // A new plan makes its shopping list.
      const lists = (await household.get('/api/simple-shopping-lists')).body;
      expect(lists.some((l: { mealPlanId: string }) => l.mealPlanId === plan.id)).toBe(true);

      const listed = (await household.get('/api/chat/conversations')).body;
      expect(listed).toHaveLength(1);
      expect(ZConversation.strict().safeParse(listed[0]).error).toBeUndefined();
      expect(listed[0]).toMatchObject({ id: conversationId, mealPlanGenerated: true, mealPlanId: plan.id });
      const messages = (await household.get(`/api/chat/conversations/${conversationId}/messages`)).body;
      expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
      for (const m of messages) expect(ZChatMessage.strict().safeParse(m).error).toBeUndefined();
    });

    it('"make it cheaper" gives a cheaper plan and states the difference in pounds', async () => {
      const start = (await household.post('/api/chat/start', { message: 'dinners for 2 for the week, £60' })).body;
      const before = (await household.get(`/api/simple-meal-plans/${start.message.mealPlanId}`)).body;
      const reply = await household.post(`/api/chat/conversations/${start.conversationId}/continue`, { message: 'make it cheaper' });
      expect(reply.status).toBe(200);
      const after = (await household.get(`/api/simple-meal-plans/${start.message.mealPlanId}`)).body;
      expect(pounds(after.totalCost)).toBeLessThan(pounds(before.totalCost));
      // The household's budget stays what it said; only the cost went down.
      expect(after.budget).toBe('60.00');
      const diff = ((pounds(before.totalCost) - pounds(after.totalCost)) / 100).toFixed(2);
      expect(reply.body.message.content).toContain(`The plan now costs £${after.totalCost} at ${after.chain}: £${diff} less than before (£${before.totalCost})`);
      expect(reply.body.message.content).toMatch(/What changed \(\d+ meals?\)/);
      // What it trades (issue 31): "£4.10 cheaper (£55.90 for the week now), 210 kcal a day less each."
      expect(reply.body.message.content).toContain(`£${diff} cheaper (£${after.totalCost} for the week now), `);
      expect(reply.body.message.content).toMatch(/now\), (the same food energy|[\d,]+ kcal a day (less|more) each)\./);
      // Asked again and again, each answer is a cheaper plan or exactly why there is none (the cheapest week the rules allow).
      for (let i = 0; i < 3; i += 1) {
        const was = (await household.get(`/api/simple-meal-plans/${start.message.mealPlanId}`)).body;
        const again = await household.post(`/api/chat/conversations/${start.conversationId}/continue`, { message: 'make it cheaper' });
        const now = (await household.get(`/api/simple-meal-plans/${start.message.mealPlanId}`)).body;
        if (pounds(now.totalCost) < pounds(was.totalCost)) expect(again.body.message.content).toMatch(/cheaper \(£\d+\.\d\d for the week now\)/);
        else expect(again.body.message.content).toMatch(/already the cheapest plan I can make within your rules/);
      }
      // Still one plan: the conversation's plan was changed, and /meal-planner opens it.
      expect((await household.get('/api/simple-meal-plans-with-items')).body).toHaveLength(1);
    });

    it('a rule that only takes away changes only the meals that break it, and is kept for later changes', async () => {
      const start = (await household.post('/api/chat/start', { message: 'lunches and dinners for 2 for the week, £70' })).body;
      const id = start.conversationId;
      const before = (await household.get(`/api/simple-meal-plans/${start.message.mealPlanId}`)).body;
      const tags = async (recipeId: string) => (await server.client().get(`/api/recipes/${recipeId}`)).body.dietaryTags as string[];
      const breaking = new Set<string>();
      for (const item of before.items) if (!(await tags(item.recipeId)).includes('Vegetarian')) breaking.add(item.id);
      const reply = await household.post(`/api/chat/conversations/${id}/continue`, { message: 'vegetarian please' });
      const after = (await household.get(`/api/simple-meal-plans/${before.id}`)).body;
      for (const item of after.items) {
        expect(await tags(item.recipeId)).toContain('Vegetarian');
        const old = before.items.find((i: { id: string }) => i.id === item.id);
        if (!breaking.has(item.id)) expect(item.recipeId, `${item.day} ${item.mealType} kept`).toBe(old.recipeId);
      }
      if (breaking.size) expect(reply.body.message.content).toMatch(new RegExp(`What changed \\(${breaking.size} meals?\\)`));
      else expect(reply.body.message.content).toContain('Nothing in the plan breaks that rule');
      // Later changes keep the rule.
      await household.post(`/api/chat/conversations/${id}/continue`, { message: 'make it cheaper' });
      const cheaper = (await household.get(`/api/simple-meal-plans/${before.id}`)).body;
      for (const item of cheaper.items) expect(await tags(item.recipeId)).toContain('Vegetarian');
    });

    it('swaps and keeps meals the household names, and answers questions from the catalogue', async () => {
      const start = (await household.post('/api/chat/start', { message: 'plan a week of dinners for 3, £70' })).body;
      const id = start.conversationId;
      const plan = (await household.get(`/api/simple-meal-plans/${start.message.mealPlanId}`)).body;
      const tuesday = plan.items.find((i: { day: number; mealType: string }) => i.day === 1 && i.mealType === 'dinner');
      const swapped = await household.post(`/api/chat/conversations/${id}/continue`, { message: "swap Tuesday's dinner" });
      const after = (await household.get(`/api/simple-meal-plans/${plan.id}`)).body;
      const newTuesday = after.items.find((i: { day: number; mealType: string }) => i.day === 1 && i.mealType === 'dinner');
      expect(newTuesday.recipeId).not.toBe(tuesday.recipeId);
      expect(swapped.body.message.content).toContain(`Tuesday dinner: ${tuesday.recipeName} → ${newTuesday.recipeName}`);

      const monday = after.items.find((i: { day: number; mealType: string }) => i.day === 0 && i.mealType === 'dinner');
      // As a household would type it: no brackets or commas.
      const keep = await household.post(`/api/chat/conversations/${id}/continue`, { message: `keep the ${monday.recipeName.toLowerCase().replace(/[(),]/g, '')}` });
      expect(keep.body.message.content).toContain(`Kept ${monday.recipeName}`);
      const locked = (await household.get(`/api/simple-meal-plans/${plan.id}`)).body.items.find((i: { id: string }) => i.id === monday.id);
      expect(locked.locked).toBe(true);

      const cook = await household.post(`/api/chat/conversations/${id}/continue`, { message: "how do I make Monday's dinner?" });
      const recipe = (await server.client().get(`/api/recipes/${monday.recipeId}`)).body;
      expect(cook.body.message.content).toContain(recipe.name);
      expect(cook.body.message.content).toContain(`1. ${recipe.instructions[0]}`);

      const cost = await household.post(`/api/chat/conversations/${id}/continue`, { message: `what does the ${recipe.name.toLowerCase()} cost at each supermarket?` });
      for (const c of recipe.costs ?? []) expect(cost.body.message.content).toContain(c.chain);
      const unknown = await household.post(`/api/chat/conversations/${id}/continue`, { message: 'how do I cook the unicorn souffle?' });
      expect(unknown.body.message.content).toContain("I couldn't find a recipe called");
      const nonsense = await household.post(`/api/chat/conversations/${id}/continue`, { message: 'what is the weather like tomorrow' });
      expect(nonsense.body.message.content).toContain("I'm not sure what you mean");
    });

    it("keeps conversations private: another household's id is a 404, and so is a malformed one", async () => {
      const start = (await household.post('/api/chat/start', { message: 'hello' })).body;
      const other = await signUp(server, { email: 'other@example.com' });
      expect(await other.get(`/api/chat/conversations/${start.conversationId}/messages`)).toMatchObject({ status: 404, body: { message: 'Conversation not found' } });
      expect((await other.post(`/api/chat/conversations/${start.conversationId}/continue`, { message: 'make it cheaper' })).status).toBe(404);
      expect((await other.get('/api/chat/conversations')).body).toEqual([]);
      for (const id of ['abc', '0', '-1', '99999999999999', '1.5']) expect((await household.get(`/api/chat/conversations/${id}/messages`)).status).toBe(404);
      expect((await household.get(`/api/chat/conversations/${start.conversationId}/messages`)).body).toHaveLength(2);
    });

    it('limits a household to 60 messages in 10 minutes: then a 429 with Retry-After, streamed or not', async () => {
      const start = (await household.post('/api/chat/start', { message: 'hello' })).body;
      for (let i = 1; i < 60; i += 1) expect((await household.post(`/api/chat/conversations/${start.conversationId}/continue`, { message: 'thanks' })).status).toBe(200);
      const refused = await household.post(`/api/chat/conversations/${start.conversationId}/continue`, { message: 'thanks' });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/Please wait \d+ minutes? and try again/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await streamPost(household, '/api/chat/start', { message: 'hello' })).status).toBe(429);
      expect((await household.get(`/api/chat/conversations/${start.conversationId}/messages`)).body).toHaveLength(120);
      server.clock.advanceMinutes(11);
      expect((await household.post(`/api/chat/conversations/${start.conversationId}/continue`, { message: 'thanks' })).status).toBe(200);
    });

    it('asks for what it cannot infer, then plans from the answer', async () => {
      await server.db.knex('users').update({ household_size: null, weekly_budget_pence: null });
      const start = (await household.post('/api/chat/start', { message: 'plan my dinners' })).body;
      expect(start.message.content).toContain('How many people am I planning for, and what is your weekly food budget?');
      expect(start.conversation.mealPlanGenerated).toBe(false);
      const reply = await household.post(`/api/chat/conversations/${start.conversationId}/continue`, { message: '4 people, £60 a week' });
      expect(reply.body.conversation.mealPlanGenerated).toBe(true);
      const plan = (await household.get(`/api/simple-meal-plans/${reply.body.message.mealPlanId}`)).body;
      expect(plan).toMatchObject({ serves: 4, budget: '60.00' });
      // Whether the plan feeds everyone is said, from the plan's own figures: met, or what falls short and its price.
      if (plan.meetsTargets) expect(reply.body.message.content).toContain("It meets everyone's daily needs");
      else {
        expect(reply.body.message.content).toContain(`It falls short of what everyone needs: ${plan.shortfalls.join('; ')}.`);
        if (plan.costToMeetTargets) expect(reply.body.message.content).toContain(`Feeding everyone fully would cost £${plan.costToMeetTargets}`);
      }
    });

    it('streams the answer as server-sent events, ending with the saved turn', async () => {
      const started = await streamPost(household, '/api/chat/start', { message: 'dinners for 2 under £40' });
      expect(started.status).toBe(200);
      expect(started.contentType).toContain('text/event-stream');
      const names = started.events.map((e) => e.event);
      expect(names[0]).toBe('conversation');
      expect(names.at(-1)).toBe('done');
      expect(names.filter((n) => n === 'delta').length).toBeGreaterThanOrEqual(2);
      const done = started.events.at(-1)!.data;
      expect(ZChatTurn.strict().safeParse(done).error).toBeUndefined();
      expect(started.events[0]!.data.conversationId).toBe(done.conversationId);
      expect(started.events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe(done.message.content);

      const continued = await streamPost(household, `/api/chat/conversations/${done.conversationId}/continue`, { message: 'more protein please' });
      expect(continued.events.at(-1)!.event).toBe('done');
      expect(continued.events.at(-1)!.data.message.content).toMatch(/Per person per day: .*; [\d.]+ g → [\d.]+ g protein/);
      // Bad input is refused before any stream starts, as JSON.
      const blank = await streamPost(household, '/api/chat/start', { message: ' ' });
      expect(blank.status).toBe(400);
      const missing = await streamPost(household, '/api/chat/conversations/999999/continue', { message: 'hi' });
      expect(missing.status).toBe(404);
    });

    it('saves the chat preferences payload on the household and plans from it', async () => {
      const payload = {
        cookingAbility: 'intermediate', mealComplexity: 'quick_easy', servingSize: 3, mealTypes: ['lunch', 'dinner'], planDuration: 7,
        totalBudget: '65', postcode: 'sw1a 1aa', dietaryRestrictions: ['vegetarian'], cuisinePreferences: ['italian', 'indian'], allergies: 'peanuts, durian',
      };
      const saved = await household.post('/api/chat/preferences', payload);
      expect(saved.status).toBe(200);
      expect(saved.body.preferences).toMatchObject({ servingSize: 3, totalBudget: '65.00', postcode: 'SW1A 1AA', allergies: ['peanuts', 'durian'], mealTypes: ['lunch', 'dinner'] });
      expect((await household.get('/api/chat/preferences')).body.preferences).toEqual(saved.body.preferences);
      for (const [field, value] of [['servingSize', 11], ['servingSize', 0], ['cookingAbility', 'chef'], ['mealTypes', ['elevenses']], ['mealTypes', []], ['totalBudget', 'lots'], ['postcode', 'NOT A CODE'], ['dietaryRestrictions', ['carnivore']], ['planDuration', 5]] as const) {
        const bad = await household.post('/api/chat/preferences', { ...payload, [field]: value });
        expect(bad.status, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(bad.body.field).toBe(field);
      }
      expect((await household.get('/api/chat/preferences')).body.preferences.servingSize).toBe(3);

      const start = (await household.post('/api/chat/start', { message: 'plan my week' })).body;
      const plan = (await household.get(`/api/simple-meal-plans/${start.message.mealPlanId}`)).body;
      expect(plan).toMatchObject({ serves: 3, days: 7, budget: '65.00' });
      expect(new Set(plan.items.map((i: { mealType: string }) => i.mealType))).toEqual(new Set(['lunch', 'dinner']));
      for (const item of plan.items) {
        const recipe = (await server.client().get(`/api/recipes/${item.recipeId}`)).body;
        expect(recipe.dietaryTags).toContain('Vegetarian');
        expect(recipe.allergens).not.toContain('peanuts');
        expect(recipe.totalTime).toBeLessThanOrEqual(30);
      }
      expect(start.message.content).toContain('I don\'t know "durian" as an ingredient');
    });
  });
}

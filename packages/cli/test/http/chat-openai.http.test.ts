import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';
import { FAKE_OPENAI_KEY, type FakeOpenAi, type FakeRequest, startFakeOpenAi } from '../support/fake-openai-server';
import { streamPost } from '../support/chat-stream';

const NOTICE = "(The AI service did not answer, so Larder's built-in planner answered instead.)";
const pounds = (text: string) => Math.round(Number(text) * 100);
/** The JSON a tool answered with, as the adapter sent it back to the model. */
const toolResult = (request: FakeRequest) => {
  const tool = [...request.body.messages].reverse().find((m) => m.role === 'tool');
  return tool ? JSON.parse(tool.content ?? '{}') : null;
};

const [pglite] = databaseTargets();

/** The adapter against an in-process fake of the OpenAI wire format (PGlite; the storage is covered by the chat tests). */
describe('chat with an OpenAI-compatible endpoint (LLM_BASE_URL)', () => {
  let fake: FakeOpenAi;
  let server: TestServer;
  let household: TestClient;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startTestServer(pglite!, { LLM_BASE_URL: fake.url, LLM_API_KEY: FAKE_OPENAI_KEY, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '5000' });
    await seedCatalogue(server.db.knex);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  beforeEach(async () => {
    await server.db.knex.raw('truncate users, rate_limits cascade');
    fake.requests.length = 0;
    household = await signUp(server);
  });

  it('sends the model, the key, the system prompt, the history and the tools, and streams the answer as it arrives', async () => {
    fake.respond = () => ({ kind: 'text', pieces: ['Hello! ', 'Tell me your budget ', 'and who you cook for.'] });
    const started = await streamPost(household, '/api/chat/start', { message: 'hello there' });
    const deltas = started.events.filter((e) => e.event === 'delta').map((e) => e.data.text);
    expect(deltas).toEqual(['Hello! ', 'Tell me your budget ', 'and who you cook for.']);
    const done = started.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.message.content).toBe('Hello! Tell me your budget and who you cook for.');
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe(`Bearer ${FAKE_OPENAI_KEY}`);
    expect(request!.body).toMatchObject({ model: 'test-model', stream: true });
    expect(request!.body.messages[0]).toMatchObject({ role: 'system' });
    expect(request!.body.messages[0]!.content).toContain('Never invent a price, a nutrient or a recipe');
    expect(request!.body.messages.at(-1)).toEqual({ role: 'user', content: 'hello there' });
    expect(request!.body.tools!.map((t) => t.function.name)).toEqual(['plan_meals', 'change_plan', 'get_plan', 'search_recipes', 'get_recipe', 'get_shopping_list']);

    // The next message carries the conversation so far.
    fake.respond = () => ({ kind: 'text', pieces: ['Noted.'] });
    await household.post(`/api/chat/conversations/${done.data.conversationId}/continue`, { message: 'two of us' });
    expect(fake.requests[1]!.body.messages.slice(1).map((m) => [m.role, m.content])).toEqual([
      ['user', 'hello there'],
      ['assistant', 'Hello! Tell me your budget and who you cook for.'],
      ['user', 'two of us'],
    ]);
  });

  it('runs the planner when the model calls plan_meals, and the model states the planner’s figures', async () => {
    fake.respond = (request, index) => {
      if (index === 0) return { kind: 'tools', calls: [{ name: 'plan_meals', arguments: JSON.stringify({ people: 2, budget: { pounds: 40, per: 'week' }, mealTypes: ['dinner'], diets: ['Vegetarian'] }) }] };
      const { plan } = toolResult(request);
      return { kind: 'text', pieces: [`Your plan costs ${plan.totalCost} `, `at ${plan.supermarket}.`] };
    };
    const reply = await household.post('/api/chat/start', { message: 'veggie dinners for 2 under £40' });
    expect(reply.status).toBe(201);
    expect(reply.body.conversation.mealPlanGenerated).toBe(true);
    const plan = (await household.get(`/api/simple-meal-plans/${reply.body.message.mealPlanId}`)).body;
    expect(plan).toMatchObject({ serves: 2, budget: '40.00' });
    expect(plan.items.every((i: { mealType: string }) => i.mealType === 'dinner')).toBe(true);
    expect(reply.body.message.content).toBe(`Your plan costs £${plan.totalCost} at ${plan.chain}.`);
    // The second request carries the model's tool call and our result, matched by id.
    const second = fake.requests[1]!.body.messages;
    const call = second.find((m) => m.role === 'assistant' && m.tool_calls)!.tool_calls![0]!;
    expect(call.function).toEqual({ name: 'plan_meals', arguments: JSON.stringify({ people: 2, budget: { pounds: 40, per: 'week' }, mealTypes: ['dinner'], diets: ['Vegetarian'] }) });
    const tool = second.find((m) => m.role === 'tool')!;
    expect(tool.tool_call_id).toBe(call.id);
    const result = JSON.parse(tool.content!);
    expect(result.plan).toMatchObject({ planId: plan.id, totalCost: `£${plan.totalCost}`, people: 2 });
    expect(result.plan.meals).toHaveLength(7);
  });

  it('changes the plan through change_plan, and search and recipe tools answer from the catalogue', async () => {
    fake.respond = (_r, index) =>
      index === 0 ? { kind: 'tools', calls: [{ name: 'plan_meals', arguments: JSON.stringify({ people: 3, budget: { pounds: 70, per: 'week' }, mealTypes: ['dinner'] }) }] } : { kind: 'text', pieces: ['Planned.'] };
    const start = (await household.post('/api/chat/start', { message: 'dinners for 3, £70' })).body;
    const before = (await household.get(`/api/simple-meal-plans/${start.message.mealPlanId}`)).body;
    fake.requests.length = 0;
    fake.respond = (request, index) => {
      if (index === 0) {
        return {
          kind: 'tools',
          calls: [
            { name: 'change_plan', arguments: JSON.stringify({ changes: [{ kind: 'cheaper' }] }) },
            { name: 'get_recipe', arguments: JSON.stringify({ name: "monday's dinner" }) },
            { name: 'search_recipes', arguments: JSON.stringify({ text: 'curry', maxMinutes: 40 }) },
          ],
        };
      }
      const tools = request.body.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content!));
      return { kind: 'text', pieces: [`Now ${tools[0].after.totalCost} (${tools[0].costDifference}).`] };
    };
    const reply = await household.post(`/api/chat/conversations/${start.conversationId}/continue`, { message: 'make it cheaper' });
    const after = (await household.get(`/api/simple-meal-plans/${start.message.mealPlanId}`)).body;
    expect(pounds(after.totalCost)).toBeLessThan(pounds(before.totalCost));
    expect(after.budget).toBe('70.00');
    const diff = ((pounds(before.totalCost) - pounds(after.totalCost)) / 100).toFixed(2);
    expect(reply.body.message.content).toBe(`Now £${after.totalCost} (-£${diff}).`);
    const tools = fake.requests[1]!.body.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content!));
    const monday = after.items.find((i: { day: number }) => i.day === 0);
    const recipe = (await server.client().get(`/api/recipes/${monday.recipeId}`)).body;
    expect(tools[1]).toMatchObject({ name: recipe.name, method: recipe.instructions });
    expect(tools[2].recipes.length).toBeGreaterThan(0);
    for (const r of tools[2].recipes) expect(r.minutes).toBeLessThanOrEqual(40);
  });

  it('answers with the built-in assistant, and says so, when the endpoint errors', async () => {
    fake.respond = () => ({ kind: 'error', status: 500, message: 'The server had an error while processing your request.' });
    const reply = await household.post('/api/chat/start', { message: 'dinners for 2 under £40' });
    expect(reply.status).toBe(201);
    expect(reply.body.message.content.startsWith(`${NOTICE}\n\n`)).toBe(true);
    expect(reply.body.message.content).toContain('Your 7-day plan for 2 people is ready');
    expect(reply.body.conversation.mealPlanGenerated).toBe(true);
  });

  it('answers with the built-in assistant when the endpoint drops the connection mid-answer, keeping what was streamed', async () => {
    fake.respond = () => ({ kind: 'drop', afterPieces: ['Let me think about '] });
    const started = await streamPost(household, '/api/chat/start', { message: 'how do I make tarka dal?' });
    const done = started.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.message.content.startsWith(`Let me think about \n\n${NOTICE}\n\nTarka dal`)).toBe(true);
    expect(started.events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe(done.data.message.content);
  });

  it('answers with the built-in assistant when the key is refused', async () => {
    const refused = await startTestServer(pglite!, { LLM_BASE_URL: fake.url, LLM_API_KEY: 'wrong-key', LLM_TIMEOUT_MS: '5000' });
    try {
      await seedCatalogue(refused.db.knex);
      const client = await signUp(refused);
      const reply = await client.post('/api/chat/start', { message: 'what can you do?' });
      expect(reply.body.message.content.startsWith(NOTICE)).toBe(true);
      expect(reply.body.message.content).toContain('I can plan meals');
    } finally {
      await refused.close();
    }
  });

  it('answers with the built-in assistant when nothing listens at LLM_BASE_URL', async () => {
    const closed = await startFakeOpenAi();
    const url = closed.url;
    await closed.close();
    const unreachable = await startTestServer(pglite!, { LLM_BASE_URL: url, LLM_API_KEY: FAKE_OPENAI_KEY, LLM_TIMEOUT_MS: '2000' });
    try {
      await seedCatalogue(unreachable.db.knex);
      const client = await signUp(unreachable);
      const reply = await client.post('/api/chat/start', { message: 'hello' });
      expect(reply.status).toBe(201);
      expect(reply.body.message.content.startsWith(NOTICE)).toBe(true);
    } finally {
      await unreachable.close();
    }
  });
});

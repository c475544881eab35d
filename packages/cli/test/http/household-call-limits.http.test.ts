import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { DEFAULT_HOUSEHOLD_CALL_RATES } from '@larder/domain/shared/household-call-limits';
import { loadConfig } from '../../src/config';
import { signedInHousehold } from '../support/household';
import { type TestClient, type TestServer, startTestServer } from '../support/test-server';

/**
 * Issue 34, L7: the costly calls are limited per household an hour, with Retry-After: plans made or re-planned,
 * recipe photos uploaded, live list streams opened (receipts have theirs: list-prices.http.test.ts). The server
 * here is configured with small limits (PLANS_PER_HOUR and the rest) so the test need not make 30 plans.
 */
const profile = { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };
const recipe = {
  name: 'Cheese on toast',
  cuisine: 'British',
  role: 'main',
  difficulty: 'beginner',
  prepTime: 5,
  cookTime: 5,
  serves: 2,
  lines: [{ text: '4 slices bread' }, { text: '100g cheddar' }],
  instructions: ['Toast the bread.', 'Melt the cheese on it.'],
};
const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe('the default limits', () => {
  it('are far above a family: 30 plans, 30 recipe photos, 300 list streams an hour; the config may change each', () => {
    expect(DEFAULT_HOUSEHOLD_CALL_RATES).toEqual({ plan: 30, 'recipe-photo': 30, 'list-stream': 300 });
    expect(loadConfig({}, '/').householdCallRates).toEqual(DEFAULT_HOUSEHOLD_CALL_RATES);
    expect(loadConfig({ PLANS_PER_HOUR: '100', RECIPE_PHOTOS_PER_HOUR: '7', LIST_STREAMS_PER_HOUR: '9' }, '/').householdCallRates).toEqual({ plan: 100, 'recipe-photo': 7, 'list-stream': 9 });
    expect(() => loadConfig({ PLANS_PER_HOUR: '0' }, '/')).toThrow(/PLANS_PER_HOUR/);
  });
});

for (const target of oneDatabaseTarget()) {
  describe(`per-household limits on the costly calls (${target.name})`, () => {
    let server: TestServer;
    const household = async () => {
      const client = await signedInHousehold(server);
      expect((await client.put('/api/user/preferences', profile)).status).toBe(200);
      return client;
    };
    const expectLimited = (reply: { status: number; body: any; headers: Headers }, made: RegExp) => {
      expect(reply.status).toBe(429);
      expect(reply.body.message).toMatch(made);
      expect(reply.body.message).toMatch(/Try again in \d+ minutes?\.$/);
      const wait = Number(reply.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
    };
    beforeAll(async () => {
      server = await startTestServer(target, { PLANS_PER_HOUR: '3', RECIPE_PHOTOS_PER_HOUR: '2', LIST_STREAMS_PER_HOUR: '4' });
      await seedCatalogue(server.db.knex);
    }, 240_000);
    afterAll(() => server.close());

    it('plans: making and re-planning count together; the next is a 429 with Retry-After and makes nothing; the next hour may plan again', async () => {
      const home = await household();
      const first = await home.post('/api/simple-meal-plans');
      expect(first.status).toBe(201);
      expect((await home.post(`/api/simple-meal-plans/${first.body.id}/replan`)).status).toBe(200);
      expect((await home.post('/api/simple-meal-plans')).status).toBe(201);
      expectLimited(await home.post('/api/simple-meal-plans'), /^Your household has had 3 meal plans made or re-planned in the last hour/);
      expectLimited(await home.post(`/api/simple-meal-plans/${first.body.id}/replan`), /meal plans made or re-planned/);
      expect((await home.get('/api/simple-meal-plans-with-items')).body).toHaveLength(2);
      // Another household has its own share.
      expect((await (await household()).post('/api/simple-meal-plans')).status).toBe(201);
      server.clock.advanceMinutes(61);
      expect((await home.post('/api/simple-meal-plans')).status).toBe(201);
    }, 120_000);

    it('recipe photos: the next upload is a 429 with Retry-After', async () => {
      const home = await household();
      const created = await home.post('/api/recipes', recipe);
      expect(created.status).toBe(201);
      const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#0a0' } }).png().toBuffer();
      const put = async () => {
        const response = await fetch(`${server.url}/api/recipes/${created.body.id}/photo`, { method: 'PUT', body: png, headers: { 'content-type': 'image/png', origin: server.url, cookie: cookieOf(home) } });
        return { status: response.status, headers: response.headers, body: await response.json() };
      };
      expect((await put()).status).toBe(200);
      expect((await put()).status).toBe(200);
      expectLimited(await put(), /^Your household has had 2 recipe photos uploaded in the last hour/);
    }, 120_000);

    it('live list streams: opening one more than the hour allows is a 429 with Retry-After', async () => {
      const home = await household();
      expect((await home.post('/api/simple-meal-plans')).status).toBe(201);
      const [list] = (await home.get('/api/simple-shopping-lists')).body;
      const open = async () => {
        const controller = new AbortController();
        const response = await fetch(`${server.url}/api/simple-shopping-lists/${list.id}/events`, { headers: { cookie: cookieOf(home), accept: 'text/event-stream' }, signal: controller.signal });
        const reply = { status: response.status, headers: response.headers, body: response.status === 200 ? null : await response.json() };
        controller.abort();
        return reply;
      };
      for (let i = 0; i < 4; i++) expect((await open()).status).toBe(200);
      expectLimited(await open(), /^Your household has had 4 live shopping list connections opened in the last hour/);
    }, 120_000);
  });
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZActivityList, ZMealTimes } from '@larder/contract/household';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const profile = { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };
const tokenOf = (link: string) => link.split('/').pop()!;
const pie = {
  name: 'Gran\u2019s cottage pie',
  description: 'Sunday best.',
  cuisine: 'British',
  role: 'main',
  difficulty: 'beginner',
  prepTime: 10,
  cookTime: 30,
  serves: 4,
  lines: [{ text: '500g beef mince' }, { text: '2 medium onions, sliced' }],
  instructions: ['Fry the onions.', 'Brown the mince and simmer.'],
};

for (const target of oneDatabaseTarget()) {
  describe(`who changed what, and the household's meal times (${target.name})`, () => {
    let server: TestServer;
    let alex: TestClient;
    let sam: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      alex = await signUp(server, { email: 'alex@example.com', firstName: 'Alex' });
      await alex.put('/api/user/preferences', profile);
      const invite = await alex.post('/api/household/invitations', { email: 'sam@example.com' });
      sam = server.client();
      expect((await sam.post(`/api/household/invitations/${tokenOf(invite.body.link)}/accept`, { firstName: 'Sam', lastName: 'Lee', password: 'sam password' })).status).toBe(201);
    });

    it('every change to the shared plans, recipes, chats and settings says which member made it', async () => {
      const plan = await sam.post('/api/simple-meal-plans');
      expect(plan.status).toBe(201);
      const meal = plan.body.items.find((i: { mealType: string }) => i.mealType === 'dinner');
      const swapped = await alex.post(`/api/simple-meal-plans/${plan.body.id}/items/${meal.id}/swap`);
      expect(swapped.status).toBe(200);
      const newName = swapped.body.items.find((i: { id: string }) => i.id === meal.id).recipeName as string;
      expect((await alex.put(`/api/simple-meal-plans/${plan.body.id}/items/${meal.id}`, { locked: true })).status).toBe(200);
      const recipe = await sam.post('/api/recipes', pie);
      expect(recipe.status).toBe(201);
      expect((await alex.post('/api/chat/start', { message: 'Something quick for Tuesday?' })).status).toBe(201);
      // A refused change records nothing.
      expect((await alex.put(`/api/simple-meal-plans/${plan.body.id}/items/${meal.id}`, { locked: 'yes' })).status).toBe(400);

      const forAlex = await alex.get('/api/household/activity');
      expect(forAlex.status).toBe(200);
      expect(ZActivityList.strict().safeParse(forAlex.body).error).toBeUndefined();
      const summaries = forAlex.body.activity.map((a: { summary: string }) => a.summary);
      expect(summaries).toEqual([
        'You asked the assistant: \u201cSomething quick for Tuesday?\u201d',
        'Sam added the recipe Gran\u2019s cottage pie',
        `You locked ${newName}`,
        `You swapped a meal for ${newName}`,
        expect.stringMatching(/^Sam made a new plan \(\d+ days at .+\)$/),
        'You changed the household profile',
      ]);
      // Sam reads the same changes from the other side.
      const forSam = (await sam.get('/api/household/activity')).body.activity.map((a: { summary: string }) => a.summary);
      expect(forSam).toContain(`Alex swapped a meal for ${newName}`);
      expect(forSam).toContain('You added the recipe Gran\u2019s cottage pie');

      // The changes about one plan: the plan and its meals.
      const about = (await alex.get(`/api/household/activity?about=${plan.body.id}`)).body.activity;
      expect(about.map((a: { kind: string }) => a.kind)).toEqual(['plan.meal-locked', 'plan.meal-swapped', 'plan.created']);
      expect(about[2].by).toMatchObject({ name: 'Sam', you: false });
      expect((await alex.get('/api/household/activity?limit=2')).body.activity).toHaveLength(2);
      expect((await alex.get('/api/household/activity?limit=0')).status).toBe(400);
      expect((await alex.get('/api/household/activity?limit=abc')).body.field).toBe('limit');

      // Nothing of the household reaches anyone outside it; signed out is 401.
      const chris = await signUp(server, { email: 'chris@example.com', firstName: 'Chris' });
      expect((await chris.get('/api/household/activity')).body.activity).toEqual([]);
      expect((await chris.get(`/api/household/activity?about=${plan.body.id}`)).body.activity).toEqual([]);
      expect((await server.client().get('/api/household/activity')).status).toBe(401);
    });

    it('any member changes the meal times; the calendar shows meals at them; bad times are a 400 naming the field and change nothing', async () => {
      const defaults = await alex.get('/api/household/meal-times');
      expect(defaults.status).toBe(200);
      expect(ZMealTimes.strict().safeParse(defaults.body).error).toBeUndefined();
      expect(defaults.body).toEqual({ times: { breakfast: { time: '08:00', minutes: 30 }, lunch: { time: '12:30', minutes: 45 }, dinner: { time: '18:30', minutes: 60 } }, custom: false });

      const changed = await sam.put('/api/household/meal-times', { dinner: { time: '17:45', minutes: 90 } });
      expect(changed.status).toBe(200);
      expect(changed.body.times.dinner).toEqual({ time: '17:45', minutes: 90 });
      expect((await alex.get('/api/household/meal-times')).body).toEqual(changed.body);

      for (const [body, field] of [
        [{ dinner: { time: '25:00' } }, 'dinner.time'],
        [{ lunch: { minutes: 500 } }, 'lunch.minutes'],
        [{ breakfast: { time: '19:00' } }, 'lunch.time'],
        [{ supper: { time: '20:00' } }, 'supper'],
        [{ dinner: { time: 1800 } }, 'dinner.time'],
      ] as const) {
        const reply = await alex.put('/api/household/meal-times', body);
        expect([reply.status, reply.body.field], JSON.stringify(body)).toEqual([400, field]);
      }
      expect((await alex.get('/api/household/meal-times')).body).toEqual(changed.body);
      expect((await server.client().put('/api/household/meal-times', { dinner: { time: '18:00' } })).status).toBe(401);

      await alex.post('/api/simple-meal-plans');
      const link = new URL((await alex.post('/api/calendar/token')).body.url).pathname;
      const calendar = new ICAL.Component(ICAL.parse((await server.client().get(link)).body as string));
      const dinners = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)).filter((e) => e.summary.startsWith('Dinner'));
      expect(dinners.length).toBeGreaterThan(0);
      for (const d of dinners) {
        const start = d.startDate.toJSDate();
        const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start);
        expect(london).toBe('17:45');
        expect((d.endDate.toJSDate().getTime() - start.getTime()) / 60_000).toBe(90);
      }
      const summaries = (await alex.get('/api/household/activity')).body.activity.map((a: { summary: string }) => a.summary);
      expect(summaries).toContain('Sam changed the meal times (breakfast 08:00, lunch 12:30, dinner 17:45)');
    });
  });
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZMealPlan, type TMealPlan } from '@larder/contract/meal-plans';
import { ZUser } from '@larder/contract/accounts';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const profile = { householdSize: 2, weeklyBudget: '120.00', cookingSkill: 'intermediate', allergies: [], dietaryRestrictions: [], cuisinePreferences: [] };

/** Issue 38: the cooking skill no longer caps meal time silently; the household sets its own limits, weekdays and weekends. */
for (const target of oneDatabaseTarget()) {
  describe(`time limits the cook chose (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      household = await signUp(server);
    });

    it("says the skill's usual time aloud, keeps the household's own limits, and refuses bad ones naming the field", async () => {
      const saved = await household.put('/api/user/preferences', profile);
      expect(saved.status).toBe(200);
      expect(ZUser.strict().safeParse(saved.body).error).toBeUndefined();
      expect(saved.body).toMatchObject({ mealMinutes: null, timeLimit: 'Up to 60 minutes a meal, the usual time for an intermediate cook: set your own limits in your profile' });
      const own = await household.put('/api/user/preferences', { ...profile, mealMinutes: { weekday: 45, weekend: 150 } });
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ mealMinutes: { weekday: 45, weekend: 150 }, timeLimit: 'Up to 45 minutes on weekdays and up to 150 minutes at weekends, set in your profile' });
      for (const bad of [{ weekday: 5, weekend: 60 }, { weekday: 45.5 }, { weekday: '45' }, 'an hour', [45, 90], { weekday: 45, weekend: 10_000 }]) {
        const reply = await household.put('/api/user/preferences', { ...profile, mealMinutes: bad });
        expect(reply.status, JSON.stringify(bad)).toBe(400);
        expect(reply.body.field ?? reply.body.message, JSON.stringify(bad)).toMatch(/mealMinutes/);
      }
      // Nothing saved by the refusals; the account screen's later save without the field keeps the limits.
      expect((await household.get('/api/user')).body.mealMinutes).toEqual({ weekday: 45, weekend: 150 });
      expect((await household.put('/api/user/preferences', profile)).body.mealMinutes).toEqual({ weekday: 45, weekend: 150 });

      const reply = await household.post('/api/simple-meal-plans');
      expect(reply.status).toBe(201);
      expect(ZMealPlan.strict().safeParse(reply.body).error).toBeUndefined();
      const plan: TMealPlan = reply.body;
      expect(plan.timeLimit).toBe('Up to 45 minutes on weekdays and up to 150 minutes at weekends, set in your profile');
      for (const item of plan.items) {
        const recipe = (await household.get(`/api/recipes/${item.recipeId}`)).body;
        expect(recipe.totalTime, `${item.recipeId} on day ${item.day}`).toBeLessThanOrEqual(item.dayOfWeek >= 5 ? 150 : 45);
        expect(item.timeNote).toBeNull();
      }
    });

    it('a recipe over the limit can be pinned by hand, and its card says so', async () => {
      expect((await household.put('/api/user/preferences', { ...profile, mealMinutes: { weekday: 30, weekend: 30 } })).status).toBe(200);
      const plan: TMealPlan = (await household.post('/api/simple-meal-plans')).body;
      // An 80-minute cottage pie: no 30-minute evening holds it, unless the household puts it there by hand.
      const pinnedId = 'cottage-pie';
      expect((await household.get(`/api/recipes/${pinnedId}`)).body.totalTime).toBe(80);
      const dinner = plan.items.find((i) => i.day === 1 && i.mealType === 'dinner')!;
      const pinned = await household.post(`/api/simple-meal-plans/${plan.id}/items/${dinner.id}/pin`, { recipeId: pinnedId });
      expect(pinned.status, JSON.stringify(pinned.body)).toBe(200);
      const item = (pinned.body as TMealPlan).items.find((i) => i.id === dinner.id)!;
      expect(item.recipeId).toBe(pinnedId);
      expect(item.timeNote).toMatch(/^Takes \d+ minutes: over your 30-minute limit, added by hand$/);
    });
  });
}

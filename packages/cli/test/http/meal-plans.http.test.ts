import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZMealPlan } from '@larder/contract/meal-plans';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const profile = { householdSize: 3, weeklyBudget: '125.00', cookingSkill: 'intermediate', allergies: ['Nuts'], dietaryRestrictions: ['Vegetarian'], cuisinePreferences: ['Italian', 'Indian'] };

for (const target of oneDatabaseTarget()) {
  describe(`meal plans (${target.name})`, () => {
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
      expect((await household.put('/api/user/preferences', profile)).status).toBe(200);
    });

    it('signed out, every plan call is 401', async () => {
      const anon = server.client();
      expect((await anon.post('/api/simple-meal-plans')).status).toBe(401);
      expect((await anon.get('/api/simple-meal-plans-with-items')).status).toBe(401);
      expect((await anon.get('/api/user/plan-settings')).status).toBe(401);
    });

    it('refuses to plan before the household profile is complete', async () => {
      const fresh = await signUp(server, { email: 'new@example.com' });
      const reply = await fresh.post('/api/simple-meal-plans');
      expect(reply).toMatchObject({ status: 400, body: { field: 'profile' } });
    });

    it('plans a week from the saved profile, obeying its diet, allergies and skill, within its budget', async () => {
      const reply = await household.post('/api/simple-meal-plans');
      expect(reply.status).toBe(201);
      expect(ZMealPlan.strict().safeParse(reply.body).error).toBeUndefined();
      const plan = reply.body;
      expect(plan).toMatchObject({ serves: 3, days: 7, budget: '125.00' });
      expect(plan.items).toHaveLength(21);
      expect(plan.items.map((i: { dayOfWeek: number }) => i.dayOfWeek)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6]);
      expect(plan.withinBudget).toBe(true);
      expect(Number(plan.totalCost)).toBeLessThanOrEqual(125);
      expect(plan.costAtChains.length).toBeGreaterThanOrEqual(5);
      expect(plan.costAtChains.map((c: { chain: string }) => c.chain)).toContain(plan.chain);
      // "Cheapest for me": the plan is at the chain where it costs least.
      expect(plan.costAtChains[0].totalCost).toBe(plan.totalCost);
      for (const item of plan.items) {
        const recipe = (await server.client().get(`/api/recipes/${item.recipeId}`)).body;
        expect(recipe.dietaryTags).toContain('Vegetarian');
        expect(recipe.allergens).not.toContain('tree-nuts');
        expect(recipe.allergens).not.toContain('peanuts');
        expect(recipe.totalTime).toBeLessThanOrEqual(60);
        expect(recipe.mealTypes).toContain(item.mealType);
        expect(item.ingredients.length).toBeGreaterThan(3);
      }
      // Cooking the week (issue 37): each cooked meal's energy once, a meal of leftovers none, the week's the sum.
      const cooked = plan.items.map((i: { cookingCost: string }) => Math.round(Number(i.cookingCost) * 100));
      for (const [k, item] of plan.items.entries()) if (item.leftoverOf) expect(cooked[k]).toBe(0);
      const sum = cooked.reduce((a: number, b: number) => a + b, 0);
      expect(Math.abs(Math.round(Number(plan.cooking.cost) * 100) - sum)).toBeLessThanOrEqual(plan.items.length / 2);
      expect(sum).toBeGreaterThan(0);
      expect(plan.cooking.kwh).toBeGreaterThan(0);
      expect(plan.cooking.source).toMatch(/Ofgem price cap/);
      const list = await household.get('/api/simple-meal-plans-with-items');
      expect(list.body.map((p: { id: string }) => p.id)).toEqual([plan.id]);
    });

    it('swaps one meal, locks meals and re-plans the rest', async () => {
      const plan = (await household.post('/api/simple-meal-plans')).body;
      const dinner = plan.items.find((i: { day: number; mealType: string }) => i.day === 2 && i.mealType === 'dinner');
      const swapped = await household.post(`/api/simple-meal-plans/${plan.id}/items/${dinner.id}/swap`);
      expect(swapped.status).toBe(200);
      const after = swapped.body.items.find((i: { id: string }) => i.id === dinner.id);
      expect(after.recipeId).not.toBe(dinner.recipeId);
      const others = (items: Array<{ id: string; recipeId: string }>) => items.filter((i) => i.id !== dinner.id).map((i) => i.recipeId);
      expect(others(swapped.body.items)).toEqual(others(plan.items));

      const lunch = plan.items.find((i: { day: number; mealType: string }) => i.day === 0 && i.mealType === 'lunch');
      const locked = await household.put(`/api/simple-meal-plans/${plan.id}/items/${lunch.id}`, { locked: true });
      expect(locked.body.items.find((i: { id: string }) => i.id === lunch.id).locked).toBe(true);
      const lockedSwap = await household.post(`/api/simple-meal-plans/${plan.id}/items/${lunch.id}/swap`);
      expect(lockedSwap).toMatchObject({ status: 409, body: { message: 'This meal is locked. Unlock it to swap it.' } });
      const replanned = await household.post(`/api/simple-meal-plans/${plan.id}/replan`);
      expect(replanned.status).toBe(200);
      const kept = replanned.body.items.find((i: { id: string }) => i.id === lunch.id);
      expect(kept).toMatchObject({ recipeId: lunch.recipeId, locked: true });
      expect((await household.put(`/api/simple-meal-plans/${plan.id}/items/${lunch.id}`, { locked: 'yes' })).status).toBe(400);
    });

    it('another household sees none of this plan (404)', async () => {
      const plan = (await household.post('/api/simple-meal-plans')).body;
      const other = await signUp(server, { email: 'other@example.com' });
      expect((await other.get(`/api/simple-meal-plans/${plan.id}`)).status).toBe(404);
      expect((await other.post(`/api/simple-meal-plans/${plan.id}/items/${plan.items[0].id}/swap`)).status).toBe(404);
      expect((await other.put(`/api/simple-meal-plans/${plan.id}/items/${plan.items[0].id}`, { locked: true })).status).toBe(404);
      expect((await other.post(`/api/simple-meal-plans/${plan.id}/replan`)).status).toBe(404);
      expect((await other.get('/api/simple-meal-plans-with-items')).body).toEqual([]);
      expect((await household.get('/api/simple-meal-plans/not-a-plan')).status).toBe(404);
    });

    it('the duration and chain settings change the next plan', async () => {
      expect((await household.get('/api/user/plan-settings')).body).toMatchObject({ planDuration: 7, chain: null });
      expect((await household.put('/api/user/plan-settings', { planDuration: 5 })).body).toMatchObject({ field: 'planDuration' });
      expect((await household.put('/api/user/plan-settings', { chain: 'Harrods' })).status).toBe(400);
      const saved = await household.put('/api/user/plan-settings', { planDuration: 3, chain: 'tesco' });
      expect(saved.body).toMatchObject({ planDuration: 3, chain: 'Tesco' });
      const plan = (await household.post('/api/simple-meal-plans')).body;
      expect(plan).toMatchObject({ days: 3, chain: 'Tesco', budget: '53.57' });
      expect(plan.items).toHaveLength(9);
    });
  });
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const profile = { householdSize: 4, weeklyBudget: '85.00', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };
type Item = { ingredient: string; isExtra: boolean; neededGrams?: number; price: string };

/** Issue 32, "One total per question": once the larder holds food, the list and its comparison at its own chain agree. */
for (const target of oneDatabaseTarget()) {
  describe(`one list, one total (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 240_000);
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      household = await signUp(server);
      await household.put('/api/user/preferences', profile);
    });

    it("the list's total is its own chain's figure in the supermarket comparison, with food in the larder", async () => {
      const planId = (await household.post('/api/simple-meal-plans')).body.id;
      const [first] = (await household.get('/api/simple-shopping-lists')).body;
      const lines = first.items.filter((i: Item) => !i.isExtra).slice(0, 4);
      for (const line of lines) {
        const put = await household.post('/api/larder/items', { ingredient: line.ingredient, quantity: 300, unit: 'g' });
        expect([200, 201]).toContain(put.status);
      }
      const list = (await household.post('/api/simple-shopping-lists', { mealPlanId: planId })).body;
      expect(list.totalCost).not.toBe(first.totalCost); // the larder's food is left out of the list
      const compare = (await household.get(`/api/simple-shopping-lists/${list.id}/compare`)).body;
      const own = compare.comparisons.find((c: { chain: string }) => c.chain === list.supermarket);
      expect(own.totalCost).toBe(list.totalCost);
    });
  });
}

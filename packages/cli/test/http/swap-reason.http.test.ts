import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

type Meal = { id: string; mealType: string; recipeId: string };

/** Issue 32, the phone's swap: with no room in the budget the preview answers 422 with the reason the phone shows. */
for (const target of oneDatabaseTarget()) {
  describe(`a swap with no room in the budget says why (${target.name})`, () => {
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
    });

    it('the preview and the swap answer 422 with the budget and the cheapest week, and nothing changes', async () => {
      await household.put('/api/user/preferences', { householdSize: 4, weeklyBudget: '85.00', cookingSkill: 'intermediate', cuisinePreferences: ['British'] });
      const plan = (await household.post('/api/simple-meal-plans')).body;
      // A receipt prices a pack of the plan's most-bought food at £55: with the other meals kept, no week fits £85 now.
      const line = [...(plan.shopping as Array<{ ingredient: string; packs: number }>)].sort((a, b) => b.packs - a.packs)[0]!;
      expect(line.packs).toBeGreaterThanOrEqual(3);
      const receipt = `${plan.chain.toUpperCase()}\nGROCERIES                          £55.00\nTOTAL                              £55.00\n16/11/26 10:00   STORE 2345`;
      const draft = await household.post('/api/receipts', { text: receipt });
      expect(draft.status).toBe(201);
      expect((await household.post(`/api/receipts/${draft.body.id}/confirm`, { lines: [{ index: 0, ingredient: line.ingredient }] })).status).toBe(200);

      const meal = (plan.items as Meal[]).find((m) => m.mealType === 'dinner')!;
      const preview = await household.get(`/api/simple-meal-plans/${plan.id}/items/${meal.id}/swap-preview`);
      expect(preview.status).toBe(422);
      expect(preview.body.message).toMatch(/within your budget of £85\.00 a week: the cheapest week that fits your rules costs £\d+\.\d{2}\. Raise the budget/);
      const swap = await household.post(`/api/simple-meal-plans/${plan.id}/items/${meal.id}/swap`, {});
      expect(swap.status).toBe(422);
      expect(swap.body.message).toBe(preview.body.message);
      const after = (await household.get(`/api/simple-meal-plans/${plan.id}`)).body;
      expect(after.items.find((m: Meal) => m.id === meal.id)).toMatchObject({ recipeId: meal.recipeId });
    });
  });
}

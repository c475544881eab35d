import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZMealPlan } from '@larder/contract/meal-plans';
import { type TestServer, signUp, startTestServer } from '../support/test-server';

/**
 * Issue 31: the budget is hard. A stored plan costs no more than the budget; when no week the household's rules allow
 * fits, the call answers 422 saying what the cheapest week costs, and stores nothing. "The plan that feeds everyone"
 * (priority: targets) is the household's own choice to spend more.
 */
const profile = (weeklyBudget: string) => ({ householdSize: 4, weeklyBudget, cookingSkill: 'advanced', allergies: [], dietaryRestrictions: [], cuisinePreferences: [] });

for (const target of oneDatabaseTarget()) {
  describe(`a plan within the budget (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 120_000);
    afterAll(() => server.close());

    it('a budget no week fits is a 422 naming the cheapest week, and no plan is stored; a workable budget is kept to the penny', async () => {
      const household = await signUp(server);
      expect((await household.put('/api/user/preferences', profile('12.00'))).status).toBe(200);
      const refused = await household.post('/api/simple-meal-plans');
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.field).toBe('weeklyBudget');
      const [budget, cheapest] = [...String(refused.body.message).matchAll(/£(\d+\.\d\d)/g)].map((m) => Number(m[1]));
      expect(budget).toBe(12);
      expect(cheapest).toBeGreaterThan(12);
      expect(refused.body.message).toMatch(/^No week of meals that fits your rules comes within your budget of £12\.00 a week: the cheapest week that fits your rules costs £\d+\.\d\d\./);
      expect((await household.get('/api/simple-meal-plans-with-items')).body).toEqual([]);

      // At the quoted figure, a plan is made and kept within it.
      const quoted = cheapest!.toFixed(2);
      expect((await household.put('/api/user/preferences', profile(quoted))).status).toBe(200);
      const made = await household.post('/api/simple-meal-plans');
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const plan = ZMealPlan.parse(made.body);
      expect(Math.round(Number(plan.totalCost) * 100)).toBeLessThanOrEqual(Math.round(Number(quoted) * 100));
    }, 120_000);
  });
}

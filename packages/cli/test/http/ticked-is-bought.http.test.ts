import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const profile = { householdSize: 4, weeklyBudget: '85.00', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };
const pence = (pounds: string) => Math.round(Number(pounds) * 100);
type Item = { id: number; ingredient: string; name: string; isChecked: boolean; notNeeded: boolean; isExtra: boolean; price: string };
type List = { id: number; mealPlanId: string | null; archived: boolean; items: Item[] };

/** Issue 32, "Ticked is bought": a ticked line is money spent, kept on the list and in the tracker whatever the plan does next. */
for (const target of oneDatabaseTarget()) {
  describe(`ticked is bought (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    let planId: string;
    const lists = async (): Promise<List[]> => (await household.get('/api/simple-shopping-lists')).body;
    const spent = async () => {
      const reply = await household.get('/api/budget-tracker');
      expect(reply.status).toBe(200);
      return pence(reply.body.totals?.spent ?? reply.body.currentWeek.actual);
    };
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 240_000);
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      server.clock.set('2026-11-18T12:00:00Z'); // a Wednesday: ticks and plan in the same week
      household = await signUp(server);
      await household.put('/api/user/preferences', profile);
      planId = (await household.post('/api/simple-meal-plans')).body.id;
    });

    const tickTwo = async () => {
      const list = (await lists()).find((l) => l.mealPlanId === planId && !l.archived)!;
      const two = list.items.filter((i) => !i.isExtra && pence(i.price) > 0).slice(0, 2);
      expect(two).toHaveLength(2);
      for (const item of two) expect((await household.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: true })).status).toBe(200);
      return two;
    };
    const expectStillBought = async (two: Item[], spentBefore: number) => {
      const all = (await lists()).flatMap((l) => l.items);
      for (const t of two) {
        const now = all.filter((i) => i.ingredient === t.ingredient && i.isChecked);
        expect(now.length, `${t.name} still ticked`).toBeGreaterThanOrEqual(1);
        expect(now.some((i) => i.price === t.price), `${t.name} keeps the price paid, ${t.price}`).toBe(true);
      }
      expect(await spent()).toBe(spentBefore);
    };

    it('a swap keeps the two ticked lines bought, at their prices, and the tracker keeps their spend', async () => {
      const two = await tickTwo();
      const before = await spent();
      expect(before).toBe(two.reduce((s, i) => s + pence(i.price), 0));
      const plan = (await household.get(`/api/simple-meal-plans/${planId}`)).body;
      for (const meal of plan.items.filter((i: { mealType: string }) => i.mealType === 'dinner').slice(0, 3)) {
        expect((await household.post(`/api/simple-meal-plans/${planId}/items/${meal.id}/swap`, {})).status).toBe(200);
        await expectStillBought(two, before);
      }
      const list = (await lists()).find((l) => l.mealPlanId === planId && !l.archived)!;
      // The basket count: the ticked lines are among those "in basket".
      expect(list.items.filter((i) => i.isChecked).length).toBeGreaterThanOrEqual(2);
    });

    it('a re-plan and a new plan keep them too', async () => {
      const two = await tickTwo();
      const before = await spent();
      expect((await household.post(`/api/simple-meal-plans/${planId}/replan`)).status).toBe(200);
      await expectStillBought(two, before);
      expect((await household.post('/api/simple-meal-plans')).status).toBe(201);
      await expectStillBought(two, before);
    });
  });
}

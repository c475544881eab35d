import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZMealPlan } from '@larder/contract/meal-plans';
import { type TestClient, type TestServer, signInAt, signUp, startTestServer } from '../support/test-server';

const profile = { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };
type ShoppingLine = { ingredient: string; name: string; grams: number; perishable: boolean; week: number; heldGrams: number; heldPastBestBefore: string | null };
type ListLine = { ingredient: string; heldGrams: number; isExtra: boolean };

/**
 * Issue 38, "use-by first": food past its best-before is still planned while it is usually still good (dry food for
 * months, eggs and bread for two days), and the plan says so; food past a use-by never is.
 */
for (const target of oneDatabaseTarget()) {
  describe(`food past its best-before, still good (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 240_000);
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      server.clock.set('2026-03-02T09:00:00Z');
      household = await signUp(server);
      await household.put('/api/user/preferences', profile);
    }, 120_000);

    /** A plan with every meal locked, and one of its dry (not perishable) ingredients. */
    const lockedPlan = async () => {
      const plan = (await household.post('/api/simple-meal-plans')).body;
      for (const item of plan.items as { id: string }[]) expect((await household.put(`/api/simple-meal-plans/${plan.id}/items/${item.id}`, { locked: true })).status).toBe(200);
      const dry = (plan.shopping as ShoppingLine[]).filter((l) => !l.perishable && l.week === 0).sort((a, b) => b.grams - a.grams)[0]!;
      expect(dry).toBeDefined();
      return { planId: plan.id as string, dry };
    };
    /** Days later: signed in again (the session's idle timeout has passed). */
    const later = async (at: string) => {
      household = await signInAt(server, at);
    };
    const replan = async (planId: string) => {
      const reply = await household.post(`/api/simple-meal-plans/${planId}/replan`, {});
      expect(reply.status).toBe(200);
      expect(ZMealPlan.strict().safeParse(reply.body).error).toBeUndefined();
      return reply.body as { shopping: ShoppingLine[]; larderNotes: string[] };
    };

    it('a dry food a few days past its best-before is planned from the larder, with a note, and left off the list', async () => {
      const { planId, dry } = await lockedPlan();
      const added = await household.post('/api/larder/items', { ingredient: dry.ingredient, quantity: Math.ceil(dry.grams), unit: 'g', bestBefore: '2026-03-03', dateKind: 'best-before' });
      expect(added.status).toBe(201);
      await later('2026-03-06T09:00:00Z'); // three days past its best-before
      const plan = await replan(planId);
      const line = plan.shopping.find((l) => l.ingredient === dry.ingredient && l.week === 0)!;
      expect(line.heldGrams).toBeGreaterThan(0);
      expect(line.heldPastBestBefore).toBe('2026-03-03');
      expect(plan.larderNotes).toEqual([expect.stringMatching(new RegExp(`^Uses your ${dry.name.toLowerCase().replace(/[()]/g, '.')} past its best-before \\(3 Mar\\): usually still good`))]);
      // The list counts it as the plan does.
      const lists = (await household.get('/api/simple-shopping-lists')).body as { mealPlanId: string; items: ListLine[] }[];
      const listLine = lists.find((l) => l.mealPlanId === planId)!.items.find((i) => i.ingredient === dry.ingredient && !i.isExtra)!;
      expect(listLine.heldGrams).toBeGreaterThan(0);
    });

    it('the same food with a use-by the household set is not planned past it, and nothing is said', async () => {
      const { planId, dry } = await lockedPlan();
      await household.post('/api/larder/items', { ingredient: dry.ingredient, quantity: Math.ceil(dry.grams), unit: 'g', bestBefore: '2026-03-03', dateKind: 'use-by' });
      await later('2026-03-06T09:00:00Z');
      const plan = await replan(planId);
      const line = plan.shopping.find((l) => l.ingredient === dry.ingredient && l.week === 0)!;
      expect(line).toMatchObject({ heldGrams: 0, heldPastBestBefore: null });
      expect(plan.larderNotes).toEqual([]);
    });
  });
}

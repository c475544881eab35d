import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { USUAL_STAPLES } from '@larder/domain/larder/larder-item';
import { ZLarder, ZStaplesState } from '@larder/contract/larder';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

/**
 * Issue 31, staples: a new household has the usual ten staples until it says otherwise; its first plan and list buy
 * none of them, and the plan's cost is the list's total. A staple marked run out goes on the next list; ticking it puts it back.
 */
const profile = { householdSize: 2, weeklyBudget: '85.00', cookingSkill: 'intermediate', cuisinePreferences: ['British', 'Italian', 'Indian'] };
type Line = { id: number; ingredient: string; quantity: number; price: string; isChecked: boolean };
type List = { mealPlanId: string; totalCost: string; items: Line[] };

for (const target of oneDatabaseTarget()) {
  describe(`staples (${target.name})`, () => {
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

    const planAndList = async () => {
      const plan = await household.post('/api/simple-meal-plans');
      expect(plan.status).toBe(201);
      const list = ((await household.get('/api/simple-shopping-lists')).body as List[]).find((l) => l.mealPlanId === plan.body.id)!;
      return { plan: plan.body as { id: string; totalCost: string; shopping: Array<{ ingredient: string; packs: number; cost: string }> }, list };
    };
    const bought = (list: List) => new Set(list.items.filter((i) => i.quantity > 0).map((i) => i.ingredient));

    it('a new household has the usual ten, not yet chosen, and is offered about 25', async () => {
      const state = await household.get('/api/larder/staples');
      expect(ZStaplesState.strict().safeParse(state.body).error).toBeUndefined();
      expect(state.body).toEqual({ staples: [...USUAL_STAPLES].sort(), runOut: [], chosen: false });
      const larder = (await household.get('/api/larder')).body;
      expect(ZLarder.strict().safeParse(larder).error).toBeUndefined();
      expect(larder.staplesChosen).toBe(false);
      expect(larder.suggestedStaples.length).toBeGreaterThanOrEqual(20);
      expect(larder.suggestedStaples.filter((s: { usual: boolean }) => s.usual)).toHaveLength(10);
    });

    it("the first plan and list buy none of the household's staples, and the plan's cost is the list's total", async () => {
      const { plan, list } = await planAndList();
      const needed = new Set(list.items.map((i) => i.ingredient));
      // The plan does use some of them (else this would prove nothing), and buys none.
      expect(USUAL_STAPLES.filter((s) => needed.has(s)).length).toBeGreaterThan(0);
      expect(USUAL_STAPLES.filter((s) => bought(list).has(s))).toEqual([]);
      expect(plan.shopping.filter((l) => USUAL_STAPLES.includes(l.ingredient) && l.packs > 0)).toEqual([]);
      expect(list.totalCost).toBe(plan.totalCost);
    });

    it('a staple marked run out goes on the next list (and the plan counts it); ticking it puts it back', async () => {
      const first = await planAndList();
      const used = USUAL_STAPLES.find((s) => first.list.items.some((i) => i.ingredient === s))!;
      expect(used).toBeDefined();
      const marked = await household.put(`/api/larder/staples/${used}`, { runOut: true });
      expect(marked.status).toBe(200);
      expect(marked.body).toMatchObject({ runOut: [used], chosen: true });
      const staple = (await household.get('/api/larder')).body.staples.find((s: { ingredient: string }) => s.ingredient === used);
      expect(staple).toMatchObject({ held: false, runOut: true });

      // The same week again: the run-out staple is bought, by the list and in the plan's cost alike.
      const planId = first.plan.id;
      const again = await household.post('/api/simple-shopping-lists', { mealPlanId: planId });
      expect(again.status).toBe(201);
      const line = (again.body.items as Line[]).find((i) => i.ingredient === used && i.quantity > 0);
      expect(line).toBeDefined();
      const next = await planAndList();
      const nextUses = next.list.items.some((i) => i.ingredient === used);
      if (nextUses) expect(bought(next.list).has(used)).toBe(true);
      expect(next.list.totalCost).toBe(next.plan.totalCost);

      // Bought: ticked, it is back in the cupboard.
      expect((await household.put(`/api/simple-shopping-list-items/${line!.id}`, { isChecked: true })).status).toBe(200);
      expect((await household.get('/api/larder/staples')).body.runOut).toEqual([]);
    });

    it('refuses a bad mark naming the field, changing nothing', async () => {
      const notBool = await household.put('/api/larder/staples/salt', { runOut: 'yes' });
      expect(notBool.status).toBe(400);
      expect(notBool.body.field).toBe('runOut');
      const notStaple = await household.put('/api/larder/staples/dragon-scales', { runOut: true });
      expect(notStaple.status).toBe(400);
      expect(notStaple.body.field).toBe('ingredient');
      expect((await household.get('/api/larder/staples')).body).toEqual({ staples: [...USUAL_STAPLES].sort(), runOut: [], chosen: false });
    });

    it('what the household chooses replaces the usual ten', async () => {
      const set = await household.put('/api/larder/staples', { staples: ['salt', 'soy-sauce'] });
      expect(set.body).toEqual({ staples: ['salt', 'soy-sauce'], runOut: [], chosen: true });
    });
  });
}

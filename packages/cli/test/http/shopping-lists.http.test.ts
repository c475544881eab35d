import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZListComparison, ZShoppingList } from '@larder/contract/shopping-lists';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const profile = { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };

for (const target of oneDatabaseTarget()) {
  describe(`shopping lists (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    let planId: string;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      household = await signUp(server);
      await household.put('/api/user/preferences', profile);
      planId = (await household.post('/api/simple-meal-plans')).body.id;
    });

    it('generating a plan also makes its shopping list, priced at the plan’s chain', async () => {
      const lists = await household.get('/api/simple-shopping-lists');
      expect(lists.status).toBe(200);
      expect(lists.body).toHaveLength(1);
      const list = lists.body[0];
      expect(ZShoppingList.strict().safeParse(list).error).toBeUndefined();
      expect(list.mealPlanId).toBe(planId);
      expect(list.items.length).toBeGreaterThan(5);
      const sum = list.items.reduce((total: number, i: { price: string }) => total + Math.round(Number(i.price) * 100), 0);
      expect(Math.round(Number(list.totalCost) * 100)).toBe(sum);
      expect(list.priceNote).toMatch(/^Every price on this list is an estimate for /);
      expect(list.pricing).toMatchObject({ estimatesOnly: true });
      expect(list.items.every((i: { priceFrom: { source: string; label: string } }) => i.priceFrom?.source === 'estimate' && i.priceFrom.label === 'estimate')).toBe(true);
      for (const item of list.items) {
        // Bought in whole packs, or a staple the household keeps: on the list, covered, at no cost.
        if (item.quantity === 0) expect(item).toMatchObject({ price: '0.00', heldGrams: item.neededGrams });
        else expect(item.quantity).toBeGreaterThanOrEqual(1);
        expect(item.leftoverGrams).toBeGreaterThanOrEqual(0);
      }
      expect(list.items.filter((i: { quantity: number }) => i.quantity >= 1).length).toBeGreaterThan(5);
    });

    it('POST /api/simple-shopping-lists and /api/shopping-lists make a list for a plan at a chain; bad input 400, another plan 404', async () => {
      const tesco = await household.post('/api/simple-shopping-lists', { mealPlanId: planId, supermarket: 'Tesco' });
      expect(tesco.status).toBe(201);
      expect(tesco.body.supermarket).toBe('Tesco');
      const lidl = await household.post('/api/shopping-lists', { mealPlanId: planId, supermarket: 'lidl' });
      expect(lidl.body.supermarket).toBe('Lidl');
      expect((await household.post('/api/simple-shopping-lists', { mealPlanId: planId, supermarket: 'Harrods' })).body.field).toBe('supermarket');
      expect((await household.post('/api/simple-shopping-lists', { supermarket: 'Tesco' })).status).toBe(400);
      expect((await household.post('/api/simple-shopping-lists', { mealPlanId: '00000000-0000-4000-8000-000000000000', supermarket: 'Tesco' })).status).toBe(404);
      const ids = (await household.get('/api/simple-shopping-lists')).body.map((l: { id: number }) => l.id);
      expect(ids[0]).toBe(lidl.body.id);
    });

    it('compares the same list at every chain, cheapest first, with the saving against the usual chain', async () => {
      const [list] = (await household.get('/api/simple-shopping-lists')).body;
      const reply = await household.get(`/api/simple-shopping-lists/${list.id}/compare`);
      expect(reply.status).toBe(200);
      expect(ZListComparison.safeParse(reply.body).error).toBeUndefined();
      const totals = reply.body.comparisons.map((c: { totalCost: string }) => Number(c.totalCost));
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      const usual = reply.body.comparisons.find((c: { usual: boolean }) => c.usual);
      expect(usual.chain).toBe(list.supermarket);
      expect(usual.saving).toBe('0.00');
      expect(reply.body.reachNote).toBe('Prices are national estimates until we know the supermarkets near you, so every supermarket is shown.');
    });

    it('adds a recipe to the current list, merging lines', async () => {
      const [before] = (await household.get('/api/simple-shopping-lists')).body;
      const added = await household.post('/api/shopping-lists/add-recipe', { recipeId: 'spaghetti-bolognese' });
      expect(added.status).toBe(200);
      expect(added.body.id).toBe(before.id);
      const names = (l: { items: Array<{ ingredient: string }> }) => l.items.map((i) => i.ingredient);
      expect(names(added.body)).toContain('spaghetti');
      expect(new Set(names(added.body)).size).toBe(added.body.items.length);
      expect(Number(added.body.totalCost)).toBeGreaterThan(Number(before.totalCost));
      expect((await household.post('/api/shopping-lists/add-recipe', { recipeId: 'nope' })).status).toBe(404);
    });

    it('checks items off (newest change wins), deletes, and keeps other households out', async () => {
      const [list] = (await household.get('/api/simple-shopping-lists')).body;
      const item = list.items[0];
      const checked = await household.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: true, changedAt: '2026-11-21T10:00:00Z' });
      expect(checked.body.isChecked).toBe(true);
      // An older change arriving late (a phone coming back online) does not undo the newer one.
      const stale = await household.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: false, changedAt: '2026-11-21T09:00:00Z' });
      expect(stale.body.isChecked).toBe(true);
      const reloaded = (await household.get(`/api/simple-shopping-lists/${list.id}`)).body;
      expect(reloaded.progress).toBeCloseTo(1 / list.items.length, 3);
      expect((await household.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: 'yes' })).status).toBe(400);

      const other = await signUp(server, { email: 'other@example.com' });
      expect((await other.get(`/api/simple-shopping-lists/${list.id}`)).status).toBe(404);
      expect((await other.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: false })).status).toBe(404);
      expect((await other.request('DELETE', `/api/simple-shopping-lists/${list.id}`)).status).toBe(404);
      expect((await household.get(`/api/simple-shopping-lists/${list.id}`)).body.items[0].isChecked).toBe(true);

      expect((await household.request('DELETE', `/api/simple-shopping-lists/${list.id}`)).status).toBe(200);
      expect((await household.get(`/api/simple-shopping-lists/${list.id}`)).status).toBe(404);
      expect((await household.get('/api/simple-shopping-lists/abc')).status).toBe(404);
      expect((await server.client().get('/api/simple-shopping-lists')).status).toBe(401);
    });
  });
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZShoppingList } from '@larder/contract/shopping-lists';
import { ZSwapPreview } from '@larder/contract/meal-plans';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const profile = { householdSize: 2, weeklyBudget: '60.00', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };
const pence = (pounds: string) => Math.round(Number(pounds) * 100);
type Item = { id: number; ingredient: string; name: string; isChecked: boolean; notNeeded: boolean; isExtra: boolean; price: string };
type List = { id: number; mealPlanId: string | null; supermarket: string; totalCost: string; name: string; archived: boolean; items: Item[]; lastChange: null | { summary: string; reason: string; added: string[]; removed: string[]; notNeeded: string[]; difference: string } };

for (const target of oneDatabaseTarget()) {
  describe(`a plan's list kept in step with the plan (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    let planId: string;
    const lists = async (): Promise<List[]> => (await household.get('/api/simple-shopping-lists')).body;
    const current = async (): Promise<List> => (await lists()).find((l) => l.mealPlanId === planId && !l.archived)!;
    const plan = async () => (await household.get(`/api/simple-meal-plans/${planId}`)).body;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 240_000);
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      household = await signUp(server);
      await household.put('/api/user/preferences', profile);
      planId = (await household.post('/api/simple-meal-plans')).body.id;
    });

    it("a plan's list buys what the plan costs: its meals, their sides and the day's extras, at the plan's total", async () => {
      const p = await plan();
      const list = await current();
      const bought = list.items.filter((i) => !i.isExtra);
      // A fresh household holds nothing yet, so the list's lines cost what the plan says, pack for pack.
      expect(bought.length).toBeGreaterThan(0);
      expect(pence(list.totalCost)).toBe(pence(p.totalCost));
      expect(bought.reduce((sum, i) => sum + pence(i.price), 0)).toBe(pence(p.totalCost));
    });

    it('a swap updates the same list at once: ticks kept, a ticked line no longer needed kept and marked, and the change said', async () => {
      const before = await current();
      expect(ZShoppingList.strict().safeParse(before).error).toBeUndefined();
      expect(before.name).toMatch(/^Week of \d{1,2} [A-Z][a-z]{2}, [A-Za-z' ]+$/);
      expect(before.lastChange).toBeNull();
      // Tick everything: whatever the swap drops must stay, marked not needed; whatever it keeps stays ticked.
      for (const item of before.items) expect((await household.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: true })).status).toBe(200);
      await household.post(`/api/simple-shopping-lists/${before.id}/items`, { name: 'bin bags' });
      const p = await plan();
      const meal = p.items.find((i: { locked: boolean; mealType: string }) => !i.locked && i.mealType === 'dinner');
      const preview = await household.get(`/api/simple-meal-plans/${planId}/items/${meal.id}/swap-preview`);
      expect(preview.status).toBe(200);
      expect(ZSwapPreview.strict().safeParse(preview.body).error).toBeUndefined();
      expect(preview.body.totalBefore).toBe(p.totalCost);
      expect(await plan()).toEqual(p); // a preview stores nothing
      const swapped = await household.post(`/api/simple-meal-plans/${planId}/items/${meal.id}/swap`, {});
      expect(swapped.status).toBe(200);
      const after = swapped.body.items.find((i: { id: string }) => i.id === meal.id);
      expect(after.recipeName).toBe(preview.body.to);
      expect(swapped.body.totalCost).toBe(preview.body.totalAfter);
      expect(pence(preview.body.difference)).toBe(pence(preview.body.totalAfter) - pence(preview.body.totalBefore));

      const all = await lists();
      expect(all.filter((l) => l.mealPlanId === planId)).toHaveLength(1); // the same list, no duplicate
      const list = all[0]!;
      expect(list.id).toBe(before.id);
      expect(list.lastChange).toMatchObject({ reason: 'swap' });
      expect(list.lastChange!.summary).toMatch(/£\d+\.\d{2} (more|less)|same total/);
      const byIngredient = new Map(before.items.map((i) => [i.ingredient, i]));
      for (const item of list.items.filter((i) => !i.isExtra)) {
        const was = byIngredient.get(item.ingredient);
        if (item.notNeeded) expect(item.isChecked).toBe(true);
        if (was && !item.notNeeded && item.isChecked === false) expect(list.lastChange!.summary).toMatch(/already ticked/);
      }
      const gone = before.items.filter((i) => !list.items.some((n) => n.ingredient === i.ingredient && !n.notNeeded));
      for (const g of gone) expect(list.items.find((n) => n.ingredient === g.ingredient)).toMatchObject({ isChecked: true, notNeeded: true });
      expect(list.lastChange!.notNeeded.sort()).toEqual(gone.map((g) => g.name).sort());
      expect(list.items.some((i) => i.isExtra && /bin bags/i.test(i.name))).toBe(true);
      const counted = list.items.filter((i) => !i.notNeeded).reduce((s, i) => s + pence(i.price), 0);
      expect(pence(list.totalCost)).toBe(counted);

      // Regenerating the same plan again changes nothing and makes no duplicate.
      const again = await household.post('/api/simple-shopping-lists', { mealPlanId: planId });
      expect(again.body.id).toBe(list.id);
      expect(again.body.lastChange.summary).toBe('No change to the list.');
      expect((await lists()).filter((l) => l.mealPlanId === planId)).toHaveLength(1);
    });

    it('another chain reprices the same list (ticks kept), a re-plan updates it, and a new plan archives the old list', async () => {
      const first = await current();
      const ticked = first.items[0]!;
      await household.put(`/api/simple-shopping-list-items/${ticked.id}`, { isChecked: true });
      const chain = first.supermarket === 'Lidl' ? 'Tesco' : 'Lidl';
      const moved = await household.post('/api/simple-shopping-lists', { mealPlanId: planId, supermarket: chain });
      expect(moved.body).toMatchObject({ id: first.id, supermarket: chain, name: expect.stringMatching(new RegExp(`, ${chain}$`)), lastChange: { reason: 'chain' } });
      const still = moved.body.items.find((i: Item) => i.ingredient === ticked.ingredient);
      if (still && !still.notNeeded) expect(still.isChecked).toBe(true);

      const replanned = await household.post(`/api/simple-meal-plans/${planId}/replan`, {});
      expect(replanned.status).toBe(200);
      expect((await current())).toMatchObject({ id: first.id, supermarket: chain, lastChange: { reason: 'replan' } });

      const second = (await household.post('/api/simple-meal-plans')).body.id;
      const all = await lists();
      expect(all.map((l) => [l.mealPlanId, l.archived])).toEqual([[second, false], [planId, true]]);
      // An archived list is not regenerated by changes to its old plan.
      const oldMeal = (await plan()).items.find((i: { locked: boolean }) => !i.locked);
      await household.post(`/api/simple-meal-plans/${planId}/items/${oldMeal.id}/swap`, {});
      expect((await lists()).find((l) => l.mealPlanId === planId)).toMatchObject({ archived: true, lastChange: { reason: 'replan' } });
    });

    it('a swap preview of a locked meal is a 409, of another household’s plan a 404', async () => {
      const meal = (await plan()).items[0];
      await household.put(`/api/simple-meal-plans/${planId}/items/${meal.id}`, { locked: true });
      expect((await household.get(`/api/simple-meal-plans/${planId}/items/${meal.id}/swap-preview`)).status).toBe(409);
      const other = await signUp(server, { email: 'other-household@example.com' });
      expect((await other.get(`/api/simple-meal-plans/${planId}/items/${meal.id}/swap-preview`)).status).toBe(404);
      expect((await household.get(`/api/simple-meal-plans/${planId}/items/nope/swap-preview`)).status).toBe(404);
      expect((await server.client().get(`/api/simple-meal-plans/${planId}/items/${meal.id}/swap-preview`)).status).toBe(401);
    });
  });
}

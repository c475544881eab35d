import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZCookNow, ZLarder, ZLarderItem } from '@larder/contract/larder';
import { ZShoppingList } from '@larder/contract/shopping-lists';
import { type TestClient, type TestServer, signInAt, signUp, startTestServer } from '../support/test-server';

const profile = { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };
type Item = { id: string; ingredient: string | null; name: string; quantity: number; unit: string; place: string; bestBefore: string | null; source: string; value: string };
const patch = (c: TestClient, path: string, body: unknown) => c.request('PATCH', path, body);
const del = (c: TestClient, path: string) => c.request('DELETE', path);
type Line = { id: number; ingredient: string; quantity: number; price: string; neededGrams: number; heldGrams: number; isExtra: boolean; isChecked: boolean };

for (const target of oneDatabaseTarget()) {
  describe(`larder (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    let planId: string;
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
      planId = (await household.post('/api/simple-meal-plans')).body.id;
    }, 120_000);
    const larder = async (client = household) => {
      const reply = await client.get('/api/larder');
      expect(reply.status).toBe(200);
      expect(ZLarder.strict().safeParse(reply.body).error).toBeUndefined();
      return reply.body as { items: Item[]; staples: Array<{ ingredient: string; held: boolean }>; valueHeld: string; thrownAway30Days: string };
    };

    it('adds by quick text and by ingredient, dated by kind; refuses bad input naming the field, changing nothing', async () => {
      expect((await larder()).items).toEqual([]);
      const rice = await household.post('/api/larder/items', { text: '500 g basmati rice' });
      expect(rice.status).toBe(201);
      expect(ZLarderItem.strict().safeParse(rice.body).error).toBeUndefined();
      expect(rice.body).toMatchObject({ ingredient: 'basmati-rice', quantity: 500, unit: 'g', place: 'cupboard', source: 'added', bestBefore: '2027-03-02' });
      const spinach = await household.post('/api/larder/items', { text: 'half a bag of spinach' });
      expect(spinach.status).toBe(201);
      expect(spinach.body.ingredient).toMatch(/spinach/);
      expect(spinach.body).toMatchObject({ unit: 'g', place: 'fridge', bestBefore: '2026-03-06', useSoon: false });
      expect(spinach.body.quantity).toBeGreaterThan(0);
      const chicken = await household.post('/api/larder/items', { ingredient: 'chicken-breast', quantity: 400, unit: 'g' });
      expect(chicken.body).toMatchObject({ place: 'fridge', bestBefore: '2026-03-04', useSoon: true });
      expect(Number(chicken.body.value)).toBeGreaterThan(0);

      const before = await larder();
      const bad: Array<[unknown, string]> = [
        [{ ingredient: 'unicorn-steak', quantity: 1, unit: 'g' }, 'ingredient'],
        [{ ingredient: 'baby-spinach', quantity: -5, unit: 'g' }, 'quantity'],
        [{ ingredient: 'baby-spinach', quantity: 100_001, unit: 'g' }, 'quantity'],
        [{ ingredient: 'baby-spinach', quantity: 100, unit: 'stone' }, 'unit'],
        [{ ingredient: 'baby-spinach', quantity: 100, unit: 'g', place: 'garage' }, 'place'],
        [{ ingredient: 'baby-spinach', quantity: 100, unit: 'g', bestBefore: '1999-01-01' }, 'bestBefore'],
        [{ ingredient: 'baby-spinach', quantity: 100, unit: 'g', bestBefore: '2099-01-01' }, 'bestBefore'],
        [{ ingredient: 'baby-spinach', quantity: 100, unit: 'g', bestBefore: '2026-02-30' }, 'bestBefore'],
        [{ text: 'spinach please' }, 'text'],
        [{ text: '200 kg flour' }, 'text'],
      ];
      for (const [body, field] of bad) {
        const reply = await household.post('/api/larder/items', body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.field, JSON.stringify(body)).toBe(field);
      }
      expect((await patch(household, `/api/larder/items/${rice.body.id}`, { quantity: 1e9 })).body.field).toBe('quantity');
      expect((await del(household, `/api/larder/items/${rice.body.id}?reason=eaten-by-dog`)).body.field).toBe('reason');
      expect((await larder()).items).toEqual(before.items);
    });

    it('corrects, moves to the freezer (dated months ahead), marks used and thrown away with the real waste in pounds', async () => {
      const milk = (await household.post('/api/larder/items', { ingredient: 'whole-milk', quantity: 2000, unit: 'ml' })).body;
      expect(milk.place).toBe('fridge');
      const less = await patch(household, `/api/larder/items/${milk.id}`, { quantity: 1000 });
      expect(less.status).toBe(200);
      expect(less.body.quantity).toBe(1000);
      expect(Number(less.body.value)).toBeCloseTo(Number(milk.value) / 2, 1);
      const frozen = await patch(household, `/api/larder/items/${milk.id}`, { place: 'freezer' });
      expect(frozen.body).toMatchObject({ place: 'freezer', bestBefore: '2026-05-31' });
      const half = await del(household, `/api/larder/items/${milk.id}?reason=thrown-away&quantity=500`);
      expect(half.status).toBe(200);
      expect(half.body.left.quantity).toBe(500);
      const all = await del(household, `/api/larder/items/${milk.id}?reason=used`);
      expect(all.body.left).toBeNull();
      const after = await larder();
      expect(after.items).toEqual([]);
      expect(after.thrownAway30Days).toBe(half.body.value);
      expect(Number(after.thrownAway30Days)).toBeGreaterThan(0);
      expect((await del(household, `/api/larder/items/${milk.id}?reason=used`)).status).toBe(404);
    });

    it('tells the waste apart by date: past a use-by, past a best-before (often still good), in date; the parts add up', async () => {
      const chicken = (await household.post('/api/larder/items', { ingredient: 'chicken-breast', quantity: 500, unit: 'g', bestBefore: '2026-03-03' })).body;
      const rice = (await household.post('/api/larder/items', { ingredient: 'basmati-rice', quantity: 1000, unit: 'g', bestBefore: '2026-03-03' })).body;
      const milk = (await household.post('/api/larder/items', { ingredient: 'whole-milk', quantity: 1000, unit: 'ml', bestBefore: '2026-03-20' })).body;
      household = await signInAt(server, '2026-03-05T09:00:00Z'); // two days past the chicken's use-by and the rice's best-before
      for (const item of [chicken, rice, milk]) expect((await del(household, `/api/larder/items/${item.id}?reason=thrown-away`)).status).toBe(200);
      const after = (await household.get('/api/larder')).body;
      expect(after.thrownAwayByDate).toEqual({ pastUseBy: chicken.value, pastBestBefore: rice.value, inDate: milk.value, unknown: '0.00' });
      const parts = Object.values(after.thrownAwayByDate as Record<string, string>).reduce((sum, v) => sum + Math.round(Number(v) * 100), 0);
      expect(parts).toBe(Math.round(Number(after.thrownAway30Days) * 100));
    });

    it('says "freeze today" for meat and bread on the last day of their date; frozen, the prompt goes', async () => {
      const fresh = (await household.post('/api/larder/items', { ingredient: 'chicken-breast', quantity: 400, unit: 'g' })).body;
      const chicken = (await household.post('/api/larder/items', { ingredient: 'chicken-breast', quantity: 300, unit: 'g', bestBefore: '2026-03-02' })).body;
      const past = (await household.post('/api/larder/items', { ingredient: 'chicken-breast', quantity: 200, unit: 'g', bestBefore: '2026-03-01' })).body;
      const milk = (await household.post('/api/larder/items', { ingredient: 'whole-milk', quantity: 1000, unit: 'ml', bestBefore: '2026-03-02' })).body;
      expect(fresh).toMatchObject({ bestBefore: '2026-03-04', freezeToday: false });
      expect(chicken).toMatchObject({ bestBefore: '2026-03-02', freezeToday: true });
      const items = (await larder()).items as Array<Item & { freezeToday: boolean }>;
      expect(items.find((i) => i.id === chicken.id)?.freezeToday).toBe(true);
      // Past its date it is not to be frozen; milk on its last day is "use soon", not "freeze today".
      expect(items.find((i) => i.id === past.id)?.freezeToday).toBe(false);
      expect(items.find((i) => i.id === milk.id)?.freezeToday).toBe(false);
      const frozen = await patch(household, `/api/larder/items/${chicken.id}`, { place: 'freezer' });
      expect(frozen.body).toMatchObject({ place: 'freezer', freezeToday: false });
      expect(((await larder()).items as Array<Item & { freezeToday: boolean }>).filter((i) => i.freezeToday)).toEqual([]);
    });

    it("another household's item is a 404 and stays as it was; a cookie call from another site is refused", async () => {
      const rice = (await household.post('/api/larder/items', { text: '1kg basmati rice' })).body;
      const other = await signUp(server, { email: 'other@example.com' });
      expect((await patch(other, `/api/larder/items/${rice.id}`, { quantity: 1 })).status).toBe(404);
      expect((await del(other, `/api/larder/items/${rice.id}?reason=used`)).status).toBe(404);
      expect((await patch(other, '/api/larder/items/not-a-uuid', { quantity: 1 })).status).toBe(404);
      expect((await larder(other)).items).toEqual([]);
      expect((await larder()).items[0]).toMatchObject({ id: rice.id, quantity: 1000 });
      const forged = await household.post('/api/larder/items', { text: '1 kg flour' }, { origin: 'https://evil.example' });
      expect(forged.status).toBe(403);
      expect((await server.client().get('/api/larder')).status).toBe(401);
    });

    it('ticking a line as bought puts its whole packs in the larder; unticking takes them out; the next list buys only the difference', async () => {
      const [list] = (await household.get('/api/simple-shopping-lists')).body;
      const line = (list.items as Line[]).find((i) => !i.isExtra && i.quantity >= 1)!;
      const tick = await household.put(`/api/simple-shopping-list-items/${line.id}`, { isChecked: true });
      expect(tick.status).toBe(200);
      const held = (await larder()).items.filter((i) => i.ingredient === line.ingredient);
      expect(held).toHaveLength(1);
      expect(held[0]).toMatchObject({ source: 'list', unit: 'g', value: line.price });
      expect(held[0]!.quantity).toBeGreaterThanOrEqual(line.neededGrams);
      await household.put(`/api/simple-shopping-list-items/${line.id}`, { isChecked: false });
      expect((await larder()).items).toEqual([]);

      for (const item of list.items as Line[]) await household.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: true });
      const again = await household.post('/api/simple-shopping-lists', { mealPlanId: planId });
      expect(again.status).toBe(201);
      expect(ZShoppingList.strict().safeParse(again.body).error).toBeUndefined();
      // Every line bought: the list keeps them ticked at the price paid (money spent), and nothing is left to buy.
      expect(Number(again.body.totalCost)).toBe(Number(list.totalCost));
      const paid = new Map((list.items as Line[]).map((i) => [i.id, i.price]));
      for (const item of again.body.items as Line[]) {
        expect(item, JSON.stringify(item)).toMatchObject({ isChecked: true, price: paid.get(item.id) });
      }
      // A new plan spends what is held: its list costs less than buying everything again.
      const next = (await household.post('/api/simple-meal-plans')).body.id;
      const fresh = (await household.get('/api/simple-shopping-lists')).body.find((l: { mealPlanId: string }) => l.mealPlanId === next);
      expect((fresh.items as Line[]).some((i) => i.heldGrams > 0)).toBe(true);
      expect(Number(fresh.totalCost)).toBeLessThan(Number(list.totalCost));
    });

    it('keeps staples: unknown ones 400; a staple the household has is left off the list, held or not', async () => {
      expect((await household.put('/api/larder/staples', { staples: ['salt', 'dragon-scales'] })).body.field).toBe('staples');
      expect((await household.put('/api/larder/staples', { staples: 'salt' })).status).toBe(400);
      const set = await household.put('/api/larder/staples', { staples: ['salt', 'black-pepper'] });
      expect(set.body.staples).toEqual(['black-pepper', 'salt']);
      expect((await household.get('/api/larder/staples')).body.staples).toEqual(['black-pepper', 'salt']);
      await household.post('/api/larder/items', { ingredient: 'salt', quantity: 5, unit: 'g' });
      expect((await larder()).staples).toEqual([{ ingredient: 'black-pepper', name: expect.any(String), held: true, runOut: false }, { ingredient: 'salt', name: expect.any(String), held: true, runOut: false }]);
      const list = (await household.post('/api/simple-shopping-lists', { mealPlanId: planId })).body;
      const salt = (list.items as Line[]).find((i) => i.ingredient === 'salt');
      if (salt) expect(salt).toMatchObject({ quantity: 0, price: '0.00' });
    });

    it('marks a meal cooked (taking out what it uses), refuses it twice, undoes it; another household gets 404', async () => {
      const [list] = (await household.get('/api/simple-shopping-lists')).body;
      for (const item of list.items as Line[]) await household.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: true });
      const full = await larder();
      const plan = (await household.get(`/api/simple-meal-plans/${planId}`)).body;
      const meal = plan.items.find((m: { leftoverOf: unknown }) => !m.leftoverOf);
      const cooked = await household.post(`/api/meal-plans/${planId}/meals/${meal.id}/cooked`);
      expect(cooked.status).toBe(200);
      expect(cooked.body.itemsChanged).toBeGreaterThan(0);
      const after = await larder();
      const grams = (l: { items: Item[] }) => l.items.filter((i) => i.ingredient).reduce((s, i) => s + i.quantity, 0);
      expect(grams(after)).toBeLessThan(grams(full));
      expect((await household.post(`/api/meal-plans/${planId}/meals/${meal.id}/cooked`)).status).toBe(409);
      const other = await signUp(server, { email: 'other@example.com' });
      expect((await other.post(`/api/meal-plans/${planId}/meals/${meal.id}/cooked`)).status).toBe(404);
      expect((await del(other, `/api/meal-plans/${planId}/meals/${meal.id}/cooked`)).status).toBe(404);
      expect((await household.post(`/api/meal-plans/${planId}/meals/nope/cooked`)).status).toBe(404);
      const undo = await del(household, `/api/meal-plans/${planId}/meals/${meal.id}/cooked`);
      expect(undo.status).toBe(200);
      const restored = await larder();
      expect(grams(restored)).toBeCloseTo(grams(full), 0);
      expect((await household.get(`/api/meal-plans/${planId}/cooked`)).body.meals).toEqual([expect.objectContaining({ mealId: meal.id, status: 'undone' })]);
    });

    it('cooks each meal automatically once its day is over, except one the household undid', async () => {
      server.clock.set('2026-03-02T23:00:00Z');
      household = await signUp(server, { email: 'late@example.com' });
      await household.put('/api/user/preferences', profile);
      planId = (await household.post('/api/simple-meal-plans')).body.id;
      const [list] = (await household.get('/api/simple-shopping-lists')).body;
      for (const item of list.items as Line[]) await household.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: true });
      const plan = (await household.get(`/api/simple-meal-plans/${planId}`)).body;
      const firstDay = plan.items.filter((m: { day: number }) => m.day === 0);
      const skipped = firstDay[0];
      await del(household, `/api/meal-plans/${planId}/meals/${skipped.id}/cooked`);
      server.clock.set('2026-03-03T00:30:00Z');
      await larder();
      const marks = (await household.get(`/api/meal-plans/${planId}/cooked`)).body.meals as Array<{ mealId: string; status: string; automatic: boolean }>;
      expect(marks.filter((m) => m.status === 'cooked').map((m) => m.mealId).sort()).toEqual(firstDay.slice(1).map((m: { id: string }) => m.id).sort());
      expect(marks.find((m) => m.mealId === skipped.id)!.status).toBe('undone');
      expect(marks.filter((m) => m.status === 'cooked').every((m) => m.automatic)).toBe(true);
    });

    it('what can I cook now: all held, or one missing with its cost; cook from my larder plans with fewer things to buy', async () => {
      expect(ZCookNow.safeParse((await household.get('/api/larder/cook-now')).body).error).toBeUndefined();
      const [list] = (await household.get('/api/simple-shopping-lists')).body;
      for (const item of list.items as Line[]) await household.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: true });
      const now = (await household.get('/api/larder/cook-now')).body;
      expect(now.recipes.length).toBeGreaterThan(0);
      expect(now.recipes.some((r: { missing: unknown }) => r.missing === null)).toBe(true);
      for (const r of now.recipes.filter((x: { missing: unknown }) => x.missing)) expect(Number(r.missing.cost)).toBeGreaterThan(0);
      const plan = await household.post('/api/larder/plan');
      expect(plan.status).toBe(201);
      const lists = (await household.get('/api/simple-shopping-lists')).body;
      const mine = lists.find((l: { mealPlanId: string }) => l.mealPlanId === plan.body.id);
      expect((mine.items as Line[]).filter((i) => i.heldGrams > 0).length).toBeGreaterThan(0);
    });
  });
}

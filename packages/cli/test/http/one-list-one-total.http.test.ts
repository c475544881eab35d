import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const profile = { householdSize: 4, weeklyBudget: '85.00', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };
type Item = { id: number; ingredient: string; isExtra: boolean; isChecked: boolean; notNeeded: boolean; neededGrams?: number; price: string };
type List = { id: number; mealPlanId: string | null; archived: boolean; supermarket: string; totalCost: string; items: Item[] };
type Meal = { id: string; mealType: string; recipeId: string };

/** A one-line receipt at the list's chain for one of its ingredients (the household names the line at confirm). */
const oneLine = (chain: string) => `${chain.toUpperCase()}
GROCERIES                          £0.40
TOTAL                              £0.40
16/11/26 10:00   STORE 2345`;

/** Issue 32, "One total per question": the list, its comparison, "one shop or two", the plan and the tracker agree. */
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
      server.clock.set('2026-11-16T09:00:00Z'); // a Monday: a plan made today is this week's, in the tracker too
      household = await signUp(server);
      await household.put('/api/user/preferences', profile);
    });

    const currentList = async (planId: string): Promise<List> => ((await household.get('/api/simple-shopping-lists')).body as List[]).find((l) => l.mealPlanId === planId && !l.archived)!;

    /** The five answers to "what does this week's shopping cost?", each from its own call. */
    async function figures(planId: string): Promise<Record<string, string>> {
      const list = await currentList(planId);
      const compare = (await household.get(`/api/simple-shopping-lists/${list.id}/compare`)).body;
      const split = (await household.get(`/api/simple-shopping-lists/${list.id}/split`)).body;
      const plan = (await household.get(`/api/simple-meal-plans/${planId}`)).body;
      const tracker = (await household.get('/api/budget-tracker')).body;
      return {
        'the list total': list.totalCost,
        'the comparison at its chain': compare.comparisons.find((c: { chain: string }) => c.chain === list.supermarket)?.totalCost,
        '"one shop or two" at its chain': split.single.find((c: { chain: string }) => c.chain === list.supermarket)?.total,
        'the plan cost': plan.totalCost,
        "the tracker's planned": tracker.currentWeek.planned,
      };
    }
    /** Every pair equal to the penny. */
    async function expectOneFigure(after: string, planId: string): Promise<string> {
      const f = await figures(planId);
      const names = Object.keys(f);
      for (const a of names) for (const b of names) if (a < b) expect(f[a], `after ${after}: ${a} (£${f[a]}) and ${b} (£${f[b]})`).toBe(f[b]);
      return f['the list total']!;
    }

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

    it('every pair of the five figures is equal to the penny after a swap, ticks, a receipt, a larder change and a chat edit', async () => {
      const made = await household.post('/api/simple-meal-plans', { startsToday: true });
      expect(made.status).toBe(201);
      const planId: string = made.body.id;
      await expectOneFigure('a new plan', planId);

      const dinner = ((await household.get(`/api/simple-meal-plans/${planId}`)).body.items as Meal[]).find((m) => m.mealType === 'dinner')!;
      expect((await household.post(`/api/simple-meal-plans/${planId}/items/${dinner.id}/swap`, {})).status).toBe(200);
      await expectOneFigure('a swap', planId);

      const list = await currentList(planId);
      const [a, b] = list.items.filter((i) => !i.isExtra && !i.notNeeded);
      for (const item of [a!, b!]) expect((await household.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: true })).status).toBe(200);
      await expectOneFigure('two ticks', planId);

      const line = (await currentList(planId)).items.find((i) => !i.isExtra && !i.isChecked && !i.notNeeded)!;
      const draft = await household.post('/api/receipts', { text: oneLine(list.supermarket) });
      expect(draft.status).toBe(201);
      expect((await household.post(`/api/receipts/${draft.body.id}/confirm`, { lines: [{ index: 0, ingredient: line.ingredient }] })).status).toBe(200);
      await expectOneFigure('a receipt', planId);

      const other = (await currentList(planId)).items.find((i) => !i.isExtra && !i.isChecked && !i.notNeeded && i.ingredient !== line.ingredient)!;
      expect([200, 201]).toContain((await household.post('/api/larder/items', { ingredient: other.ingredient, quantity: 300, unit: 'g' })).status);
      await expectOneFigure('a larder change', planId);

      // An hour on: the chat's plan is newer than the first by its time, not only by the database's row order (the
      // tracker counts the newest plan where two cover a day; with a frozen clock the two tied and CI once read the first).
      server.clock.advanceMinutes(60);
      const chat = (await household.post('/api/chat/start', { message: 'dinners for 4 for the week, £60' })).body;
      const chatPlan: string = chat.message.mealPlanId;
      // The tracker's "planned" is read in the chat plan's first week (where two plans cover a day, the newest counts).
      server.clock.set(`${(await household.get(`/api/simple-meal-plans/${chatPlan}`)).body.startDate}T09:00:00Z`);
      await expectOneFigure('a plan made in the chat', chatPlan);
      expect((await household.post(`/api/chat/conversations/${chat.conversationId}/continue`, { message: 'make it cheaper' })).status).toBe(200);
      await expectOneFigure('a chat edit', chatPlan);
    });
  });
}

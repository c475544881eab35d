import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZScannedReceipt } from '@larder/contract/receipts';
import { ZMealPlan, type TMealPlan } from '@larder/contract/meal-plans';
import type { TShoppingList } from '@larder/contract/shopping-lists';
import { type TestClient, type TestServer, startTestServer } from '../support/test-server';
import { signedInHousehold } from '../support/household';

type Item = TShoppingList['items'][number];
const pence = (s: string) => Math.round(Number(s) * 100);

for (const target of oneDatabaseTarget()) {
  describe(`meal plans priced from the price book (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 240_000);
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      server.clock.set('2026-11-18T12:00:00Z');
    });

    const household = async () => {
      const client = await signedInHousehold(server);
      expect((await client.put('/api/user/preferences', { postcode: 'M1 1AE', householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] })).status).toBe(200);
      return client;
    };
    const asPlan = (body: unknown) => {
      expect(ZMealPlan.strict().safeParse(body).error).toBeUndefined();
      return body as TMealPlan;
    };
    /** A till receipt at `chain` with one line for the item, confirmed with its food put right if the matcher missed. */
    const buy = async (client: TestClient, chain: string, item: Item, price: string) => {
      const text = `${chain.toUpperCase()}\nManchester Piccadilly\nM1 2AB\n${item.name.toUpperCase()}   ${price}\nTOTAL   ${price}\n18/11/26`;
      const draft = await client.post('/api/receipts', { text });
      expect(draft.status).toBe(201);
      const r = ZScannedReceipt.parse(draft.body);
      const fix = r.lines[0]!.match.ingredient?.slug === item.ingredient ? [] : [{ index: 0, ingredient: item.ingredient }];
      expect((await client.post(`/api/receipts/${r.id}/confirm`, { chain, lines: fix })).status).toBe(200);
    };
    const priceAt = async (client: TestClient, ingredient: string, chain: string) =>
      (await client.get(`/api/prices/${ingredient}`)).body.prices.find((p: { chain: string }) => p.chain === chain) as { payable: string; source: string };
    const costAt = (plan: TMealPlan, chain: string) => pence(plan.costAtChains.find((c) => c.chain === chain)!.totalCost);

    // A re-plan may choose other food at other prices, so the exact change is checked where the food stays: the same
    // plan's cost at another chain, which a read prices afresh from the price book.
    it("a confirmed receipt lowers the plan's cost at that chain by exactly the difference per pack; another household's changes nothing", async () => {
      const me = await household();
      // One chain chosen: the plan is planned (and re-planned) there, not moved to the cheapest chain after planning.
      const { chains } = (await me.get('/api/user/plan-settings')).body as { chains: string[] };
      expect((await me.put('/api/user/plan-settings', { chain: chains[0] })).status).toBe(200);
      const created = await me.post('/api/simple-meal-plans');
      expect(created.status).toBe(201);
      const before = asPlan(created.body);
      expect(before.pricesFrom).toMatchObject({ 'own-receipt': 0, pooled: 0 });
      const lists = (await me.get('/api/simple-shopping-lists')).body as Array<{ id: number }>;
      const list = (await me.get(`/api/simple-shopping-lists/${lists[0]!.id}`)).body as TShoppingList;
      const item = list.items.find((i) => !i.isExtra && i.quantity > 0 && pence(i.price) > i.quantity * 50)!;
      const other = before.costAtChains.map((c) => c.chain).find((c) => c !== before.chain)!;
      const estimate = pence((await priceAt(me, item.ingredient, other)).payable);

      // Another household's receipt: nothing of this plan moves.
      await buy(await household(), other, item, '0.05');
      const unmoved = asPlan((await me.get(`/api/simple-meal-plans/${before.id}`)).body);
      expect(unmoved.costAtChains).toEqual(before.costAtChains);
      expect(unmoved.pricesFrom).toEqual(before.pricesFrom);

      // This household's receipt at the other chain: the same food costs less there, by the difference for each pack.
      await buy(me, other, item, ((estimate - 37) / 100).toFixed(2));
      const known = await priceAt(me, item.ingredient, other);
      expect(known.source).toBe('own-receipt');
      const diff = estimate - pence(known.payable);
      expect(diff).toBeGreaterThan(0);
      const read = asPlan((await me.get(`/api/simple-meal-plans/${before.id}`)).body);
      const saved = costAt(before, other) - costAt(read, other);
      expect(saved).toBeGreaterThan(0);
      expect(saved % diff).toBe(0);
      // Every other chain's cost, and the plan's own, stay.
      for (const c of chains.filter((c) => c !== other)) if (before.costAtChains.some((x) => x.chain === c)) expect(costAt(read, c)).toBe(costAt(before, c));
      expect(read.totalCost).toBe(before.totalCost);

      // A receipt at the plan's own chain: the re-planned plan is priced from it and says so.
      await buy(me, before.chain, item, '0.05');
      expect((await priceAt(me, item.ingredient, before.chain)).source).toBe('own-receipt');
      const replanned = await me.post(`/api/simple-meal-plans/${before.id}/replan`);
      expect(replanned.status).toBe(200);
      const after = asPlan(replanned.body);
      // The re-plan has a seed of its own and may choose other meals: where it still buys that food, the food is priced
      // from the receipt and counted so; where it does not, no line is (the seed depends on the household's random id,
      // so a fixed "it still buys it" failed in one full run of 29 Nov and passed alone).
      const buysIt = (after.shopping ?? []).some((line) => line.ingredient === item.ingredient && line.packs > 0);
      expect(after.pricesFrom?.['own-receipt']).toBe(buysIt ? 1 : 0);
      expect(costAt(after, after.chain)).toBe(pence(after.totalCost));
    }, 240_000);
  });
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZScannedReceipt } from '@larder/contract/receipts';
import { ZListComparison, ZShoppingList, type TShoppingList } from '@larder/contract/shopping-lists';
import { RECEIPT_READS_PER_HOUSEHOLD } from '@larder/domain/receipts/scan-receipt/receipt-upload-limits';
import { type TestClient, type TestServer, startTestServer } from '../support/test-server';
import { signedInHousehold } from '../support/household';

type Item = TShoppingList['items'][number];
const pence = (s: string) => Math.round(Number(s) * 100);

for (const target of oneDatabaseTarget()) {
  describe(`lists priced from the price book (${target.name})`, () => {
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
    const listOf = async (client: TestClient, id: number) => {
      const reply = await client.get(`/api/simple-shopping-lists/${id}`);
      expect(reply.status).toBe(200);
      expect(ZShoppingList.strict().safeParse(reply.body).error).toBeUndefined();
      return reply.body as TShoppingList;
    };
    /** A till receipt at `chain` (near M1) with one line for the item, confirmed with its food put right if the matcher missed. */
    const buy = async (client: TestClient, chain: string, item: Item, price: string) => {
      const text = `${chain.toUpperCase()}\nManchester Piccadilly\nM1 2AB\n${item.name.toUpperCase()}   ${price}\nTOTAL   ${price}\n18/11/26`;
      const draft = await client.post('/api/receipts', { text });
      expect(draft.status).toBe(201);
      const r = ZScannedReceipt.parse(draft.body);
      const fix = r.lines[0]!.match.ingredient?.slug === item.ingredient ? [] : [{ index: 0, ingredient: item.ingredient }];
      expect((await client.post(`/api/receipts/${r.id}/confirm`, { chain, lines: fix })).status).toBe(200);
    };

    it("a confirmed receipt changes the list's line price, its label, its total and the comparison; another household's receipt changes nothing", async () => {
      const me = await household();
      expect((await me.post('/api/simple-meal-plans')).status).toBe(201);
      const [{ id }] = (await me.get('/api/simple-shopping-lists')).body;
      const before = await listOf(me, id);
      const item = before.items.find((i) => !i.isExtra && i.quantity > 0)!;
      expect(before.pricing?.estimatesOnly).toBe(true);
      expect(before.priceNote).toMatch(/^Every price on this list is an estimate/);
      expect(item.priceFrom).toMatchObject({ source: 'estimate', label: 'estimate' });
      const compareBefore = ZListComparison.parse((await me.get(`/api/simple-shopping-lists/${id}/compare`)).body);
      expect(compareBefore.estimatesOnly).toBe(true);
      expect(compareBefore.pricesNote).toMatch(/^This comparison rests only on estimates/);

      // Another household buys the same food at the same chain: nothing of this household's list moves.
      await buy(await household(), before.supermarket, item, '0.05');
      const unmoved = await listOf(me, id);
      expect(unmoved.items.find((i) => i.id === item.id)).toMatchObject({ price: item.price, priceFrom: { source: 'estimate', label: 'estimate' } });
      expect(unmoved.totalCost).toBe(before.totalCost);

      await buy(me, before.supermarket, item, '0.05');
      const after = await listOf(me, id);
      const line = after.items.find((i) => i.id === item.id)!;
      expect(line.priceFrom).toEqual({ source: 'own-receipt', label: 'from your receipt, today', date: '2026-11-18', households: null });
      // The price the price book knows for one pack, times the packs on the list.
      const known = (await me.get(`/api/prices/${item.ingredient}`)).body.prices.find((p: { chain: string }) => p.chain === before.supermarket);
      expect(known.source).toBe('own-receipt');
      expect(pence(line.price)).toBe(item.quantity * pence(known.payable));
      expect(pence(line.price)).not.toBe(pence(item.price));
      expect(pence(after.totalCost)).toBe(pence(before.totalCost) - pence(item.price) + pence(line.price));
      expect(after.pricing).toMatchObject({ estimatesOnly: false, sources: { 'own-receipt': 1 } });
      expect(after.priceNote).toMatch(/1 price from your receipts/);
      // The other lines keep their estimates.
      expect(after.items.filter((i) => i.id !== item.id && !i.isExtra).every((i) => i.priceFrom?.source === 'estimate')).toBe(true);

      const compare = ZListComparison.parse((await me.get(`/api/simple-shopping-lists/${id}/compare`)).body);
      const row = compare.comparisons.find((c) => c.chain === before.supermarket)!;
      expect(row.sources?.['own-receipt']).toBe(1);
      expect(pence(row.totalCost)).toBe(pence(after.totalCost));
      expect(compare.estimatesOnly).toBe(false);
      expect(compare.pricesNote).toMatch(/^1 of the \d+ prices in this comparison are real/);
    }, 180_000);

    it('prices shared by three households nearby price the list only when it opts in, labelled with how many saw them', async () => {
      const me = await household();
      expect((await me.post('/api/simple-meal-plans')).status).toBe(201);
      const [{ id }] = (await me.get('/api/simple-shopping-lists')).body;
      const list = await listOf(me, id);
      const item = list.items.find((i) => !i.isExtra && i.quantity > 0)!;
      const others: TestClient[] = [];
      for (const price of ['0.10', '0.20', '0.30']) {
        const other = await household();
        await buy(other, list.supermarket, item, price);
        others.push(other);
      }
      // Not yet: this household has not opted in, and the others do not share theirs.
      expect((await listOf(me, id)).items.find((i) => i.id === item.id)!.priceFrom?.source).toBe('estimate');
      expect((await me.put('/api/receipts/loyalty', { cards: [], poolOptIn: true })).status).toBe(200);
      expect((await listOf(me, id)).items.find((i) => i.id === item.id)!.priceFrom?.source).toBe('estimate');
      // Two sharing households are not enough; the third makes a pool.
      for (const other of others.slice(0, 2)) expect((await other.put('/api/receipts/loyalty', { cards: [], poolOptIn: true })).status).toBe(200);
      expect((await listOf(me, id)).items.find((i) => i.id === item.id)!.priceFrom?.source).toBe('estimate');
      expect((await others[2]!.put('/api/receipts/loyalty', { cards: [], poolOptIn: true })).status).toBe(200);
      const pooled = (await listOf(me, id)).items.find((i) => i.id === item.id)!;
      expect(pooled.priceFrom).toMatchObject({ source: 'pooled', label: 'seen by 3 households near M1, today', households: 3 });
    }, 180_000);

    it('reading receipts is limited per household: a clear 429 with Retry-After, and nothing saved', async () => {
      const me = await household();
      const text = 'TESCO\nManchester\nBAKED BEANS   1.40\nTOTAL   1.40\n18/11/26';
      for (let i = 0; i < RECEIPT_READS_PER_HOUSEHOLD.points; i++) expect((await me.post('/api/receipts', { text })).status).toBe(201);
      const refused = await me.post('/api/receipts', { text });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Your household has read 20 receipts in the last hour: .* Try again in \d+ minutes?/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await me.get('/api/receipts')).body.receipts).toHaveLength(RECEIPT_READS_PER_HOUSEHOLD.points);
      // Another household (from the same address) still has its share.
      expect((await (await household()).post('/api/receipts', { text })).status).toBe(201);
    }, 120_000);
  });
}

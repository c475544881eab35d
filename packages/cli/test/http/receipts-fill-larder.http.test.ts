import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const RECEIPT = `TESCO
Manchester Market St Metro
BRITISH SEMI SKIMMED MILK 4PT      £1.55
TESCO LOOSE BANANAS
  0.512 kg @ £0.98/kg              £0.50
HEINZ BAKED BEANS 415G             £2.80
  2 x £1.40
TOTAL                              £4.85
VISA                               £4.85
17/11/26 14:32   STORE 2345`;

/** A one-line receipt of `packs` packs of whatever the household says the line is (corrected at confirm). */
const oneLine = (packs: number) => `TESCO
GROCERIES                          £${(packs * 2).toFixed(2)}
  ${packs} x £2.00
TOTAL                              £${(packs * 2).toFixed(2)}
18/11/26 10:00   STORE 2345`;

type Lot = { ingredient: string | null; quantity: number; unit: string; source: string };

for (const target of oneDatabaseTarget()) {
  describe(`receipts fill the larder, once (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 240_000);
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      server.clock.set('2026-11-18T12:00:00Z');
      household = await signUp(server);
      await household.put('/api/user/preferences', { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] });
    }, 120_000);
    const lots = async (): Promise<Lot[]> => (await household.get('/api/larder')).body.items;
    const gramsOf = (all: Lot[], slug: string, source?: string) => all.filter((l) => l.ingredient === slug && (!source || l.source === source)).reduce((s, l) => s + (l.unit === 'g' ? l.quantity : 0), 0);

    it("a confirmed receipt's matched lines go in as bought; confirming again adds nothing", async () => {
      const draft = await household.post('/api/receipts', { text: RECEIPT });
      expect(draft.status).toBe(201);
      expect(await lots()).toEqual([]);
      expect((await household.post(`/api/receipts/${draft.body.id}/confirm`, {})).status).toBe(200);
      const after = await lots();
      expect(after.every((l) => l.source === 'receipt')).toBe(true);
      expect(gramsOf(after, 'banana')).toBe(512);
      expect(gramsOf(after, 'baked-beans')).toBe(830);
      expect(gramsOf(after, 'semi-skimmed-milk')).toBeGreaterThan(0);
      expect((await household.post(`/api/receipts/${draft.body.id}/confirm`, {})).status).toBe(409);
      expect(await lots()).toEqual(after);
    });

    it('a receipt line and a ticked list line of one ingredient in one week count once: each adds only what exceeds the other', async () => {
      expect((await household.post('/api/simple-meal-plans')).status).toBe(201);
      const [list] = (await household.get('/api/simple-shopping-lists')).body;
      // Two list lines of catalogue food whose Tesco pack is in grams.
      const lines = await server.db
        .knex('shopping_list_items as i')
        .join('products as p', function () {
          this.on('p.ingredient_slug', '=', 'i.ingredient_slug').andOnVal('p.chain', '=', 'Tesco').andOnVal('p.pack_unit', '=', 'g');
        })
        .where({ 'i.list_id': list.id, 'i.is_extra': false })
        .where('i.pack_grams', '>', 0)
        .select('i.id', 'i.ingredient_slug as slug', 'i.quantity', 'i.pack_grams as packGrams', 'p.pack_size as tescoPack')
        .orderBy('i.id');
      const [first, second] = lines;
      expect(first && second, 'two list lines with a Tesco pack in grams').toBeTruthy();
      const ticked = (l: typeof first) => Number(l.quantity) * Number(l.packGrams);

      // Ticked first, then a receipt of 3 packs of it: the receipt adds only what exceeds the tick.
      expect((await household.put(`/api/simple-shopping-list-items/${first.id}`, { isChecked: true })).status).toBe(200);
      expect(gramsOf(await lots(), first.slug, 'list')).toBe(ticked(first));
      const r1 = await household.post('/api/receipts', { text: oneLine(3) });
      expect((await household.post(`/api/receipts/${r1.body.id}/confirm`, { lines: [{ index: 0, ingredient: first.slug }] })).status).toBe(200);
      const bought1 = 3 * Number(first.tescoPack);
      expect(gramsOf(await lots(), first.slug, 'receipt')).toBe(Math.max(0, bought1 - ticked(first)));
      expect(gramsOf(await lots(), first.slug)).toBe(Math.max(bought1, ticked(first)));

      // A receipt first, then the list line ticked: the tick adds only what exceeds the receipt.
      const r2 = await household.post('/api/receipts', { text: oneLine(1) });
      expect((await household.post(`/api/receipts/${r2.body.id}/confirm`, { lines: [{ index: 0, ingredient: second.slug }] })).status).toBe(200);
      const bought2 = Number(second.tescoPack);
      expect(gramsOf(await lots(), second.slug, 'receipt')).toBe(bought2);
      expect((await household.put(`/api/simple-shopping-list-items/${second.id}`, { isChecked: true })).status).toBe(200);
      expect(gramsOf(await lots(), second.slug)).toBe(Math.max(bought2, ticked(second)));
      // Unticking takes out only what the tick put in; the receipt's food stays.
      expect((await household.put(`/api/simple-shopping-list-items/${second.id}`, { isChecked: false })).status).toBe(200);
      expect(gramsOf(await lots(), second.slug)).toBe(bought2);
    });
  });
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZIngredientPrices, ZListSplit, ZScannedReceipt } from '@larder/contract/receipts';
import { ZBudgetOverview } from '@larder/contract/budget';
import { type TestClient, type TestServer, startTestServer } from '../support/test-server';
import { signedInHousehold } from '../support/household';
import sharp from 'sharp';
import { renderReceipt } from '../../bench/receipts/render-receipt';

const RECEIPT = `TESCO
Manchester Market St Metro
12 Market Street, Manchester M1 1PW
BRITISH SEMI SKIMMED MILK 4PT      £1.55
CLUBCARD PRICE                    -£0.30
TESCO LOOSE BANANAS
  0.512 kg @ £0.98/kg              £0.50
HEINZ BAKED BEANS 415G             £2.80
  2 x £1.40
KITCHEN ROLL 2PK                   £1.20
TOTAL                              £5.75
VISA                               £5.75
17/11/26 14:32   STORE 2345`;

/** Sends bytes or a form with the client's cookies and origin (the test client sends only JSON). */
async function send(client: TestClient, path: string, body: FormData | Uint8Array | string, headers: Record<string, string> = {}) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${client.baseUrl}${path}`, { method: 'POST', body, headers: { cookie, origin: client.origin ?? '', ...headers } });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

for (const target of oneDatabaseTarget()) {
  describe(`receipts and the price book (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 240_000); // the whole catalogue is seeded; slow on a busy machine
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      server.clock.set('2026-11-18T12:00:00Z');
      household = await signedInHousehold(server);
    });
    const count = async (table: string) => Number((await server.db.knex(table).count<{ count: string }[]>({ count: '*' }))[0]!.count);

    it('pasted text becomes a draft preview with matches; confirming with a correction fills the price book and the budget tracker', async () => {
      const draft = await household.post('/api/receipts', { text: RECEIPT });
      expect(draft.status).toBe(201);
      const r = ZScannedReceipt.strict().parse(draft.body);
      expect(r).toMatchObject({ status: 'draft', source: 'text', chain: 'Tesco', loyaltyCard: 'Clubcard', store: 'Manchester Market St Metro', postcodeDistrict: 'M1', date: '2026-11-17', total: '5.75' });
      expect(r.check.addsUp).toBe(true);
      expect(r.lines.map((l) => l.match.ingredient?.slug ?? null)).toEqual(['semi-skimmed-milk', 'banana', 'baked-beans', null]);
      expect(r.lines[2]).toMatchObject({ quantity: 2, unitPrice: '1.40', price: '2.80' });
      // Nothing counts yet.
      expect(await count('price_observations')).toBe(0);
      expect(await count('budget_receipts')).toBe(0);
      expect((await household.get('/api/receipts')).body.receipts).toHaveLength(1);

      const confirmed = await household.post(`/api/receipts/${r.id}/confirm`, { lines: [{ index: 2, price: '2.60' }, { index: 3, skip: true }] });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ status: 'confirmed' });
      expect(confirmed.body.lines[2].price).toBe('2.60');
      expect(confirmed.body.budgetReceiptId).toEqual(expect.any(Number));
      expect(await count('price_observations')).toBe(3);
      const overview = ZBudgetOverview.parse((await household.get('/api/budget-tracker')).body);
      expect(overview.receipts).toHaveLength(1);
      expect(overview.receipts[0]).toMatchObject({ date: '2026-11-17', chain: 'Tesco', amount: '5.75' });

      const again = await household.post(`/api/receipts/${r.id}/confirm`, {});
      expect(again.status).toBe(409);
      expect(await count('budget_receipts')).toBe(1);

      const prices = await household.get('/api/prices/baked-beans');
      expect(prices.status).toBe(200);
      const known = ZIngredientPrices.strict().parse(prices.body);
      const tesco = known.prices.find((p) => p.chain === 'Tesco')!;
      expect(tesco).toMatchObject({ source: 'own-receipt', price: '1.30', date: '2026-11-17', store: 'Manchester Market St Metro', label: 'from your receipt, yesterday' });
      expect(known.prices.filter((p) => p.chain !== 'Tesco').every((p) => p.source === 'estimate' && p.label === 'estimate')).toBe(true);
      const milk = ZIngredientPrices.parse((await household.get('/api/prices/semi-skimmed-milk')).body).prices.find((p) => p.chain === 'Tesco')!;
      expect(milk).toMatchObject({ loyaltyPrice: expect.any(String), source: 'own-receipt' });
      expect(milk.payable).toBe(milk.price); // no Clubcard yet
      expect((await household.put('/api/receipts/loyalty', { cards: ['Clubcard'], poolOptIn: false })).status).toBe(200);
      const withCard = ZIngredientPrices.parse((await household.get('/api/prices/semi-skimmed-milk')).body).prices.find((p) => p.chain === 'Tesco')!;
      expect(withCard.payable).toBe(withCard.loyaltyPrice);
    });

    it('a list says which one shop is cheapest and what a split saves; it says when it rests only on estimates, and a receipt changes its prices and labels', async () => {
      expect((await household.put('/api/user/preferences', { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] })).status).toBe(200);
      expect((await household.post('/api/simple-meal-plans')).status).toBe(201);
      const [list] = (await household.get('/api/simple-shopping-lists')).body;
      const before = await household.get(`/api/simple-shopping-lists/${list.id}/split`);
      expect(before.status).toBe(200);
      const split = ZListSplit.strict().parse(before.body);
      expect(split.estimatesOnly).toBe(true);
      expect(split.sentence).toContain('These are all estimates');
      expect(split.single.length).toBeGreaterThan(1);
      const totals = split.single.filter((c) => c.missing.length === 0).map((c) => Number(c.total));
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      if (split.split) expect(Number(split.split.total)).toBeLessThan(Number(split.single[0]!.total));

      // A receipt for one of the list's items at a chain: that chain's price for it is now the household's own.
      const item = list.items.find((i: { isExtra: boolean; ingredient: string }) => !i.isExtra && ['baked-beans', 'semi-skimmed-milk', 'banana'].includes(i.ingredient)) ?? list.items[0];
      const lidl = `LIDL\nManchester Piccadilly\n${item.name.toUpperCase()}   0.05\nTOTAL   0.05\n18/11/26`;
      const draft = ZScannedReceipt.parse((await household.post('/api/receipts', { text: lidl })).body);
      const fix = draft.lines[0]!.match.ingredient?.slug === item.ingredient ? [] : [{ index: 0, ingredient: item.ingredient }];
      expect((await household.post(`/api/receipts/${draft.id}/confirm`, { lines: fix })).status).toBe(200);
      const after = ZListSplit.parse((await household.get(`/api/simple-shopping-lists/${list.id}/split`)).body);
      expect(after.estimatesOnly).toBe(false);
      expect(after.sources['own-receipt']).toBe(1);
      expect(after.labels.find((l) => l.ingredient === item.ingredient && l.chain === 'Lidl')!.label).toBe('from your receipt, today');
      expect((await signedInHousehold(server).then((o) => o.get(`/api/simple-shopping-lists/${list.id}/split`))).status).toBe(404);
    });

    it('a photo is read by OCR into a draft (multipart upload)', async () => {
      const image = await renderReceipt(RECEIPT, { skew: 1, blur: 0.5, noise: 0.005 }, 3);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'receipt.jpg');
      const reply = await send(household, '/api/receipts', form);
      expect(reply.status).toBe(201);
      const r = ZScannedReceipt.parse(reply.body);
      expect(r).toMatchObject({ source: 'image', chain: 'Tesco', total: '5.75' });
      expect(r.lines.filter((l) => l.match.ingredient).map((l) => l.match.ingredient!.slug)).toEqual(['semi-skimmed-milk', 'banana', 'baked-beans']);
    }, 60_000);

    it('a photo whose header says it costs too much is refused before it is decoded or read, and the server keeps answering', async () => {
      const thin = await sharp({ create: { width: 100, height: 60_000, channels: 3, background: '#fff' } }).png().toBuffer();
      const started = Date.now();
      const reply = await send(household, '/api/receipts', new Uint8Array(thin), { 'content-type': 'image/png' });
      expect(reply.status).toBe(413);
      expect(reply.body.message).toMatch(/100 × 60000 pixels: each side may be at most 10,000 pixels/);
      expect(Date.now() - started).toBeLessThan(5_000);
      const tooThin = await sharp({ create: { width: 300, height: 9_000, channels: 3, background: '#fff' } }).png().toBuffer();
      const thinReply = await send(household, '/api/receipts', new Uint8Array(tooThin), { 'content-type': 'image/png' });
      expect(thinReply.status).toBe(413);
      expect(thinReply.body.message).toMatch(/at most 20 times the other/);
      // Within both limits, but 500 × 9,999 is 1,200 × 23,998 (28.8 MP) once enlarged for OCR.
      const scaled = await sharp({ create: { width: 500, height: 9_999, channels: 3, background: '#fff' } }).png().toBuffer();
      const scaledReply = await send(household, '/api/receipts', new Uint8Array(scaled), { 'content-type': 'image/png' });
      expect(scaledReply.status).toBe(413);
      expect(scaledReply.body.message).toMatch(/once scaled to be read: at most 24 megapixels/);
      expect((await server.client().get('/api/health')).status).toBe(200);
      expect(await count('scanned_receipts')).toBe(0);
    }, 60_000);

    it('bad input is a clear 400, 413 or 404, and nothing is saved', async () => {
      const notImage = await send(household, '/api/receipts', new Uint8Array(Buffer.from('just some bytes, not a picture')), { 'content-type': 'image/jpeg' });
      expect(notImage).toMatchObject({ status: 400 });
      expect(notImage.body.message).toMatch(/photo .* or a PDF/);
      const huge = new Uint8Array(10 * 1024 * 1024 + 10);
      huge.set([0xff, 0xd8, 0xff]);
      expect((await send(household, '/api/receipts', huge, { 'content-type': 'image/jpeg' })).status).toBe(413);
      const hugeForm = new FormData();
      hugeForm.append('file', new Blob([huge], { type: 'image/jpeg' }), 'big.jpg');
      expect((await send(household, '/api/receipts', hugeForm)).status).toBe(413);
      const notReceipt = await household.post('/api/receipts', { text: 'Dear diary, today I walked the dog.' });
      expect(notReceipt.status).toBe(400);
      expect(notReceipt.body.message).toMatch(/does not read as a till receipt/);
      expect((await household.post('/api/receipts', { text: '' })).status).toBe(400);
      expect((await household.post('/api/receipts', { words: RECEIPT })).status).toBe(400);
      expect((await send(household, '/api/receipts', 'hello', { 'content-type': 'text/plain' })).status).toBe(400);
      expect(await count('scanned_receipts')).toBe(0);

      const mine = (await household.post('/api/receipts', { text: RECEIPT })).body.id;
      const other = await signedInHousehold(server);
      expect((await other.get(`/api/receipts/${mine}`)).status).toBe(404);
      expect((await other.post(`/api/receipts/${mine}/confirm`, {})).status).toBe(404);
      expect((await other.get('/api/receipts')).body.receipts).toEqual([]);
      expect((await household.post(`/api/receipts/${mine}/confirm`, { lines: [{ index: 99, skip: true }] })).status).toBe(400);
      expect((await household.post(`/api/receipts/${mine}/confirm`, { lines: [{ index: 0, ingredient: 'unicorn-steak' }] })).status).toBe(400);
      expect((await household.post(`/api/receipts/${mine}/confirm`, { date: '2026-11-31' })).body.field).toBe('date');
      expect((await household.post(`/api/receipts/${mine}/confirm`, { chain: 'Harrods' })).body.field).toBe('chain');
      expect(await count('price_observations')).toBe(0);
      expect(await count('budget_receipts')).toBe(0);
      expect((await household.get('/api/prices/unicorn-steak')).status).toBe(404);
      expect((await household.put('/api/receipts/loyalty', { cards: ['Air Miles'], poolOptIn: true })).status).toBe(400);
      expect((await server.client().post('/api/receipts', { text: RECEIPT })).status).toBe(401);
    });
  });
}

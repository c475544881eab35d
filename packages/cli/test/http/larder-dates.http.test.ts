import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZLarder, ZLarderItem } from '@larder/contract/larder';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const patch = (c: TestClient, path: string, body: unknown) => c.request('PATCH', path, body);

/** Issue 38: the household corrects a pack's date and its kind (use-by or best-before); tins keep in the cupboard. */
for (const target of oneDatabaseTarget()) {
  describe(`larder dates as on the pack (${target.name})`, () => {
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
    });
    const items = async () => {
      const reply = await household.get('/api/larder');
      expect(reply.status).toBe(200);
      expect(ZLarder.strict().safeParse(reply.body).error).toBeUndefined();
      return reply.body.items as Array<Record<string, unknown>>;
    };

    it('puts tins in the cupboard for years, and dates meat with a use-by and rice with a best-before', async () => {
      const tins = await household.post('/api/larder/items', { text: '2 tins of chickpeas' });
      expect(tins.status).toBe(201);
      expect(ZLarderItem.strict().safeParse(tins.body).error).toBeUndefined();
      expect(tins.body).toMatchObject({ ingredient: 'tinned-chickpeas', place: 'cupboard', dateKind: 'best-before', bestBefore: '2028-03-01', useSoon: false });
      const chicken = await household.post('/api/larder/items', { ingredient: 'chicken-breast', quantity: 400, unit: 'g' });
      expect(chicken.body).toMatchObject({ place: 'fridge', dateKind: 'use-by', bestBefore: '2026-03-04', useSoon: true, pastUseBy: false });
      const rice = await household.post('/api/larder/items', { text: '1 kg basmati rice' });
      expect(rice.body).toMatchObject({ place: 'cupboard', dateKind: 'best-before' });
    });

    it('corrects the date and its kind as on the pack; a bad date or kind is a 400 naming the field, changing nothing', async () => {
      const chicken = (await household.post('/api/larder/items', { ingredient: 'chicken-breast', quantity: 400, unit: 'g' })).body;
      const fixed = await patch(household, `/api/larder/items/${chicken.id}`, { bestBefore: '2026-03-05', dateKind: 'use-by' });
      expect(fixed.status).toBe(200);
      expect(fixed.body).toMatchObject({ bestBefore: '2026-03-05', dateKind: 'use-by', daysLeft: 3 });
      const yoghurt = (await household.post('/api/larder/items', { ingredient: 'natural-yoghurt', quantity: 500, unit: 'g' })).body;
      expect(yoghurt.dateKind).toBe('use-by');
      const relabelled = await patch(household, `/api/larder/items/${yoghurt.id}`, { dateKind: 'best-before' });
      expect(relabelled.body.dateKind).toBe('best-before');
      const before = await items();
      for (const [body, field] of [
        [{ bestBefore: '2026-02-30' }, 'bestBefore'],
        [{ bestBefore: 'next tuesday' }, 'bestBefore'],
        [{ bestBefore: '2040-01-01' }, 'bestBefore'],
        [{ dateKind: 'eat-by' }, 'dateKind'],
        [{ dateKind: 7 }, 'dateKind'],
      ] as const) {
        const reply = await patch(household, `/api/larder/items/${chicken.id}`, body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(reply.body), JSON.stringify(body)).toContain(field);
      }
      expect(await items()).toEqual(before);
      // Read back after a reload: the corrected date and kind were kept.
      expect(before.find((i) => i.id === chicken.id)).toMatchObject({ bestBefore: '2026-03-05', dateKind: 'use-by' });
    });

    it('a tin ticked opened moves to the fridge for 2 days; a bad value is a 400 naming the field', async () => {
      const tins = (await household.post('/api/larder/items', { text: 'a tin of chickpeas' })).body;
      expect((await patch(household, `/api/larder/items/${tins.id}`, { opened: 'yes' })).status).toBe(400);
      const opened = await patch(household, `/api/larder/items/${tins.id}`, { opened: true });
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ place: 'fridge', bestBefore: '2026-03-04', dateKind: 'use-by', useSoon: true });
      const rice = (await household.post('/api/larder/items', { text: '1 kg basmati rice' })).body;
      expect((await patch(household, `/api/larder/items/${rice.id}`, { opened: true })).body).toMatchObject({ place: 'cupboard', bestBefore: rice.bestBefore });
    });

    it('past its use-by food is not "use soon" but asked about; past its best-before it still is; frozen, it keeps to a best-before', async () => {
      const chicken = (await household.post('/api/larder/items', { ingredient: 'chicken-breast', quantity: 400, unit: 'g', bestBefore: '2026-03-01' })).body;
      expect(chicken).toMatchObject({ dateKind: 'use-by', pastUseBy: true, useSoon: false, daysLeft: -1 });
      const bread = (await household.post('/api/larder/items', { ingredient: 'wholemeal-bread', quantity: 800, unit: 'g', bestBefore: '2026-03-01' })).body;
      expect(bread).toMatchObject({ dateKind: 'best-before', pastUseBy: false, useSoon: true });
      const mince = (await household.post('/api/larder/items', { ingredient: 'beef-mince', quantity: 500, unit: 'g' })).body;
      const frozen = await patch(household, `/api/larder/items/${mince.id}`, { place: 'freezer' });
      expect(frozen.body).toMatchObject({ place: 'freezer', dateKind: 'best-before', useSoon: false, pastUseBy: false });
      // Out of the freezer to defrost: a use-by again, a day to cook it.
      const thawed = await patch(household, `/api/larder/items/${mince.id}`, { place: 'fridge' });
      expect(thawed.body).toMatchObject({ place: 'fridge', dateKind: 'use-by', bestBefore: '2026-03-03' });
    });
  });
}

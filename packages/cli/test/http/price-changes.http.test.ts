import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZPriceChanges, ZScannedReceipt } from '@larder/contract/receipts';
import { type TestServer, startTestServer } from '../support/test-server';
import { signedInHousehold } from '../support/household';

/** A Tesco receipt of `date` (dd/mm/yy) with loose bananas at `perKg` a kilogram. */
const receipt = (date: string, perKg: string) => `TESCO
Manchester Market St Metro
12 Market Street, Manchester M1 1PW
TESCO LOOSE BANANAS
  1.000 kg @ £${perKg}/kg              £${perKg}
TOTAL                              £${perKg}
VISA                               £${perKg}
${date} 14:32   STORE 2345`;

for (const target of oneDatabaseTarget()) {
  describe(`prices watched (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    }, 240_000);
    afterAll(() => server.close());

    it('says once two receipts a month apart show a food more than 10 % dearer a unit; signed out is a 401', async () => {
      server.clock.set('2026-11-29T12:00:00Z');
      const household = await signedInHousehold(server);
      const none = await household.get('/api/receipts/price-changes');
      expect(none.status).toBe(200);
      expect(ZPriceChanges.parse(none.body)).toEqual({ changes: [] });
      for (const [date, price] of [['20/10/26', '0.80'], ['25/11/26', '0.98']] as const) {
        const draft = ZScannedReceipt.parse((await household.post('/api/receipts', { text: receipt(date, price) })).body);
        expect((await household.post(`/api/receipts/${draft.id}/confirm`, {})).status).toBe(200);
      }
      const reply = await household.get('/api/receipts/price-changes');
      const { changes } = ZPriceChanges.parse(reply.body);
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ chain: 'Tesco', kind: 'rise', from: '2026-10-20', to: '2026-11-25' });
      expect(changes[0]!.sentence).toMatch(/^Tesco's .*[Bb]anana.* is 18p a kg dearer than on 20 Oct \(80p to 98p a kg\)$/);
      expect((await server.client().get('/api/receipts/price-changes')).status).toBe(401);
    }, 120_000);
  });
}

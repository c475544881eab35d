import { describe, expect, it } from 'vitest';
import { receiptsFixture } from '../../testing/receipts-fixture';
import { ConfirmReceipt } from '../confirm-receipt/confirm-receipt.use-case';
import { LookUpPrices } from './look-up-prices.use-case';

describe("an ingredient's prices, chain by chain", () => {
  it('answers the catalogue prices, cheapest first, before any receipt', async () => {
    const f = await receiptsFixture();
    const look = new LookUpPrices(f.catalogue, f.prices);
    const r = await look.prices(f.owner.id, 'baked-beans');
    expect(r.ok && r.value.ingredient).toEqual({ slug: 'baked-beans', name: 'Baked beans in tomato sauce' });
    expect(r.ok && r.value.prices.map((p) => [p.chain, p.payablePence, p.source])).toEqual([['Aldi', 75, 'estimate'], ['Tesco', 140, 'estimate']]);
  });

  it("after a confirmed receipt the household's own price is used; with a Clubcard it pays the Clubcard price", async () => {
    const f = await receiptsFixture();
    const receipt = await f.draft();
    await new ConfirmReceipt(f.book, f.budgetReceipts, f.catalogue, f.users, f.clock).confirm(f.owner.id, receipt.id, {});
    const look = new LookUpPrices(f.catalogue, f.prices);
    const before = await look.prices(f.owner.id, 'semi-skimmed-milk');
    expect(before.ok && before.value.prices.find((p) => p.chain === 'Tesco')).toMatchObject({ source: 'own-receipt', pricePence: 155, loyaltyPricePence: 125, payablePence: 155 });
    await f.book.setLoyalty(f.owner.id, { cards: ['Clubcard'], poolOptIn: false });
    const after = await look.prices(f.owner.id, 'semi-skimmed-milk');
    expect(after.ok && after.value.prices.find((p) => p.chain === 'Tesco')!.payablePence).toBe(125);
  });

  it('refuses an ingredient the catalogue does not have', async () => {
    const f = await receiptsFixture();
    const r = await new LookUpPrices(f.catalogue, f.prices).prices(f.owner.id, 'caviar');
    expect(!r.ok && r.error.code).toBe('RECEIPT.INGREDIENT_NOT_FOUND');
  });
});

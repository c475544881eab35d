import { describe, expect, it } from 'vitest';
import { receiptsFixture } from '../../testing/receipts-fixture';
import { WatchPrices } from './watch-prices.use-case';

describe('watching the prices of what the household buys', () => {
  it('compares the foods of its confirmed receipts over time, its own and pooled prices, and nothing of a stranger who does not share', async () => {
    const { owner, book, catalogue, clock, draft } = await receiptsFixture();
    const watch = new WatchPrices(book, catalogue, clock);
    expect(await watch.changes(owner.id)).toEqual({ ok: true, value: [] }); // no receipts yet

    const receipt = await draft();
    const bananas = { ingredient: 'bananas', chain: 'Tesco', store: null, postcodeDistrict: 'M1', packSize: 1000, packUnit: 'g' as const, loyaltyPricePence: null };
    await book.confirm(owner.id, receipt.id, receipt.preview, [{ ...bananas, pricePence: 80, date: '2026-10-15' }, { ...bananas, pricePence: 98, date: '2026-11-25' }], clock.now());
    const changes = await watch.changes(owner.id);
    expect(changes.ok && changes.value.map((c) => c.sentence)).toEqual(["Tesco's Bananas is 18p a kg dearer than on 15 Oct (80p to 98p a kg)"]);

    // A stranger's dearer onions are not this household's business unless it pools its prices.
    const other = await draft(undefined, 'stranger');
    const onions = { ...bananas, ingredient: 'red-onions' };
    await book.confirm('stranger', other.id, other.preview, [{ ...onions, pricePence: 200, date: '2026-11-26' }], clock.now());
    await book.confirm(owner.id, (await draft()).id, receipt.preview, [{ ...onions, pricePence: 110, date: '2026-10-01' }], clock.now());
    const mine = await watch.changes(owner.id);
    expect(mine.ok && mine.value.map((c) => c.ingredient)).toEqual(['bananas']);
    await book.setLoyalty('stranger', { cards: [], poolOptIn: true });
    const pooled = await watch.changes(owner.id);
    expect(pooled.ok && pooled.value.map((c) => c.ingredient)).toEqual(['red-onions', 'bananas']);
  });
});

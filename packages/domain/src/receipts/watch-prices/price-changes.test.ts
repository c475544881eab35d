import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceObservation } from '../price-book/price-book';
import { priceChanges } from './price-changes';

const seen = (over: Partial<PriceObservation>): PriceObservation => ({
  householdId: 'h1', ingredient: 'pasta', chain: 'Lidl', store: null, postcodeDistrict: null, packSize: 500, packUnit: 'g', pricePence: 48, loyaltyPricePence: null, date: '2026-10-02', ...over,
});
const names = (slug: string) => ({ pasta: 'Pasta', rice: 'Long grain rice', eggs: 'Eggs' })[slug] ?? slug;

describe('prices watched', () => {
  it('says a rise of more than 10 % a unit, against the latest price at least three weeks older', () => {
    const changes = priceChanges([seen({}), seen({ date: '2026-10-20', pricePence: 50 }), seen({ date: '2026-11-20', pricePence: 55 })], '2026-11-29', names);
    // 20 Nov against 20 Oct (31 days older): 100p to 110p a kg is exactly 10 %, not more; against 2 Oct it would be.
    expect(changes).toEqual([]);
    const rise = priceChanges([seen({}), seen({ date: '2026-11-20', pricePence: 55 })], '2026-11-29', names);
    expect(rise).toEqual([
      { ingredient: 'pasta', chain: 'Lidl', kind: 'rise', from: '2026-10-02', to: '2026-11-20', fromUnitPence: 96, toUnitPence: 110, sentence: "Lidl's Pasta is 14p a kg dearer than on 2 Oct (96p to £1.10 a kg)" },
    ]);
  });

  it('says a pack that shrank at the same price, even under 10 % a unit', () => {
    const [change] = priceChanges([seen({ ingredient: 'rice', chain: 'Tesco', packSize: 1000, pricePence: 120 }), seen({ ingredient: 'rice', chain: 'Tesco', packSize: 950, pricePence: 120, date: '2026-11-25' })], '2026-11-29', names);
    expect(change).toMatchObject({ kind: 'shrink', sentence: "Tesco's Long grain rice: the pack shrank from 1 kg to 950 g at £1.20 since 2 Oct (5 % dearer a kg)" });
  });

  it('keeps chains and units apart, and leaves out old news, a price from the future and an empty pack', () => {
    const obs = [
      seen({}),
      seen({ chain: 'Aldi', date: '2026-11-20', pricePence: 90 }), // another chain: no earlier Aldi price
      seen({ date: '2026-09-01', ingredient: 'eggs', packUnit: 'each', packSize: 6, pricePence: 100 }),
      seen({ date: '2026-10-01', ingredient: 'eggs', packUnit: 'each', packSize: 6, pricePence: 150 }), // seen 59 days ago: old news
      seen({ date: '2026-12-20', pricePence: 90 }), // after today
      seen({ date: '2026-11-22', packSize: 0 }),
    ];
    expect(priceChanges(obs, '2026-11-29', names)).toEqual([]);
  });

  it('never says a food got dearer when its price a unit fell or held (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 100, max: 2000 }), fc.integer({ min: 0, max: 100 }), (price, pack, cut) => {
        const later = Math.max(1, Math.floor((price * (100 - cut)) / 100));
        const changes = priceChanges([seen({ pricePence: price, packSize: pack }), seen({ date: '2026-11-20', pricePence: later, packSize: pack })], '2026-11-29', names);
        expect(changes).toEqual([]);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Product } from '../../catalogue/cost';
import { POOL_MAX_AGE_DAYS, POOL_MIN_HOUSEHOLDS, type PriceContext, type PriceObservation, knownPrice, scaleToPack } from './price-book';

const estimate: Product = { ingredient: 'baked-beans', chain: 'Tesco', name: 'Baked beans 415g', packSize: 415, packUnit: 'g', pricePence: 140, priceDate: '2025-01-01', source: 'Estimate', estimate: true };
const ctx: PriceContext = { householdId: 'me', today: '2026-11-25', postcodeDistrict: 'M1', poolOptIn: true, cardChains: [] };
const obs = (householdId: string, pricePence: number, date: string, more: Partial<PriceObservation> = {}): PriceObservation => ({
  householdId, ingredient: 'baked-beans', chain: 'Tesco', store: 'Market St', postcodeDistrict: 'M1', packSize: 415, packUnit: 'g', pricePence, loyaltyPricePence: null, date, ...more,
});

describe('the price-source order', () => {
  it('takes the household\'s own recent receipt first, then the pool, then a feed, then the estimate', () => {
    const pool = [obs('a', 120, '2026-11-20'), obs('b', 130, '2026-11-22'), obs('c', 125, '2026-11-21')];
    const own = knownPrice(ctx, estimate, [...pool, obs('me', 99, '2026-11-24')]);
    expect([own.source, own.pricePence, own.label]).toEqual(['own-receipt', 99, 'from your receipt, yesterday']);
    const pooled = knownPrice(ctx, estimate, pool);
    expect([pooled.source, pooled.pricePence, pooled.households, pooled.date]).toEqual(['pooled', 125, 3, '2026-11-22']);
    expect(pooled.label).toBe('seen by 3 households near M1, 3 days ago');
    const feed = knownPrice(ctx, { ...estimate, estimate: false, source: 'Tesco feed', priceDate: '2026-11-01', pricePence: 135 }, []);
    expect([feed.source, feed.pricePence, feed.label]).toEqual(['feed', 135, 'Tesco feed, 1 Nov']);
    expect(knownPrice(ctx, { ...estimate, estimate: false, priceDate: '2025-12-30' }, []).label).toBe('Tesco feed, 30 Dec 2025');
    const est = knownPrice(ctx, estimate, []);
    expect([est.source, est.pricePence, est.date]).toEqual(['estimate', 140, '2025-01-01']);
    expect(est.label).toBe('estimate');
  });

  it('lets an own receipt older than 90 days give way, and ignores other chains and ingredients', () => {
    expect(knownPrice(ctx, estimate, [obs('me', 99, '2026-08-01')]).source).toBe('estimate');
    expect(knownPrice(ctx, estimate, [obs('me', 99, '2026-11-24', { chain: 'Lidl' }), obs('me', 99, '2026-11-24', { ingredient: 'eggs' })]).source).toBe('estimate');
  });

  it('scales another pack size to the catalogue pack, and pays the loyalty price only with the card', () => {
    const big = obs('me', 200, '2026-11-24', { packSize: 830, loyaltyPricePence: 160 });
    const without = knownPrice(ctx, estimate, [big]);
    expect([without.pricePence, without.loyaltyPricePence, without.payablePence]).toEqual([100, 80, 100]);
    const withCard = knownPrice({ ...ctx, cardChains: ['Tesco'] }, estimate, [big]);
    expect(withCard.payablePence).toBe(80);
    expect(scaleToPack(100, { size: 1, unit: 'each' }, { size: 415, unit: 'g' })).toBeNull();
  });
});

describe('the pooling rule: at least 3 households, none older than 30 days, nothing of one household alone', () => {
  it('needs three different households: two, or one household seen three times, is not enough', () => {
    expect(knownPrice(ctx, estimate, [obs('a', 120, '2026-11-20'), obs('b', 130, '2026-11-22')]).source).toBe('estimate');
    expect(knownPrice(ctx, estimate, [obs('a', 120, '2026-11-20'), obs('a', 121, '2026-11-21'), obs('a', 122, '2026-11-22')]).source).toBe('estimate');
  });
  it('counts only prices within 30 days, near the same district, and only when the household opts in', () => {
    const three = [obs('a', 120, '2026-11-20'), obs('b', 130, '2026-11-22')];
    expect(knownPrice(ctx, estimate, [...three, obs('c', 125, '2026-10-26')]).source).toBe('pooled');
    expect(knownPrice(ctx, estimate, [...three, obs('c', 125, '2026-10-25')]).source).toBe('estimate');
    expect(knownPrice(ctx, estimate, [...three, obs('c', 125, '2026-11-21', { postcodeDistrict: 'M2' })]).source).toBe('estimate');
    expect(knownPrice({ ...ctx, poolOptIn: false }, estimate, [...three, obs('c', 125, '2026-11-21')]).source).toBe('estimate');
    expect(knownPrice({ ...ctx, postcodeDistrict: null }, estimate, [...three, obs('c', 125, '2026-11-21')]).source).toBe('estimate');
  });
  it('never lets one household move the pooled price outside what the others saw, nor shows any household\'s date or store', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 50, max: 500 }), age: fc.integer({ min: 0, max: 40 }) }), { minLength: 0, maxLength: 8 }),
        fc.integer({ min: 1, max: 100_000 }),
        (others, outlier) => {
          const list = others.map((o, i) => obs(`h${i}`, o.price, new Date(Date.parse('2026-11-25') - o.age * 86_400_000).toISOString().slice(0, 10)));
          const recent = others.filter((o) => o.age <= POOL_MAX_AGE_DAYS);
          const withOutlier = knownPrice(ctx, estimate, [...list, obs('x', outlier, '2026-11-25', { store: 'Secret St' })]);
          if (recent.length + 1 < POOL_MIN_HOUSEHOLDS) {
            expect(withOutlier.source).toBe('estimate');
            return;
          }
          expect(withOutlier.source).toBe('pooled');
          expect(withOutlier.store).toBeNull();
          expect(withOutlier.households).toBe(recent.length + 1);
          // The median lies within the others' range, whatever the one outlier says.
          const prices = recent.map((o) => o.price);
          if (recent.length >= 2) {
            expect(withOutlier.pricePence).toBeGreaterThanOrEqual(Math.min(...prices));
            expect(withOutlier.pricePence).toBeLessThanOrEqual(Math.max(...prices));
          }
        },
      ),
    );
  });
});

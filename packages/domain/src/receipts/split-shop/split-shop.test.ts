import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PriceSource } from '../price-book/price-book';
import { SPLIT_MIN_SAVING_PENCE, type SplitItem, splitShop } from './split-shop';

const item = (ingredient: string, prices: Record<string, number>, source: PriceSource = 'estimate'): SplitItem => ({
  ingredient, name: ingredient, prices: new Map(Object.entries(prices).map(([c, p]) => [c, { costPence: p, source }])),
});

describe('splitShop', () => {
  it('finds the cheapest single chain and the cheapest split with what goes where and the saving', () => {
    const items = [item('milk', { Lidl: 100, Tesco: 150 }), item('beans', { Lidl: 500, Tesco: 300 }), item('eggs', { Lidl: 200, Tesco: 250 })];
    const r = splitShop(items, ['Lidl', 'Tesco']);
    expect(r.single.map((s) => [s.chain, s.totalPence])).toEqual([['Lidl', 800], ['Tesco', 700]].sort((a, b) => (a[1] as number) - (b[1] as number)));
    expect(r.split).toMatchObject({ chains: ['Lidl', 'Tesco'], totalPence: 600, savingPence: 100 });
    expect(r.split!.items.find((i) => i.ingredient === 'beans')!.chain).toBe('Tesco');
    expect(r.sentence).toBe('Tesco £7.00; Lidl + Tesco £6.00: buy the 1 item marked T at Tesco, saving £1.00. These are all estimates (national average prices times a chain index), not prices anyone has paid: add a receipt for real ones.');
    expect(r.estimatesOnly).toBe(true);
  });

  it('offers no split that saves less than £1, and says when a price is real', () => {
    const r = splitShop([item('milk', { Lidl: 100, Tesco: 150 }, 'own-receipt'), item('beans', { Lidl: 350, Tesco: 300 })], ['Lidl', 'Tesco']);
    expect(r.split).toBeNull();
    expect(r.estimatesOnly).toBe(false);
    expect(r.sources).toMatchObject({ 'own-receipt': 2, estimate: 2 });
    expect(r.sentence).toContain('one shop is cheapest');
    expect(r.sentence).not.toContain('estimates');
  });

  it('puts a chain that sells everything ahead of a cheaper one that lacks an item', () => {
    const r = splitShop([item('milk', { Lidl: 100, Tesco: 150 }), item('saffron', { Tesco: 400 })], ['Lidl', 'Tesco']);
    expect(r.single[0]!.chain).toBe('Tesco');
  });

  it('a split is never dearer than the best single chain, and its saving is the difference', () => {
    const chains = ['A', 'B', 'C'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 })), { minLength: 1, maxLength: 15 }), (rows) => {
        const r = splitShop(rows.map((p, i) => item(`i${i}`, { A: p[0], B: p[1], C: p[2] })), chains);
        if (r.split) {
          expect(r.split.savingPence).toBe(r.single[0]!.totalPence - r.split.totalPence);
          expect(r.split.savingPence).toBeGreaterThanOrEqual(SPLIT_MIN_SAVING_PENCE);
          expect(r.split.items).toHaveLength(rows.length);
        }
      }),
    );
  });
});

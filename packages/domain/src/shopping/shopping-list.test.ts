import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Ingredient } from '../catalogue/ingredient';
import type { Product } from '../catalogue/cost';
import { CatalogueSnapshot } from '../catalogue/snapshot';
import { listProgress, listTotalPence, packLabel, packLines } from './shopping-list';
import { sumPence } from './list-building';
import { wholeGrams } from '../shared/grams';
import { lineGrams } from '../shared/whole-packs';
import { listQuantities } from '../larder/list-quantities';

const ingredient = (slug: string, extra: Partial<Ingredient> = {}): Ingredient => ({
  slug, name: slug[0]!.toUpperCase() + slug.slice(1), aisle: 'Pantry Items', allergens: [], contains: [], perishable: false, density: null, unitWeights: {},
  nutrition: { energyKcal: 1, proteinG: 1, carbohydrateG: 1, fatG: 1, fibreG: 1, sugarsG: 1, saltG: 0 }, pack: { size: 1, unit: 'g' }, ...extra,
});
const product = (slug: string, packSize: number, packUnit: Product['packUnit'], pricePence: number): Product => ({ ingredient: slug, chain: 'Aldi', name: slug, packSize, packUnit, pricePence, priceDate: '2025-01-01', source: 'test estimate', estimate: true });
const snapshot = new CatalogueSnapshot({
  ingredients: [ingredient('rice'), ingredient('flour'), ingredient('milk', { density: 1.03, aisle: 'Dairy & Eggs', perishable: true }), ingredient('eggs', { unitWeights: { each: 50 }, aisle: 'Dairy & Eggs' })],
  products: [product('rice', 1000, 'g', 100), product('flour', 500, 'g', 65), product('milk', 2272, 'ml', 145), product('eggs', 6, 'each', 156)],
  recipes: [],
});

describe('shopping lines', () => {
  it('a pinch (under half a gram) is stated as 1 g and bought as a pack, never a 0 g line that buys nothing', () => {
    expect([0, 0.2, 0.4, 0.5, 1.4, 2.6].map(wholeGrams)).toEqual([0, 1, 1, 1, 1, 3]);
    // A plan stores its shopping in whole grams: 0.4 g of a spice is 1 g, so its list buys the pack the plan paid for.
    const need = new Map([['rice', wholeGrams(0.4)]]);
    const toBuy = listQuantities(need, new Map()).get('rice')!;
    expect(toBuy.toBuy).toBeGreaterThan(0);
    const [line] = packLines(need, snapshot, 'Aldi').lines;
    expect([line!.quantity, line!.neededGrams]).toEqual([1, 1]);
    // Held, the pinch is covered and the line says how much of it is held (not "0 g").
    expect(listQuantities(need, new Map([['rice', 40]])).get('rice')).toEqual({ toBuy: 0, held: 1, needed: 1 });
  });

  it('rounds up to whole packs through grams, millilitres and counts, and says what is left over', () => {
    const { lines, missing } = packLines(new Map([['rice', 1200], ['milk', 500], ['eggs', 320], ['caviar', 10]]), snapshot, 'Aldi');
    expect(missing).toEqual(['caviar']);
    expect(lines.map((l) => [l.name, l.quantity, l.unit, l.pricePence, l.leftoverGrams])).toEqual([
      ['Eggs', 2, 'pack of 6', 312, 280],
      ['Milk', 1, '2.27 l pack', 145, 1840],
      ['Rice', 2, '1 kg pack', 200, 800],
    ]);
  });
  it('buys by the whole grams the line states, as the planner does: 6,500.3 g is a line of 6,500 g and 13 packs of 500 g, not 14', () => {
    // A recipe added to a list sums exact recipe grams; the shopper reads "6,500 g" and buys 13 packs.
    const { lines } = packLines(new Map([['flour', 6500.3], ['rice', 1200]]), snapshot, 'Aldi');
    const flour = lines.find((l) => l.ingredient === 'flour')!;
    expect([flour.neededGrams, flour.quantity, flour.packGrams, flour.pricePence, flour.leftoverGrams]).toEqual([6500, 13, 500, 13 * 65, 0]);
    // Each line costs its packs times the pack's price, and the list's total is the sum of its lines.
    for (const l of lines) expect(l.pricePence).toBe(l.quantity * (l.ingredient === 'flour' ? 65 : 100));
    expect(sumPence(lines)).toBe(13 * 65 + 2 * 100);
    // Half a gram more is a line of 6,501 g, which does need a 14th pack.
    expect(packLines(new Map([['flour', 6500.5]]), snapshot, 'Aldi').lines[0]).toMatchObject({ neededGrams: 6501, quantity: 14 });
  });
  it('with food held, buys the whole grams stated less the whole grams held: 6,500.3 g less 1,999.6 g is 4,500 g, 9 packs', () => {
    const [line] = packLines(new Map([['flour', 6500.3]]), snapshot, 'Aldi', undefined, new Map([['flour', 1999.6]])).lines;
    expect([line!.neededGrams, line!.quantity, line!.pricePence, line!.leftoverGrams]).toEqual([6500, 9, 9 * 65, 0]);
    // A gram short of what is held is not a reason to buy a pack.
    expect(packLines(new Map([['flour', 501.4]]), snapshot, 'Aldi', undefined, new Map([['flour', 499.6]])).lines[0]).toMatchObject({ quantity: 0, pricePence: 0 });
  });
  it('a need of nothing (floating-point dust) is no line', () => {
    expect(packLines(new Map([['rice', 1e-9]]), snapshot, 'Aldi')).toEqual({ lines: [], missing: [] });
  });
  it('never buys less than the line states, nor a whole pack more', () => {
    // Any need, and needs just over a whole number of packs (where the line's whole grams and the exact grams part).
    const overAPack = fc.tuple(fc.integer({ min: 1, max: 20 }), fc.double({ min: 0.01, max: 0.49, noNaN: true })).map(([packs, over]) => packs * 1000 + over);
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 1, max: 20000, noNaN: true }), overAPack), (grams) => {
        const [line] = packLines(new Map([['rice', grams]]), snapshot, 'Aldi').lines;
        const stated = lineGrams(grams);
        return line!.neededGrams === stated && line!.quantity * 1000 >= stated && (line!.quantity - 1) * 1000 < stated && line!.pricePence === line!.quantity * 100;
      }),
    );
  });
  it('labels packs plainly', () => {
    expect(packLabel({ packSize: 500, packUnit: 'g' })).toBe('500 g pack');
    expect(packLabel({ packSize: 1500, packUnit: 'ml' })).toBe('1.5 l pack');
    expect(packLabel({ packSize: 1, packUnit: 'each' })).toBe('each');
  });
  it('totals: the stored total when above 0, else the sum of prices; progress is checked over all', () => {
    const items = [{ pricePence: 150, isChecked: true }, { pricePence: 275, isChecked: false }] as never[];
    expect(listTotalPence({ totalCostPence: 999, items })).toBe(999);
    expect(listTotalPence({ totalCostPence: 0, items })).toBe(425);
    expect(listProgress({ items })).toBe(0.5);
    expect(listProgress({ items: [] })).toBe(0);
  });
});

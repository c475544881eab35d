import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Ingredient } from '../catalogue/ingredient';
import type { Product } from '../catalogue/cost';
import { CatalogueSnapshot } from '../catalogue/snapshot';
import { listProgress, listTotalPence, packLabel, packLines } from './shopping-list';
import { wholeGrams } from '../shared/grams';
import { listQuantities } from '../larder/list-quantities';

const ingredient = (slug: string, extra: Partial<Ingredient> = {}): Ingredient => ({
  slug, name: slug[0]!.toUpperCase() + slug.slice(1), aisle: 'Pantry Items', allergens: [], contains: [], perishable: false, density: null, unitWeights: {},
  nutrition: { energyKcal: 1, proteinG: 1, carbohydrateG: 1, fatG: 1, fibreG: 1, sugarsG: 1, saltG: 0 }, pack: { size: 1, unit: 'g' }, ...extra,
});
const product = (slug: string, packSize: number, packUnit: Product['packUnit'], pricePence: number): Product => ({ ingredient: slug, chain: 'Aldi', name: slug, packSize, packUnit, pricePence, priceDate: '2025-01-01', source: 'test estimate', estimate: true });
const snapshot = new CatalogueSnapshot({
  ingredients: [ingredient('rice'), ingredient('milk', { density: 1.03, aisle: 'Dairy & Eggs', perishable: true }), ingredient('eggs', { unitWeights: { each: 50 }, aisle: 'Dairy & Eggs' })],
  products: [product('rice', 1000, 'g', 100), product('milk', 2272, 'ml', 145), product('eggs', 6, 'each', 156)],
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
  it('never buys less than is needed, nor a whole pack more than needed', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 20000, noNaN: true }), (grams) => {
        const [line] = packLines(new Map([['rice', grams]]), snapshot, 'Aldi').lines;
        return line!.quantity * 1000 >= grams - 1e-6 && (line!.quantity - 1) * 1000 < grams && line!.pricePence === line!.quantity * 100;
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

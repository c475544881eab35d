import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../catalogue/ingredient';
import type { Product } from '../catalogue/cost';
import { CatalogueSnapshot } from '../catalogue/snapshot';
import { catalogueOnly } from '../receipts/price-book/household-prices';
import { FixedClock } from '../testing/fixed-clock';
import type { ShoppingListRepository } from './ports';
import { ListBuilding } from './list-building';

const ingredient = (slug: string): Ingredient => ({
  slug, name: slug, aisle: 'Pantry Items', allergens: [], contains: [], perishable: false, density: null, unitWeights: {},
  nutrition: { energyKcal: 1, proteinG: 1, carbohydrateG: 1, fatG: 1, fibreG: 1, sugarsG: 1, saltG: 0 }, pack: { size: 1, unit: 'g' },
});
const product = (slug: string, packSize: number, pricePence: number): Product => ({ ingredient: slug, chain: 'Aldi', name: slug, packSize, packUnit: 'g', pricePence, priceDate: '2025-01-01', source: 'test estimate', estimate: true });
const snapshot = new CatalogueSnapshot({
  ingredients: [ingredient('flour'), ingredient('rice'), { ...ingredient('chicken-thighs'), name: 'Chicken thighs', contains: ['meat', 'poultry'] }],
  products: [product('flour', 500, 65), product('rice', 1000, 100), product('chicken-thighs', 500, 300)],
  recipes: [],
});
const book = catalogueOnly('h1', '2025-01-02');
/** Hands back what would be saved. */
const lists = { create: async (list: unknown) => list } as unknown as ShoppingListRepository;
const larder = (held: Record<string, number>, staples: string[] = []) => ({ stockForList: async () => ({ held: new Map(Object.entries(held)), staples: new Set(staples) }) });

describe('list building (a plan made into a list, a recipe added to one)', () => {
  it('a recipe summing 6,500.3 g is a line of 6,500 g and 13 packs of 500 g, and the saved total is the sum of the lines', async () => {
    const building = new ListBuilding(lists, new FixedClock(new Date('2025-01-02T10:00:00Z')));
    const saved = (await building.save('h1', null, 'Aldi', new Map([['flour', 6500.3], ['rice', 1200]]), snapshot, book)) as unknown as { totalCostPence: number; items: Array<{ ingredient: string; neededGrams: number; quantity: number; pricePence: number }> };
    const flour = saved.items.find((i) => i.ingredient === 'flour')!;
    const each = book.price(snapshot.product('flour', 'Aldi')!).payablePence;
    expect([flour.neededGrams, flour.quantity, flour.pricePence]).toEqual([6500, 13, 13 * each]);
    expect(saved.totalCostPence).toBe(saved.items.reduce((s, i) => s + i.pricePence, 0));
  });

  it('less the larder: 6,500.3 g needed with 1,999.6 g held reads 6,500 g, 2,000 g held, and buys 9 packs (4,500 g), not 10', async () => {
    const building = new ListBuilding(lists, new FixedClock(new Date('2025-01-02T10:00:00Z')), larder({ flour: 1999.6 }));
    const [flour] = await building.lessLarder('h1', new Map([['flour', 6500.3]]), snapshot, 'Aldi', book);
    expect(flour).toMatchObject({ neededGrams: 6500, heldGrams: 2000, quantity: 9, leftoverGrams: 0 });
    expect(flour!.pricePence).toBe(9 * book.price(snapshot.product('flour', 'Aldi')!).payablePence);
  });

  it('a staple the household keeps is not bought, however little the larder records; its line is covered at no cost', async () => {
    const building = new ListBuilding(lists, new FixedClock(new Date('2025-01-02T10:00:00Z')), larder({ flour: 10 }, ['flour']));
    const [flour] = await building.lessLarder('h1', new Map([['flour', 6500.3]]), snapshot, 'Aldi', book);
    expect(flour).toMatchObject({ neededGrams: 6500, heldGrams: 6500, quantity: 0, pricePence: 0, leftoverGrams: 0 });
  });

  it('a halal household buys its meat halal: the list names "Halal chicken thighs"; other households and other foods unchanged', async () => {
    const households = (diets: string[]) => ({ findById: async () => ({ profile: { dietaryRestrictions: diets } }) as never });
    const needed = () => new Map([['chicken-thighs', 800], ['rice', 500]]);
    const halal = await new ListBuilding(lists, new FixedClock(new Date('2025-01-02T10:00:00Z')), null, households(['Halal'])).lessLarder('h1', needed(), snapshot, 'Aldi', book);
    expect(halal.map((l) => l.name).sort()).toEqual(['Halal chicken thighs', 'rice']);
    const other = await new ListBuilding(lists, new FixedClock(new Date('2025-01-02T10:00:00Z')), null, households(['Vegetarian'])).lessLarder('h1', needed(), snapshot, 'Aldi', book);
    expect(other.map((l) => l.name).sort()).toEqual(['Chicken thighs', 'rice']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../../catalogue/ingredient';
import type { Product } from '../../catalogue/cost';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { CatalogueSnapshot } from '../../catalogue/snapshot';
import { ok } from '../../shared/result';
import type { ShoppingListRepository } from '../../shopping/ports';
import type { ShoppingItem, ShoppingList } from '../../shopping/shopping-list';
import { type HouseholdPrices, catalogueOnly } from '../price-book/household-prices';
import { SplitShopping } from './split-shopping.use-case';

const ingredient = (slug: string): Ingredient => ({
  slug, name: slug, aisle: 'Pantry Items', allergens: [], contains: [], perishable: false, density: null, unitWeights: {},
  nutrition: { energyKcal: 1, proteinG: 1, carbohydrateG: 1, fatG: 1, fibreG: 1, sugarsG: 1, saltG: 0 }, pack: { size: 1, unit: 'g' },
});
const product = (slug: string, chain: string, packSize: number, pricePence: number): Product => ({ ingredient: slug, chain, name: slug, packSize, packUnit: 'g', pricePence, priceDate: '2025-01-01', source: 'test feed', estimate: false });
const snapshot = new CatalogueSnapshot({
  ingredients: [ingredient('flour'), ingredient('rice')],
  products: [product('flour', 'Aldi', 500, 65), product('flour', 'Tesco', 1500, 150), product('rice', 'Aldi', 1000, 100), product('rice', 'Tesco', 1000, 120)],
  recipes: [],
});
const book = catalogueOnly('h1', '2025-01-02');
const item = (ingredient: string, neededGrams: number, heldGrams = 0): ShoppingItem => ({
  id: 1, listId: 7, ingredient, name: ingredient, quantity: 1, unit: '', category: 'Pantry Items', pricePence: 0, isChecked: false, neededGrams, packGrams: 0,
  leftoverGrams: 0, heldGrams, perishable: false, checkedChangedAt: null, isExtra: false, checkedBy: null, addedBy: null, notNeeded: false,
});
const splitFor = (items: ShoppingItem[]) => {
  const list = { id: 7, items } as unknown as ShoppingList;
  const lists = { findForUser: async () => list } as unknown as ShoppingListRepository;
  const compare = { compare: async () => ok({ comparisons: [{ chain: 'Aldi' }, { chain: 'Tesco' }], reachNote: null, estimatesOnly: false, pricesNote: '' }) } as never;
  const catalogue = { forHousehold: async () => snapshot } as unknown as CatalogueCache;
  const prices = { forIngredients: async () => book } as unknown as HouseholdPrices;
  return new SplitShopping(lists, compare, catalogue, prices).split('h1', 7);
};
const pay = (slug: string, chain: string) => book.price(snapshot.product(slug, chain)!).payablePence;

describe('SplitShopping', () => {
  it('prices a line stored as 6,500.3 g (it reads "6,500 g") as 13 packs of 500 g, not 14, and each chain total is the sum of its items', async () => {
    const r = await splitFor([item('flour', 6500.3), item('rice', 1200)]);
    if (!r.ok) throw new Error('split failed');
    const aldi = r.value.single.find((c) => c.chain === 'Aldi')!;
    const tesco = r.value.single.find((c) => c.chain === 'Tesco')!;
    // 6,500 g: 13 packs of 500 g at Aldi, 5 of 1.5 kg at Tesco; 1,200 g of rice: 2 packs at either.
    expect(aldi.totalPence).toBe(13 * pay('flour', 'Aldi') + 2 * pay('rice', 'Aldi'));
    expect(tesco.totalPence).toBe(5 * pay('flour', 'Tesco') + 2 * pay('rice', 'Tesco'));
  });

  it('less what the larder holds, in whole grams: 6,500.3 g with 2,000 g held is 4,500 g, 9 packs of 500 g', async () => {
    const r = await splitFor([item('flour', 6500.3, 2000)]);
    if (!r.ok) throw new Error('split failed');
    expect(r.value.single.find((c) => c.chain === 'Aldi')!.totalPence).toBe(9 * pay('flour', 'Aldi'));
  });
});

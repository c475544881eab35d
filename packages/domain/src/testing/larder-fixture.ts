import { CatalogueCache } from '../catalogue/catalogue-cache';
import type { CatalogueData } from '../catalogue/snapshot';
import type { LarderItem } from '../larder/larder-item';
import { FixedClock } from './fixed-clock';
import { InMemoryCatalogueSource } from './in-memory-catalogue';
import { InMemoryLarderRepository } from './in-memory-larder';
import { syntheticCatalogueData } from './synthetic-catalogue';

/** The synthetic library with spinach (perishable, 95p a 200 g bag, at both chains): a food a quick add can name. */
export function larderCatalogueData(seed = 7): CatalogueData {
  const data = syntheticCatalogueData(seed);
  const nutrition = { energyKcal: 23, proteinG: 2.9, carbohydrateG: 1.6, fatG: 0.4, fibreG: 2.2, sugarsG: 0.4, saltG: 0.2 };
  const spinach = { ...data.ingredients[0]!, slug: 'spinach', name: 'Spinach', aisle: 'Fresh Produce' as const, perishable: true, allergens: [], contains: [], pack: { size: 200, unit: 'g' as const }, nutrition };
  const products = ['Aldi', 'Tesco'].map((chain) => ({ ...data.products[0]!, ingredient: 'spinach', chain, name: 'Spinach', packSize: 200, packUnit: 'g' as const, pricePence: 95 }));
  return { ...data, ingredients: [...data.ingredients, spinach], products: [...data.products, ...products] };
}

/** A household's larder in memory on a Monday morning, over the synthetic library with spinach. */
export function larderFixture() {
  const clock = new FixedClock('2026-03-02T09:00:00Z');
  const repo = new InMemoryLarderRepository();
  const catalogue = new CatalogueCache(new InMemoryCatalogueSource(larderCatalogueData()), clock);
  let n = 0;
  /** An item put straight into the larder (defaults: 500 g of ingredient i0 in the cupboard, worth £1). */
  const stock = async (householdId: string, over: Partial<LarderItem> = {}): Promise<LarderItem> => {
    const item: LarderItem = { id: `item-${(n += 1)}`, ingredient: 'i0', name: 'Ingredient 0', quantity: 500, unit: 'g', grams: 500, place: 'cupboard', bestBefore: null, source: 'added', valuePence: 100, ref: null, addedAt: clock.now(), ...over };
    await repo.put(householdId, [item]);
    return item;
  };
  return { clock, repo, catalogue, stock };
}

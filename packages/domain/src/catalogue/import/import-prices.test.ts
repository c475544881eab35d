import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryCatalogueSource } from '../../testing/in-memory-catalogue';
import { CatalogueCache } from '../catalogue-cache';
import type { Product } from '../cost';
import type { Ingredient } from '../ingredient';
import { ImportPrices, type PriceFeedStore } from './import-prices.use-case';

const ingredient = (slug: string, extra: Partial<Ingredient> = {}): Ingredient => ({
  slug, name: slug, aisle: 'Pantry Items', allergens: [], contains: [], perishable: false, density: null, unitWeights: {},
  nutrition: { energyKcal: 1, proteinG: 1, carbohydrateG: 1, fatG: 1, fibreG: 1, sugarsG: 1, saltG: 0 }, pack: { size: 1, unit: 'g' }, ...extra,
});

class RecordingStore implements PriceFeedStore {
  imported: Product[] | null = null;
  async replaceFeedPrices(products: readonly Product[]) {
    this.imported = [...products];
  }
}

const setup = () => {
  const clock = new FixedClock('2026-11-21T10:00:00Z');
  const store = new RecordingStore();
  const source = new InMemoryCatalogueSource({ ingredients: [ingredient('onion', { unitWeights: { each: 150 } }), ingredient('milk', { density: 1.03 })], products: [], recipes: [] });
  return { store, importer: new ImportPrices(store, new CatalogueCache(source, clock), clock) };
};
const HEADER = 'chain,product,ingredient,pack_size,unit,price,date';

describe('ImportPrices', () => {
  it('imports every row, normalising chains, kg and litres', async () => {
    const { store, importer } = setup();
    const result = await importer.execute(`${HEADER}\nTesco,Onions 1kg,onion,1,kg,0.99,2026-11-01\nsainsburys,"Milk, semi-skimmed 4 pints",milk,2.272,l,1.65,2026-11-02\nAldi,Onion,onion,1,each,0.15,2026-11-20\n`, 'feed.csv');
    expect(result).toEqual({ ok: true, value: { imported: 3, chains: ['Aldi', "Sainsbury's", 'Tesco'] } });
    expect(store.imported![0]).toMatchObject({ chain: 'Tesco', packSize: 1000, packUnit: 'g', pricePence: 99, estimate: false, source: 'feed.csv' });
    expect(store.imported![1]).toMatchObject({ chain: "Sainsbury's", name: 'Milk, semi-skimmed 4 pints', packSize: 2272, packUnit: 'ml', pricePence: 165 });
  });

  it('imports nothing when any row is bad, naming each bad row by its line', async () => {
    const { store, importer } = setup();
    const csv = [
      HEADER,
      'Tesco,Onions,onion,1,kg,0.99,2026-11-01',
      'Amazon,Onions,onion,1,kg,0.99,2026-11-01',
      'Tesco,Unicorn,unicorn,1,kg,0.99,2026-11-01',
      'Aldi,Milk,milk,1,l,free,2026-11-01',
      'Lidl,Onions,onion,1,kg,0.99,2026-13-01',
      'Lidl,Onions,onion,1,stone,0.99,2026-11-01',
      'Tesco,Onions again,onion,500,g,0.50,2026-11-01',
      'Aldi,Milk,milk,1,each,0.99,2027-01-01',
    ].join('\n');
    const result = await importer.execute(csv, 'feed.csv');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toBe('7 row(s) rejected; nothing was imported');
    expect(result.error.rejected!.map((r) => r.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(result.error.rejected![0]!.reason).toBe('unknown chain "Amazon"');
    expect(result.error.rejected![5]!.reason).toBe('a second price for onion at Tesco (first on line 2)');
    expect(result.error.rejected![6]!.reason).toMatch(/in the future.*no weight for that unit|no weight for that unit/);
    expect(store.imported).toBeNull();
  });

  it('refuses a file without the right header or without rows', async () => {
    const { importer } = setup();
    expect(await importer.execute('chain,price\nTesco,1', 'f')).toMatchObject({ ok: false, error: { field: 'header' } });
    expect(await importer.execute(`${HEADER}\n`, 'f')).toMatchObject({ ok: false, error: { message: 'The file has no price rows' } });
  });
});

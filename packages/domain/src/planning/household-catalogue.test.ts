import { describe, expect, it } from 'vitest';
import { CatalogueSnapshot } from '../catalogue/snapshot';
import { priceBookOf } from '../receipts/price-book/household-prices';
import type { PriceBook } from '../receipts/price-book/household-prices';
import { syntheticCatalogueData } from '../testing/synthetic-catalogue';
import { pricedFor } from './household-catalogue';

const snapshot = new CatalogueSnapshot(syntheticCatalogueData(20261127));
const ctx = { householdId: 'h1', today: '2026-11-27', postcodeDistrict: 'SW1A', poolOptIn: false, cardChains: [] };

/** The book, counting the products it is asked to price. */
const counted = (book: PriceBook) => {
  let asked = 0;
  return { book: { ...book, price: (p: Parameters<PriceBook['price']>[0]) => ((asked += 1), book.price(p)) }, asked: () => asked };
};

describe('the catalogue priced from a household’s price book', () => {
  it('a household without receipts: no product is looked up, the snapshot is the catalogue’s own, sources are feed or estimate', () => {
    const { book, asked } = counted(priceBookOf(ctx, []));
    const priced = pricedFor(snapshot, book);
    expect(asked()).toBe(0);
    expect(priced.snapshot).toBe(snapshot);
    const slug = snapshot.ingredientSlugs()[0]!;
    const product = snapshot.productsFor(slug)[0]!;
    expect(priced.sourceOf(slug, product.chain)).toBe(product.estimate ? 'estimate' : 'feed');
  });

  it('only the observed ingredient is looked up and repriced, at its own receipt’s price', () => {
    const slug = snapshot.ingredientSlugs()[0]!;
    const product = snapshot.productsFor(slug)[0]!;
    const observation = { householdId: 'h1', ingredient: slug, chain: product.chain, store: null, postcodeDistrict: 'SW1A', packSize: product.packSize, packUnit: product.packUnit, pricePence: product.pricePence + 37, loyaltyPricePence: null, date: '2026-11-20' };
    const { book, asked } = counted(priceBookOf(ctx, [observation]));
    const priced = pricedFor(snapshot, book);
    expect(asked()).toBe(snapshot.productsFor(slug).length);
    expect(priced.snapshot.product(slug, product.chain)?.pricePence).toBe(product.pricePence + 37);
    expect(priced.sourceOf(slug, product.chain)).toBe('own-receipt');
    const other = snapshot.ingredientSlugs()[1]!;
    const otherProduct = snapshot.productsFor(other)[0]!;
    expect(priced.snapshot.product(other, otherProduct.chain)?.pricePence).toBe(otherProduct.pricePence);
  });
});

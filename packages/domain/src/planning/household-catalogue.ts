/**
 * The catalogue priced from one household's price book, for planning: the planner, the plan's cost and its cost
 * at every chain then rest on the household's own receipts first (no older than 90 days), then pooled prices (when
 * it opts in), then the feed, then the estimate, with a loyalty price only where it holds the card: `knownPrice`,
 * through the PriceBook, decides; nothing here resolves a price itself.
 *
 * Pack sizes stay the catalogue's. An observation for the same pack prices it as seen; one for another pack of the
 * same unit (g, ml or item) is scaled to the catalogue's pack by its price per gram, millilitre or item, and one in
 * another unit is skipped (both by `knownPrice`), so the planner's whole-pack arithmetic is unchanged.
 *
 * The price book is read once (one read of the household's context, one of its observations) before planning;
 * the planner only ever sees a snapshot. Products of ingredients no one observed are left as they are.
 */
import type { Product } from '../catalogue/cost';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { PriceBook } from '../receipts/price-book/household-prices';
import type { PriceSource } from '../receipts/price-book/price-book';
import type { ShoppingLine } from './planner';

export type PricesFrom = Record<PriceSource, number>;

export interface HouseholdCatalogue {
  readonly snapshot: CatalogueSnapshot;
  /** Where the price of an ingredient at a chain comes from, for this household. */
  sourceOf(ingredient: string, chain: string): PriceSource;
}

const key = (ingredient: string, chain: string) => `${ingredient}\u0000${chain}`;

/** The snapshot with the household's observed prices (own receipts, pooled) in place of the feed's or estimate's. */
export function pricedFor(snapshot: CatalogueSnapshot, book: PriceBook): HouseholdCatalogue {
  const repriced: Product[] = [];
  const sources = new Map<string, PriceSource>();
  // Only an observed ingredient can be priced from a receipt or the pool; the rest keep the catalogue's price, so a
  // household without receipts costs nothing here (a plan's read does this for every ingredient otherwise).
  for (const slug of book.observed) {
    for (const product of snapshot.productsFor(slug)) {
      const known = book.price(product);
      if (known.source !== 'own-receipt' && known.source !== 'pooled') continue;
      sources.set(key(slug, product.chain), known.source);
      if (known.payablePence !== product.pricePence) {
        repriced.push({ ...product, pricePence: known.payablePence, priceDate: known.date, source: known.source, estimate: false });
      }
    }
  }
  const priced = snapshot.withPrices(repriced);
  return {
    snapshot: priced,
    sourceOf: (ingredient, chain) => sources.get(key(ingredient, chain)) ?? (priced.product(ingredient, chain)?.estimate === false ? 'feed' : 'estimate'),
  };
}

/** How many of a plan's bought lines are priced from each source (a line the larder covers buys nothing and is not counted). */
export function pricesFromOf(catalogue: HouseholdCatalogue, shopping: readonly ShoppingLine[], chain: string): PricesFrom {
  const counts: PricesFrom = { 'own-receipt': 0, pooled: 0, feed: 0, estimate: 0 };
  for (const line of shopping) if (line.packs > 0) counts[catalogue.sourceOf(line.ingredient, chain)] += 1;
  return counts;
}

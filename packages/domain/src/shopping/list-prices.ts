/**
 * A list priced from the household's price book: each recipe line at the list's chain in the source order (own
 * receipts, then prices pooled nearby, then a feed, then the estimate), at what the household can pay (the
 * loyalty price only with the card), labelled with where the price came from and when. Extras keep the price the
 * member gave. The total and the price note follow; a list resting only on estimates says so plainly.
 */
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { PriceBook } from '../receipts/price-book/household-prices';
import { type PriceSource, SOURCE_ORDER } from '../receipts/price-book/price-book';
import type { ListPricing, PackPrice, ShoppingItem, ShoppingList } from './shopping-list';

const noSources = (): Record<PriceSource, number> => ({ 'own-receipt': 0, pooled: 0, feed: 0, estimate: 0 });

/** What one pack costs at the household's prices, for `packLines`. */
export const bookPackPrice = (book: PriceBook): PackPrice => (product) => book.price(product).payablePence;

export function pricingOf(sources: Record<PriceSource, number>): ListPricing {
  const used = SOURCE_ORDER.reduce((n, s) => n + sources[s], 0);
  return { sources, estimatesOnly: used > 0 && sources.estimate === used };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where the list's prices come from, in words. */
export function pricingNote(chain: string, pricing: ListPricing): string {
  const s = pricing.sources;
  if (pricing.estimatesOnly) {
    return `Every price on this list is an estimate for ${chain} (UK average prices from the ONS times ${chain}'s basket index), not a price anyone has paid. Add a receipt after you shop and the lines you bought are priced from it.`;
  }
  const parts = [
    s['own-receipt'] ? `${plural(s['own-receipt'], 'price', 'prices')} from your receipts` : null,
    s.pooled ? `${plural(s.pooled, 'price', 'prices')} seen by households near you` : null,
    s.feed ? `${plural(s.feed, 'price', 'prices')} from ${chain}'s price feed` : null,
    s.estimate ? `${plural(s.estimate, 'estimate', 'estimates')} (UK averages times ${chain}'s basket index)` : null,
  ].filter(Boolean);
  if (!parts.length) return `Nothing on this list needs buying at ${chain}.`;
  return `Prices for ${chain}: ${parts.join(', ')}. Each line says where its price came from and when.`;
}

/**
 * The list at the household's prices. Archived lists keep the prices they were made with (they are history);
 * a line the larder covers (no packs) or one no longer needed still gets its label but adds nothing.
 */
export function priceList(list: ShoppingList, snapshot: CatalogueSnapshot, book: PriceBook): ShoppingList {
  if (list.archivedAt) return list;
  const sources = noSources();
  const items: ShoppingItem[] = list.items.map((item) => {
    if (item.isExtra) return { ...item, priceFrom: null };
    const product = snapshot.product(item.ingredient, list.supermarket);
    if (!product) return { ...item, priceFrom: null };
    const known = book.price(product);
    if (item.quantity > 0 && !item.notNeeded) sources[known.source] += 1;
    return {
      ...item,
      pricePence: item.quantity * known.payablePence,
      priceFrom: { source: known.source, label: known.label, date: known.date, households: known.households },
    };
  });
  const pricing = pricingOf(sources);
  const totalCostPence = items.reduce((sum, i) => sum + (i.notNeeded ? 0 : i.pricePence), 0);
  return { ...list, items, totalCostPence, pricing, priceNote: pricingNote(list.supermarket, pricing) };
}

/** The ingredients whose prices a set of lists needs. */
export const listIngredients = (lists: readonly ShoppingList[]): string[] => [
  ...new Set(lists.filter((l) => !l.archivedAt).flatMap((l) => l.items.filter((i) => !i.isExtra).map((i) => i.ingredient))),
];

/** What a comparison across chains rests on, said plainly: estimates alone rank every list the same way. */
export function comparisonNote(pricings: readonly ListPricing[]): { estimatesOnly: boolean; note: string } {
  const total = (s: ListPricing['sources']) => SOURCE_ORDER.reduce((n, k) => n + s[k], 0);
  const used = pricings.reduce((n, p) => n + total(p.sources), 0);
  const estimates = pricings.reduce((n, p) => n + p.sources.estimate, 0);
  if (used > 0 && estimates === used) {
    return {
      estimatesOnly: true,
      note: 'This comparison rests only on estimates (UK average prices times a fixed index per chain), so it ranks the chains the same way for every list. Add a receipt after you shop and the prices you paid take their place.',
    };
  }
  const real = used - estimates;
  return { estimatesOnly: false, note: `${real} of the ${used} prices in this comparison are real (your receipts, prices seen nearby or a chain's feed); the rest are estimates.` };
}

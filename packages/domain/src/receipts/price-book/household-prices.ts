/**
 * One household's view of the price book: its price context (district, cards, pooling) and every observation of
 * the ingredients asked for, read in one go; then `price(product)` resolves each product with `knownPrice`, the
 * one resolver of the source order. Lists, their comparison, the split and GET /api/prices all price through it.
 */
import type { UserRepository } from '../../accounts/ports';
import type { Product } from '../../catalogue/cost';
import type { Clock } from '../../shared/clock';
import type { ReceiptBook } from '../ports';
import CARDS from './loyalty-cards.json';
import { type KnownPrice, type PriceContext, type PriceObservation, OWN_MAX_AGE_DAYS, knownPrice } from './price-book';

export const LOYALTY_CARDS: ReadonlyArray<{ readonly card: string; readonly chain: string }> = CARDS.cards;

/** "9F6 1AB" → "9F6"; the outward code of a UK postcode. */
export const districtOf = (postcode: string | null | undefined) => (postcode ? postcode.trim().toUpperCase().split(/\s+/)[0]!.replace(/\d[A-Z]{2}$/, '') || null : null);

/** Prices for one household, with what the price book held when it was read. */
export interface PriceBook {
  readonly ctx: PriceContext;
  price(product: Product): KnownPrice;
  /** The ingredients with any observation: every other product is priced as the catalogue has it (feed or estimate). */
  readonly observed: ReadonlySet<string>;
}

/** A price book over the given observations (grouped by ingredient, so a long list stays quick). */
export function priceBookOf(ctx: PriceContext, observations: readonly PriceObservation[]): PriceBook {
  const byIngredient = new Map<string, PriceObservation[]>();
  for (const o of observations) {
    const list = byIngredient.get(o.ingredient) ?? [];
    list.push(o);
    byIngredient.set(o.ingredient, list);
  }
  return { ctx, price: (product) => knownPrice(ctx, product, byIngredient.get(product.ingredient) ?? []), observed: new Set(byIngredient.keys()) };
}

/** The catalogue's own prices, labelled (feed or estimate), for a household with no price book to hand. */
export const catalogueOnly = (householdId: string, today: string): PriceBook =>
  priceBookOf({ householdId, today, postcodeDistrict: null, poolOptIn: false, cardChains: [] }, []);

export class HouseholdPrices {
  constructor(
    private readonly book: ReceiptBook,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  /** The household's price context: its district, its cards' chains, whether it pools. */
  async context(householdId: string): Promise<PriceContext> {
    const [owner, loyalty] = await Promise.all([this.users.findById(householdId), this.book.loyalty(householdId)]);
    return {
      householdId,
      today: this.clock.now().toISOString().slice(0, 10),
      postcodeDistrict: districtOf(owner?.profile.postcode),
      poolOptIn: loyalty.poolOptIn,
      cardChains: LOYALTY_CARDS.filter((k) => loyalty.cards.includes(k.card)).map((k) => k.chain),
    };
  }

  /** The household's price book for these ingredients: one read of the context, one of the observations. */
  async forIngredients(householdId: string, ingredients: Iterable<string>): Promise<PriceBook> {
    const ctx = await this.context(householdId);
    const slugs = [...new Set(ingredients)].filter((s) => !s.startsWith('extra:'));
    if (!slugs.length) return priceBookOf(ctx, []);
    const since = new Date(Date.parse(`${ctx.today}T00:00:00Z`) - OWN_MAX_AGE_DAYS * 86_400_000).toISOString().slice(0, 10);
    return priceBookOf(ctx, await this.book.observations(slugs, since, householdId));
  }
}

/**
 * The price book: every confirmed receipt line is a dated price observation. A price is taken, per chain, from
 * the first of these that has one: the household's own receipts (no older than OWN_MAX_AGE_DAYS); prices pooled
 * from households near the same postcode district (only when the household opts in, only from at least
 * POOL_MIN_HOUSEHOLDS different households, none older than POOL_MAX_AGE_DAYS, and given as a median, so no one
 * household's price is shown as its own); an imported feed; the estimate. Every price says which it is and its date.
 */
import type { PackUnit } from '../../catalogue/ingredient';
import type { Product } from '../../catalogue/cost';

export const OWN_MAX_AGE_DAYS = 90;
export const POOL_MIN_HOUSEHOLDS = 3;
export const POOL_MAX_AGE_DAYS = 30;

export interface PriceObservation {
  readonly householdId: string;
  readonly ingredient: string;
  readonly chain: string;
  readonly store: string | null;
  readonly postcodeDistrict: string | null;
  readonly packSize: number;
  readonly packUnit: PackUnit;
  readonly pricePence: number;
  /** The price with the chain's loyalty card, when the receipt showed a loyalty saving. */
  readonly loyaltyPricePence: number | null;
  /** YYYY-MM-DD. */
  readonly date: string;
}

export type PriceSource = 'own-receipt' | 'pooled' | 'feed' | 'estimate';
export const SOURCE_ORDER: readonly PriceSource[] = ['own-receipt', 'pooled', 'feed', 'estimate'];

export interface KnownPrice {
  readonly ingredient: string;
  readonly chain: string;
  /** The catalogue's pack at this chain, which every source is scaled to so that they compare. */
  readonly packSize: number;
  readonly packUnit: PackUnit;
  /** Shelf price for the pack. */
  readonly pricePence: number;
  readonly loyaltyPricePence: number | null;
  /** What this household pays: the loyalty price when it holds the chain's card, else the shelf price. */
  readonly payablePence: number;
  readonly source: PriceSource;
  readonly date: string;
  /** Pooled prices only: how many households saw it. */
  readonly households: number | null;
  readonly postcodeDistrict: string | null;
  readonly store: string | null;
  /** "from your receipt, 3 days ago", "seen by 7 households near M1, 3 days ago", "Tesco feed, 12 Nov", "estimate". */
  readonly label: string;
}

export interface PriceContext {
  readonly householdId: string;
  readonly today: string;
  readonly postcodeDistrict: string | null;
  readonly poolOptIn: boolean;
  /** Chains whose loyalty card the household holds ("Tesco" for Clubcard). */
  readonly cardChains: readonly string[];
}

const DAY = 86_400_000;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "12 Nov" (this year) or "12 Nov 2025" (another year), of a YYYY-MM-DD day. */
export function shortDay(date: string, today: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return `${d} ${MONTHS[m - 1]}${today.slice(0, 4) === String(y) ? '' : ` ${y}`}`;
}

export function ago(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}

/** An observed price for its own pack, as the price of the catalogue's pack (per gram, millilitre or item); null when the units differ. */
export function scaleToPack(pence: number, from: { size: number; unit: PackUnit }, to: { size: number; unit: PackUnit }): number | null {
  if (from.unit !== to.unit || from.size <= 0) return null;
  return Math.round((pence * to.size) / from.size);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
};

function payable(shelf: number, loyalty: number | null, chain: string, ctx: PriceContext) {
  return loyalty !== null && ctx.cardChains.includes(chain) ? Math.min(shelf, loyalty) : shelf;
}

/**
 * The price of one ingredient at one chain for this household, from the best source that has one.
 * `observations` may hold every household's; only what the rules allow is used, and no other household's
 * observation is ever returned on its own.
 */
export function knownPrice(ctx: PriceContext, product: Product, observations: readonly PriceObservation[]): KnownPrice {
  const pack = { size: product.packSize, unit: product.packUnit };
  const scaled = observations
    .filter((o) => o.ingredient === product.ingredient && o.chain === product.chain)
    .map((o) => {
      const price = scaleToPack(o.pricePence, { size: o.packSize, unit: o.packUnit }, pack);
      const loyalty = o.loyaltyPricePence === null ? null : scaleToPack(o.loyaltyPricePence, { size: o.packSize, unit: o.packUnit }, pack);
      return price === null ? null : { o, price, loyalty, age: daysBetween(o.date, ctx.today) };
    })
    .filter((x): x is NonNullable<typeof x> => x !== null && x.age >= 0);
  const base = { ingredient: product.ingredient, chain: product.chain, packSize: pack.size, packUnit: pack.unit };

  const own = scaled.filter((x) => x.o.householdId === ctx.householdId && x.age <= OWN_MAX_AGE_DAYS).sort((a, b) => a.age - b.age)[0];
  if (own) {
    return {
      ...base, pricePence: own.price, loyaltyPricePence: own.loyalty, payablePence: payable(own.price, own.loyalty, product.chain, ctx),
      source: 'own-receipt', date: own.o.date, households: null, postcodeDistrict: own.o.postcodeDistrict, store: own.o.store,
      label: `from your receipt, ${ago(own.age)}`,
    };
  }

  if (ctx.poolOptIn && ctx.postcodeDistrict) {
    const near = scaled.filter((x) => x.o.postcodeDistrict === ctx.postcodeDistrict && x.age <= POOL_MAX_AGE_DAYS);
    // Each household counts once, with its newest price.
    const newestPerHousehold = new Map<string, (typeof near)[number]>();
    for (const x of near) {
      const cur = newestPerHousehold.get(x.o.householdId);
      if (!cur || x.age < cur.age) newestPerHousehold.set(x.o.householdId, x);
    }
    const pool = [...newestPerHousehold.values()];
    if (pool.length >= POOL_MIN_HOUSEHOLDS) {
      const price = median(pool.map((x) => x.price));
      const loyalties = pool.map((x) => x.loyalty).filter((l): l is number => l !== null);
      const loyalty = loyalties.length >= POOL_MIN_HOUSEHOLDS ? median(loyalties) : null;
      const newest = Math.min(...pool.map((x) => x.age));
      const date = new Date(Date.parse(`${ctx.today}T00:00:00Z`) - newest * DAY).toISOString().slice(0, 10);
      return {
        ...base, pricePence: price, loyaltyPricePence: loyalty, payablePence: payable(price, loyalty, product.chain, ctx),
        source: 'pooled', date, households: pool.length, postcodeDistrict: ctx.postcodeDistrict, store: null,
        label: `seen by ${pool.length} households near ${ctx.postcodeDistrict}, ${ago(newest)}`,
      };
    }
  }

  const feed = !product.estimate;
  return {
    ...base, pricePence: product.pricePence, loyaltyPricePence: null, payablePence: product.pricePence,
    source: feed ? 'feed' : 'estimate', date: product.priceDate, households: null, postcodeDistrict: null, store: null,
    label: feed ? `${product.chain} feed, ${shortDay(product.priceDate, ctx.today)}` : 'estimate',
  };
}

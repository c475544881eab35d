import type { PackUnit } from '../../catalogue/ingredient';
import { formatPounds } from '../../shared/money';
import type { PriceObservation } from '../price-book/price-book';

/** A food the household buys that became dearer at a chain: its price per unit rose, or its pack shrank. */
export interface PriceChange {
  readonly ingredient: string;
  readonly chain: string;
  readonly kind: 'rise' | 'shrink';
  /** The earlier and the latest observation's dates (YYYY-MM-DD). */
  readonly from: string;
  readonly to: string;
  /** Per kilogram, litre or item. */
  readonly fromUnitPence: number;
  readonly toUnitPence: number;
  /** "Lidl's Pasta is 9p a kg dearer than on 2 Oct (£0.95 to £1.04 a kg)". */
  readonly sentence: string;
}

/** A rise worth telling: more than 10 % a unit. */
export const RISE_SHARE = 0.1;
/** The earlier price is at least this many days older than the latest ("than last month"). */
export const MIN_GAP_DAYS = 21;
/** Only prices seen lately are news. */
export const RECENT_DAYS = 45;

const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
const per = (unit: PackUnit) => (unit === 'g' ? 'kg' : unit === 'ml' ? 'litre' : 'item');
/** Pence a kilogram, a litre or an item. */
const unitPence = (o: PriceObservation) => (o.pricePence / o.packSize) * (o.packUnit === 'each' ? 1 : 1000);
const size = (o: PriceObservation) =>
  o.packUnit === 'each' ? `${o.packSize}` : o.packSize >= 1000 ? `${o.packSize / 1000} ${o.packUnit === 'g' ? 'kg' : 'l'}` : `${o.packSize} ${o.packUnit}`;
const day = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const money = (p: number) => (p < 100 ? `${Math.round(p)}p` : `£${formatPounds(Math.round(p))}`);

/**
 * What became dearer among the foods seen on receipts (the household's own, and pooled ones it may be priced from):
 * for each food and chain, the latest price seen within RECENT_DAYS of today against the latest one at least
 * MIN_GAP_DAYS older, in the same unit. A pack that shrank at the same or a higher price is said as a shrink;
 * otherwise a price a unit more than 10 % higher is a rise. The largest rise first.
 */
export function priceChanges(observations: readonly PriceObservation[], today: string, nameOf: (slug: string) => string): PriceChange[] {
  const groups = new Map<string, PriceObservation[]>();
  for (const o of observations) {
    if (o.packSize <= 0 || o.pricePence <= 0 || o.date > today) continue;
    const key = `${o.ingredient}\u0000${o.chain}\u0000${o.packUnit}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  const changes: Array<PriceChange & { share: number }> = [];
  for (const seen of groups.values()) {
    seen.sort((a, b) => a.date.localeCompare(b.date));
    const latest = seen.at(-1)!;
    if (daysBetween(latest.date, today) > RECENT_DAYS) continue;
    const earlier = seen.filter((o) => daysBetween(o.date, latest.date) >= MIN_GAP_DAYS).at(-1);
    if (!earlier) continue;
    const [from, to] = [unitPence(earlier), unitPence(latest)];
    const share = (to - from) / from;
    const food = `${latest.chain}'s ${nameOf(latest.ingredient)}`;
    const unit = per(latest.packUnit);
    const base = { ingredient: latest.ingredient, chain: latest.chain, from: earlier.date, to: latest.date, fromUnitPence: Math.round(from), toUnitPence: Math.round(to), share };
    if (latest.packSize < earlier.packSize && latest.pricePence >= earlier.pricePence) {
      changes.push({
        ...base,
        kind: 'shrink',
        sentence: `${food}: the pack shrank from ${size(earlier)} to ${size(latest)} at ${money(latest.pricePence)} since ${day(earlier.date)} (${Math.round(share * 100)} % dearer a ${unit})`,
      });
    } else if (share > RISE_SHARE) {
      changes.push({
        ...base,
        kind: 'rise',
        sentence: `${food} is ${money(to - from)} a ${unit} dearer than on ${day(earlier.date)} (${money(from)} to ${money(to)} a ${unit})`,
      });
    }
  }
  return changes.sort((a, b) => b.share - a.share || a.sentence.localeCompare(b.sentence)).map(({ share: _share, ...change }) => change);
}

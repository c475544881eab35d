import { addDaysToDate } from '../weeks';
import type { PayPeriod } from './pay-days';

export interface PeriodWeek {
  /** First and last day of the week (YYYY-MM-DD, inclusive). */
  readonly start: string;
  readonly end: string;
  readonly days: number;
  readonly pence: number;
  /** The last week before pay day: kept at or above the floor. */
  readonly protected: boolean;
}

/**
 * Splits whole pence by weights, exactly: each gets the floor of its share, then the pennies left over go to
 * the largest remainders (ties to the later part). The parts always add up to `total`.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === weights.length - 1 ? total : 0));
  // Whole-number arithmetic: the share is total·w/sum, its remainder (total·w) mod sum.
  const parts = weights.map((w) => (total * w - ((total * w) % sum)) / sum);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, r: (total * w) % sum })).sort((a, b) => b.r - a.r || b.i - a.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!.i]! += 1;
  return parts;
}

/**
 * The period's money over its weeks, counted back from pay day: the last week is the 7 days before pay day, and
 * the first week holds whatever days are left over. Each week's share follows its days, except that the last week
 * never gets less than `floorPence` (what still feeds everyone for a week) when the money allows: the difference is
 * taken from the earlier weeks in proportion to their shares. The shares add up to the money exactly.
 */
export function spreadPeriod(moneyPence: number, period: PayPeriod, floorPence: number): PeriodWeek[] {
  const lengths: number[] = [];
  for (let left = period.days; left > 0; left -= 7) lengths.unshift(Math.min(7, left));
  const shares = apportion(moneyPence, lengths);
  const last = shares.length - 1;
  // A short last week (a period under 7 days) needs only its days' part of the floor.
  const protect = Math.min(moneyPence, Math.ceil((floorPence * lengths[last]!) / 7));
  if (shares[last]! < protect && last > 0) {
    const take = apportion(protect - shares[last]!, shares.slice(0, last));
    for (let i = 0; i < last; i++) shares[i]! -= take[i]!;
    shares[last] = protect;
  }
  let start = period.start;
  return lengths.map((days, i) => {
    const week = { start, end: addDaysToDate(start, days - 1), days, pence: shares[i]!, protected: i === last };
    start = addDaysToDate(start, days);
    return week;
  });
}

import type { ChainIndexRow } from '../data/catalogue-report';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-01-01" -> "January 2025"; anything else is returned as it is. */
export function monthLabel(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(isoDate);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : isoDate;
}

/** The chains cheapest basket first (ties by name), so the table reads as a ranking. */
export function chainsByBasket(rows: readonly ChainIndexRow[]): ChainIndexRow[] {
  return [...rows].sort((a, b) => a.basketGBP - b.basketGBP || a.chain.localeCompare(b.chain));
}

/** 0.9046 -> "9.5% below average", 1.1952 -> "19.5% above average", 1 -> "the average". */
export function indexVsAverage(index: number): string {
  // In hundredths of a percent first, so 1.0085 is 85 (not 84.999...) and rounds half up to 0.9%.
  const percent = Math.round(Math.round(Math.abs(index - 1) * 10_000) / 10) / 10;
  if (percent === 0) return 'the average';
  return `${percent.toFixed(1)}% ${index < 1 ? 'below' : 'above'} average`;
}

/** A chain's estimated price in pence: the national baseline times the chain's index, rounded half up to whole pence. */
export function estimatedPence(baselinePence: number, index: number): number {
  // Two decimals first, so 100 x 1.0085 = 100.85000000000001 does not decide a half.
  return Math.floor(Math.round(baselinePence * index * 100) / 100 + 0.5);
}

/**
 * The foods neither CoFID nor SR26 has, whose figures the build derived from their usual make-up:
 * the build report names them in its fibre methods ("Composition Neither CoFID nor SR26 has mirin; ...").
 */
export function foodsFromComposition(fibreMethods: Readonly<Record<string, number>>): string[] {
  return Object.keys(fibreMethods)
    .map((method) => /^Composition\b.*?\bhas (?:an? )?([^;]+);/.exec(method)?.[1]?.trim())
    .filter((food): food is string => Boolean(food))
    .sort((a, b) => a.localeCompare(b));
}

/** "Which? cheapest-supermarket analysis, 2025-07 (76-item basket)" -> { month: "July 2025", items: 76 }. */
export function indexSource(source: string): { month: string | null; items: number | null } {
  const month = /\b(\d{4}-\d{2})\b/.exec(source)?.[1];
  const items = /\b(\d+)-item\b/.exec(source)?.[1];
  return { month: month ? monthLabel(month) : null, items: items ? Number(items) : null };
}

/** The build report writes amounts as "GBP 128.00"; people read "£128.00". */
export const pricingLabel = (text: string): string => text.replace(/\bGBP\s?(\d)/g, '£$1');

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Small counts in words, as prose writes them ("six chains"); larger ones in figures. */
export const countWord = (n: number): string => WORDS[n] ?? String(n);

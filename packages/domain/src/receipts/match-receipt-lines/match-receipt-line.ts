/**
 * Names a receipt line ("JS FREE RANGE EGGS X6", "HEINZ BAKED BEANS 415G") as a catalogue ingredient and pack,
 * with a confidence, reusing the ingredient matcher of own recipes. The till's own-brand words and abbreviations
 * are data (receipt-abbreviations.json); the pack size is read from the name and compared with the chain's packs.
 */
import type { PackUnit } from '../../catalogue/ingredient';
import { MATCH_THRESHOLD } from '../../catalogue/ingredient-lines/ingredient-matcher';
import type { CatalogueSnapshot } from '../../catalogue/snapshot';
import WORDS from './receipt-abbreviations.json';

export interface PackSize {
  readonly size: number;
  readonly unit: PackUnit;
}

export interface ReceiptLineMatch {
  /** Null when nothing reaches the matcher's threshold: the household picks one in the preview. */
  readonly ingredient: { readonly slug: string; readonly name: string } | null;
  /** 0 to 1; the ingredient's confidence, lowered a little when the pack is not one the chain sells. */
  readonly confidence: number;
  /** Other likely ingredients, best first (for the preview's "did you mean"). */
  readonly suggestions: ReadonlyArray<{ readonly slug: string; readonly name: string; readonly confidence: number }>;
  /** The pack printed on the line ("415G"), or the chain's pack when the line prints none. */
  readonly pack: PackSize | null;
  /** Whether the pack is the one the catalogue prices at this chain (so the price compares like for like). */
  readonly packMatchesCatalogue: boolean;
}

/** Short words that carry meaning in a name ("tuna in spring water", "fish & chips"). */
const KEPT_SHORT_WORDS = new Set(['in', 'of', 'on', 'or', 'and', '&', 'no']);
const OWN_BRANDS = [...WORDS.ownBrands].sort((a, b) => b.length - a.length);
const ABBREVIATIONS: Readonly<Record<string, string>> = WORDS.abbreviations;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const OWN_BRAND_RX = new RegExp(`(?:^|\\s)(?:${OWN_BRANDS.map(escape).join('|')})(?=\\s|$)`, 'gi');

const SIZE = /(?:^|\s)(\d+(?:\.\d+)?)\s*(kg|g|ml|cl|l|ltr|litre|pt|pint)s?(?=\s|$)/i;
const COUNT = /(?:^|\s)(?:x\s?(\d{1,2})|(\d{1,2})\s?(?:pk|pack|x))(?=\s|$)/i;

/** The pack size printed in a receipt name: "415G" → 415 g, "4PT" → 2272 ml, "2L" → 2000 ml, "X6" → 6 each. */
export function packFromName(name: string): PackSize | null {
  const m = SIZE.exec(name);
  if (m) {
    const n = Number(m[1]);
    const unit = m[2]!.toLowerCase();
    if (unit === 'kg') return { size: Math.round(n * 1000), unit: 'g' };
    if (unit === 'g') return { size: Math.round(n), unit: 'g' };
    if (unit === 'ml') return { size: Math.round(n), unit: 'ml' };
    if (unit === 'cl') return { size: Math.round(n * 10), unit: 'ml' };
    if (unit === 'pt' || unit === 'pint') return { size: Math.round(n * 568), unit: 'ml' };
    return { size: Math.round(n * 1000), unit: 'ml' };
  }
  const c = COUNT.exec(name);
  if (c) return { size: Number(c[1] ?? c[2]), unit: 'each' };
  return null;
}

/** The food words of a receipt name: sizes, counts, own-brand words removed and the till's abbreviations spelt out. */
export function receiptFoodText(name: string): string {
  const words = name
    .toLowerCase()
    // An online order's "(sliced loaf)": the bracket describes, the words before it name the food.
    .replace(/\([^)]*\)/g, ' ')
    .replace(new RegExp(SIZE.source, 'gi'), ' ')
    .replace(new RegExp(COUNT.source, 'gi'), ' ')
    .replace(OWN_BRAND_RX, ' ')
    .replace(OWN_BRAND_RX, ' ')
    .split(/\s+/)
    .filter(Boolean)
    // One or two letters the till does not use as a shortening are an OCR's specks ("CE", "TI").
    .filter((w) => w.length > 2 || /\d/.test(w) || w in ABBREVIATIONS || KEPT_SHORT_WORDS.has(w))
    .map((w) => ABBREVIATIONS[w] ?? w);
  return words.join(' ').trim();
}

export function matchReceiptLine(snapshot: CatalogueSnapshot, name: string, chain: string | null): ReceiptLineMatch {
  const food = receiptFoodText(name);
  const candidates = food ? snapshot.matcher().candidates(food, 4) : [];
  const best = candidates[0];
  const printed = packFromName(name);
  if (!best || best.confidence < MATCH_THRESHOLD) {
    return { ingredient: null, confidence: best?.confidence ?? 0, suggestions: candidates, pack: printed, packMatchesCatalogue: false };
  }
  const product = chain ? snapshot.product(best.slug, chain) : undefined;
  const catalogued = product ? { size: product.packSize, unit: product.packUnit } : (snapshot.ingredient(best.slug)?.pack ?? null);
  const pack = printed ?? catalogued;
  const same = Boolean(pack && catalogued && pack.unit === catalogued.unit && Math.abs(pack.size - catalogued.size) <= catalogued.size * 0.05);
  const confidence = Math.round(best.confidence * (printed && !same ? 0.9 : 1) * 1000) / 1000;
  return { ingredient: { slug: best.slug, name: best.name }, confidence, suggestions: candidates.slice(1), pack, packMatchesCatalogue: same };
}

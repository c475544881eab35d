import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import { parsePounds } from '../../shared/money';
import { parseCsv } from '../../shared/csv';
import type { Product } from '../cost';
import type { PackUnit } from '../ingredient';
import type { CatalogueCache } from '../catalogue-cache';
import { toGrams } from '../units';

/** The chains a feed may name, with the spellings we accept. */
export const CHAINS: Readonly<Record<string, string>> = {
  tesco: 'Tesco',
  sainsburys: "Sainsbury's",
  "sainsbury's": "Sainsbury's",
  asda: 'ASDA',
  aldi: 'Aldi',
  lidl: 'Lidl',
  waitrose: 'Waitrose',
  morrisons: 'Morrisons',
  'co-op': 'Co-op',
  coop: 'Co-op',
};
export const canonicalChain = (name: string): string | undefined => CHAINS[name.trim().toLowerCase().replace(/\s+/g, '')];

export const PRICE_FEED_COLUMNS = ['chain', 'product', 'ingredient', 'pack_size', 'unit', 'price', 'date'] as const;

export interface RejectedRow {
  readonly line: number;
  readonly reason: string;
}

/** Stores a feed's prices; they replace the estimates for the (ingredient, chain) pairs they cover. */
export interface PriceFeedStore {
  replaceFeedPrices(products: readonly Product[], source: string): Promise<void>;
}
export const PRICE_FEED_STORE = Symbol('PriceFeedStore');

const UNITS: Record<string, { unit: PackUnit; factor: number }> = {
  g: { unit: 'g', factor: 1 },
  kg: { unit: 'g', factor: 1000 },
  ml: { unit: 'ml', factor: 1 },
  l: { unit: 'ml', factor: 1000 },
  each: { unit: 'each', factor: 1 },
};

/**
 * `prices import FILE.csv`: a real chain price feed. Every row is checked; one bad row and nothing is
 * imported, with each rejected row named by its line.
 */
export class ImportPrices {
  constructor(
    private readonly store: PriceFeedStore,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
  ) {}

  async execute(csv: string, sourceName: string): Promise<Result<{ imported: number; chains: string[] }, DomainError & { rejected?: RejectedRow[] }>> {
    const rows = parseCsv(csv);
    const header = rows.shift();
    const columns = header?.fields.map((f) => f.trim().toLowerCase().replace(/\s+/g, '_')) ?? [];
    const missing = PRICE_FEED_COLUMNS.filter((c) => !columns.includes(c));
    if (missing.length) return fail('VALIDATION', `The header must name the columns ${PRICE_FEED_COLUMNS.join(', ')}; missing: ${missing.join(', ')}`, { field: 'header' });
    if (!rows.length) return fail('VALIDATION', 'The file has no price rows', { field: 'rows' });
    const at = (fields: string[], name: (typeof PRICE_FEED_COLUMNS)[number]) => (fields[columns.indexOf(name)] ?? '').trim();
    const snapshot = await this.catalogue.current();
    const today = this.clock.now().toISOString().slice(0, 10);
    const rejected: RejectedRow[] = [];
    const products: Product[] = [];
    const seen = new Map<string, number>();
    for (const { line, fields } of rows) {
      const reasons: string[] = [];
      const chain = canonicalChain(at(fields, 'chain'));
      if (!chain) reasons.push(`unknown chain "${at(fields, 'chain')}"`);
      const name = at(fields, 'product');
      if (!name) reasons.push('no product name');
      const slug = at(fields, 'ingredient');
      const ingredient = snapshot.ingredient(slug);
      if (!ingredient) reasons.push(`unknown ingredient "${slug}"`);
      const unit = UNITS[at(fields, 'unit').toLowerCase()];
      if (!unit) reasons.push(`unit must be g, kg, ml, l or each (got "${at(fields, 'unit')}")`);
      const size = Number(at(fields, 'pack_size'));
      if (!(size > 0) || !Number.isFinite(size)) reasons.push(`pack size must be a positive number (got "${at(fields, 'pack_size')}")`);
      const price = parsePounds(at(fields, 'price'));
      if (price === null || price <= 0) reasons.push(`price must be an amount in pounds such as 1.25 (got "${at(fields, 'price')}")`);
      const date = at(fields, 'date');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
        reasons.push(`date must be YYYY-MM-DD (got "${date}")`);
      } else if (date > today) reasons.push(`date ${date} is in the future`);
      if (ingredient && unit && size > 0 && !toGrams(size * unit.factor, unit.unit, ingredient).ok) {
        reasons.push(`${slug} cannot be sold by "${at(fields, 'unit')}" (no weight for that unit)`);
      }
      const key = `${slug}|${chain}`;
      if (chain && ingredient && seen.has(key)) reasons.push(`a second price for ${slug} at ${chain} (first on line ${seen.get(key)})`);
      if (reasons.length) {
        rejected.push({ line, reason: reasons.join('; ') });
        continue;
      }
      seen.set(key, line);
      products.push({ ingredient: slug, chain: chain!, name, packSize: size * unit!.factor, packUnit: unit!.unit, pricePence: price!, priceDate: date, source: sourceName, estimate: false });
    }
    if (rejected.length) {
      return { ok: false, error: { code: 'VALIDATION', message: `${rejected.length} row(s) rejected; nothing was imported`, field: 'rows', rejected } };
    }
    await this.store.replaceFeedPrices(products, sourceName);
    this.catalogue.invalidate();
    return ok({ imported: products.length, chains: [...new Set(products.map((p) => p.chain))].sort() });
  }
}

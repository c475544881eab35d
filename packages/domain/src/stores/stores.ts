import { type Result, ok } from '../shared/result';
import { type DomainError, fail } from '../shared/errors';
import { parseCsv } from '../shared/csv';
import { canonicalChain } from '../catalogue/import/import-prices.use-case';
import { type PostcodeDirectory, haversineKm, validatePostcode } from '../geography/postcode-directory';

export interface Store {
  readonly id: string;
  readonly chain: string;
  readonly name: string;
  readonly address: string;
  readonly town: string;
  readonly postcode: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly sizeBand: string;
}

export interface StoreRepository {
  /** A store-location file is a full snapshot: it replaces every store. */
  replaceAll(stores: readonly Store[]): Promise<void>;
  all(): Promise<Store[]>;
}
export const STORE_REPOSITORY = Symbol('StoreRepository');

/** The Geolytix Retail Points columns (see ../shared/data/README.md). */
export const GEOLYTIX_COLUMNS = ['id', 'retailer', 'fascia', 'store_name', 'add_one', 'add_two', 'town', 'suburb', 'postcode', 'long_wgs', 'lat_wgs', 'bng_e', 'bng_n', 'pqi', 'open_date', 'size_band', 'county'] as const;

/** Retailer names in the file that are our chains under another spelling. */
const RETAILER_ALIASES: Record<string, string> = { 'the co-operative group': 'Co-op', 'co-operative group': 'Co-op', 'the co-op': 'Co-op', "sainsbury's": "Sainsbury's", sainsburys: "Sainsbury's" };
const chainOf = (retailer: string) => RETAILER_ALIASES[retailer.trim().toLowerCase()] ?? canonicalChain(retailer);

/** `stores import FILE.csv`: store locations; every row of our chains checked, all or nothing. */
export class ImportStores {
  constructor(private readonly stores: StoreRepository) {}

  async execute(csv: string): Promise<Result<{ imported: number; skipped: number; byChain: Record<string, number> }, DomainError & { rejected?: Array<{ line: number; reason: string }> }>> {
    const rows = parseCsv(csv);
    const header = rows.shift()?.fields.map((f) => f.trim().toLowerCase()) ?? [];
    const missing = ['id', 'retailer', 'store_name', 'postcode', 'long_wgs', 'lat_wgs'].filter((c) => !header.includes(c));
    if (missing.length) return fail('VALIDATION', `Not a Geolytix Retail Points file: missing columns ${missing.join(', ')}`, { field: 'header' });
    const at = (fields: string[], name: string) => (fields[header.indexOf(name)] ?? '').trim();
    const rejected: Array<{ line: number; reason: string }> = [];
    const stores: Store[] = [];
    const ids = new Set<string>();
    let skipped = 0;
    for (const { line, fields } of rows) {
      const chain = chainOf(at(fields, 'retailer'));
      if (!chain) {
        skipped += 1;
        continue;
      }
      const latitude = Number(at(fields, 'lat_wgs'));
      const longitude = Number(at(fields, 'long_wgs'));
      const reasons: string[] = [];
      const id = at(fields, 'id');
      if (!id) reasons.push('no id');
      else if (ids.has(id)) reasons.push(`id ${id} appears twice`);
      if (!at(fields, 'lat_wgs') || !Number.isFinite(latitude) || latitude < 49 || latitude > 61) reasons.push(`lat_wgs must be a UK latitude (got "${at(fields, 'lat_wgs')}")`);
      if (!at(fields, 'long_wgs') || !Number.isFinite(longitude) || longitude < -9 || longitude > 2.5) reasons.push(`long_wgs must be a UK longitude (got "${at(fields, 'long_wgs')}")`);
      if (reasons.length) {
        rejected.push({ line, reason: reasons.join('; ') });
        continue;
      }
      ids.add(id);
      stores.push({
        id,
        chain,
        name: at(fields, 'store_name') || at(fields, 'fascia') || chain,
        address: [at(fields, 'add_one'), at(fields, 'add_two')].filter(Boolean).join(', '),
        town: at(fields, 'town'),
        postcode: at(fields, 'postcode').toUpperCase(),
        latitude,
        longitude,
        sizeBand: at(fields, 'size_band'),
      });
    }
    if (rejected.length) return { ok: false, error: { code: 'VALIDATION', message: `${rejected.length} row(s) rejected; nothing was imported`, field: 'rows', rejected } };
    if (!stores.length) return fail('VALIDATION', 'The file has no stores of the chains we price', { field: 'rows' });
    await this.stores.replaceAll(stores);
    const byChain: Record<string, number> = {};
    for (const s of stores) byChain[s.chain] = (byChain[s.chain] ?? 0) + 1;
    return ok({ imported: stores.length, skipped, byChain });
  }
}

/** How far a household will travel to shop, by default. */
export const DEFAULT_REACH_KM = 8;
/** Said to households (issue 24: no operator words): what the missing store list means for them. */
export const NO_STORES_NOTE = 'Prices are national estimates until we know the supermarkets near you, so every supermarket is shown.';

export interface ChainReach {
  readonly chain: string;
  readonly nearestKm: number | null;
  readonly nearestStore: string | null;
}

/** The chains a household can reach from its postcode district's centre. */
export class ChainsNearby {
  constructor(
    private readonly stores: StoreRepository,
    private readonly postcodes: PostcodeDirectory,
  ) {}

  async execute(postcode: string, chains: readonly string[], reachKm = DEFAULT_REACH_KM): Promise<Result<{ storesLoaded: boolean; note: string | null; chains: ChainReach[] }, DomainError>> {
    const parsed = validatePostcode(postcode, this.postcodes);
    if (!parsed.ok) return parsed;
    const all = await this.stores.all();
    if (!all.length) return ok({ storesLoaded: false, note: NO_STORES_NOTE, chains: chains.map((chain) => ({ chain, nearestKm: null, nearestStore: null })) });
    const centre = this.postcodes.find(parsed.value.outward);
    if (!centre) return ok({ storesLoaded: true, note: 'Your postcode district is not in our location data, so every chain is assumed to be within reach.', chains: chains.map((chain) => ({ chain, nearestKm: null, nearestStore: null })) });
    const reach: ChainReach[] = [];
    for (const chain of chains) {
      let best: Store | null = null;
      let bestKm = Infinity;
      for (const store of all) {
        if (store.chain !== chain) continue;
        const km = haversineKm(centre, store);
        if (km < bestKm) {
          bestKm = km;
          best = store;
        }
      }
      if (best && bestKm <= reachKm) reach.push({ chain, nearestKm: Math.round(bestKm * 10) / 10, nearestStore: best.name });
    }
    reach.sort((a, b) => (a.nearestKm ?? 0) - (b.nearestKm ?? 0));
    return ok({ storesLoaded: true, note: null, chains: reach });
  }
}

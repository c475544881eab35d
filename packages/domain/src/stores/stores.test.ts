import { describe, expect, it } from 'vitest';
import { ListPostcodeDirectory } from '../geography/postcode-directory';
import { TEST_DISTRICTS } from '../testing/accounts-fixture';
import { ChainsNearby, ImportStores, NO_STORES_NOTE, type Store, type StoreRepository } from './stores';

class MemoryStores implements StoreRepository {
  rows: Store[] = [];
  async replaceAll(stores: readonly Store[]) {
    this.rows = [...stores];
  }
  async all() {
    return [...this.rows];
  }
}
const HEADER = 'id,retailer,fascia,store_name,add_one,add_two,town,suburb,postcode,long_wgs,lat_wgs,bng_e,bng_n,pqi,open_date,size_band,county';
const row = (id: string, retailer: string, name: string, postcode: string, lon: number, lat: number) => `${id},${retailer},${retailer},"${name}",1 High St,,Town,,${postcode},${lon},${lat},0,0,Rooftop,,"< 3,013 ft2 (280m2)",County`;

describe('stores', () => {
  const directory = new ListPostcodeDirectory(TEST_DISTRICTS);

  it('before a file is loaded, every chain counts as reachable and says so', async () => {
    const nearby = new ChainsNearby(new MemoryStores(), directory);
    expect(await nearby.execute('M1 1AE', ['Aldi', 'Tesco'])).toEqual({
      ok: true,
      value: { storesLoaded: false, note: NO_STORES_NOTE, chains: [{ chain: 'Aldi', nearestKm: null, nearestStore: null }, { chain: 'Tesco', nearestKm: null, nearestStore: null }] },
    });
  });

  it('imports the chains we price (skipping other retailers) and finds those within reach, nearest first', async () => {
    const repo = new MemoryStores();
    const csv = [
      HEADER,
      row('1', 'Tesco', 'Tesco Manchester Market St', 'M1 1WR', -2.2400, 53.4820),
      row('2', 'Aldi', 'Aldi Piccadilly', 'M1 2BN', -2.2300, 53.4790),
      row('3', 'Lidl', 'Lidl Leeds', 'LS1 1AA', -1.5500, 53.7970),
      row('4', 'Iceland', 'Iceland Manchester', 'M1 1AA', -2.2380, 53.4800),
      row('5', 'The Co-operative Group', 'Co-op Oldham St', 'M1 1JN', -2.2330, 53.4830),
    ].join('\n');
    const result = await new ImportStores(repo).execute(csv);
    expect(result).toEqual({ ok: true, value: { imported: 4, skipped: 1, byChain: { Tesco: 1, Aldi: 1, Lidl: 1, 'Co-op': 1 } } });
    const nearby = await new ChainsNearby(repo, directory).execute('m11ae', ['Aldi', 'Co-op', 'Lidl', 'Tesco']);
    // from M1's centre: Aldi 0.5 km, Tesco 0.5 km, Co-op 0.7 km; Lidl (Leeds) is out of reach
    expect(nearby.ok && nearby.value.chains.map((c) => c.chain)).toEqual(['Aldi', 'Tesco', 'Co-op']);
    expect(nearby.ok && nearby.value.storesLoaded).toBe(true);
  });

  it('imports nothing when a row of our chains is bad, naming its line', async () => {
    const repo = new MemoryStores();
    const csv = [HEADER, row('1', 'Tesco', 'Tesco', 'M1 1WR', -2.24, 53.48), row('1', 'Aldi', 'Aldi', 'M1 2BN', -2.23, 53.47), `9,Lidl,Lidl,Lidl,,,,,M1,,53.4,0,0,,,,`].join('\n');
    const result = await new ImportStores(repo).execute(csv);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.rejected).toEqual([{ line: 3, reason: 'id 1 appears twice' }, { line: 4, reason: 'long_wgs must be a UK longitude (got "")' }]);
    expect(repo.rows).toEqual([]);
    expect((await new ImportStores(repo).execute('a,b\n1,2')).ok).toBe(false);
  });
});

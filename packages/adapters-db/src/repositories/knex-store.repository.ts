import type { Knex } from 'knex';
import type { Store, StoreRepository } from '@larder/domain/stores/stores';

export class KnexStoreRepository implements StoreRepository {
  constructor(private readonly knex: Knex) {}

  async replaceAll(stores: readonly Store[]): Promise<void> {
    await this.knex.transaction(async (trx) => {
      await trx('stores').delete();
      const rows = stores.map((s) => ({ id: s.id, chain: s.chain, name: s.name, address: s.address, town: s.town, postcode: s.postcode, latitude: s.latitude, longitude: s.longitude, size_band: s.sizeBand }));
      for (let i = 0; i < rows.length; i += 500) await trx('stores').insert(rows.slice(i, i + 500));
    });
  }

  async all(): Promise<Store[]> {
    return (await this.knex('stores').orderBy('id')).map((r) => ({
      id: r.id, chain: r.chain, name: r.name, address: r.address, town: r.town, postcode: r.postcode, latitude: r.latitude, longitude: r.longitude, sizeBand: r.size_band,
    }));
  }
}

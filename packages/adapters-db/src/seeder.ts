import type { Knex } from 'knex';

/** One kind of reference data the product ships with, loaded idempotently (seed.ts runs them all). */
export interface Seeder {
  readonly name: string;
  run(knex: Knex): Promise<string>;
}

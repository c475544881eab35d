import type { Knex } from 'knex';
import { catalogueSeeder } from './catalogue-seed';

/**
 * Reference data the product ships with (the food catalogue), loaded idempotently:
 * each seeder upserts its rows, so running `db seed` twice changes nothing.
 */
export interface Seeder {
  readonly name: string;
  run(knex: Knex): Promise<string>;
}

export const SEEDERS: readonly Seeder[] = [catalogueSeeder];

export async function runSeeds(knex: Knex, seeders: readonly Seeder[] = SEEDERS): Promise<Array<{ name: string; summary: string }>> {
  const results: Array<{ name: string; summary: string }> = [];
  for (const seeder of seeders) results.push({ name: seeder.name, summary: await seeder.run(knex) });
  return results;
}

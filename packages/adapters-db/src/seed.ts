import type { Knex } from 'knex';
import { catalogueSeeder } from './catalogue-seed';
import type { Seeder } from './seeder';

export type { Seeder } from './seeder';

/**
 * Reference data the product ships with (the food catalogue), loaded idempotently:
 * each seeder upserts its rows, so running `db seed` twice changes nothing.
 */
export const SEEDERS: readonly Seeder[] = [catalogueSeeder];

export async function runSeeds(knex: Knex, seeders: readonly Seeder[] = SEEDERS): Promise<Array<{ name: string; summary: string }>> {
  const results: Array<{ name: string; summary: string }> = [];
  for (const seeder of seeders) results.push({ name: seeder.name, summary: await seeder.run(knex) });
  return results;
}

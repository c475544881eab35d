import type { Knex } from 'knex';

/**
 * Issue 38: a larder item says which kind of date it carries, as on the pack: a use-by (safety: never eaten after
 * it, frozen before it) or a best-before (quality). Null on the items held before: their kind of food's default
 * (domain larder/best-before.json) stands until the household says otherwise.
 */
export const name = '036-larder-date-kind';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('larder_items', (t) => {
    t.text('date_kind');
  });
  await knex.raw(`alter table larder_items add constraint larder_items_date_kind check (date_kind is null or date_kind in ('use-by', 'best-before'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table larder_items drop constraint larder_items_date_kind');
  await knex.schema.alterTable('larder_items', (t) => {
    t.dropColumn('date_kind');
  });
}

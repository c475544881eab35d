import type { Knex } from 'knex';

/**
 * Scanned receipts and the price book: a receipt is kept as a draft preview (its parsed lines and their matches,
 * as JSON) until the household confirms it; its confirmed lines become dated price observations per chain,
 * store and postcode district; a household's loyalty cards and whether it pools prices with households nearby.
 */
export const name = '022-receipts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scanned_receipts', (t) => {
    t.increments('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('status').notNullable();
    t.text('source').notNullable();
    t.jsonb('preview').notNullable();
    t.integer('budget_receipt_id').references('budget_receipts.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('confirmed_at', { useTz: true });
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(`alter table scanned_receipts add constraint scanned_receipts_status_check check (status in ('draft', 'confirmed'))`);
  await knex.raw(`alter table scanned_receipts add constraint scanned_receipts_source_check check (source in ('image', 'pdf', 'text'))`);
  await knex.schema.createTable('price_observations', (t) => {
    t.increments('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('scanned_receipt_id').notNullable().references('scanned_receipts.id').onDelete('CASCADE');
    t.text('ingredient').notNullable();
    t.text('chain').notNullable();
    t.text('store');
    t.text('postcode_district');
    t.integer('pack_size').notNullable();
    t.text('pack_unit').notNullable();
    t.integer('price_pence').notNullable();
    t.integer('loyalty_price_pence');
    t.date('seen_on').notNullable();
    t.index(['ingredient', 'seen_on']);
  });
  await knex.raw(`alter table price_observations add constraint price_observations_price_check check (price_pence > 0 and pack_size > 0)`);
  await knex.schema.createTable('household_loyalty', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.jsonb('cards').notNullable();
    t.boolean('pool_opt_in').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['household_loyalty', 'price_observations', 'scanned_receipts']) await knex.schema.dropTableIfExists(table);
}

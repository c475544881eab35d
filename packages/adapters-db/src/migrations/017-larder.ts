import type { Knex } from 'knex';

/**
 * The larder (issue 17): what each household holds, what it took out (used, or thrown away with its value), the
 * staples it always keeps, and the planned meals marked cooked (with what to put back to undo it). Shopping list
 * lines say how much of what the plan needs the larder already covers.
 */
export const name = '017-larder';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('larder_items', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('ingredient');
    t.text('name').notNullable();
    t.double('quantity').notNullable();
    t.text('unit').notNullable();
    t.double('grams');
    t.text('place').notNullable();
    t.text('best_before');
    t.text('source').notNullable();
    t.integer('value_pence').notNullable();
    t.text('ref');
    t.timestamp('added_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
  await knex.raw(`alter table larder_items add constraint larder_items_unit_check check (unit in ('g', 'ml', 'each'))`);
  await knex.raw(`alter table larder_items add constraint larder_items_place_check check (place in ('fridge', 'freezer', 'cupboard'))`);
  await knex.raw(`alter table larder_items add constraint larder_items_quantity_check check (quantity > 0 and quantity <= 100000)`);
  await knex.schema.createTable('larder_removals', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('ingredient');
    t.text('name').notNullable();
    t.double('quantity').notNullable();
    t.text('unit').notNullable();
    t.text('reason').notNullable();
    t.integer('value_pence').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['user_id', 'at']);
  });
  await knex.raw(`alter table larder_removals add constraint larder_removals_reason_check check (reason in ('used', 'thrown-away'))`);
  await knex.schema.createTable('larder_staples', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('ingredient').notNullable();
    t.primary(['user_id', 'ingredient']);
  });
  await knex.schema.createTable('larder_cooked_meals', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('plan_id').notNullable().references('meal_plans.id').onDelete('CASCADE');
    t.text('meal_id').notNullable();
    t.text('status').notNullable();
    t.boolean('automatic').notNullable();
    t.jsonb('before').notNullable();
    t.jsonb('added').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.primary(['user_id', 'plan_id', 'meal_id']);
  });
  await knex.schema.alterTable('shopping_list_items', (t) => {
    t.double('held_grams').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shopping_list_items', (t) => {
    t.dropColumn('held_grams');
  });
  for (const table of ['larder_cooked_meals', 'larder_staples', 'larder_removals', 'larder_items']) await knex.schema.dropTableIfExists(table);
}

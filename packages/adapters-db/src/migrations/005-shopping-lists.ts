import type { Knex } from 'knex';

/** Shopping lists and their lines; check-offs carry the time they were made (offline devices sync later). */
export const name = '005-shopping-lists';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shopping_lists', (t) => {
    t.increments('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('meal_plan_id').references('meal_plans.id').onDelete('SET NULL');
    t.text('supermarket').notNullable();
    t.integer('total_cost_pence').notNullable();
    t.text('price_note').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id', 'created_at']);
  });
  await knex.schema.createTable('shopping_list_items', (t) => {
    t.increments('id').primary();
    t.integer('list_id').notNullable().references('shopping_lists.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('ingredient_slug').notNullable();
    t.text('name').notNullable();
    t.double('quantity').notNullable();
    t.text('unit').notNullable();
    t.text('category').notNullable();
    t.integer('price_pence').notNullable();
    t.boolean('is_checked').notNullable().defaultTo(false);
    t.timestamp('checked_changed_at', { useTz: true });
    t.double('needed_grams').notNullable();
    t.double('pack_grams').notNullable();
    t.double('leftover_grams').notNullable();
    t.boolean('perishable').notNullable();
    t.unique(['list_id', 'ingredient_slug']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['shopping_list_items', 'shopping_lists']) await knex.schema.dropTableIfExists(table);
}

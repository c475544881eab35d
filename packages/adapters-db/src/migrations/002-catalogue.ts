import type { Knex } from 'knex';

/** The food catalogue (ingredients, chain products, recipes) and the households' saved recipes. */
export const name = '002-catalogue';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ingredients', (t) => {
    t.text('slug').primary();
    t.text('name').notNullable();
    t.text('aisle').notNullable();
    t.jsonb('allergens').notNullable().defaultTo('[]');
    t.jsonb('contains').notNullable().defaultTo('[]');
    t.boolean('perishable').notNullable().defaultTo(false);
    t.double('density');
    t.jsonb('unit_weights').notNullable().defaultTo('{}');
    t.jsonb('nutrition').notNullable();
    /** Where each nutrient came from: { energyKcal: "CoFID 13-123", saltG: "SR26 11282", ... }. */
    t.jsonb('nutrition_sources').notNullable().defaultTo('{}');
    t.double('pack_size').notNullable();
    t.text('pack_unit').notNullable();
  });

  await knex.schema.createTable('products', (t) => {
    t.increments('id').primary();
    t.text('ingredient_slug').notNullable().references('ingredients.slug').onDelete('CASCADE');
    t.text('chain').notNullable();
    t.text('name').notNullable();
    t.double('pack_size').notNullable();
    t.text('pack_unit').notNullable();
    t.integer('price_pence').notNullable();
    t.date('price_date').notNullable();
    t.text('source').notNullable();
    /** true for the shipped estimates; false for prices imported from a real feed (they win). */
    t.boolean('estimate').notNullable();
    t.unique(['ingredient_slug', 'chain', 'estimate']);
  });
  await knex.raw(`alter table products add constraint products_price_check check (price_pence > 0)`);
  await knex.raw(`alter table products add constraint products_pack_check check (pack_size > 0 and pack_unit in ('g', 'ml', 'each'))`);

  await knex.schema.createTable('recipes', (t) => {
    t.text('id').primary();
    t.text('name').notNullable();
    t.text('description').notNullable();
    t.text('cuisine').notNullable();
    t.jsonb('meal_types').notNullable();
    t.text('difficulty').notNullable();
    t.integer('prep_minutes').notNullable();
    t.integer('cook_minutes').notNullable();
    t.integer('serves').notNullable();
    t.jsonb('ingredients').notNullable();
    t.jsonb('steps').notNullable();
  });

  await knex.schema.createTable('saved_recipes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('recipe_id').notNullable().references('recipes.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['user_id', 'recipe_id']);
  });

  /** One row: the catalogue's content version, changed by every seed or price import, so servers refresh their cache. */
  await knex.schema.createTable('catalogue_state', (t) => {
    t.integer('id').primary();
    t.text('content_hash').notNullable();
    t.text('version').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['catalogue_state', 'saved_recipes', 'recipes', 'products', 'ingredients']) await knex.schema.dropTableIfExists(table);
}

import type { Knex } from 'knex';

/**
 * A household's own recipes (written, pasted or imported), their photos, and the profile switch "plan my recipes
 * too". Saved recipes may now name an own recipe too, so their reference to the library table goes (the domain
 * checks the id against the household's view of the catalogue, and deleting an own recipe removes its saves).
 */
export const name = '015-own-recipes';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('own_recipes', (t) => {
    t.text('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('description').notNullable();
    t.text('cuisine').notNullable();
    t.text('role').notNullable();
    t.jsonb('served_with').notNullable().defaultTo('[]');
    t.text('side_kind');
    t.integer('keeps_days');
    t.boolean('freezes');
    t.text('difficulty').notNullable();
    t.integer('prep_minutes').notNullable();
    t.integer('cook_minutes').notNullable();
    t.integer('serves').notNullable();
    t.jsonb('lines').notNullable();
    t.jsonb('steps').notNullable();
    t.text('source_url');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(`alter table own_recipes add constraint own_recipes_role_check check (role in ('main', 'side', 'breakfast', 'light', 'snack', 'dessert'))`);
  await knex.schema.createTable('own_recipe_photos', (t) => {
    t.text('recipe_id').primary().references('own_recipes.id').onDelete('CASCADE');
    t.text('content_type').notNullable();
    t.binary('bytes').notNullable();
  });
  await knex.schema.createTable('own_recipe_settings', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.boolean('plan_own_recipes').notNullable();
  });
  await knex.schema.alterTable('saved_recipes', (t) => {
    t.dropForeign(['recipe_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('saved_recipes').whereNotIn('recipe_id', knex('recipes').select('id')).delete();
  await knex.schema.alterTable('saved_recipes', (t) => {
    t.foreign('recipe_id').references('recipes.id').onDelete('CASCADE');
  });
  for (const table of ['own_recipe_settings', 'own_recipe_photos', 'own_recipes']) await knex.schema.dropTableIfExists(table);
}

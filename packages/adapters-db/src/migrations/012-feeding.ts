import type { Knex } from 'knex';

/**
 * Plans that feed the household: recipe roles and keeping, who is in the household, and per plan the
 * targets, the food per person per day, and each meal's sides, extras and leftovers.
 */
export const name = '012-feeding';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recipes', (t) => {
    t.text('role').notNullable().defaultTo('main');
    t.jsonb('served_with').notNullable().defaultTo('[]');
    t.text('side_kind');
    t.integer('keeps_days').notNullable().defaultTo(0);
    t.boolean('freezes').notNullable().defaultTo(false);
  });
  await knex.raw(`alter table recipes add constraint recipes_role_check check (role in ('main', 'side', 'breakfast', 'light', 'snack', 'dessert'))`);
  await knex.schema.alterTable('users', (t) => {
    /** [{ ageBand, sex }], one per person when the household says who eats; empty: every person an adult. */
    t.jsonb('members').notNullable().defaultTo('[]');
    /** Cook once, eat twice (default on). */
    t.boolean('leftovers_enabled').notNullable().defaultTo(true);
  });
  await knex.schema.alterTable('meal_plans', (t) => {
    /** Targets, the food per person per day, whether they are met and the £ to meet them. */
    t.jsonb('feeding');
  });
  await knex.schema.alterTable('meal_plan_items', (t) => {
    /** Sides and extras served with the meal: [{ kind, recipeId?, ingredient?, name, portions }]. */
    t.jsonb('sides').notNullable().defaultTo('[]');
    /** A meal served from an earlier cooking: { day, mealType }. */
    t.jsonb('leftover_of');
    /** Portions cooked (more than the household eats when the rest is kept for a later meal). */
    t.double('portions');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('meal_plan_items', (t) => {
    t.dropColumn('sides');
    t.dropColumn('leftover_of');
    t.dropColumn('portions');
  });
  await knex.schema.alterTable('meal_plans', (t) => t.dropColumn('feeding'));
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('members');
    t.dropColumn('leftovers_enabled');
  });
  await knex.raw('alter table recipes drop constraint if exists recipes_role_check');
  await knex.schema.alterTable('recipes', (t) => {
    for (const c of ['role', 'served_with', 'side_kind', 'keeps_days', 'freezes']) t.dropColumn(c);
  });
}

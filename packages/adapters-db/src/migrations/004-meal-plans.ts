import type { Knex } from 'knex';

/** Households' meal plans, their meals, and the plan settings kept with the profile. */
export const name = '004-meal-plans';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('meal_plans', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('days').notNullable();
    t.text('chain').notNullable();
    t.integer('household_size').notNullable();
    t.integer('budget_pence').notNullable();
    t.integer('cost_pence').notNullable();
    t.integer('waste_pence').notNullable();
    t.integer('shortfall_pence').notNullable();
    t.boolean('within_budget').notNullable();
    t.double('objective').notNullable();
    t.jsonb('nutrition').notNullable();
    t.jsonb('shopping').notNullable();
    /** The planner request (profile at the time, seed), so swaps and re-plans obey the same rules. */
    t.jsonb('request').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['user_id', 'created_at']);
  });
  await knex.schema.createTable('meal_plan_items', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('plan_id').notNullable().references('meal_plans.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.integer('day').notNullable();
    t.text('meal_type').notNullable();
    /** No foreign key: a plan keeps its recipe's id and name even if the library changes. */
    t.text('recipe_id').notNullable();
    t.text('recipe_name').notNullable();
    t.integer('servings').notNullable();
    t.boolean('locked').notNullable().defaultTo(false);
    t.integer('cost_pence').notNullable();
    t.unique(['plan_id', 'day', 'meal_type']);
  });
  await knex.schema.createTable('plan_settings', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.integer('plan_duration').notNullable().defaultTo(7);
    t.text('chain');
  });
  await knex.raw(`alter table plan_settings add constraint plan_settings_duration_check check (plan_duration in (3, 7, 14, 30))`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['plan_settings', 'meal_plan_items', 'meal_plans']) await knex.schema.dropTableIfExists(table);
}

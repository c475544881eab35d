import type { Knex } from 'knex';

/**
 * Issue 18: every change to the household's shared data carries who made it (`household_activity`, kept 180 days),
 * and each household's own meal times for its calendar (`household_meal_times`). Both are keyed by the household's
 * id, the owner's user id, as every shared table is.
 */
export const name = '025-household-activity';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('household_activity', (t) => {
    // A sequence, so changes made in the same instant keep the order they were made in.
    t.bigIncrements('id').primary();
    t.uuid('household_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('actor_id').references('users.id').onDelete('SET NULL');
    t.text('kind').notNullable();
    t.text('subject_id');
    t.text('parent_id');
    t.text('detail');
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['household_id', 'at']);
    t.index(['at']);
  });
  await knex.schema.createTable('household_meal_times', (t) => {
    t.uuid('household_id').primary().references('users.id').onDelete('CASCADE');
    t.jsonb('times').notNullable();
    t.uuid('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('household_meal_times');
  await knex.schema.dropTableIfExists('household_activity');
}

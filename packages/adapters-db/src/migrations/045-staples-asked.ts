import type { Knex } from 'knex';

/**
 * Issue 31, staples: a household is asked once which common staples it has (until then it has the usual ten), and
 * a staple it has can be marked run out, so the next list buys it. A household that already set its staples has chosen.
 */
export const name = '045-staples-asked';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('larder_staples', (t) => {
    t.boolean('run_out').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('larder_staples_chosen', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.timestamp('chosen_at', { useTz: true }).notNullable();
  });
  await knex.raw(`insert into larder_staples_chosen (user_id, chosen_at) select distinct user_id, now() from larder_staples`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('larder_staples_chosen');
  await knex.schema.alterTable('larder_staples', (t) => {
    t.dropColumn('run_out');
  });
}

import type { Knex } from 'knex';

/**
 * Issue 38, use-by and best-before in the waste figures: each thrown-away removal records where its date stood when
 * it went (past a use-by: it had to go; past a best-before: it was often still good; in date). Null for what was
 * used, and for removals recorded before this.
 */
export const name = '046-waste-by-date';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('larder_removals', (t) => {
    t.text('date_state');
  });
  await knex.raw(`alter table larder_removals add constraint larder_removals_date_state_check check (date_state in ('past-use-by', 'past-best-before', 'in-date'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table larder_removals drop constraint if exists larder_removals_date_state_check');
  await knex.schema.alterTable('larder_removals', (t) => {
    t.dropColumn('date_state');
  });
}

import type { Knex } from 'knex';

/**
 * Issue 32, "a week is a week": a plan has real dates. meal_plans.start_date is the UK date (YYYY-MM-DD) its day 0
 * falls on. Existing plans keep the week they were shown in (plan-dates.ts legacyStartDate): day 0 a Monday, that
 * week's for a plan made Monday to Thursday, the week ahead's for one made Friday to Sunday, by the UTC date.
 */
export const name = '042-plan-start-date';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('meal_plans', (t) => {
    t.string('start_date', 10).nullable();
  });
  await knex.raw(`update meal_plans set start_date = to_char(
      (created_at at time zone 'UTC')::date
        + case when extract(isodow from (created_at at time zone 'UTC')) <= 4
               then 1 - extract(isodow from (created_at at time zone 'UTC'))::int
               else 8 - extract(isodow from (created_at at time zone 'UTC'))::int end,
      'YYYY-MM-DD')
    where start_date is null`);
  await knex.schema.alterTable('meal_plans', (t) => {
    t.string('start_date', 10).notNullable().alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('meal_plans', (t) => {
    t.dropColumn('start_date');
  });
}

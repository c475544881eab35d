import type { Knex } from 'knex';

/**
 * Issue 37: how a household is paid and its food money for each pay period (`household_pay_cycle`), keyed by the
 * household's id (the owner's user id) as every shared table is. One row a household; no row: no pay cycle, and the
 * household keeps its plain weekly budget.
 */
export const name = '037-pay-cycle';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('household_pay_cycle', (t) => {
    t.uuid('household_id').primary().references('users.id').onDelete('CASCADE');
    t.text('frequency').notNullable();
    t.date('anchor');
    t.smallint('day');
    t.smallint('assessment_day');
    t.integer('money_pence').notNullable();
    t.text('nation');
    t.uuid('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`
    ALTER TABLE household_pay_cycle
      ADD CONSTRAINT household_pay_cycle_frequency CHECK (
        (frequency IN ('weekly', 'fortnightly', 'four-weekly') AND anchor IS NOT NULL AND day IS NULL AND assessment_day IS NULL)
        OR (frequency = 'monthly' AND anchor IS NULL AND day BETWEEN 1 AND 31 AND assessment_day IS NULL)
        OR (frequency = 'last-working-day' AND anchor IS NULL AND day IS NULL AND assessment_day IS NULL)
        OR (frequency = 'universal-credit' AND anchor IS NULL AND day IS NULL AND assessment_day BETWEEN 1 AND 31)),
      ADD CONSTRAINT household_pay_cycle_money CHECK (money_pence > 0),
      ADD CONSTRAINT household_pay_cycle_nation CHECK (nation IS NULL OR nation IN ('england-and-wales', 'scotland', 'northern-ireland'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('household_pay_cycle');
}

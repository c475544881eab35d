import type { Knex } from 'knex';

/**
 * A plan's list kept in step with the plan (issue 24): a ticked line the plan no longer needs is kept and marked
 * not needed; each list remembers what its last regeneration changed, for the page to say; older lists are
 * archived instead of piling up. Existing households keep their newest list current; the rest are archived.
 */
export const name = '019-lists-in-step';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shopping_lists', (t) => {
    t.timestamp('archived_at', { useTz: true });
    t.jsonb('last_change');
  });
  await knex.schema.alterTable('shopping_list_items', (t) => {
    t.boolean('not_needed').notNullable().defaultTo(false);
  });
  await knex.raw(`
    update shopping_lists s set archived_at = now()
    where exists (select 1 from shopping_lists n where n.user_id = s.user_id and (n.created_at > s.created_at or (n.created_at = s.created_at and n.id > s.id)))`);
  await knex.raw('create index shopping_lists_current on shopping_lists (user_id, meal_plan_id) where archived_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists shopping_lists_current');
  await knex.schema.alterTable('shopping_list_items', (t) => t.dropColumn('not_needed'));
  await knex.schema.alterTable('shopping_lists', (t) => {
    t.dropColumn('archived_at');
    t.dropColumn('last_change');
  });
}

import type { Knex } from 'knex';
import { createSessionContext } from './029-household-data-versions';
import { createSessionContexts } from './031-session-contexts';

/** The users columns this migration adds to what a signed-in request reads (session_context, session_contexts). */
export const SESSION_EXTRA_COLUMNS = ['meal_minutes'] as const;

/**
 * Issue 38: a larder item says which kind of date it carries, as on the pack: a use-by (safety: never eaten after
 * it, frozen before it) or a best-before (quality). Null on the items held before: their kind of food's default
 * (domain larder/best-before.json) stands until the household says otherwise. And the household's own time limits
 * for a meal (weekdays, weekends): the cooking skill no longer caps meal time silently.
 */
export const name = '036-larder-date-kind';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('larder_items', (t) => {
    t.text('date_kind');
  });
  await knex.raw(`alter table larder_items add constraint larder_items_date_kind check (date_kind is null or date_kind in ('use-by', 'best-before'))`);
  // The household's own time limits for a meal ({ weekday, weekend } in minutes, each null for none); null: its skill's usual time.
  await knex.schema.alterTable('users', (t) => {
    t.jsonb('meal_minutes');
  });
  // A signed-in request reads the user's profile from these look-ups: they return the new column too.
  await knex.raw('drop function session_context(text, timestamptz, timestamptz)');
  await createSessionContext(knex, true, SESSION_EXTRA_COLUMNS);
  await knex.raw('drop function session_contexts(text[], timestamptz, timestamptz)');
  await createSessionContexts(knex, SESSION_EXTRA_COLUMNS);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function session_context(text, timestamptz, timestamptz)');
  await createSessionContext(knex, true);
  await knex.raw('drop function session_contexts(text[], timestamptz, timestamptz)');
  await createSessionContexts(knex);
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('meal_minutes');
  });
  await knex.raw('alter table larder_items drop constraint larder_items_date_kind');
  await knex.schema.alterTable('larder_items', (t) => {
    t.dropColumn('date_kind');
  });
}

import type { Knex } from 'knex';
import { createSessionContext } from './029-household-data-versions';
import { createSessionContexts } from './031-session-contexts';
import { SESSION_EXTRA_COLUMNS as BEFORE } from './036-larder-date-kind';

/** The users columns a signed-in request reads beyond migration 029's, after this migration. */
export const SESSION_EXTRA_COLUMNS = [...BEFORE, 'avoids'] as const;

/**
 * Issue 31: what the household will not eat (`avoids`: avoid-group keys or catalogue ingredient slugs, see
 * packages/domain/data/avoids/avoid-groups.json). A member's own avoids and allergies live in `members` (jsonb).
 */
export const name = '041-food-avoids';

async function sessionLookUps(knex: Knex, extra: readonly string[]): Promise<void> {
  await knex.raw('drop function session_context(text, timestamptz, timestamptz)');
  await createSessionContext(knex, true, extra);
  await knex.raw('drop function session_contexts(text[], timestamptz, timestamptz)');
  await createSessionContexts(knex, extra);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.jsonb('avoids').notNullable().defaultTo('[]');
  });
  // A signed-in request reads the user's profile from these look-ups: they return the new column too.
  await sessionLookUps(knex, SESSION_EXTRA_COLUMNS);
}

export async function down(knex: Knex): Promise<void> {
  await sessionLookUps(knex, BEFORE);
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('avoids');
  });
}

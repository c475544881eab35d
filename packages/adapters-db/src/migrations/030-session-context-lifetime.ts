import type { Knex } from 'knex';
import { createSessionContext } from './029-household-data-versions';

/**
 * Issue 20: `session_context` also returns the session's expiry and whether it is kept logged in. On the embedded
 * database (one process) a look-up is kept in memory while nothing has been written; with these two it is judged
 * against the clock on each request exactly as the function's own WHERE judges it.
 */
export const name = '030-session-context-lifetime';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop function session_context(text, timestamptz, timestamptz)');
  await createSessionContext(knex, true);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function session_context(text, timestamptz, timestamptz)');
  await createSessionContext(knex, false);
}

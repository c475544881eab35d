import type { Knex } from 'knex';
import { sessionContextColumns, sessionContextSelect } from './029-household-data-versions';

/**
 * Issue 20: `session_contexts` looks up several sessions in one call, each by `session_context`'s own statement
 * (sessionContextSelect) and the same rule, the row naming its session as `session_id_hash`. PostgreSQL's servers
 * send the look-ups of the requests that arrived together as one call (PostgresSessionRepository).
 *
 * A loop in PL/pgSQL rather than one statement over the array: PL/pgSQL keeps the one-session statement's plan for
 * the connection's life (its cost does not depend on the values, so PostgreSQL settles on one plan), where a
 * statement over an array of unknown length is planned again on every call (on the bench's machine that cost 600
 * to 740 µs of PostgreSQL's CPU a call, against about 100 µs to run the statement).
 */
export const name = '031-session-contexts';

export async function up(knex: Knex): Promise<void> {
  await createSessionContexts(knex);
}

/** The several-sessions look-up (with the users columns added by later migrations: `extraColumns`). */
export async function createSessionContexts(knex: Knex, extraColumns: readonly string[] = []): Promise<void> {
  await knex.raw(`
    create function session_contexts(p_id_hashes text[], p_now timestamptz, p_idle_since timestamptz)
    returns table(session_id_hash text, ${sessionContextColumns(true, extraColumns)})
    language plpgsql stable as $$
    #variable_conflict use_column
    declare
      v_id_hash text;
    begin
      foreach v_id_hash in array p_id_hashes loop
        return query select v_id_hash, c.* from (${sessionContextSelect(true, ['v_id_hash', 'p_now', 'p_idle_since'], extraColumns)}) c;
      end loop;
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function session_contexts(text[], timestamptz, timestamptz)');
}

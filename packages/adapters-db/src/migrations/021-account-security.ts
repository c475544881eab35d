import type { Knex } from 'knex';

/**
 * Signed-in devices and password resets (issue 21). Each session gets a public id (what /account names a device
 * by; the row's key stays the token's SHA-256, never shown), the browser it was last used from and when, so a
 * session that is not "keep me logged in" ends after 2 hours without a request. "Forgot password" links are
 * stored as their SHA-256 only, single use, short-lived.
 */
export const name = '021-account-security';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.uuid('public_id').notNullable().defaultTo(knex.raw('gen_random_uuid()')).unique();
    t.text('user_agent');
    t.timestamp('last_seen_at', { useTz: true });
  });
  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.text('token_hash').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
  // A lead's session id opens the applicant's details: keep only its SHA-256 (hex), as for every other token. A
  // buyer's retry of a bought lead is answered a new session id, whose digest is added beside the first.
  await knex.raw(`update leads set session_id = encode(sha256(convert_to(session_id, 'UTF8')), 'hex') where session_id is not null`);
  await knex.schema.createTable('lead_session_aliases', (t) => {
    t.text('session_hash').primary();
    t.uuid('lead_id').notNullable().references('leads.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['lead_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  // The tokens cannot be recovered from their digests: the journeys of leads bought before stay closed.
  await knex.schema.dropTableIfExists('lead_session_aliases');
  await knex.schema.dropTableIfExists('password_reset_tokens');
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('last_seen_at');
    t.dropColumn('user_agent');
    t.dropColumn('public_id');
  });
}

import type { Knex } from 'knex';

/**
 * Issue 21: deletion confirmed by an emailed link, for a household that signs in by login link and has no password.
 * Stored as the token's SHA-256 only, single use, 30 minutes; a newer link retires the older. Erased with the account.
 */
export const name = '026-b-account-deletion-links';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('account_deletion_links', (t) => {
    t.text('token_hash').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('account_deletion_links');
}

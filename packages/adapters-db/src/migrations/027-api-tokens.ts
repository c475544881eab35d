import type { Knex } from 'knex';

/**
 * Issue 23: personal API tokens. Only the SHA-256 of each secret is kept (`token_hash`), as for sessions and
 * calendar links, with its first eight characters (`lrd_Ab3x`) to tell tokens apart in the list. A revoked token
 * is deleted; a token goes with its user.
 */
export const name = '027-api-tokens';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_tokens', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('scope').notNullable().checkIn(['read', 'read-write'], 'api_tokens_scope_check');
    t.text('token_hash').notNullable().unique();
    t.text('prefix').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_used_at', { useTz: true });
    t.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('api_tokens');
}

import type { Knex } from 'knex';

/**
 * The operators' second factor: a TOTP secret per admin account (RFC 6238, an authenticator app) with the last
 * time step used (a code works once), and single-use recovery codes kept as SHA-256 digests.
 */
export const name = '013-admin-second-factor';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_second_factors', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('secret').notNullable();
    t.bigInteger('last_step').notNullable().defaultTo(0);
    t.timestamp('enrolled_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('admin_recovery_codes', (t) => {
    t.text('code_hash').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('used_at', { useTz: true });
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('admin_recovery_codes');
  await knex.schema.dropTableIfExists('admin_second_factors');
}

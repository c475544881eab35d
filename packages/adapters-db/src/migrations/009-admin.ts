import type { Knex } from 'knex';

/**
 * The operator console: the admin audit trail (who did what, when; append-only) and the BIN list that names card
 * issuers in BIN reporting (loaded with `bins import`; charge_attempts.card_bin already keeps the first six digits).
 */
export const name = '009-admin';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_audit_log', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('actor_id').references('users.id').onDelete('SET NULL');
    t.text('actor_email').notNullable();
    t.text('action').notNullable();
    t.text('outcome').notNullable();
    t.jsonb('detail');
    t.text('address');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['created_at']);
    t.index(['actor_id', 'created_at']);
  });

  await knex.schema.createTable('bin_ranges', (t) => {
    t.text('bin').primary();
    t.text('issuer').notNullable();
    t.text('scheme');
    t.text('country');
    t.timestamp('imported_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table bin_ranges add constraint bin_ranges_bin_check check (bin ~ '^[0-9]{6}$')`);
  // BIN reporting groups the attempts of the last 90 days by BIN.
  await knex.raw(`create index charge_attempts_started_idx on charge_attempts (started_at)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists charge_attempts_started_idx');
  await knex.schema.dropTableIfExists('bin_ranges');
  await knex.schema.dropTableIfExists('admin_audit_log');
}

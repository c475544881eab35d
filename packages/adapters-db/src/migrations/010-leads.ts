import type { Knex } from 'knex';

/**
 * Leads (document 002): the buyers' API keys (only a SHA-256 digest of each key), every lead received with
 * its decision, the applicant claims that keep one purchase per applicant per 30 days, the lead journey's
 * events, and the buyer analytics sessions (only a digest of each token).
 *
 * - One answer per buyer reference: a unique key on (buyer_scope, reference).
 * - One purchase per applicant within the window: one row per identity (digest of the email, of the mobile)
 *   in lead_applicant_claims, taken with an upsert that only overwrites a claim older than the window.
 * - Bank details can only be stored masked: check constraints refuse anything but "****1234" and "**-**-12".
 */
export const name = '010-leads';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('buyer_api_keys', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('key_hash').notNullable().unique();
    t.text('prefix').notNullable();
    t.integer('rate_per_minute').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
  });
  await knex.raw(`create unique index buyer_api_keys_active_name on buyer_api_keys (name) where revoked_at is null`);
  await knex.raw(`alter table buyer_api_keys add constraint buyer_api_keys_rate_check check (rate_per_minute > 0)`);

  await knex.schema.createTable('leads', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('buyer_id').references('buyer_api_keys.id').onDelete('SET NULL');
    /** The buyer's id, or 'open' for keyless intake: the scope of a reference. */
    t.text('buyer_scope').notNullable();
    t.text('reference');
    t.timestamp('received_at', { useTz: true }).notNullable();
    t.text('status').notNullable();
    t.text('rejection_code');
    t.text('message').notNullable();
    t.integer('price_pence');
    /** What the decision rested on, nothing that names the applicant (kept after a purge, for replays). */
    t.jsonb('facts').notNullable();
    t.text('session_id').unique();
    t.timestamp('expires_at', { useTz: true });
    t.integer('pay_day');
    /** The applicant's details of a bought lead; null for refused leads and once purged. */
    t.jsonb('applicant');
    t.text('bank_account_masked');
    t.text('bank_sort_code_masked');
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.uuid('subscription_id').references('subscriptions.id').onDelete('SET NULL');
    t.timestamp('subscribe_started_at', { useTz: true });
    t.timestamp('subscribed_at', { useTz: true });
    t.timestamp('purged_at', { useTz: true });
    t.index(['received_at']);
  });
  await knex.raw(`create unique index leads_buyer_reference on leads (buyer_scope, reference) where reference is not null`);
  await knex.raw(`alter table leads add constraint leads_status_check check (status in ('accepted', 'rejected'))`);
  await knex.raw(`alter table leads add constraint leads_price_check check (price_pence is null or price_pence >= 0)`);
  await knex.raw(`alter table leads add constraint leads_pay_day_check check (pay_day is null or pay_day between 1 and 31)`);
  await knex.raw(`alter table leads add constraint leads_bank_account_masked_check check (bank_account_masked is null or bank_account_masked ~ '^\\*{4}[0-9]{4}$')`);
  await knex.raw(`alter table leads add constraint leads_bank_sort_code_masked_check check (bank_sort_code_masked is null or bank_sort_code_masked ~ '^\\*\\*-\\*\\*-[0-9]{2}$')`);
  await knex.raw(`alter table leads add constraint leads_accepted_session_check check (status <> 'accepted' or (session_id is not null and expires_at is not null))`);

  await knex.schema.createTable('lead_applicant_claims', (t) => {
    t.text('identity_hash').primary();
    t.uuid('lead_id').notNullable().references('leads.id').onDelete('CASCADE');
    t.timestamp('claimed_at', { useTz: true }).notNullable();
    t.index(['claimed_at']);
  });

  await knex.schema.createTable('lead_events', (t) => {
    t.uuid('lead_id').notNullable().references('leads.id').onDelete('CASCADE');
    t.text('type').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['lead_id', 'type']);
  });
  await knex.raw(`alter table lead_events add constraint lead_events_type_check check (type in ('welcome_viewed', 'subscription_viewed', 'subscribed'))`);

  await knex.schema.createTable('buyer_analytics_sessions', (t) => {
    t.text('token_hash').primary();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['buyer_analytics_sessions', 'lead_events', 'lead_applicant_claims', 'leads', 'buyer_api_keys']) await knex.schema.dropTableIfExists(table);
}

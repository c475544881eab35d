import type { Knex } from 'knex';

/**
 * Billing: the subscription's schedule, one charge per (subscription, month), one row per attempt written before
 * the provider is called (its idempotency key unique), authorisation events, cancellation undo tokens and the
 * providers' webhook events (each handled once). No card number is ever stored: only brand, last four and BIN.
 */
export const name = '006-billing';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.integer('amount_pence').notNullable().defaultTo(1999);
    t.timestamp('billing_period', { useTz: true });
    t.integer('failed_attempts').notNullable().defaultTo(0);
    t.timestamp('last_billing_date', { useTz: true });
    t.timestamp('access_ends_at', { useTz: true });
    t.text('status_before_cancel');
  });
  await knex.raw('update subscriptions set billing_period = next_charge_at where billing_period is null');
  await knex.raw(`alter table subscriptions add constraint subscriptions_amount_check check (amount_pence > 0)`);
  await knex.raw(`create index subscriptions_due_idx on subscriptions (next_charge_at, id) where status in ('trialing', 'active', 'pending')`);

  await knex.schema.createTable('charges', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('subscription_id').notNullable().references('subscriptions.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable();
    t.text('period_month').notNullable();
    t.timestamp('period_date', { useTz: true }).notNullable();
    t.integer('amount_pence').notNullable();
    t.text('status').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('last_attempt_at', { useTz: true });
    t.text('decline_reason');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['subscription_id', 'period_month']);
  });
  await knex.raw(`alter table charges add constraint charges_status_check check (status in ('processing', 'succeeded', 'retry_scheduled', 'failed'))`);

  await knex.schema.createTable('charge_attempts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('charge_id').notNullable().references('charges.id').onDelete('CASCADE');
    t.uuid('subscription_id').notNullable();
    t.uuid('user_id').notNullable();
    t.integer('attempt').notNullable();
    t.text('idempotency_key').notNullable().unique();
    t.text('provider').notNullable();
    t.text('customer_id');
    t.text('payment_method_id');
    t.text('card_bin');
    t.integer('amount_pence').notNullable();
    t.timestamp('period_date', { useTz: true }).notNullable();
    t.text('status').notNullable();
    t.text('decline_reason');
    t.text('provider_charge_id');
    t.text('message');
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
    t.unique(['charge_id', 'attempt']);
  });
  await knex.raw(`alter table charge_attempts add constraint charge_attempts_status_check check (status in ('processing', 'succeeded', 'declined'))`);
  await knex.raw(`create unique index charge_attempts_one_processing on charge_attempts (charge_id) where status = 'processing'`);
  await knex.raw(`create index charge_attempts_finished_idx on charge_attempts (finished_at)`);

  await knex.schema.createTable('authorization_events', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.uuid('subscription_id').references('subscriptions.id').onDelete('SET NULL');
    t.text('event_type').notNullable();
    t.text('authorization_method').notNullable();
    t.integer('amount_pence').notNullable().defaultTo(0);
    t.text('status').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['created_at']);
  });
  await knex.raw(`alter table authorization_events add constraint authorization_events_type_check check (event_type in ('signup', 'payment_method_added', 'refund_processed', 'cancellation'))`);

  await knex.schema.createTable('cancellation_undo_tokens', (t) => {
    t.text('token_hash').primary();
    t.uuid('subscription_id').notNullable().references('subscriptions.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
  });

  await knex.schema.createTable('provider_webhook_events', (t) => {
    t.text('provider').notNullable();
    t.text('event_id').notNullable();
    t.text('event_type').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable();
    t.primary(['provider', 'event_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['provider_webhook_events', 'cancellation_undo_tokens', 'authorization_events', 'charge_attempts', 'charges']) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.raw('drop index if exists subscriptions_due_idx');
  await knex.raw('alter table subscriptions drop constraint if exists subscriptions_amount_check');
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropColumns('amount_pence', 'billing_period', 'failed_attempts', 'last_billing_date', 'access_ends_at', 'status_before_cancel');
  });
}

import type { Knex } from 'knex';

/**
 * Several servers sharing the billing run: a claim skips subscriptions with an attempt in flight, which it finds by
 * subscription (the existing partial index is by charge).
 */
export const name = '016-billing-shares';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index charge_attempts_processing_subscription_idx on charge_attempts (subscription_id) where status = 'processing'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists charge_attempts_processing_subscription_idx');
}

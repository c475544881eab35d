import type { Knex } from 'knex';

/**
 * At most one live subscription (trialing, active or pending) per household, enforced by the database: two
 * sign-ups or subscribes racing each other cannot both leave a billable subscription. A suspended (failed) or
 * cancelled one stays beside a new one. An installation that already holds two live subscriptions for one
 * account stops here with PostgreSQL's message naming the key: settle those by hand (cancel one), then migrate.
 */
export const name = '013-b-one-live-subscription';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create unique index subscriptions_one_live_per_user on subscriptions (user_id) where status in ('trialing', 'active', 'pending')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists subscriptions_one_live_per_user');
}

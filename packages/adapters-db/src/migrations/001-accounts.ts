import type { Knex } from 'knex';

/** Accounts, sessions, login links, subscriptions, rate limits and the email outbox. */
export const name = '001-accounts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable().unique();
    t.text('password_hash');
    t.text('first_name').notNullable().defaultTo('');
    t.text('last_name').notNullable().defaultTo('');
    t.text('role').notNullable().defaultTo('user');
    t.text('postcode');
    t.integer('household_size');
    t.integer('weekly_budget_pence');
    t.text('cooking_skill');
    t.jsonb('dietary_preferences').notNullable().defaultTo('[]');
    t.jsonb('dietary_restrictions').notNullable().defaultTo('[]');
    t.jsonb('cuisine_preferences').notNullable().defaultTo('[]');
    t.jsonb('allergies').notNullable().defaultTo('[]');
    t.timestamp('onboarding_completed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table users add constraint users_role_check check (role in ('user', 'admin'))`);
  await knex.raw(`alter table users add constraint users_skill_check check (cooking_skill in ('beginner', 'intermediate', 'advanced'))`);
  await knex.raw(`alter table users add constraint users_size_check check (household_size between 1 and 10)`);
  await knex.raw(`alter table users add constraint users_email_lower check (email = lower(email))`);

  await knex.schema.createTable('sessions', (t) => {
    t.text('id_hash').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.boolean('persistent').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('magic_link_tokens', (t) => {
    t.text('token_hash').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('subscriptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('status').notNullable();
    t.text('provider').notNullable();
    t.text('provider_customer_id');
    t.text('payment_method_id');
    t.text('card_brand');
    t.text('card_last4');
    t.text('card_bin');
    t.integer('preferred_pay_day').notNullable().defaultTo(1);
    t.timestamp('trial_ends_at', { useTz: true });
    t.timestamp('next_charge_at', { useTz: true });
    t.timestamp('cancelled_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
  await knex.raw(`alter table subscriptions add constraint subscriptions_status_check check (status in ('trialing', 'active', 'pending', 'failed', 'cancelled'))`);
  await knex.raw(`alter table subscriptions add constraint subscriptions_pay_day_check check (preferred_pay_day between 1 and 31)`);
  await knex.raw(`alter table subscriptions add constraint subscriptions_last4_check check (card_last4 is null or card_last4 ~ '^[0-9]{4}$')`);
  await knex.raw(`alter table subscriptions add constraint subscriptions_bin_check check (card_bin is null or card_bin ~ '^[0-9]{6}$')`);

  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.integer('points').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('email_outbox', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('kind').notNullable();
    t.text('to_address').notNullable();
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['to_address', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['email_outbox', 'rate_limits', 'subscriptions', 'magic_link_tokens', 'sessions', 'users']) {
    await knex.schema.dropTableIfExists(table);
  }
}

import type { Knex } from 'knex';

/**
 * Issue 21, the right to erasure: when an account's deletion was asked for (`deletion_requested_at`, undone by
 * clearing it) and when it was erased (`erased_at`: the row stays as an anonymised stub). Payment records must
 * outlive the person: a subscription no longer goes when its user row is deleted (RESTRICT instead of CASCADE), so
 * its charges, attempts and refunds cannot cascade away.
 */
export const name = '026-account-deletion';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('deletion_requested_at', { useTz: true });
    t.timestamp('erased_at', { useTz: true });
  });
  await knex.raw(`create index users_deletion_due_idx on users (deletion_requested_at) where deletion_requested_at is not null and erased_at is null`);
  await knex.raw(`alter table subscriptions drop constraint subscriptions_user_id_foreign`);
  await knex.raw(`alter table subscriptions add constraint subscriptions_user_id_foreign foreign key (user_id) references users (id) on delete restrict`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table subscriptions drop constraint subscriptions_user_id_foreign`);
  await knex.raw(`alter table subscriptions add constraint subscriptions_user_id_foreign foreign key (user_id) references users (id) on delete cascade`);
  await knex.raw(`drop index if exists users_deletion_due_idx`);
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('erased_at');
    t.dropColumn('deletion_requested_at');
  });
}

import type { Knex } from 'knex';

/**
 * Refunds, in the billing records beside charges and their attempts: one row per refund asked of a provider,
 * written `processing` before the provider is called (its idempotency key unique), then succeeded or failed.
 * A partial unique index allows one standing refund (processing or succeeded) per charge, so a payment is
 * refunded once however many operators or automations ask at the same moment; a failed one may be tried again.
 */
export const name = '018-refunds';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('refunds', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('charge_id').notNullable().references('charges.id').onDelete('CASCADE');
    t.integer('amount_pence').notNullable();
    t.text('status').notNullable();
    t.text('method').notNullable();
    t.text('actor_email');
    t.text('reason').notNullable();
    t.text('idempotency_key').notNullable().unique();
    t.text('provider_refund_id');
    t.text('message');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
  });
  await knex.raw(`alter table refunds add constraint refunds_status_check check (status in ('processing', 'succeeded', 'failed'))`);
  await knex.raw(`alter table refunds add constraint refunds_method_check check (method in ('operator', 'automation'))`);
  await knex.raw(`alter table refunds add constraint refunds_amount_check check (amount_pence > 0)`);
  await knex.raw(`create unique index refunds_one_standing on refunds (charge_id) where status in ('processing', 'succeeded')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('refunds');
}

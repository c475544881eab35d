import type { Knex } from 'knex';

/**
 * Households of several members. The household's data (plans, lists, recipes, budget, chats) stays keyed by its
 * owner's user id, so every existing table and repository keeps working: a member acts on the owner's id. One row
 * per user in `household_members` (unique) keeps a user in one household. Invitation links are stored as their
 * SHA-256 only. Shopping list items record who ticked them and who added them; extras (free-text items) are marked
 * so a list's regeneration keeps them; the household's "usuals" are re-added in one tap; the calendar feed's
 * secret link is stored as its SHA-256.
 */
export const name = '014-households';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('households', (t) => {
    t.uuid('id').primary();
    t.uuid('owner_user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('household_members', (t) => {
    t.uuid('household_id').notNullable().references('households.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.text('role').notNullable();
    t.timestamp('joined_at', { useTz: true }).notNullable();
    t.index(['household_id']);
  });
  await knex.raw(`alter table household_members add constraint household_members_role_check check (role in ('owner', 'member'))`);
  await knex.schema.createTable('household_invitations', (t) => {
    t.uuid('id').primary();
    t.uuid('household_id').notNullable().references('households.id').onDelete('CASCADE');
    t.text('email').notNullable();
    t.text('token_hash').notNullable().unique();
    t.uuid('invited_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('accepted_at', { useTz: true });
    t.uuid('accepted_by').references('users.id').onDelete('SET NULL');
    t.index(['household_id', 'email']);
  });

  await knex.schema.alterTable('shopping_list_items', (t) => {
    t.boolean('is_extra').notNullable().defaultTo(false);
    t.uuid('checked_by').references('users.id').onDelete('SET NULL');
    t.uuid('added_by').references('users.id').onDelete('SET NULL');
  });
  await knex.schema.alterTable('budget_receipts', (t) => {
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
  });
  await knex.schema.createTable('household_usuals', (t) => {
    t.increments('id').primary();
    t.uuid('owner_user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.double('quantity').notNullable();
    t.text('unit').notNullable();
    t.text('category').notNullable();
    t.integer('price_pence').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.raw('create unique index household_usuals_name on household_usuals (owner_user_id, lower(name))');
  await knex.schema.createTable('calendar_tokens', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['calendar_tokens', 'household_usuals', 'household_invitations', 'household_members', 'households']) await knex.schema.dropTableIfExists(table);
  await knex.schema.alterTable('budget_receipts', (t) => {
    t.dropColumn('created_by');
  });
  await knex.schema.alterTable('shopping_list_items', (t) => {
    t.dropColumn('is_extra');
    t.dropColumn('checked_by');
    t.dropColumn('added_by');
  });
}

import type { Knex } from 'knex';

/** The AI chat planner: conversations (numeric ids, as the page's ?conversation= reads them), messages, chat preferences. */
export const name = '008-chat';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chat_conversations', (t) => {
    t.increments('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.boolean('meal_plan_generated').notNullable().defaultTo(false);
    /** What the assistant remembers: the constraints asked for so far, the plan it made, what it asked. */
    t.jsonb('state').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['user_id', 'updated_at']);
  });
  await knex.schema.createTable('chat_messages', (t) => {
    t.increments('id').primary();
    t.integer('conversation_id').notNullable().references('chat_conversations.id').onDelete('CASCADE');
    t.text('role').notNullable();
    t.text('content').notNullable();
    /** The plan an answer made or changed; kept as text so a deleted plan leaves the message readable. */
    t.uuid('meal_plan_id');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['conversation_id', 'created_at']);
  });
  await knex.raw(`alter table chat_messages add constraint chat_messages_role_check check (role in ('user', 'assistant'))`);
  await knex.schema.createTable('chat_preferences', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.jsonb('preferences').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['chat_preferences', 'chat_messages', 'chat_conversations']) await knex.schema.dropTableIfExists(table);
}

import type { Knex } from 'knex';

/**
 * Customer-service automation and the content jobs: each help-desk webhook event once, the daily blog post's topic
 * history (one post a UTC day, no topic twice within 30 days), and unpublished (draft) blog posts. A draft lives in
 * its own table so the public blog's queries over `blog_posts` never see it.
 */
export const name = '011-support-automation';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('helpdesk_events', (t) => {
    t.text('event_id').primary();
    t.text('event_type').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable();
    t.text('customer_email');
    t.text('status').notNullable();
    t.text('intent');
    t.boolean('should_reply');
    t.jsonb('actions').notNullable().defaultTo('[]');
    t.text('draft');
    t.index(['received_at']);
  });
  await knex.raw(`alter table helpdesk_events add constraint helpdesk_events_status_check check (status in ('processing', 'handled', 'ignored', 'failed'))`);

  await knex.schema.createTable('daily_posts', (t) => {
    t.date('day').primary();
    t.text('kind').notNullable();
    t.text('topic').notNullable();
    t.text('post_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['topic', 'day']);
  });

  await knex.schema.createTable('blog_post_drafts', (t) => {
    t.text('id').primary();
    t.text('title').notNullable();
    t.text('excerpt').notNullable();
    t.text('content_html').notNullable();
    t.text('category').notNullable();
    t.jsonb('tags').notNullable();
    t.text('author').notNullable();
    t.timestamp('published_at', { useTz: true }).notNullable();
    t.integer('read_time').notNullable();
    t.text('meta_description').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['blog_post_drafts', 'daily_posts', 'helpdesk_events']) await knex.schema.dropTableIfExists(table);
}

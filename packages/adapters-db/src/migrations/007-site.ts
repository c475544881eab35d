import type { Knex } from 'knex';
import { seedBlogArticles } from '../site/blog-articles';

/** The public site and the budget tracker: blog posts, newsletter sign-ups, support messages, receipts. */
export const name = '007-site';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_posts', (t) => {
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
    t.index(['published_at']);
  });
  await knex.schema.createTable('newsletter_subscriptions', (t) => {
    t.text('email').primary();
    t.text('token_digest').notNullable().unique();
    t.text('source').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('confirmation_sent_at', { useTz: true }).notNullable();
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('unsubscribed_at', { useTz: true });
  });
  await knex.schema.createTable('support_messages', (t) => {
    t.increments('id').primary();
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('subject').notNullable();
    t.text('message').notNullable();
    t.text('priority').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['created_at']);
  });
  await knex.schema.createTable('budget_receipts', (t) => {
    t.increments('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('shop_date').notNullable();
    t.text('chain').notNullable();
    t.integer('amount_pence').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id', 'shop_date']);
  });
  await seedBlogArticles(knex);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['budget_receipts', 'support_messages', 'newsletter_subscriptions', 'blog_posts']) await knex.schema.dropTableIfExists(table);
}

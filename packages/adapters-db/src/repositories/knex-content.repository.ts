import type { Knex } from 'knex';
import type { BlogCategory, BlogPost } from '@larder/domain/site/blog/blog-post';
import type { BlogContentStore, ContentPost, DailyPostEntry, DailyPostStore, PostState } from '@larder/domain/content/ports';
import { blogPostRow } from './knex-site.repository';

const toPost = (r: Record<string, any>): BlogPost => ({
  id: r.id,
  title: r.title,
  excerpt: r.excerpt,
  content: r.content_html,
  category: r.category as BlogCategory,
  tags: typeof r.tags === 'string' ? JSON.parse(r.tags) : r.tags,
  author: r.author,
  publishedAt: new Date(r.published_at),
  readTime: r.read_time,
  metaDescription: r.meta_description,
});

/**
 * The admin Content tab's view of the blog: published posts are the blog's own rows (`blog_posts`), drafts live in
 * `blog_post_drafts`; publishing and unpublishing move a post between the two in one transaction.
 */
export class KnexBlogContentStore implements BlogContentStore {
  constructor(private readonly knex: Knex) {}

  async listAll() {
    const published = (await this.knex('blog_posts')).map((r): ContentPost => ({ post: toPost(r), state: 'published', updatedAt: null }));
    const drafts = (await this.knex('blog_post_drafts')).map((r): ContentPost => ({ post: toPost(r), state: 'draft', updatedAt: new Date(r.updated_at) }));
    return [...published, ...drafts].sort((a, b) => b.post.publishedAt.getTime() - a.post.publishedAt.getTime() || a.post.id.localeCompare(b.post.id));
  }

  async find(id: string) {
    const published = await this.knex('blog_posts').where({ id }).first();
    if (published) return { post: toPost(published), state: 'published' as const, updatedAt: null };
    const draft = await this.knex('blog_post_drafts').where({ id }).first();
    return draft ? { post: toPost(draft), state: 'draft' as const, updatedAt: new Date(draft.updated_at) } : null;
  }

  async put(post: BlogPost, state: PostState, at: Date) {
    await this.knex.transaction(async (trx) => {
      if (state === 'published') {
        await trx('blog_post_drafts').where({ id: post.id }).delete();
        await trx('blog_posts').insert(blogPostRow(post)).onConflict('id').merge();
      } else {
        await trx('blog_posts').where({ id: post.id }).delete();
        await trx('blog_post_drafts').insert({ ...blogPostRow(post), updated_at: at }).onConflict('id').merge();
      }
    });
  }
}

const toEntry = (r: Record<string, any>): DailyPostEntry => ({ day: String(r.day_text), kind: r.kind, topic: r.topic, postId: r.post_id, createdAt: new Date(r.created_at) });

/** The daily post's history: one row a UTC day, written with the post in one transaction. */
export class KnexDailyPostStore implements DailyPostStore {
  constructor(private readonly knex: Knex) {}

  /** The drivers parse DATE differently (local or UTC midnight); read it as text so the day never shifts. */
  private select() {
    return this.knex('daily_posts').select('kind', 'topic', 'post_id', 'created_at', this.knex.raw(`to_char(day, 'YYYY-MM-DD') as day_text`));
  }

  async find(day: string) {
    const row = await this.select().where({ day }).first();
    return row ? toEntry(row) : null;
  }

  async since(day: string) {
    return (await this.select().where('day', '>=', day).orderBy('day', 'asc')).map(toEntry);
  }

  async publish(entry: DailyPostEntry, post: BlogPost) {
    return this.knex.transaction(async (trx) => {
      const claimed = await trx('daily_posts')
        .insert({ day: entry.day, kind: entry.kind, topic: entry.topic, post_id: entry.postId, created_at: entry.createdAt })
        .onConflict('day')
        .ignore()
        .returning('day');
      if (claimed.length !== 1) return false;
      await trx('blog_post_drafts').where({ id: post.id }).delete();
      await trx('blog_posts').insert(blogPostRow(post)).onConflict('id').merge();
      return true;
    });
  }
}

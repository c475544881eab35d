import type { BlogPost } from '../site/blog/blog-post';
import type { BlogContentStore, ContentPost, DailyPostEntry, DailyPostStore, PostState } from '../content/ports';
import type { InMemoryBlogPostRepository } from './in-memory-site';

/** Published posts are the blog fake's rows; drafts are kept here, as the Knex adapter keeps them in their own table. */
export class InMemoryBlogContentStore implements BlogContentStore {
  readonly drafts = new Map<string, { post: BlogPost; updatedAt: Date }>();
  constructor(readonly blog: InMemoryBlogPostRepository) {}

  async listAll() {
    const all: ContentPost[] = [
      ...[...this.blog.rows.values()].map((post) => ({ post: structuredClone(post), state: 'published' as const, updatedAt: null })),
      ...[...this.drafts.values()].map(({ post, updatedAt }) => ({ post: structuredClone(post), state: 'draft' as const, updatedAt })),
    ];
    return all.sort((a, b) => b.post.publishedAt.getTime() - a.post.publishedAt.getTime() || a.post.id.localeCompare(b.post.id));
  }
  async find(id: string) {
    const published = this.blog.rows.get(id);
    if (published) return { post: structuredClone(published), state: 'published' as const, updatedAt: null };
    const draft = this.drafts.get(id);
    return draft ? { post: structuredClone(draft.post), state: 'draft' as const, updatedAt: draft.updatedAt } : null;
  }
  async put(post: BlogPost, state: PostState, at: Date) {
    if (state === 'published') {
      this.drafts.delete(post.id);
      this.blog.rows.set(post.id, structuredClone(post));
    } else {
      this.blog.rows.delete(post.id);
      this.drafts.set(post.id, { post: structuredClone(post), updatedAt: at });
    }
  }
}

export class InMemoryDailyPostStore implements DailyPostStore {
  readonly entries = new Map<string, DailyPostEntry>();
  constructor(readonly content: InMemoryBlogContentStore) {}
  async find(day: string) {
    const entry = this.entries.get(day);
    return entry ? { ...entry } : null;
  }
  async since(day: string) {
    return [...this.entries.values()].filter((e) => e.day >= day).sort((a, b) => a.day.localeCompare(b.day)).map((e) => ({ ...e }));
  }
  async publish(entry: DailyPostEntry, post: BlogPost) {
    if (this.entries.has(entry.day)) return false;
    this.entries.set(entry.day, { ...entry });
    await this.content.put(post, 'published', entry.createdAt);
    return true;
  }
}

import type { BlogPost } from './blog-post';

export interface BlogPostRepository {
  /** Published posts (publishedAt not after `at`), newest first. */
  listPublished(at: Date): Promise<BlogPost[]>;
  findPublished(id: string, at: Date): Promise<BlogPost | null>;
  /** Inserts or replaces by id (content already sanitised). */
  save(post: BlogPost): Promise<void>;
}
export const BLOG_POST_REPOSITORY = Symbol('BlogPostRepository');

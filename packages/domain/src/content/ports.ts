import type { BlogPost } from '../site/blog/blog-post';

/** Published posts are on the public blog (from their publishedAt); drafts are kept for operators only. */
export type PostState = 'published' | 'draft';

export interface ContentPost {
  readonly post: BlogPost;
  readonly state: PostState;
  readonly updatedAt: Date | null;
}

/**
 * Every blog post for the admin Content tab. A published post is the blog's own row (what the public blog reads); a
 * draft is kept apart, so the blog's queries never see it. A post is in exactly one of the two at a time.
 */
export interface BlogContentStore {
  /** Every post, published and draft, newest publishedAt first. */
  listAll(): Promise<ContentPost[]>;
  find(id: string): Promise<ContentPost | null>;
  /** Writes the post in the given state, moving it out of the other one (one transaction). */
  put(post: BlogPost, state: PostState, at: Date): Promise<void>;
}
export const BLOG_CONTENT_STORE = Symbol('BlogContentStore');

/** The daily post written for one UTC day. */
export interface DailyPostEntry {
  /** YYYY-MM-DD (UTC). */
  readonly day: string;
  readonly kind: string;
  /** What the article is about ("seasonal:leek", "nutrient:fibre", "best-value:2027-W11"): never repeated within 30 days. */
  readonly topic: string;
  readonly postId: string;
  readonly createdAt: Date;
}

export interface DailyPostStore {
  find(day: string): Promise<DailyPostEntry | null>;
  /** Entries from `day` on (inclusive), oldest first. */
  since(day: string): Promise<DailyPostEntry[]>;
  /**
   * Publishes the day's post and records its topic in one transaction; false (and nothing written) when the day
   * already has its post, so two servers running the job at once publish one article.
   */
  publish(entry: DailyPostEntry, post: BlogPost): Promise<boolean>;
}
export const DAILY_POST_STORE = Symbol('DailyPostStore');

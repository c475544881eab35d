import { z } from 'zod';
import { ZBlogPost } from './site';

/** The admin Content tab's calls (/api/admin/content/...) and the daily post's button. */
export const ZContentPost = ZBlogPost.extend({
  state: z.enum(['published', 'draft']),
  /** Published with a date still to come: on the blog from publishedAt. */
  scheduled: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TContentPost = z.infer<typeof ZContentPost>;
export const ZContentPostList = z.object({ posts: z.array(ZContentPost) });
export type TContentPostList = z.infer<typeof ZContentPostList>;

export const BLOG_CATEGORY_VALUES = ['nutrition', 'quick-meals', 'weight-loss', 'family-health', 'cooking-tips'] as const;

/** PUT /api/admin/content/posts/:id and POST /api/admin/content/posts (with an id): the HTML is sanitised on save. */
export const ZContentPostBody = z.object({
  title: z.string().max(200),
  excerpt: z.string().max(300),
  content: z.string().max(200_000),
  category: z.string().max(40),
  tags: z.array(z.string().max(40)).max(12),
  author: z.string().max(100),
  metaDescription: z.string().max(200),
  publishedAt: z.string().max(40).optional(),
});
export type TContentPostBody = z.infer<typeof ZContentPostBody>;
export const ZNewContentPostBody = ZContentPostBody.extend({ id: z.string().max(120) });
export type TNewContentPostBody = z.infer<typeof ZNewContentPostBody>;

/** POST /api/admin/generate-daily-post (document 002: "response not shown"). */
export const ZGenerateDailyPostReply = z.object({
  success: z.literal(true),
  status: z.enum(['published', 'already_published']),
  message: z.string(),
  topic: z.string(),
  post: z.object({ id: z.string(), title: z.string(), category: z.string(), readTime: z.number(), publishedAt: z.string() }).nullable(),
});
export type TGenerateDailyPostReply = z.infer<typeof ZGenerateDailyPostReply>;

import { z } from 'zod';

/** Document 002 section 3: a blog post. `content` is sanitised HTML; dates are ISO strings. */
export const ZBlogPost = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.enum(['nutrition', 'quick-meals', 'weight-loss', 'family-health', 'cooking-tips']),
  tags: z.array(z.string()),
  imageUrl: z.string(),
  author: z.string(),
  authorImage: z.string(),
  publishedAt: z.string(),
  readTime: z.number().int().positive(),
  metaDescription: z.string(),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;
export const ZBlogPostList = z.array(ZBlogPost);

/** POST /api/newsletter/subscribe. */
export const ZNewsletterBody = z.object({ email: z.string().max(254), source: z.string().max(40).optional() });
export const ZNewsletterReply = z.object({
  success: z.literal(true),
  /** confirmation-sent, confirmation-pending (sent within the last hour) or already-subscribed. */
  status: z.enum(['confirmation-sent', 'confirmation-pending', 'already-subscribed']),
  message: z.string(),
});
export const ZNewsletterLinkQuery = z.object({ token: z.string().max(200).optional() });

/** POST /api/support/send-message (document 000 section 7). */
export const ZSupportMessageBody = z.object({
  name: z.string().max(1000).optional(),
  email: z.string().max(1000).optional(),
  subject: z.string().max(1000).optional(),
  message: z.string().max(20_000).optional(),
  priority: z.string().max(20).optional(),
});
export const ZSupportMessageReply = z.object({ success: z.literal(true), id: z.number(), message: z.string() });

/**
 * GET /api/site/facts (public): the numbers the public pages state, computed from the data: the recipes in the
 * library and the supermarket chains priced in the catalogue (their names, as the pages show them).
 */
export const ZSiteFacts = z.object({ recipes: z.number().int().nonnegative(), chains: z.array(z.string()), chainCount: z.number().int().nonnegative() });
export type TSiteFacts = z.infer<typeof ZSiteFacts>;

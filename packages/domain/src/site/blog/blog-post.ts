import { htmlText, readMinutes, sanitizeHtml } from '../sanitize-html';

/** Document 002 section 2: the blog's category buttons, in their order. */
export const BLOG_CATEGORIES = ['nutrition', 'quick-meals', 'weight-loss', 'family-health', 'cooking-tips'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Document 002 section 3: a blog post. Content is sanitised HTML. */
export interface BlogPost {
  readonly id: string;
  readonly title: string;
  readonly excerpt: string;
  readonly content: string;
  readonly category: BlogCategory;
  readonly tags: readonly string[];
  readonly author: string;
  readonly publishedAt: Date;
  /** Minutes. */
  readonly readTime: number;
  readonly metaDescription: string;
}

export type NewBlogPost = Omit<BlogPost, 'readTime' | 'content'> & { readonly content: string; readonly readTime?: number };

export const isBlogCategory = (value: unknown): value is BlogCategory => typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isBlogSlug = (value: string): boolean => value.length <= 120 && SLUG.test(value);

/** Checks a post before it is stored and sanitises its HTML; the read time is counted from the words. */
export function preparePost(post: NewBlogPost): { ok: true; post: BlogPost } | { ok: false; field: string; message: string } {
  if (!isBlogSlug(post.id)) return { ok: false, field: 'id', message: 'The id must be lower-case words joined by hyphens' };
  if (!post.title.trim() || post.title.length > 160) return { ok: false, field: 'title', message: 'A title of 1 to 160 characters is required' };
  if (!isBlogCategory(post.category)) return { ok: false, field: 'category', message: `The category must be one of ${BLOG_CATEGORIES.join(', ')}` };
  if (!post.author.trim()) return { ok: false, field: 'author', message: 'An author is required' };
  if (!post.metaDescription.trim() || post.metaDescription.length > 200) return { ok: false, field: 'metaDescription', message: 'A meta description of 1 to 200 characters is required' };
  const content = sanitizeHtml(post.content);
  if (!htmlText(content)) return { ok: false, field: 'content', message: 'The article has no text' };
  return {
    ok: true,
    post: {
      ...post,
      title: post.title.trim(),
      excerpt: post.excerpt.trim(),
      content,
      tags: [...new Set(post.tags.map((t) => t.trim()).filter(Boolean))],
      readTime: post.readTime ?? readMinutes(content),
    },
  };
}

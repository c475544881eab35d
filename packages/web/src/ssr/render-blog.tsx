import type { TBlogPost } from '@larder/contract/site';
import { pageDocument, type SeededQueries } from './document';
import type { PageHead } from './head';
import { renderRoute } from './render-route';

/** What the server read from the database for a blog page: the list, or one article and its related articles. */
export type BlogPageData = { kind: 'list'; posts: TBlogPost[] } | { kind: 'article'; post: TBlogPost; related: TBlogPost[] };

export const BLOG_HEAD: PageHead = { title: 'Health & Nutrition Blog | Larder', description: 'Budget recipes, nutrition advice and money-saving kitchen tips for UK households.' };

/**
 * A blog page drawn on request (the articles live in the database: the daily post is added at 08:00 UTC, operators
 * edit them), with the same query results the page would fetch, so the client hydrates it without asking again.
 * `url` is the path and query string. Returns null when it is not a page.
 */
export async function renderBlogDocument(template: string, url: string, origin: string, data: BlogPageData): Promise<string | null> {
  const queries: SeededQueries =
    data.kind === 'list'
      ? [[['/api/blog-posts'], data.posts]]
      : [
          [['/api/blog-posts', data.post.id], data.post],
          [['/api/blog-posts', data.post.id, 'related'], data.related],
        ];
  const body = await renderRoute(url, { origin, queries });
  if (body === null) return null;
  const head: PageHead =
    data.kind === 'list'
      ? { ...BLOG_HEAD, url: new URL('/blog', origin).href }
      : {
          title: `${data.post.title} | Larder`,
          description: data.post.metaDescription,
          type: 'article',
          url: new URL(`/blog/${encodeURIComponent(data.post.id)}`, origin).href,
          image: new URL(data.post.imageUrl, origin).href,
        };
  return pageDocument(template, { body, kind: 'app', head, queries });
}

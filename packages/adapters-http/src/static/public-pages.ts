import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TBlogPost } from '@larder/contract/site';

/** What the web build's server module (packages/web/src/prerender.tsx, built to dist-ssr/prerender.js) offers. */
export interface WebRenderer {
  PUBLIC_PAGES: ReadonlyArray<{ path: string; file: string }>;
  renderBlogDocument(
    template: string,
    url: string,
    origin: string,
    data: { kind: 'list'; posts: TBlogPost[] } | { kind: 'article'; post: TBlogPost; related: TBlogPost[] },
  ): Promise<string | null>;
}

/** The blog as the pages show it (the same presented shapes as GET /api/blog-posts...). */
export interface BlogSource {
  list(): Promise<TBlogPost[]>;
  /** The article and its related articles, or null when there is no such published article. */
  article(id: string): Promise<{ post: TBlogPost; related: TBlogPost[] } | null>;
}

const CACHE_SIZE = 200;

/** The build's server module, beside the web app's dist folder (packages/web/dist-ssr), or null when it is not built. */
function builtRenderer(root: string): Promise<WebRenderer | null> {
  const file = path.join(root, '..', 'dist-ssr', 'prerender.js');
  return existsSync(file) ? (import(pathToFileURL(file).href) as Promise<WebRenderer>) : Promise.resolve(null);
}

/**
 * The public pages a visitor without a session gets already drawn:
 * - the pages drawn at build (dist/prerendered/<page>.html: about, legal, login, signup ...), the same for everyone;
 * - the blog list and each article, drawn on request from the database, since the articles change while the server
 *   runs (the daily post at 08:00 UTC, operators' edits). A drawn page is kept in memory under a hash of the data it
 *   was drawn from, so a new or edited article is shown at once and an unchanged one costs one query and no drawing.
 */
export function publicPages(root: string, blog: BlogSource | undefined, loadRenderer: () => Promise<WebRenderer | null> = () => builtRenderer(root)) {
  let renderer: Promise<WebRenderer | null> | null = null;
  const load = () => (renderer ??= loadRenderer());
  let files: Map<string, string> | null = null;
  const cache = new Map<string, string>();

  /** The file drawn at build for this path, if there is one. */
  async function prerenderedFile(pathname: string): Promise<string | null> {
    if (!files) {
      const web = await load();
      files = new Map((web?.PUBLIC_PAGES ?? []).map((p) => [p.path, path.posix.join('prerendered', p.file)]));
    }
    const file = files.get(pathname);
    return file && existsSync(path.join(root, file)) ? file : null;
  }

  /** The blog page at this path drawn now (or from the cache), or null: not a blog page, no such article, no renderer. */
  async function blogPage(pathname: string, search: string, origin: string): Promise<string | null> {
    if (!blog) return null;
    const article = /^\/blog\/([^/]+)$/.exec(pathname);
    if (pathname !== '/blog' && !article) return null;
    const web = await load();
    if (!web) return null;
    let id: string;
    try {
      id = article ? decodeURIComponent(article[1]!) : '';
    } catch {
      return null;
    }
    const data = article ? await blog.article(id) : { posts: await blog.list() };
    if (!data) return null;
    const key = createHash('sha256').update(JSON.stringify([pathname, search, origin, data])).digest('base64url');
    const cached = cache.get(key);
    if (cached) return cached;
    const template = readFileSync(path.join(root, 'index.html'), 'utf8');
    const html = await web.renderBlogDocument(template, `${pathname}${search}`, origin, 'posts' in data ? { kind: 'list', ...data } : { kind: 'article', ...data });
    if (html === null) return null;
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, html);
    return html;
  }

  return { prerenderedFile, blogPage };
}

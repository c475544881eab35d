import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TRecipe, TRecipeIngredient } from '@larder/contract/recipes';
import type { TBlogPost } from '@larder/contract/site';
import type { RecipeSource } from './recipe-source';

/** What the web build's server module (packages/web/src/prerender.tsx, built to dist-ssr/prerender.js) offers. */
export interface WebRenderer {
  PUBLIC_PAGES: ReadonlyArray<{ path: string; file: string }>;
  renderBlogDocument(
    template: string,
    url: string,
    origin: string,
    data: { kind: 'list'; posts: TBlogPost[] } | { kind: 'article'; post: TBlogPost; related: TBlogPost[] },
  ): Promise<string | null>;
  renderRecipeDocument(template: string, url: string, origin: string, data: { recipe: TRecipe; ingredients: TRecipeIngredient[] }): Promise<string | null>;
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
 *   runs (the daily post at 08:00 UTC, operators' edits);
 * - each library recipe's public page (/recipes/:id) with its JSON-LD, drawn on request from the catalogue (prices
 *   change). A drawn page is kept in memory under a hash of the data it was drawn from, so a new or edited article or
 *   price is shown at once and an unchanged one costs one read and no drawing.
 */
export function publicPages(
  root: string,
  sources: { blog?: BlogSource | undefined; recipes?: RecipeSource | undefined },
  loadRenderer: () => Promise<WebRenderer | null> = () => builtRenderer(root),
) {
  const { blog, recipes } = sources;
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

  /** The paths of the pages drawn at build (for the sitemap). */
  async function prerenderedPaths(): Promise<string[]> {
    return ((await load())?.PUBLIC_PAGES ?? []).map((p) => p.path);
  }

  /** The blog page at this path drawn now (or from the cache), or null: not a blog page, no such article, no renderer. */
  async function blogPage(pathname: string, search: string, origin: string): Promise<string | null> {
    if (!blog) return null;
    const article = /^\/blog\/([^/]+)$/.exec(pathname);
    if (pathname !== '/blog' && !article) return null;
    if (!(await load())) return null;
    let id: string;
    try {
      id = article ? decodeURIComponent(article[1]!) : '';
    } catch {
      return null;
    }
    const data = article ? await blog.article(id) : { posts: await blog.list() };
    if (!data) return null;
    return drawn([pathname, search, origin, data], (web, template) =>
      web.renderBlogDocument(template, `${pathname}${search}`, origin, 'posts' in data ? { kind: 'list', ...data } : { kind: 'article', ...data }),
    );
  }

  /** A library recipe's public page drawn now (or from the cache), or null: not such a page, no such recipe, an own recipe. */
  async function recipePage(pathname: string, origin: string): Promise<string | null> {
    const match = recipes ? /^\/recipes\/([^/]+)$/.exec(pathname) : null;
    if (!recipes || !match) return null;
    let id: string;
    try {
      id = decodeURIComponent(match[1]!);
    } catch {
      return null;
    }
    const data = await recipes.page(id);
    if (!data) return null;
    return drawn([pathname, origin, data], (web, template) => web.renderRecipeDocument(template, pathname, origin, data));
  }

  /** The page drawn from `data` by `draw`, kept under a hash of the data; null when there is no renderer or no page. */
  async function drawn(data: unknown, draw: (web: WebRenderer, template: string) => Promise<string | null>): Promise<string | null> {
    const web = await load();
    if (!web) return null;
    const key = createHash('sha256').update(JSON.stringify(data)).digest('base64url');
    const cached = cache.get(key);
    if (cached) return cached;
    const html = await draw(web, readFileSync(path.join(root, 'index.html'), 'utf8'));
    if (html === null) return null;
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, html);
    return html;
  }

  return { prerenderedFile, prerenderedPaths, blogPage, recipePage };
}

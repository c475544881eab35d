import type { BlogSource } from './public-pages';
import type { RecipeSource } from './recipe-source';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * /sitemap.xml (https://www.sitemaps.org/protocol.html): the pages a visitor without an account can read: the
 * landing page, the public pages drawn at build, the blog and its articles, and each library recipe's public page.
 * Never a signed-in page, and never a household's own recipe.
 */
/** Pages drawn at build that only an emailed link or a partner's redirect opens: not for search engines. */
const NOT_LISTED = new Set(['/magic-login', '/lead-welcome']);

export async function sitemapXml(origin: string, pages: readonly string[], sources: { blog?: BlogSource; recipes?: RecipeSource }): Promise<string> {
  const entries: Array<{ path: string; lastmod?: string }> = [{ path: '/' }, { path: '/recipes' }, ...pages.filter((p) => !NOT_LISTED.has(p)).map((p) => ({ path: p }))];
  if (sources.blog) {
    entries.push({ path: '/blog' });
    for (const post of await sources.blog.list()) entries.push({ path: `/blog/${encodeURIComponent(post.id)}`, lastmod: post.publishedAt.slice(0, 10) });
  }
  if (sources.recipes) for (const id of await sources.recipes.ids()) entries.push({ path: `/recipes/${encodeURIComponent(id)}` });
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(new URL(e.path, origin).href)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything but the API may be read, and where the sitemap is. */
export const robotsTxt = (origin: string) => `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;

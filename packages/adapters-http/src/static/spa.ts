import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import type { AppState } from '../app-state';
import { type BlogSource, publicPages } from './public-pages';
import type { RecipeSource } from './recipe-source';
import { robotsTxt, sitemapXml } from './sitemap';

/**
 * Serves the built web app: files as they are (hashed assets cached for a year), and index.html for
 * every other page path so the client router can take it (the SPA fallback). /api paths never fall back.
 * Every file is sent as the build's brotli or gzip copy when the browser takes it (koa-send's brotli and gzip).
 */
export function spa(root: string, options: { blog?: BlogSource; recipes?: RecipeSource; origin?: (ctx: Context) => string } = {}): Middleware<AppState> {
  const index = path.join(root, 'index.html');
  const landing = path.join(root, 'landing.html');
  const pages = publicPages(root, { blog: options.blog, recipes: options.recipes });
  const originOf = (ctx: Context) => options.origin?.(ctx) ?? `${ctx.protocol}://${ctx.host}`;
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (!existsSync(index)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app has not been built yet. Run `npm start`, which builds it.';
      return;
    }
    // For search engines: what may be read, and the public pages (the library's recipes among them).
    if (ctx.path === '/robots.txt' || ctx.path === '/sitemap.xml') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = ctx.path === '/robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8';
      ctx.body =
        ctx.path === '/robots.txt'
          ? robotsTxt(originOf(ctx))
          : await sitemapXml(originOf(ctx), await pages.prerenderedPaths(), { blog: options.blog, recipes: options.recipes });
      return;
    }
    // A visitor without a session at / gets the landing page already rendered (the build's landing.html), which
    // paints before any JavaScript runs; a signed-in household gets the app. The answer depends on the cookie.
    if (ctx.path === '/') {
      ctx.vary('Cookie');
      ctx.set('Cache-Control', 'no-cache');
      // Only for a page load: the service worker's own fetch of / (to keep the app shell for use offline) gets the
      // app, or offline every page would open on the landing page.
      const mode = ctx.get('Sec-Fetch-Mode');
      if (!ctx.state.user && (!mode || mode === 'navigate') && existsSync(landing)) {
        await send(ctx, 'landing.html', { root });
        return;
      }
      await send(ctx, 'index.html', { root });
      return;
    }
    // The other public pages, drawn at build or (the blog, the library's recipes) on request, likewise only to a page load without a session.
    const mode = ctx.get('Sec-Fetch-Mode');
    if (!ctx.state.user && (!mode || mode === 'navigate') && !path.extname(ctx.path)) {
      // A page drawn at build was drawn without a query string; one that reads it (/magic-login?error=,
      // /lead-welcome?session=, /login?redirect=) would differ from it: the app draws those in the browser.
      const file = ctx.querystring ? null : await pages.prerenderedFile(ctx.path);
      const drawnPage = file ? null : ((await pages.blogPage(ctx.path, ctx.search, originOf(ctx))) ?? (await pages.recipePage(ctx.path, originOf(ctx))));
      if (file || drawnPage !== null) {
        ctx.vary('Cookie');
        ctx.set('Cache-Control', 'no-cache');
        if (file) await send(ctx, file, { root });
        else {
          ctx.type = 'text/html; charset=utf-8';
          ctx.body = drawnPage;
        }
        return;
      }
    }
    const isAsset = ctx.path.startsWith('/assets/');
    try {
      const served = await send(ctx, ctx.path, {
        root,
        index: 'index.html',
        maxage: isAsset ? 365 * 86_400_000 : 0,
        immutable: isAsset,
      });
      if (served) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw error;
      if (isAsset || path.extname(ctx.path)) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'Not found';
        return;
      }
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root });
  };
}

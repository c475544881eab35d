import type { Context } from 'koa';

/** This site's own origin from the request line and Host (Koa 3's ctx.origin reflects the Origin header, so it is not used). */
export const siteOrigin = (ctx: Context): string => `${ctx.protocol}://${ctx.host}`;

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

/**
 * The origin of the links the server hands out (emails, redirects, the API document, canonical pages): the configured
 * PUBLIC_ORIGIN, required with NODE_ENV=production (issue 34, M1). Without it (development) the Host the request was
 * sent to, only when it names this machine or one of ALLOWED_ORIGINS; otherwise this machine at the port that answered.
 * Never a forwarded header: X-Forwarded-Host is whatever the caller writes, and a reset link must not carry a live
 * token to an address of the caller's choosing.
 */
export function linkOrigin(ctx: Context, config: { readonly publicOrigin: string | null; readonly allowedOrigins: readonly string[] }): string {
  if (config.publicOrigin) return config.publicOrigin;
  const host = ctx.req.headers.host ?? '';
  const scheme = 'encrypted' in ctx.req.socket && ctx.req.socket.encrypted ? 'https' : 'http';
  const named = `${scheme}://${host}`;
  if (LOOPBACK_HOST.test(host) || config.allowedOrigins.includes(named)) return named;
  return `${scheme}://localhost:${ctx.req.socket.localPort ?? ''}`;
}

import type { Middleware } from 'koa';
import { HttpError } from '../errors/error-map';
import { HOST_SESSION_COOKIE, SESSION_COOKIE } from '../session/session-cookie';
import { siteOrigin } from '../site-origin';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (value: string): string | null => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/**
 * Cookie sessions are SameSite=Lax; on top of that, a state-changing call that carries the session
 * cookie must say where it comes from (Origin, or Referer when a browser leaves Origin out) and that
 * must be this site or one of the configured origins.
 */
export const csrfProtection =
  (allowedOrigins: readonly string[]): Middleware =>
  async (ctx, next) => {

    if (SAFE.has(ctx.method) || !(ctx.cookies.get(SESSION_COOKIE) || ctx.cookies.get(HOST_SESSION_COOKIE))) return next();
    const claimed = ctx.get('origin') || originOf(ctx.get('referer') || '') || '';
    const allowed = new Set([siteOrigin(ctx), ...allowedOrigins]);
    if (!claimed || claimed === 'null' || !allowed.has(claimed)) {
      throw new HttpError(403, 'This request did not come from the Larder site and was refused. Reload the page and try again.');
    }
    return next();
  };

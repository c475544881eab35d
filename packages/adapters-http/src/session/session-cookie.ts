import type { Context, Middleware } from 'koa';
import type { SessionService, StartedSession } from '@larder/domain/accounts/sessions/session-service';
import { forbidden, unauthorized } from '../errors/error-map';
import type { AppState } from '../app-state';

export const SESSION_COOKIE = 'larder_session';
/**
 * With Secure cookies (production) the name carries the `__Host-` prefix: browsers then accept it only when it is
 * Secure, for path / and without a Domain, so no subdomain or plain-HTTP page can plant or overwrite it.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const sessionCookieName = (secure: boolean): string => (secure ? HOST_SESSION_COOKIE : SESSION_COOKIE);

export interface CookieOptions {
  readonly secure: boolean;
}

/** A persistent session's cookie lasts its 30 days; any other is a browser-session cookie (no expiry). */
export function setSessionCookie(ctx: Context, session: StartedSession, options: CookieOptions): void {
  ctx.cookies.set(sessionCookieName(options.secure), session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    overwrite: true,
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(ctx: Context, options: CookieOptions): void {
  ctx.cookies.set(sessionCookieName(options.secure), '', { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/', overwrite: true, expires: new Date(0) });
}

/** Reads the cookie and puts the signed-in user (or null) on ctx.state. */
export const loadUser =
  (sessions: SessionService, options: CookieOptions = { secure: false }): Middleware<AppState> =>
  async (ctx, next) => {
    const token = ctx.cookies.get(sessionCookieName(options.secure));
    ctx.state.sessionToken = token;
    const found = await sessions.signedIn(token, ctx.get('user-agent') || null);
    ctx.state.user = found?.user ?? null;
    // The household read in the same look-up, for loadHousehold (absent when the store does not read it).
    if (found?.household !== undefined) ctx.state.sessionHousehold = found.household;
    ctx.state.dataVersion = found?.dataVersion;
    return next();
  };

export const requireUser = (): Middleware<AppState> => async (ctx, next) => {
  if (!ctx.state.user) throw unauthorized();
  return next();
};

/** Operator calls: enforced here, on the server, whatever the client router does. */
export const requireAdmin = (): Middleware<AppState> => async (ctx, next) => {
  if (!ctx.state.user) throw unauthorized();
  if (ctx.state.user.role !== 'admin') throw forbidden();
  return next();
};

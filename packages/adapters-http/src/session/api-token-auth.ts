import type { Middleware } from 'koa';
import type { ApiTokens } from '@larder/domain/accounts/api-tokens/api-tokens.use-case';
import { API_TOKEN_RATE } from '@larder/domain/accounts/api-tokens/api-token';
import type { ApiRoute } from '@larder/contract/api/api-route';
import { READ_METHODS, routeMatcher, tokenAccess } from '@larder/contract/api/token-access';
import type { AppState } from '../app-state';
import { HttpError } from '../errors/error-map';

const BEARER = /^Bearer +([^\s]+) *$/i;
/** The secret of an `Authorization: Bearer <secret>` header, or null. */
export const bearerSecret = (header: string | undefined): string | null => (header ? (BEARER.exec(header)?.[1] ?? null) : null);
const INVALID = { 'WWW-Authenticate': 'Bearer error="invalid_token"' };

/**
 * A call made with a personal API token: `Authorization: Bearer lrd_...` on an /api path. The token, not any cookie,
 * says who calls. It reaches only the calls `tokenAccess` allows (the household's own data, never operator calls,
 * billing, account deletion, the password, devices or tokens), a read token only reads, and each token has its own
 * rate. Revoked means deleted, so the next request with it is a 401. Runs after loadUser and before the routers.
 *
 * A token call carries no cookie, so the CSRF check (which looks only at cookie-carrying writes) does not apply to
 * it; a cookie sent alongside is still held to that check, and ignored here.
 */
export const loadApiToken = (tokens: ApiTokens, routes: readonly ApiRoute[]): Middleware<AppState> => {
  const routeFor = routeMatcher(routes);
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    if (!header || !ctx.path.startsWith('/api/')) return next();
    const secret = BEARER.exec(header)?.[1];
    if (!secret) throw new HttpError(401, 'The Authorization header must be "Bearer <your API token>".', undefined, INVALID);
    const caller = await tokens.authenticate(secret);
    if (!caller) throw new HttpError(401, 'This API token is not valid: it may have been revoked. Make a new one on /account.', undefined, INVALID);
    const route = routeFor(ctx.method, ctx.path);
    const access = route ? tokenAccess(route) : { allowed: false as const, reason: 'No call of the API answers this with an API token (see /api/openapi.json).' };
    if (!access.allowed) throw new HttpError(403, access.reason);
    if (caller.token.scope === 'read' && !READ_METHODS.has(ctx.method)) {
      throw new HttpError(403, 'This API token is read-only: it may only read (GET). Make a read-write token on /account to change things.');
    }
    const decision = await tokens.allow(caller.token);
    if (!decision.allowed) {
      throw new HttpError(429, `Too many requests with this API token: at most ${API_TOKEN_RATE.points} a minute. Try again in ${decision.retryAfterSeconds} seconds.`, undefined, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    ctx.state.user = caller.user;
    ctx.state.sessionToken = undefined;
    ctx.state.apiToken = { id: caller.token.id, scope: caller.token.scope };
    // What the cookie's look-up read belongs to the cookie's user, not the token's.
    ctx.state.sessionHousehold = undefined;
    ctx.state.dataVersion = undefined;
    return next();
  };
};

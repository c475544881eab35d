import { API_TOKEN_RATE, MAX_API_TOKENS, type ApiToken } from '@larder/domain/accounts/api-tokens/api-token';
import { ZCreateApiTokenBody, type TApiToken, type TApiTokenList, type TCreatedApiToken } from '@larder/contract/api-tokens';
import { HttpError, unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { newRouter } from './router';

const present = (token: ApiToken): TApiToken => ({
  id: token.id,
  name: token.name,
  scope: token.scope,
  prefix: token.prefix,
  createdAt: token.createdAt.toISOString(),
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
});

/**
 * Personal API tokens on /account: list, make (the secret answered once), revoke. Signed in with the session
 * cookie only: the token middleware refuses a token here, and so does this guard, should the two drift apart.
 */
export function apiTokenRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const cookieOnly = requireUser();
  router.use('/api/user/api-tokens', async (ctx, next) => {
    if (ctx.state.apiToken) throw new HttpError(403, 'API tokens are made and revoked on /account, signed in, and never with an API token.');
    return next();
  });

  router.get('/api/user/api-tokens', cookieOnly, async (ctx) => {
    const body: TApiTokenList = { tokens: (await deps.apiTokens.list(ctx.state.user!.id)).map(present), limit: MAX_API_TOKENS, ratePerMinute: API_TOKEN_RATE.points };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.post('/api/user/api-tokens', cookieOnly, async (ctx) => {
    const input = parseInput(ZCreateApiTokenBody, ctx.request.body);
    const { token, secret } = unwrap(await deps.apiTokens.create(ctx.state.user!.id, input));
    const body: TCreatedApiToken = { token: present(token), secret, message: 'Copy the token now: it is shown only this once.' };
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = body;
  });

  router.delete('/api/user/api-tokens/:id', cookieOnly, async (ctx) => {
    unwrap(await deps.apiTokens.revoke(ctx.state.user!.id, ctx.params.id!));
    ctx.body = { message: 'The token is revoked: its next request will be refused.' };
  });
  return router;
}

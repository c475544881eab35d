import type { Context } from 'koa';
import { ZConfirmDeletionLinkBody, ZDeletionLinkQuery, type TDeleteAccountResponse, type TDeletionLinkStatus } from '@larder/contract/account-deletion';
import { unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { clearSessionCookie, requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { linkOrigin } from '../site-origin';
import { newRouter } from './router';
import { showLinkOnConsole } from '../mail/console-link';

/**
 * Account deletion confirmed by an emailed link (issue 21), for households without a password: the signed-in call
 * emails the link; the link opens the web page /confirm-deletion, which looks the link up (GET, changes nothing) and
 * confirms with its button (POST), so an email scanner that follows links uses nothing up.
 */
export function accountDeletionLinkRoutes(deps: HttpDependencies) {
  const { config } = deps;
  const { deletionLink } = deps.accountSecurity;
  const cookie = { secure: config.cookieSecure };
  const router = newRouter();
  const origin = (ctx: Context) => linkOrigin(ctx, config);

  router.post('/api/user/deletion-link', requireUser(), async (ctx) => {
    const { message, confirmUrl } = unwrap(await deletionLink.send({ userId: ctx.state.user!.id, address: ctx.ip, origin: origin(ctx) }));
    // As the login and password links: with the development helpers on, the server's console shows it.
    showLinkOnConsole(config, 'Deletion link', ctx.state.user!.email, confirmUrl);
    ctx.body = { message };
  });

  router.get('/api/user/deletion-link', async (ctx) => {
    const query = parseInput(ZDeletionLinkQuery, ctx.query);
    const { expiresAt } = unwrap(await deletionLink.check(query.token));
    const body: TDeletionLinkStatus = { expiresAt: expiresAt.toISOString() };
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = body;
  });

  router.post('/api/user/deletion-link/confirm', async (ctx) => {
    const body = parseInput(ZConfirmDeletionLinkBody, ctx.request.body ?? {});
    const done = unwrap(await deletionLink.confirm(body.token));
    // Every session of the account ended; this browser's cookie goes too when it was that account's.
    if (ctx.state.user?.id === done.userId) clearSessionCookie(ctx, cookie);
    const answer: TDeleteAccountResponse = { message: done.message, erasedAfter: done.erasedAfter.toISOString() };
    ctx.body = answer;
  });
  return router;
}

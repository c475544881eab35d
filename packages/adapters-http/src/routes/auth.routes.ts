import type { Context } from 'koa';
import { MAGIC_LINK_PATH } from '@larder/domain/accounts/magic-link/request-magic-link.use-case';
import {
  ZCheckAccountTypeBody,
  ZDevLoginBody,
  ZLoginBody,
  ZMagicLinkBody,
  ZMagicLoginQuery,
} from '@larder/contract/accounts';
import { unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { presentUser } from '../presenters/user.presenter';
import { clearSessionCookie, requireUser, setSessionCookie } from '../session/session-cookie';
import { parseInput } from '../validation';
import { linkOrigin } from '../site-origin';
import { householdAccount } from '../session/household-scope';
import { newRouter } from './router';
import { sendRendered } from '../read-cache/rendered-answers';
import { fromLoopback, loopbackOnly } from '../middleware/loopback-only';
import { showLinkOnConsole } from '../mail/console-link';

/** Sign-in by password or login link, sign-out, and the current user (document 000 sections 2, 4, 7). */
export function authRoutes(deps: HttpDependencies) {
  const { config } = deps;
  const cookie = { secure: config.cookieSecure };
  const router = newRouter();
  // Never the Origin header: a link must point at this site whoever asks for it.
  const origin = (ctx: Context) => linkOrigin(ctx, config);

  router.post('/api/auth/check-account-type', async (ctx) => {
    const body = parseInput(ZCheckAccountTypeBody, ctx.request.body);
    ctx.body = unwrap(await deps.checkAccountType.execute({ email: body.email, address: ctx.ip }));
  });

  router.post('/api/login', async (ctx) => {
    const body = parseInput(ZLoginBody, ctx.request.body);
    const { user, session } = unwrap(await deps.signIn.execute({ ...body, address: ctx.ip }));
    await deps.sessions.end(ctx.state.sessionToken);
    setSessionCookie(ctx, session, cookie);
    ctx.state.user = user;
    ctx.body = { message: 'Welcome back!', user: presentUser(await deps.getAccount.execute(user)) };
  });

  // Browsers sent here to sign in land on the sign-in page.
  router.get('/api/login', (ctx) => {
    ctx.redirect('/login');
  });

  router.post('/api/logout', async (ctx) => {
    await deps.sessions.end(ctx.state.sessionToken);
    clearSessionCookie(ctx, cookie);
    ctx.body = { message: 'Logged out' };
  });

  router.get('/api/user', requireUser(), async (ctx) => {
    // The member's own answer, rendered again only when the household's data version changes (it counts the
    // users and subscriptions rows this is made from).
    await sendRendered(ctx, deps.renderedAnswers, { household: ctx.state.user!.id }, async () => presentUser(await householdAccount(ctx, deps)));
  });

  router.post('/api/auth/request-magic-link', async (ctx) => {
    const body = parseInput(ZMagicLinkBody, ctx.request.body);
    const { loginUrl } = unwrap(await deps.requestMagicLink.execute({ email: body.email, address: ctx.ip, origin: origin(ctx) }));
    const message = 'If an account exists for that email, a login link is on its way. It expires in 15 minutes.';
    if (config.env === 'production' || !loginUrl) {
      ctx.body = { message };
      return;
    }
    // With the development helpers on, the server's own console shows the link (document 000), so no email server is needed.
    showLinkOnConsole(config, 'Login link', body.email, loginUrl);
    // The answer carries it only with DEV_HELPERS and to a caller on this machine: anyone else could sign in as anyone.
    ctx.body = config.devHelpers && fromLoopback(ctx) ? { message, loginUrl } : { message };
  });

  // Following the emailed link signs no one in: it opens the page whose button confirms (POST /api/auth/magic-login),
  // so an email scanner that fetches every link cannot use it up.
  router.get(MAGIC_LINK_PATH, async (ctx) => {
    const query = ZMagicLoginQuery.safeParse(ctx.query);
    const token = query.success ? query.data.token : '';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.redirect(token ? `/magic-login?token=${encodeURIComponent(token)}` : '/magic-login?error=invalid');
  });

  if (config.devHelpers) {
    router.post('/api/auth/dev-login', loopbackOnly(), async (ctx) => {
      const body = parseInput(ZDevLoginBody, ctx.request.body);
      const session = unwrap(await deps.devLogin.execute(body.email));
      setSessionCookie(ctx, session, cookie);
      ctx.body = { message: 'Signed in (development)' };
    });
  }
  return router;
}

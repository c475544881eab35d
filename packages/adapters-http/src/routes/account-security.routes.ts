import type { Context } from 'koa';
import { IDLE_TIMEOUT_MINUTES } from '@larder/domain/accounts/sessions/session-service';
import { ZChangePasswordBody, ZForgotPasswordBody, ZMagicLoginBody, ZResetPasswordBody, type TSessionsResponse } from '@larder/contract/account-security';
import { HttpError, unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { clearSessionCookie, requireUser, setSessionCookie } from '../session/session-cookie';
import { parseInput } from '../validation';
import { linkOrigin } from '../site-origin';
import { newRouter } from './router';
import { fromLoopback } from '../middleware/loopback-only';
import { showLinkOnConsole } from '../mail/console-link';

/**
 * Signed-in devices (list, sign out one, sign out everywhere), password change, "forgot password" by emailed link,
 * and the login link's confirm button (issue 21).
 */
export function accountSecurityRoutes(deps: HttpDependencies) {
  const { config } = deps;
  const { changePassword, passwordReset } = deps.accountSecurity;
  const cookie = { secure: config.cookieSecure };
  const router = newRouter();
  const origin = (ctx: Context) => linkOrigin(ctx, config);

  router.get('/api/user/sessions', requireUser(), async (ctx) => {
    const devices = await deps.sessions.devices(ctx.state.user!.id, ctx.state.sessionToken);
    const body: TSessionsResponse = {
      sessions: devices.map((d) => ({ ...d, signedInAt: d.signedInAt.toISOString(), lastSeenAt: d.lastSeenAt.toISOString() })),
      idleTimeoutMinutes: IDLE_TIMEOUT_MINUTES,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  // Another person's device, an unknown id or one already signed out: 404.
  router.delete('/api/user/sessions/:id', requireUser(), async (ctx) => {
    const ended = await deps.sessions.signOutDevice(ctx.state.user!.id, ctx.params.id!, ctx.state.sessionToken);
    if (!ended) throw new HttpError(404, 'Device not found: it may already be signed out.');
    if (ended.wasCurrent) clearSessionCookie(ctx, cookie);
    ctx.body = { message: ended.wasCurrent ? 'Signed out on this device.' : 'That device is signed out.' };
  });

  router.post('/api/user/sessions/sign-out-everywhere', requireUser(), async (ctx) => {
    await deps.sessions.signOutEverywhere(ctx.state.user!.id);
    clearSessionCookie(ctx, cookie);
    ctx.body = { message: 'Signed out on every device, this one too.' };
  });

  router.post('/api/user/password', requireUser(), async (ctx) => {
    const body = parseInput(ZChangePasswordBody, ctx.request.body);
    ctx.body = unwrap(await changePassword.execute({ userId: ctx.state.user!.id, sessionToken: ctx.state.sessionToken, ...body }));
  });

  router.post('/api/auth/forgot-password', async (ctx) => {
    const body = parseInput(ZForgotPasswordBody, ctx.request.body);
    const { message, resetUrl } = unwrap(await passwordReset.request({ email: body.email, address: ctx.ip, origin: origin(ctx) }));
    // As the login links: the development console shows the link; the answer carries it only with DEV_HELPERS, to this machine.
    showLinkOnConsole(config, 'Password link', body.email, resetUrl);
    ctx.body = resetUrl && config.env !== 'production' && config.devHelpers && fromLoopback(ctx) ? { message, resetUrl } : { message };
  });

  router.post('/api/auth/reset-password', async (ctx) => {
    const body = parseInput(ZResetPasswordBody, ctx.request.body);
    const result = unwrap(await passwordReset.reset(body));
    // Every session of the account ended, this browser's too if it had one.
    if (ctx.state.user) clearSessionCookie(ctx, cookie);
    ctx.body = result;
  });

  // The login link's page asks for a click before signing in, so an email scanner that follows the link uses nothing up.
  router.post('/api/auth/magic-login', async (ctx) => {
    const body = parseInput(ZMagicLoginBody, ctx.request.body);
    const session = unwrap(await deps.consumeMagicLink.execute(body.token));
    await deps.sessions.end(ctx.state.sessionToken);
    setSessionCookie(ctx, session, cookie);
    ctx.body = { message: 'Welcome back!' };
  });
  return router;
}

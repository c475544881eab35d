import { UNDO_DAYS } from '@larder/domain/accounts/delete-account/deletion-rules';
import { ZDeleteAccountBody, type TDeleteAccountResponse, type TDeletionStatus } from '@larder/contract/account-deletion';
import { unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { clearSessionCookie, requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { newRouter } from './router';

/** The right to erasure (issue 21): delete the account with a 14-day undo. */
export function accountDeletionRoutes(deps: HttpDependencies) {
  const { deleteAccount } = deps.accountSecurity;
  const cookie = { secure: deps.config.cookieSecure };
  const router = newRouter();

  router.get('/api/user/deletion', requireUser(), async (ctx) => {
    const { erasedAfter } = await deleteAccount.status(ctx.state.user!.id);
    const body: TDeletionStatus = { erasedAfter: erasedAfter?.toISOString() ?? null, undoDays: UNDO_DAYS };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  // Marks the account for deletion and signs it out everywhere, this browser too.
  router.delete('/api/user', requireUser(), async (ctx) => {
    const body = parseInput(ZDeleteAccountBody, ctx.request.body ?? {});
    const done = unwrap(await deleteAccount.request({ userId: ctx.state.user!.id, password: body.password }));
    clearSessionCookie(ctx, cookie);
    const answer: TDeleteAccountResponse = { message: done.message, erasedAfter: done.erasedAfter.toISOString() };
    ctx.body = answer;
  });

  // "Keep my account": signed in again within the window.
  router.post('/api/user/undo-delete', requireUser(), async (ctx) => {
    ctx.body = unwrap(await deleteAccount.undo(ctx.state.user!.id));
  });
  return router;
}

import type { HttpDependencies } from '../dependencies';
import { presentUser } from '../presenters/user.presenter';
import { requireAdmin } from '../session/session-cookie';
import { newRouter } from './router';

/** Operator calls; every one is admin-only on the server. */
export function adminRoutes(deps: HttpDependencies) {
  const router = newRouter();
  router.use('/api/admin', requireAdmin());

  router.get('/api/admin/users', async (ctx) => {
    const users = await deps.users.list({ limit: 500 });
    ctx.body = { users: await Promise.all(users.map(async (user) => presentUser(await deps.getAccount.execute(user)))) };
  });
  return router;
}

import {
  ZAdminLoginBody,
  ZAuditLogQuery,
  ZAuthorizationEventsQuery,
  ZPaymentScheduleQuery,
  type TAdminSession,
} from '@larder/contract/admin';
import type { HttpDependencies } from '../dependencies';
import { unwrap } from '../errors/error-map';
import { presentUser } from '../presenters/user.presenter';
import { clearSessionCookie, requireAdmin, setSessionCookie } from '../session/session-cookie';
import { parseInput } from '../validation';
import { newRouter } from './router';

const pounds = (pence: number) => Math.round(pence) / 100;

/**
 * Operator calls (document 002 sections 2, 3 and 7). Sign-in and sign-out are open; every other call is admin-only
 * on the server (401 signed out, 403 for a household), whatever the client router does.
 */
export function adminRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const cookie = { secure: deps.config.cookieSecure };
  const admin = requireAdmin();

  router.post('/api/admin/login', async (ctx) => {
    const body = parseInput(ZAdminLoginBody, ctx.request.body);
    const { user, session } = unwrap(await deps.admin.signIn.execute({ email: body.email, password: body.password, stayLoggedIn: body.stayLoggedIn, address: ctx.ip, ...(body.code ? { code: body.code } : {}) }));
    await deps.sessions.end(ctx.state.sessionToken);
    // The operator's cookie carries the session's own end (1 day, or 30 with stay-logged-in), even across browser restarts.
    setSessionCookie(ctx, { ...session, persistent: true }, cookie);
    ctx.state.user = user;
    const info: TAdminSession = { isAuthenticated: true, email: user.email, expires: session.expiresAt.toISOString(), stayLoggedIn: body.stayLoggedIn };
    ctx.body = { ok: true, success: true, message: 'Signed in', session: info, user: presentUser(await deps.getAccount.execute(user)) };
  });

  router.post('/api/admin/logout', async (ctx) => {
    const user = ctx.state.user;
    await deps.sessions.end(ctx.state.sessionToken);
    clearSessionCookie(ctx, cookie);
    if (user?.role === 'admin') {
      await deps.admin.audit.record(
        { actorId: user.id, actorEmail: user.email, action: 'admin.logout', outcome: 'succeeded', detail: null, address: ctx.ip || null },
        deps.clock.now(),
      );
    }
    ctx.state.user = null;
    ctx.body = { ok: true, message: 'Logged out' };
  });

  router.get('/api/admin/me', admin, (ctx) => {
    const user = ctx.state.user!;
    ctx.body = { isAuthenticated: true, email: user.email, firstName: user.firstName, lastName: user.lastName };
  });

  router.get('/api/admin/users', admin, async (ctx) => {
    const users = await deps.users.list({ limit: 500 });
    ctx.body = { users: await Promise.all(users.map(async (user) => presentUser(await deps.getAccount.execute(user)))) };
  });

  router.get('/api/admin/analytics', admin, async (ctx) => {
    ctx.body = await deps.admin.reports.analytics();
  });

  // The billing dashboard's figures alone: kept as an alias now that the dashboard calls /api/admin/analytics (document 002).
  router.get('/api/admin/billing-analytics', admin, async (ctx) => {
    ctx.body = await deps.admin.reports.billingAnalytics();
  });

  router.get('/api/admin/payment-schedule', admin, async (ctx) => {
    const page = parseInput(ZPaymentScheduleQuery, ctx.query);
    const { schedule, ...totals } = await deps.admin.reports.paymentSchedule();
    ctx.body = { ...totals, offset: page.offset, limit: page.limit, schedule: schedule.slice(page.offset, page.offset + page.limit) };
  });

  // Document 002: the answer is a list. Paging is in the query (page from 1, pageSize) and the total in X-Total-Count.
  router.get('/api/admin/authorization-events', admin, async (ctx) => {
    const query = parseInput(ZAuthorizationEventsQuery, ctx.query);
    const { events, total } = await deps.admin.reports.authorizationEvents({ offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
    ctx.set('X-Total-Count', String(total));
    ctx.set('Access-Control-Expose-Headers', 'X-Total-Count');
    ctx.body = events.map((e) => ({
      id: e.id,
      eventType: e.eventType,
      authorizationMethod: e.authorizationMethod,
      amount: pounds(e.amountPence),
      status: e.status,
      createdAt: e.createdAt.toISOString(),
      email: e.email,
    }));
  });

  router.get('/api/admin/audit-log', admin, async (ctx) => {
    const page = parseInput(ZAuditLogQuery, ctx.query);
    const { entries, total } = await deps.admin.reports.auditLog(page);
    ctx.body = {
      total,
      offset: page.offset,
      limit: page.limit,
      entries: entries.map((e) => ({
        id: e.id,
        actorEmail: e.actorEmail,
        action: e.action,
        outcome: e.outcome,
        detail: e.detail,
        address: e.address,
        createdAt: e.createdAt.toISOString(),
      })),
    };
  });

  return router;
}

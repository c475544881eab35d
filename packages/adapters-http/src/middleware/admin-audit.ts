import type { Middleware } from 'koa';
import type { AdminAuditLog } from '@larder/domain/admin/ports';
import type { Clock } from '@larder/domain/shared/clock';
import type { AppState } from '../app-state';

/** Operator calls that change something: each is written to the audit log (sign-in and sign-out record themselves). */
const ADMIN_ACTION = /^\/api\/(admin\/|acquired\/admin\/|subscription\/process-daily-billing\/?$)/i;
const SELF_RECORDED = new Set(['/api/admin/login', '/api/admin/logout']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A secret-free summary of an answer: its numbers, booleans and short texts (the run's counts, a message). */
export function summarise(body: unknown): Record<string, unknown> | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const out: Record<string, unknown> = {};
  const take = (source: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(source)) {
      if (Object.keys(out).length >= 16) return;
      if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
      else if (typeof value === 'string' && value.length <= 200 && /^(message|date|error|status)$/.test(key)) out[key] = value;
    }
  };
  const record = body as Record<string, unknown>;
  take(record);
  if (record.summary && typeof record.summary === 'object') take(record.summary as Record<string, unknown>);
  return Object.keys(out).length ? out : null;
}

/**
 * Records every state-changing operator call (who, what, when, how it ended) after it has run, whether it
 * succeeded or not. Reads (the analytics polled every 30 s) are not actions and are not recorded. A failure to
 * write the record is logged and does not undo or hide the action's own answer.
 */
export const adminAuditTrail =
  (audit: AdminAuditLog, clock: Clock): Middleware<AppState> =>
  async (ctx, next) => {
    if (READS.has(ctx.method)) return next();
    let failure: unknown = null;
    try {
      await next();
    } catch (error) {
      failure = error;
    }
    // Whether this was an operator action is decided by the path and by the route the router ran (issue 34, M3): a
    // variant the router accepts (a trailing slash) is the same call and is recorded; the path is matched whatever its
    // case (routing is case-sensitive, so a changed case reaches no admin call).
    const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
    const action = ADMIN_ACTION.test(ctx.path) || (typeof route === 'string' && ADMIN_ACTION.test(route));
    const selfRecorded = SELF_RECORDED.has(ctx.path.toLowerCase().replace(/\/+$/, '')) || (typeof route === 'string' && SELF_RECORDED.has(route));
    const user = ctx.state.user;
    if (action && !selfRecorded && user?.role === 'admin') {
      const status = failure ? Number((failure as { status?: number }).status ?? 500) : ctx.status;
      const detail = failure ? { message: String((failure as Error).message ?? 'error').slice(0, 200) } : summarise(ctx.body);
      await audit
        .record({ actorId: user.id, actorEmail: user.email, action: `${ctx.method} ${ctx.path}`, outcome: String(status), detail, address: ctx.ip || null }, clock.now())
        .catch((error: unknown) => ctx.state.log?.error({ err: error, action: `${ctx.method} ${ctx.path}` }, 'could not write the admin audit log'));
    }
    if (failure) throw failure;
  };

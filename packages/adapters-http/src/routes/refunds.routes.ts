import type { RefundRecord } from '@larder/domain/billing/refund-charge/ports';
import { REFUND_WINDOW_DAYS } from '@larder/domain/billing/refund-charge/refund-charge.use-case';
import { ZRefundBody, type TRefund } from '@larder/contract/refunds';
import type { HttpDependencies } from '../dependencies';
import { unwrap } from '../errors/error-map';
import { requireAdmin } from '../session/session-cookie';
import { parseInput } from '../validation';
import { newRouter } from './router';

const pounds = (pence: number) => Math.round(pence) / 100;
const day = (date: Date) => date.toISOString().slice(0, 10);

const presentRefund = (r: RefundRecord): TRefund => ({
  id: r.id,
  status: r.status,
  amount: pounds(r.amountPence),
  method: r.method,
  actorEmail: r.actorEmail,
  reason: r.reason,
  providerRefundId: r.providerRefundId,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/**
 * Refunds from the operators' console (admin only: 401 signed out, 403 for a household; the POST is written to the
 * audit log by the admin audit trail). The policy is the domain's (RefundCharge): a whole collected payment, once,
 * within 180 days, through the provider that took it.
 */
export function refundRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const admin = requireAdmin();

  router.get('/api/admin/refunds', admin, async (ctx) => {
    const payments = await deps.admin.refunds.recent();
    ctx.body = {
      windowDays: REFUND_WINDOW_DAYS,
      payments: payments.map((p) => ({
        chargeId: p.chargeId,
        email: p.email,
        name: p.name,
        periodDate: day(p.periodDate),
        collectedAt: p.collectedAt.toISOString(),
        amount: pounds(p.amountPence),
        provider: p.provider,
        refund: p.refund ? presentRefund(p.refund) : null,
        notRefundableBecause: p.notRefundableBecause,
      })),
    };
  });

  router.post('/api/admin/refunds', admin, async (ctx) => {
    const body = parseInput(ZRefundBody, ctx.request.body);
    const refund = unwrap(await deps.admin.refunds.refund({ chargeId: body.chargeId, method: 'operator', actorEmail: ctx.state.user!.email, reason: body.reason }));
    ctx.status = 201;
    ctx.body = { status: 'succeeded', amount: pounds(refund.amountPence), refund: presentRefund(refund) };
  });

  return router;
}

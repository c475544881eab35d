import { ZReceiptBody } from '@larder/contract/budget';
import { ZPayCycleBody } from '@larder/contract/pay-cycle';
import { describePayCycle } from '@larder/domain/budget/pay-cycle/pay-cycle.use-case';
import { presentPayCycle } from '../presenters/pay-cycle.presenter';
import type { HttpDependencies } from '../dependencies';
import { HttpError, unwrap } from '../errors/error-map';
import { presentBudget, presentReceipt } from '../presenters/site.presenter';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { actorId, householdId } from '../session/household-scope';
import { newRouter } from './router';

/** The budget tracker (/budget-tracker): the household's own figures, and receipts entered by hand. */
export function budgetRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const uid = householdId;

  router.get('/api/budget-tracker', requireUser(), async (ctx) => {
    ctx.body = presentBudget(unwrap(await deps.budgetTracker.overview(uid(ctx))));
  });
  router.post('/api/budget-tracker/receipts', requireUser(), async (ctx) => {
    const body = parseInput(ZReceiptBody, ctx.request.body);
    const receipt = unwrap(await deps.budgetTracker.addReceipt(uid(ctx), body, actorId(ctx)));
    ctx.status = 201;
    ctx.body = presentReceipt(receipt);
  });
  router.delete('/api/budget-tracker/receipts/:id', requireUser(), async (ctx) => {
    const id = /^\d{1,9}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, 'Receipt not found');
    unwrap(await deps.budgetTracker.deleteReceipt(uid(ctx), id));
    ctx.body = { message: 'Receipt Deleted' };
  });
  // The pay cycle (issue 37): how the household is paid, and what is left until pay day. Any member may change it.
  router.get('/api/budget/pay-cycle', requireUser(), async (ctx) => {
    ctx.body = presentPayCycle(unwrap(await deps.payCycle.view(uid(ctx))));
  });
  router.put('/api/budget/pay-cycle', requireUser(), async (ctx) => {
    const body = parseInput(ZPayCycleBody, ctx.request.body);
    const view = unwrap(await deps.payCycle.change(uid(ctx), body, actorId(ctx)));
    await deps.household.activity.record({ householdId: uid(ctx), actorId: actorId(ctx), kind: 'pay-cycle.changed', detail: describePayCycle(view.cycle!) });
    ctx.body = presentPayCycle(view);
  });
  router.delete('/api/budget/pay-cycle', requireUser(), async (ctx) => {
    ctx.body = presentPayCycle(unwrap(await deps.payCycle.remove(uid(ctx))));
  });
  return router;
}

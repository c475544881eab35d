import { ZReceiptBody } from '@larder/contract/budget';
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
  return router;
}

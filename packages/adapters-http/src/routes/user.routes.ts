import { ZOnboardingBody, ZPreferencesBody } from '@larder/contract/accounts';
import { HttpError, unwrap } from '../errors/error-map';
import { isExportCsvPart } from '@larder/domain/accounts/export-data/export-data.use-case';
import type { HttpDependencies } from '../dependencies';
import { presentUser } from '../presenters/user.presenter';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { householdAccount, householdId } from '../session/household-scope';
import { newRouter } from './router';

/** The household profile: preferences (setup and account payloads) and onboarding. */
export function userRoutes(deps: HttpDependencies) {
  const router = newRouter();

  // The right of access: everything the person and their household hold, as one JSON file to keep.
  router.get('/api/user/export', requireUser(), async (ctx) => {
    const data = await deps.exportAccountData.json({ userId: ctx.state.user!.id, householdOwnerId: householdId(ctx) });
    ctx.set('Content-Disposition', `attachment; filename="larder-export-${data.exportedAt.slice(0, 10)}.json"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = data;
  });

  // The same as CSV for a spreadsheet: by subject (lists, larder, receipts...) or one record kind (larder_items).
  router.get('/api/user/export/:part.csv', requireUser(), async (ctx) => {
    const part = ctx.params.part!;
    if (!isExportCsvPart(part)) throw new HttpError(404, `No such export: ${part}.csv`);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="larder-${part}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.exportAccountData.csv({ userId: ctx.state.user!.id, householdOwnerId: householdId(ctx) }, part);
  });

  router.put('/api/user/preferences', requireUser(), async (ctx) => {
    const body = parseInput(ZPreferencesBody, ctx.request.body);
    const user = unwrap(await deps.updatePreferences.execute(householdId(ctx), body));
    ctx.body = presentUser(await householdAccount(ctx, deps, user));
  });

  router.put('/api/user/complete-onboarding', requireUser(), async (ctx) => {
    const body = parseInput(ZOnboardingBody, ctx.request.body);
    const user = unwrap(await deps.completeOnboarding.execute(householdId(ctx), body));
    ctx.body = presentUser(await householdAccount(ctx, deps, user));
  });
  return router;
}

import { ZOnboardingBody, ZPreferencesBody } from '@larder/contract/accounts';
import { HttpError, unwrap } from '../errors/error-map';
import { EXPORT_CSV_PARTS, type ExportCsvPart } from '@larder/domain/accounts/export-data/export-data.use-case';
import type { HttpDependencies } from '../dependencies';
import { presentUser } from '../presenters/user.presenter';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { householdAccount, householdId } from '../session/household-scope';
import { newRouter } from './router';

/** The household profile: preferences (setup and account payloads) and onboarding. */
export function userRoutes(deps: HttpDependencies) {
  const router = newRouter();

  // The right of access: everything the account holds, as one JSON file to keep.
  router.get('/api/user/export', requireUser(), async (ctx) => {
    const data = await deps.exportAccountData.json(ctx.state.user!.id);
    ctx.set('Content-Disposition', `attachment; filename="larder-export-${data.exportedAt.slice(0, 10)}.json"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = data;
  });

  // Lists, plans and spending as CSV for a spreadsheet.
  router.get('/api/user/export/:part.csv', requireUser(), async (ctx) => {
    const part = ctx.params.part!;
    if (!(part in EXPORT_CSV_PARTS)) throw new HttpError(404, `No such export: ${part}.csv (lists, plans or spending)`);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="larder-${part}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.exportAccountData.csv(ctx.state.user!.id, part as ExportCsvPart);
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

import { ZOnboardingBody, ZPreferencesBody } from '../contract/accounts';
import { unwrap } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { presentUser } from '../presenters/user.presenter';
import { requireUser } from '../session/session-cookie';
import { parseInput } from '../validation';
import { householdAccount, householdId } from '../session/household-scope';
import { newRouter } from './router';

/** The household profile: preferences (setup and account payloads) and onboarding. */
export function userRoutes(deps: HttpDependencies) {
  const router = newRouter();

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

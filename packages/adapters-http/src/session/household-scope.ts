import type { Context, Middleware } from 'koa';
import type { User } from '@larder/domain/accounts/user';
import { soloMembership } from '@larder/domain/household/household';
import type { Account } from '@larder/domain/accounts/get-account/get-account.use-case';
import type { HouseholdScope } from '@larder/domain/household/household-scope/household-scope.use-case';
import type { AppState } from '../app-state';
import type { HttpDependencies } from '../dependencies';
import { HttpError, unauthorized } from '../errors/error-map';

/** Puts the signed-in user's household on ctx.state (after loadUser). */
export const loadHousehold =
  (scope: HouseholdScope): Middleware<AppState> =>
  async (ctx, next) => {
    const user = ctx.state.user;
    const read = ctx.state.sessionHousehold;
    // A session's look-up read the household already (one round trip); an API token's did not.
    ctx.state.household = !user ? null : read !== undefined && !ctx.state.apiToken ? (read ?? soloMembership(user.id)) : await scope.execute(user.id);
    return next();
  };

type Ctx = Pick<Context, 'state'> & { state: AppState };

/**
 * Whose data the call acts on: the household owner's id. Plans, lists, recipes, budget and chats are keyed by it,
 * so every member sees and changes the same ones.
 */
export const householdId = (ctx: Ctx): string => ctx.state.household?.ownerId ?? ctx.state.user!.id;

/** Who made the change (recorded on list items). */
export const actorId = (ctx: Ctx): string => ctx.state.user!.id;

/** What a member hears when they try what only the paying owner may: "Only Dan, who pays for Larder, can cancel." */
export const ownerOnlyMessage = (ownerFirstName: string | null | undefined, action: string): string =>
  ownerFirstName?.trim() ? `Only ${ownerFirstName.trim()}, who pays for Larder, can ${action}.` : `Only the household's owner, who pays for Larder, can ${action}.`;

/** A 403 that names the owner (a member's household is the owner's; the owner's first name says whom to ask). */
export async function refuseMember(ctx: Ctx, users: Pick<HttpDependencies['users'], 'findById'>, action: string): Promise<never> {
  const owner = ctx.state.household ? await users.findById(ctx.state.household.ownerId) : null;
  throw new HttpError(403, ownerOnlyMessage(owner?.firstName, action));
}

/** Billing and cancelling are the owner's: a member gets 403 naming the owner ("Only Dan, who pays for Larder, can cancel."). */
export const requireHouseholdOwner =
  (users: Pick<HttpDependencies['users'], 'findById'>, action = 'change billing or the subscription'): Middleware<AppState> =>
  async (ctx, next) => {
    if (!ctx.state.user) throw unauthorized();
    if (ctx.state.household?.role === 'member') await refuseMember(ctx, users, action);
    return next();
  };

/** The account as GET /api/user shows it: the member's own name and email, the household's profile and subscription. */
export async function householdAccount(ctx: Ctx, deps: Pick<HttpDependencies, 'users' | 'getAccount'>, fresh?: User): Promise<Account> {
  const ownerId = householdId(ctx);
  const user = fresh && fresh.id === ctx.state.user!.id ? fresh : ctx.state.user!;
  const owner = fresh && fresh.id === ownerId ? fresh : ownerId === user.id ? user : ((await deps.users.findById(ownerId)) ?? user);
  const { subscription } = await deps.getAccount.execute(owner);
  return { user: { ...user, profile: owner.profile, onboardingCompletedAt: owner.onboardingCompletedAt }, subscription };
}

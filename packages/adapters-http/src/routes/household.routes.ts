import type { Context } from 'koa';
import type { HouseholdView } from '@larder/domain/household/view-household/view-household.use-case';
import { ZAcceptBody, ZActivityQuery, ZInviteBody, ZMealTimesBody, type THousehold } from '@larder/contract/household';
import type { HttpDependencies } from '../dependencies';
import { HttpError, unwrap } from '../errors/error-map';
import { requireUser, setSessionCookie } from '../session/session-cookie';
import { linkOrigin } from '../site-origin';
import { fromLoopback } from '../middleware/loopback-only';
import { parseInput } from '../validation';
import { documentOptions, householdOpenApi } from '../api-document';
import { newRouter } from './router';
import { describeMealTimes } from '@larder/domain/calendar/meal-times';

const presentHousehold = (view: HouseholdView, me: string): THousehold => ({
  role: view.role,
  ownerId: view.ownerId,
  me,
  maxMembers: view.maxMembers,
  members: view.members.map((m) => ({ userId: m.userId, firstName: m.firstName, lastName: m.lastName, email: m.email, role: m.role, joinedAt: m.joinedAt.toISOString() })),
  invitations: view.invitations.map((i) => ({ id: i.id, email: i.email, createdAt: i.createdAt.toISOString(), expiresAt: i.expiresAt.toISOString() })),
});

/** A link token from the path: 43 base64url characters, or the link does not exist. */
const token = (raw: string | undefined): string => {
  if (!/^[A-Za-z0-9_-]{43}$/.test(raw ?? '')) throw new HttpError(404, 'This invitation link is not valid.');
  return raw!;
};

/** Households: members, invitations by email, joining, leaving, removal. Roles are checked in the use case. */
export function householdRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const household = deps.household;
  const origin = (ctx: Context) => linkOrigin(ctx, deps.config);

  router.get('/api/household/openapi.json', (ctx) => {
    ctx.body = householdOpenApi(documentOptions(deps, ctx));
  });

  router.get('/api/household', requireUser(), async (ctx) => {
    ctx.body = presentHousehold(await household.view.execute(ctx.state.user!.id), ctx.state.user!.id);
  });

  router.post('/api/household/invitations', requireUser(), async (ctx) => {
    const body = parseInput(ZInviteBody, ctx.request.body);
    const { invitation, link } = unwrap(await household.inviteMember.invite(ctx.state.user!.id, body.email, origin(ctx)));
    ctx.status = 201;
    ctx.body = {
      message: `Invitation sent to ${invitation.email}. The link works once, for 7 days.`,
      invitation: { id: invitation.id, email: invitation.email, createdAt: invitation.createdAt.toISOString(), expiresAt: invitation.expiresAt.toISOString() },
      // Development helpers only, for a caller on this machine, as with sign-in links: no email server is needed to
      // try it. Otherwise the link goes by email only, so an owner cannot make an account for another's address (L5).
      ...(deps.config.devHelpers && fromLoopback(ctx) ? { link } : {}),
    };
  });

  router.delete('/api/household/invitations/:id', requireUser(), async (ctx) => {
    unwrap(await household.inviteMember.revoke(ctx.state.user!.id, ctx.params.id!));
    ctx.body = { message: 'Invitation cancelled' };
  });

  router.get('/api/household/invitations/:token', async (ctx) => {
    const preview = unwrap(await household.join.preview(token(ctx.params.token)));
    ctx.body = { ...preview, expiresAt: preview.expiresAt.toISOString() };
  });

  router.post('/api/household/invitations/:token/accept', async (ctx) => {
    const link = token(ctx.params.token);
    if (ctx.state.user) {
      const membership = unwrap(await household.join.accept(link, ctx.state.user.id));
      ctx.body = { message: 'You have joined the household.', ownerId: membership.ownerId };
      return;
    }
    const body = parseInput(ZAcceptBody, ctx.request.body ?? {});
    const preview = unwrap(await household.join.preview(link));
    if (preview.hasAccount && preview.state === 'open') throw new HttpError(401, `Sign in as ${preview.email} to join the household.`);
    const joined = unwrap(await household.join.joinWithNewAccount(link, { firstName: body.firstName, lastName: body.lastName, password: body.password }));
    setSessionCookie(ctx, await deps.sessions.start(joined.userId, false), { secure: deps.config.cookieSecure });
    ctx.status = 201;
    ctx.body = { message: 'Welcome! You have joined the household.', ownerId: joined.membership.ownerId };
  });

  router.delete('/api/household/members/:userId', requireUser(), async (ctx) => {
    unwrap(await household.removeMember.execute(ctx.state.user!.id, ctx.params.userId!));
    ctx.body = { message: 'Member removed' };
  });

  router.delete('/api/household', requireUser(), async (ctx) => {
    unwrap(await household.dissolve.execute(ctx.state.user!.id));
    ctx.body = { message: 'The household is deleted: everyone else has left, and your plans and lists stay with you.' };
  });

  router.post('/api/household/leave', requireUser(), async (ctx) => {
    unwrap(await household.leave.execute(ctx.state.user!.id));
    ctx.body = { message: 'You have left the household.' };
  });

  // The calendar feed: a secret link per member. Only its digest is kept, and its nonce when the server has a link
  // key: then the link is shown again here; without one it was shown once, when made.
  router.get('/api/calendar/token', requireUser(), async (ctx) => {
    const { token, createdAt } = await deps.household.calendarLink.status(ctx.state.user!.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { url: token ? `${origin(ctx)}/api/calendar/${token}.ics` : null, createdAt: createdAt?.toISOString() ?? null };
  });
  router.post('/api/calendar/token', requireUser(), async (ctx) => {
    const { token: secret, createdAt } = await deps.household.calendarLink.newLink(ctx.state.user!.id);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { url: `${origin(ctx)}/api/calendar/${secret}.ics`, createdAt: createdAt.toISOString() };
  });
  // Who changed what in the household's shared data (issue 18), newest first; `about` narrows to some things.
  router.get('/api/household/activity', requireUser(), async (ctx) => {
    const query = parseInput(ZActivityQuery, ctx.query);
    const about = query.about?.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 100);
    const ownerId = ctx.state.household?.ownerId ?? ctx.state.user!.id;
    const views = await deps.household.activity.recent(ownerId, ctx.state.user!.id, { ...(query.limit ? { limit: query.limit } : {}), ...(about ? { about } : {}) });
    ctx.body = { activity: views.map((v) => ({ ...v, at: v.at.toISOString() })) };
  });

  // The household's meal times: when each meal shows in the calendar; any member may change them.
  router.get('/api/household/meal-times', requireUser(), async (ctx) => {
    ctx.body = await deps.household.calendar.mealTimes(ctx.state.user!.id);
  });
  router.put('/api/household/meal-times', requireUser(), async (ctx) => {
    const body = parseInput(ZMealTimesBody, ctx.request.body);
    const saved = unwrap(await deps.household.calendar.changeMealTimes(ctx.state.user!.id, body));
    await deps.household.activity.record({
      householdId: ctx.state.household?.ownerId ?? ctx.state.user!.id,
      actorId: ctx.state.user!.id,
      kind: 'meal-times.changed',
      detail: describeMealTimes(saved.times),
    });
    ctx.body = saved;
  });

  router.get('/api/calendar/:file', async (ctx) => {
    const match = /^(.+)\.ics$/.exec(ctx.params.file ?? '');
    if (!match) throw new HttpError(404, 'Calendar not found');
    const ics = unwrap(await deps.household.calendar.feed(match[1]!, origin(ctx)));
    ctx.set('Content-Type', 'text/calendar; charset=utf-8');
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.set('Content-Disposition', 'inline; filename="larder-meals.ics"');
    ctx.body = ics;
  });
  return router;
}

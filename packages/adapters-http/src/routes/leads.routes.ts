import type { Context, Middleware, Next } from 'koa';
import { formatPounds } from '@larder/domain/shared/money';
import { isoDate } from '@larder/domain/billing/billing-rules';
import type { StoredLead } from '@larder/domain/leads/lead';
import {
  ZBuyerAnalyticsAuthBody,
  ZBuyerAnalyticsQuery,
  ZLeadSetupIntentBody,
  ZLeadSubscribeBody,
  ZSubmitToPartnerBody,
  type TLeadView,
} from '@larder/contract/leads';
import type { HttpDependencies } from '../dependencies';
import { HttpError, unwrap } from '../errors/error-map';
import type { AppState } from '../app-state';
import { postmanCollection } from '../leads/buyer-openapi';
import { buyerOpenApi } from '../api-document';
import { linkOrigin } from '../site-origin';
import { parseInput } from '../validation';
import { newRouter } from './router';

export const BUYER_ANALYTICS_COOKIE = 'larder_buyer_analytics';

/** The paths whose errors are `{ success: false, error, message }` (the lead calls of document 002). */
const LEAD_PATH = /^\/api\/(buyer\/|buyer-analytics\/|leads\/|subscription\/create-setup-intent$)/;

/**
 * Errors of the lead calls in the shape their clients read: `{ success: false, error, message, field? }`.
 * Mounted before the body parser, so a body that is not JSON gets the same shape. Nothing of the request
 * body is ever logged: a fault logs its error only (the lead body carries bank details and more).
 */
export const leadCallErrors = (): Middleware<AppState> => async (ctx, next) => {
  if (!LEAD_PATH.test(ctx.path)) return next();
  try {
    await next();
  } catch (caught) {
    const answer = (status: number, error: string, field?: string, headers: Record<string, string> = {}) => {
      ctx.status = status;
      ctx.set(headers);
      ctx.body = { success: false, error, message: error, ...(field ? { field } : {}) };
    };
    if (caught instanceof HttpError) return answer(caught.status, caught.message, caught.field, caught.headers);
    const error = caught as Error & { status?: number; type?: string };
    if (error.type === 'entity.too.large') return answer(400, 'Request body is too large');
    if (error.status === 415 || error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') {
      return answer(400, 'Request body must be JSON (Content-Type: application/json)');
    }
    if (error.status && error.status >= 400 && error.status < 500) return answer(400, 'Request body is not valid JSON');
    ctx.state.log?.error({ err: { type: error.name, message: error.message, stack: error.stack }, path: ctx.path }, 'lead call failed');
    answer(500, 'Something went wrong on our side. Please try again.');
  }
};

const pounds = (pence: number) => Number(formatPounds(pence));

/** Document 002's Lead: the applicant as the welcome and payment pages show them. Never bank details. */
/** `sessionId`: the one the caller opened it with (the lead keeps only its digest). */
export function presentLead(lead: StoredLead, sessionId: string): TLeadView {
  const a = lead.applicant!;
  return {
    sessionId,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    birthDate: a.birthDate,
    currentStreet: [a.currentHouse, a.currentStreet].filter(Boolean).join(' ') || null,
    currentTown: a.currentTown,
    currentPostcode: a.currentPostcode,
    postcode: a.currentPostcode,
    homePhone: a.homePhone,
    workPhone: a.workPhone,
    cellPhone: a.cellPhone,
    loanAmount: pounds(a.loanAmountPence),
    loanTerm: a.loanTermMonths,
    loanPurpose: a.loanPurpose,
    monthlyIncome: pounds(a.monthlyIncomePence),
    nextPayDate: a.nextPayDate,
    followingPayDate: a.followingPayDate,
    payDay: lead.payDay ?? 1,
    expiresAt: lead.expiresAt!.toISOString(),
    subscribed: lead.subscriptionId !== null,
  };
}

/**
 * The lead calls: the buyer intake (with its OpenAPI document and Postman collection), the lead journey
 * (welcome, payment, partner) and buyer analytics behind the shared password.
 */
export function leadRoutes(deps: HttpDependencies) {
  const leads = deps.leads;
  const router = newRouter();
  const origin = (ctx: Context) => linkOrigin(ctx, deps.config);
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  const partnerRedirect = (ctx: Context, sessionId: string) => {
    const url = new URL(leads.config.partnerRedirectUrl ?? `${origin(ctx)}/payment-success`);
    url.searchParams.set('session_id', sessionId);
    return url.toString();
  };

  // ---- the buyer intake: POST /api/buyer/process-lead is on a chain of its own (leads/buyer-intake.ts) ----
  router.get('/api/buyer/openapi.json', (ctx) => {
    ctx.body = buyerOpenApi({ serverUrl: origin(ctx), intakeOpen: leads.config.intakeOpen });
  });

  router.get('/api/buyer/postman-collection.json', (ctx) => {
    ctx.set('Content-Disposition', 'attachment; filename="larder-buyer-api.postman_collection.json"');
    ctx.body = postmanCollection(buyerOpenApi({ serverUrl: origin(ctx), intakeOpen: leads.config.intakeOpen }));
  });

  // ---- the lead journey --------------------------------------------------------------------------------
  router.get('/api/leads/:sessionId', async (ctx) => {
    noStore(ctx);
    ctx.body = presentLead(unwrap(await leads.journey.view(ctx.params.sessionId!)), ctx.params.sessionId!);
  });

  router.post('/api/leads/:sessionId/track-welcome-view', async (ctx) => {
    unwrap(await leads.journey.track(ctx.params.sessionId!, 'welcome_viewed'));
    ctx.body = { success: true };
  });

  router.post('/api/leads/:sessionId/track-subscription-view', async (ctx) => {
    unwrap(await leads.journey.track(ctx.params.sessionId!, 'subscription_viewed'));
    ctx.body = { success: true };
  });

  router.post('/api/subscription/create-setup-intent', async (ctx) => {
    const body = parseInput(ZLeadSetupIntentBody, ctx.request.body);
    if (!body.sessionId) throw new HttpError(400, 'Missing session ID', 'sessionId');
    const intent = unwrap(await leads.journey.createSetupIntent(body.sessionId));
    ctx.body = { success: true, clientSecret: intent.clientSecret, customerId: null, provider: deps.config.paymentProvider, publishableKey: deps.config.publishableKey };
  });

  router.post('/api/leads/:sessionId/subscribe', async (ctx) => {
    const body = parseInput(ZLeadSubscribeBody, ctx.request.body);
    const sessionId = ctx.params.sessionId!;
    const done = unwrap(
      await deps.cardAttempts.attempt({ account: `lead:${sessionId}`, address: ctx.ip, form: 'lead' }, () =>
        leads.journey.subscribe(sessionId, { paymentMethodId: body.paymentMethodId ?? '', payDay: body.payDay, customerName: body.customerName, customerEmail: body.customerEmail }),
      ),
    );
    const redirect = partnerRedirect(ctx, sessionId);
    const s = done.subscription;
    ctx.body = {
      success: true,
      peppyRedirectUrl: redirect,
      redirectUrl: redirect,
      alreadySubscribed: done.alreadySubscribed,
      subscription: s
        ? { status: s.status, billingDay: s.preferredPayDay, trialEndsAt: s.trialEndsAt?.toISOString() ?? null, nextBillingDate: s.nextChargeAt ? isoDate(s.nextChargeAt) : null }
        : null,
    };
  });

  router.post('/api/leads/submit-to-:partner', async (ctx) => {
    if (ctx.params.partner !== leads.config.partnerName) throw new HttpError(404, `No such partner: ${ctx.params.partner}`);
    const body = parseInput(ZSubmitToPartnerBody, ctx.request.body);
    if (!body.sessionId) throw new HttpError(400, 'Missing session ID', 'sessionId');
    unwrap(await leads.journey.view(body.sessionId));
    ctx.body = { success: true, redirectUrl: partnerRedirect(ctx, body.sessionId) };
  });

  // ---- buyer analytics ---------------------------------------------------------------------------------
  const analyticsToken = (ctx: Context) => ctx.cookies.get(BUYER_ANALYTICS_COOKIE);
  const requireAnalytics = async (ctx: Context, next: Next) => {
    const admin = (ctx.state as AppState).user?.role === 'admin';
    if (!admin && !(await leads.analytics.isSignedIn(analyticsToken(ctx)))) throw new HttpError(401, 'Unauthorized');
    noStore(ctx);
    return next();
  };

  router.post('/api/buyer/analytics/auth', async (ctx) => {
    const body = parseInput(ZBuyerAnalyticsAuthBody, ctx.request.body);
    const session = unwrap(await leads.analytics.signIn(body.password ?? '', ctx.ip));
    ctx.cookies.set(BUYER_ANALYTICS_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: deps.config.cookieSecure,
      path: '/api',
      expires: session.expiresAt,
      overwrite: true,
    });
    ctx.body = { success: true, expiresAt: session.expiresAt.toISOString() };
  });

  router.post('/api/buyer/analytics/logout', async (ctx) => {
    await leads.analytics.signOut(analyticsToken(ctx));
    ctx.cookies.set(BUYER_ANALYTICS_COOKIE, '', { httpOnly: true, sameSite: 'strict', secure: deps.config.cookieSecure, path: '/api', expires: new Date(0), overwrite: true });
    ctx.body = { success: true };
  });

  router.get('/api/buyer/analytics/session', async (ctx) => {
    noStore(ctx);
    const admin = ctx.state.user?.role === 'admin';
    ctx.body = { authenticated: admin || (await leads.analytics.isSignedIn(analyticsToken(ctx))), configured: leads.analytics.configured };
  });

  router.get('/api/buyer/analytics/data', requireAnalytics, async (ctx) => {
    const query = parseInput(ZBuyerAnalyticsQuery, ctx.query);
    ctx.body = unwrap(await leads.analytics.data(query));
  });

  router.get('/api/buyer-analytics/conversion-funnel', requireAnalytics, async (ctx) => {
    const query = parseInput(ZBuyerAnalyticsQuery, ctx.query);
    ctx.body = unwrap(await leads.analytics.funnel(query));
  });

  return router;
}

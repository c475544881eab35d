import bodyParser from 'koa-bodyparser';
import type { Context, Middleware } from 'koa';
import type { AppState } from '../app-state';
import { formatPounds } from '@larder/domain/shared/money';
import type { BuyerLeadPayload } from '@larder/domain/leads/lead';
import { ZBuyerLeadPayload, type TLeadResponse } from '@larder/contract/leads';
import type { HttpDependencies } from '../dependencies';
import { HttpError } from '../errors/error-map';
import { rejectControlCharacters } from '../middleware/reject-control-characters';
import { leadCallErrors } from '../routes/leads.routes';
import { newRouter } from '../routes/router';
import { linkOrigin } from '../site-origin';
import { parseInput } from '../validation';

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many leads: try again in ${retryAfterSeconds} seconds`, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** The buyer's keyed call: a lead posted with the buyer's X-Api-Key. */
export const BUYER_INTAKE_PATH = '/api/buyer/process-lead';

/**
 * The buyer intake on a chain of its own (issue 39). A keyed call carries no cookie, so it needs no session look-up,
 * no household, no CSRF check, no activity or audit hook, and its answer (under 1 KB) no compression: it goes through
 * the request id and access line, the security headers, then only its lead-shaped errors, the JSON body limit, the
 * control-character check, the key, the per-key rate limit, validation and the store. Mounted before the shared chain:
 * a POST to exactly this path runs the chain at once; anything else on the path (another method, a trailing slash)
 * goes through the router as before (405 with Allow for another method), and any other path goes on untouched.
 */
export function buyerIntake(deps: HttpDependencies): Middleware<AppState> {
  const chain = intakeChain(deps);
  const router = newRouter();
  router.post(BUYER_INTAKE_PATH, chain);
  // The router's middleware, typed as the app's (they read nothing of the context the app does not give them).
  const routes = router.routes() as unknown as Middleware<AppState>;
  const allowedMethods = router.allowedMethods() as unknown as Middleware<AppState>;
  const intake: Middleware<AppState> = (ctx, next) =>
    ctx.method === 'POST' && ctx.path === BUYER_INTAKE_PATH ? chain(ctx, next) : routes(ctx, () => allowedMethods(ctx, next));
  // It carries its router, as the router's own middleware does, so the app's routes can still be listed from it.
  return Object.assign(intake, { router });
}

/** The intake's steps in order: the lead-shaped errors, the JSON body (64 KB at most), no control characters, the lead. */
function intakeChain(deps: HttpDependencies): Middleware<AppState> {
  const leads = deps.leads;
  const errors = leadCallErrors();
  const json = bodyParser({ enableTypes: ['json'], jsonLimit: '64kb', strict: true });
  const clean = rejectControlCharacters();
  const lead = async (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    const secret = ctx.get('x-api-key');
    const key = secret ? await leads.buyerKeys.authenticate(secret) : null;
    if (!key && (secret || !leads.config.intakeOpen)) throw new HttpError(401, 'Missing or invalid API key: send your buyer key in the X-Api-Key header');
    // Every keyed call counts against the rate, and over it the answer is 429 whatever the body. A lead takes its
    // count with its record (one round trip on PostgreSQL); a body that is not a lead takes it on its own first.
    let payload: BuyerLeadPayload;
    try {
      if (ctx.request.length && !ctx.is('application/json')) throw new HttpError(400, 'Request body must be JSON (Content-Type: application/json)');
      payload = parseInput(ZBuyerLeadPayload, ctx.request.body);
    } catch (notALead) {
      const allowed = await leads.buyerKeys.allow(key, ctx.ip);
      if (!allowed.allowed) throw tooMany(allowed.retryAfterSeconds);
      throw notALead;
    }
    const answer = await leads.intake.executeCounted(payload, { buyerId: key?.id ?? null }, leads.buyerKeys.countOf(key, ctx.ip));
    if ('kind' in answer) throw tooMany(answer.retryAfterSeconds);
    const origin = linkOrigin(ctx, deps.config);
    const body: TLeadResponse = answer.accepted
      ? {
          success: true,
          accepted: true,
          redirectUrl: `${origin}/lead-welcome?session=${encodeURIComponent(answer.sessionId)}`,
          sessionId: answer.sessionId,
          leadBuyPrice: formatPounds(answer.pricePence),
          message: answer.message,
          replayed: answer.replayed,
        }
      : { success: true, accepted: false, message: answer.message, reason: answer.code, missingFields: [...answer.missingFields], replayed: answer.replayed };
    ctx.body = body;
  };
  return (ctx) => errors(ctx, () => json(ctx, () => clean(ctx, () => lead(ctx))));
}

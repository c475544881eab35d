import type { Context } from 'koa';
import { MESSAGE_CREATED, SIGNATURE_HEADER, TIMESTAMP_TOLERANCE_SECONDS, type WebhookError } from '@larder/domain/support-automation/helpdesk-webhook/helpdesk-webhook.use-case';
import { REPLY_CONFIDENCE } from '@larder/domain/support-automation/policy';
import type { AssistOutcome, AutomationDecision } from '@larder/domain/support-automation/decision';
import { ZHelpdeskEventsQuery, ZHelpdeskMessageBody, type THelpdeskSetup } from '@larder/contract/helpdesk';
import type { HttpDependencies } from '../dependencies';
import { HttpError, unwrap } from '../errors/error-map';
import { requireAdmin } from '../session/session-cookie';
import { linkOrigin } from '../site-origin';
import { parseInput } from '../validation';
import { newRouter } from './router';

/** The path prefix of the support integration (document 002's /api/{support-integration}). */
export const HELPDESK_PATH = '/api/helpdesk';

const WEBHOOK_STATUS: Record<WebhookError['code'], number> = { NOT_CONFIGURED: 404, BAD_SIGNATURE: 401, STALE: 400, BAD_PAYLOAD: 400 };

const present = (d: AutomationDecision) => ({
  should_reply: d.shouldReply,
  draft: d.draft,
  intent: d.intent,
  intent_label: d.intentLabel,
  confidence: d.confidence,
  intended_actions: d.intendedActions.map((a) => ({ type: a.type, reason: a.reason })),
  sender_is_account_holder: d.senderIsAccountHolder,
  also_asks: [...d.alsoAsks],
  matched_rules: [...d.matchedRules],
});

const presentAssist = (a: AssistOutcome) => ({
  ...present(a),
  customer_action_taken: { ...a.customerActionTaken },
  actions: a.actions.map((x) => ({ type: x.type, status: x.status, detail: x.detail })),
});

/**
 * The support integration (document 002): the admin's test and offline-assist calls, and the help desk's signed
 * webhook. Every call but the webhook is admin-only on the server; the webhook is authenticated by its signature.
 */
export function helpdeskRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const admin = requireAdmin();
  const origin = (ctx: Context) => linkOrigin(ctx, deps.config);
  const message = (ctx: Context) => {
    const body = parseInput(ZHelpdeskMessageBody, ctx.request.body);
    return { message: body.message, customerEmail: body.customer_email, customerName: body.customer_name };
  };

  router.post(`${HELPDESK_PATH}/test-automation`, admin, async (ctx) => {
    const decision = unwrap(await deps.automation.assessMessage.execute(message(ctx), origin(ctx)));
    ctx.body = { ...present(decision), action_taken: false };
  });

  router.post(`${HELPDESK_PATH}/offline-assist`, admin, async (ctx) => {
    const outcome = unwrap(await deps.automation.assistCustomer.execute(message(ctx), origin(ctx)));
    const user = ctx.state.user!;
    await deps.admin.audit
      .record(
        {
          actorId: user.id,
          actorEmail: user.email,
          action: `POST ${HELPDESK_PATH}/offline-assist`,
          outcome: '200',
          detail: { intent: outcome.intent, ...outcome.customerActionTaken, actions: outcome.actions.map((a) => `${a.type}:${a.status}`).join(', ') },
          address: ctx.ip || null,
        },
        deps.clock.now(),
      )
      .catch((error: unknown) => ctx.state.log?.error({ err: error }, 'could not write the admin audit log'));
    ctx.body = presentAssist(outcome);
  });

  // The help desk's webhook: the signature is checked over the raw body before anything in it is read.
  router.post(`${HELPDESK_PATH}/webhook`, async (ctx) => {
    const raw = (ctx.request as { rawBody?: string }).rawBody ?? '';
    const signature = ctx.get(SIGNATURE_HEADER) || undefined;
    const received = await deps.automation.webhook.receive(raw, signature, origin(ctx));
    if (!received.ok) throw new HttpError(WEBHOOK_STATUS[received.error.code], received.error.message);
    const outcome = received.value;
    if (outcome.kind !== 'handled') {
      ctx.body = { received: true, event_id: outcome.eventId, duplicate: outcome.kind === 'duplicate', ignored: outcome.kind === 'ignored' };
      return;
    }
    const d = outcome.decision;
    ctx.body = {
      received: true,
      event_id: outcome.eventId,
      duplicate: false,
      ignored: false,
      should_reply: d.shouldReply,
      draft: d.draft,
      intent: d.intent,
      customer_action_taken: d.customerActionTaken ? { ...d.customerActionTaken } : { refund_processed: false, cancellation_processed: false },
    };
  });

  router.get(`${HELPDESK_PATH}/setup`, admin, (ctx) => {
    const settings = deps.automation.helpdesk;
    const sample = {
      id: 'evt_0001',
      type: MESSAGE_CREATED,
      created_at: deps.clock.now().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      data: { message: { id: 'msg_0001', body: 'Please cancel my subscription.' }, customer: { email: 'customer@example.com', name: 'Sam Patel' } },
    };
    const setup: THelpdeskSetup = {
      webhookUrl: `${origin(ctx)}${HELPDESK_PATH}/webhook`,
      event: MESSAGE_CREATED,
      method: 'POST',
      contentType: 'application/json',
      secretConfigured: settings.secretConfigured,
      signatureHeader: 'X-Helpdesk-Signature',
      signatureFormat: 'sha256=<hex HMAC-SHA256 of the raw request body, keyed with HELPDESK_WEBHOOK_SECRET>',
      timestampField: 'created_at (ISO 8601 or seconds since 1970, inside the signed body)',
      toleranceSeconds: TIMESTAMP_TOLERANCE_SECONDS,
      mode: settings.mode,
      refundPolicy: settings.refundPolicy,
      replyConfidence: REPLY_CONFIDENCE,
      samplePayload: JSON.stringify(sample, null, 2),
      calls: [
        { method: 'POST', path: `${HELPDESK_PATH}/webhook`, access: 'signed by the help desk', purpose: `the help desk's ${MESSAGE_CREATED} events; each event id handled once` },
        { method: 'POST', path: `${HELPDESK_PATH}/test-automation`, access: 'admin', purpose: 'what the automation would answer and do; nothing is done' },
        { method: 'POST', path: `${HELPDESK_PATH}/offline-assist`, access: 'admin', purpose: 'takes the allowed actions now and answers customer_action_taken' },
      ],
    };
    ctx.body = setup;
  });

  router.get(`${HELPDESK_PATH}/events`, admin, async (ctx) => {
    const { limit } = parseInput(ZHelpdeskEventsQuery, ctx.query);
    const events = await deps.automation.helpdeskEvents.latest(limit);
    ctx.body = {
      events: events.map((e) => ({
        eventId: e.eventId,
        eventType: e.eventType,
        receivedAt: e.receivedAt.toISOString(),
        customerEmail: e.customerEmail,
        status: e.status,
        intent: e.intent,
        shouldReply: e.shouldReply,
        actions: [...e.actions],
      })),
    };
  });

  return router;
}

import { z } from 'zod';

/**
 * The support integration's calls, under /api/helpdesk (document 002's /api/{support-integration}). Field names are
 * the documents' own (snake_case): customer_email, should_reply, customer_action_taken.
 */
export const ZHelpdeskMessageBody = z.object({
  message: z.string().max(5000),
  customer_email: z.string().max(254),
  customer_name: z.string().max(200).optional().default(''),
});
export type THelpdeskMessageBody = z.input<typeof ZHelpdeskMessageBody>;

export const HELPDESK_INTENTS = ['cancel_request', 'billing_question', 'charge_dispute', 'technical_problem', 'plan_or_recipe_question', 'complaint', 'other'] as const;
export const HELPDESK_ACTIONS = ['cancel_subscription', 'refund_latest_payment', 'flag_for_person'] as const;

const ZIntendedAction = z.object({ type: z.enum(HELPDESK_ACTIONS), reason: z.string() });

/** POST /api/helpdesk/test-automation: what the automation would do; nothing is done. */
export const ZTestAutomationReply = z.object({
  should_reply: z.boolean(),
  draft: z.string().nullable(),
  intent: z.enum(HELPDESK_INTENTS),
  intent_label: z.string(),
  confidence: z.number(),
  intended_actions: z.array(ZIntendedAction),
  /** Whether the sender's address is an account's email; nothing else about the account. */
  sender_is_account_holder: z.boolean(),
  also_asks: z.array(z.enum(HELPDESK_INTENTS)),
  matched_rules: z.array(z.string()),
  action_taken: z.literal(false),
});
export type TTestAutomationReply = z.infer<typeof ZTestAutomationReply>;

/** POST /api/helpdesk/offline-assist: the allowed actions taken, and what was done. */
export const ZOfflineAssistReply = ZTestAutomationReply.omit({ action_taken: true }).extend({
  customer_action_taken: z.object({ refund_processed: z.boolean(), cancellation_processed: z.boolean() }),
  actions: z.array(z.object({ type: z.enum(HELPDESK_ACTIONS), status: z.enum(['done', 'not_needed', 'failed']), detail: z.string() })),
});
export type TOfflineAssistReply = z.infer<typeof ZOfflineAssistReply>;

/** POST /api/helpdesk/webhook: the answer the help desk receives. */
export const ZHelpdeskWebhookReply = z.object({
  received: z.literal(true),
  event_id: z.string(),
  duplicate: z.boolean(),
  ignored: z.boolean(),
  should_reply: z.boolean().optional(),
  draft: z.string().nullable().optional(),
  intent: z.enum(HELPDESK_INTENTS).optional(),
  customer_action_taken: z.object({ refund_processed: z.boolean(), cancellation_processed: z.boolean() }).optional(),
});

/** GET /api/helpdesk/setup: the webhook instructions, from the server's real configuration (never the secret). */
export const ZHelpdeskSetup = z.object({
  webhookUrl: z.string(),
  event: z.literal('message.created'),
  method: z.literal('POST'),
  contentType: z.literal('application/json'),
  secretConfigured: z.boolean(),
  signatureHeader: z.string(),
  signatureFormat: z.string(),
  timestampField: z.string(),
  toleranceSeconds: z.number(),
  mode: z.enum(['act', 'draft']),
  refundPolicy: z.string(),
  replyConfidence: z.number(),
  samplePayload: z.string(),
  calls: z.array(z.object({ method: z.string(), path: z.string(), access: z.string(), purpose: z.string() })),
});
export type THelpdeskSetup = z.infer<typeof ZHelpdeskSetup>;

/** GET /api/helpdesk/events: the webhook events received, newest first. */
export const ZHelpdeskEventsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export const ZHelpdeskEvents = z.object({
  events: z.array(
    z.object({
      eventId: z.string(),
      eventType: z.string(),
      receivedAt: z.string(),
      customerEmail: z.string().nullable(),
      status: z.enum(['processing', 'handled', 'ignored', 'failed']),
      intent: z.string().nullable(),
      shouldReply: z.boolean().nullable(),
      actions: z.array(z.string()),
    }),
  ),
});
export type THelpdeskEvents = z.infer<typeof ZHelpdeskEvents>;

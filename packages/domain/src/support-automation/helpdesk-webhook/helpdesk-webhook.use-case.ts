import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import { type Result, err, ok } from '../../shared/result';
import type { AssessMessage } from '../assess-message/assess-message.use-case';
import type { AssistCustomer } from '../assist-customer/assist-customer.use-case';
import type { AssistOutcome } from '../decision';
import type { HelpdeskEventLog } from '../ports';

/** The one event the integration handles. */
export const MESSAGE_CREATED = 'message.created';
/** The header carrying `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'x-helpdesk-signature';
/** How far an event's `created_at` may be from our clock: older (or later) deliveries are refused as replays. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

export type HelpdeskMode = 'act' | 'draft';

export interface HelpdeskWebhookConfig {
  /** The shared signing secret (HELPDESK_WEBHOOK_SECRET); null when the webhook is not configured. */
  readonly secret: string | null;
  /** `act`: take the allowed actions (as offline assist does); `draft`: decide and draft only. */
  readonly mode: HelpdeskMode;
}

export type WebhookError =
  | { readonly code: 'NOT_CONFIGURED'; readonly message: string }
  | { readonly code: 'BAD_SIGNATURE'; readonly message: string }
  | { readonly code: 'STALE'; readonly message: string }
  | { readonly code: 'BAD_PAYLOAD'; readonly message: string };

export type WebhookOutcome =
  | { readonly kind: 'duplicate'; readonly eventId: string }
  | { readonly kind: 'ignored'; readonly eventId: string; readonly eventType: string }
  | { readonly kind: 'handled'; readonly eventId: string; readonly decision: Omit<AssistOutcome, 'actions' | 'customerActionTaken'> & Partial<Pick<AssistOutcome, 'actions' | 'customerActionTaken'>> };

/** The signature a sender computes: `sha256=` and the hex HMAC-SHA256 of the raw body with the shared secret. */
export const signHelpdeskBody = (rawBody: string, secret: string): string => `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;

export function verifyHelpdeskSignature(rawBody: string, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signHelpdeskBody(rawBody, secret), 'utf8');
  // Several signatures may be sent while a secret is rotated: any one that matches is enough.
  return header.split(',').some((candidate) => {
    const given = Buffer.from(candidate.trim(), 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

interface ParsedEvent {
  readonly id: string;
  readonly type: string;
  readonly createdAt: Date;
  readonly message: string;
  readonly customerEmail: string;
  readonly customerName: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** `created_at` as ISO 8601 or as seconds since 1970. */
function timestamp(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value * 1000);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  return null;
}

/** The event's JSON, read only after its signature was checked. */
export function parseHelpdeskEvent(rawBody: string): Result<ParsedEvent, WebhookError> {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return err({ code: 'BAD_PAYLOAD', message: 'The body is not JSON.' });
  }
  if (!body || typeof body !== 'object') return err({ code: 'BAD_PAYLOAD', message: 'The body must be a JSON object.' });
  const b = body as Record<string, any>;
  const id = text(b.id);
  const type = text(b.type);
  if (!id || id.length > 200) return err({ code: 'BAD_PAYLOAD', message: 'The event needs an "id" (at most 200 characters).' });
  if (!type) return err({ code: 'BAD_PAYLOAD', message: 'The event needs a "type".' });
  const createdAt = timestamp(b.created_at);
  if (!createdAt) return err({ code: 'BAD_PAYLOAD', message: 'The event needs "created_at" (ISO 8601 or seconds since 1970).' });
  const data = (b.data && typeof b.data === 'object' ? b.data : {}) as Record<string, any>;
  const message = data.message && typeof data.message === 'object' ? text(data.message.body) || text(data.message.text) : text(data.message);
  const customer = (data.customer && typeof data.customer === 'object' ? data.customer : {}) as Record<string, unknown>;
  return ok({ id, type, createdAt, message, customerEmail: text(customer.email), customerName: text(customer.name) });
}

/**
 * The help desk's webhook: the signature is checked over the raw body before anything is read, events older than
 * the tolerance are refused as replays, and each event id is handled once (claimed in storage first).
 */
export class HelpdeskWebhook {
  constructor(
    private readonly assessMessage: AssessMessage,
    private readonly assistCustomer: AssistCustomer,
    private readonly log: HelpdeskEventLog,
    private readonly config: HelpdeskWebhookConfig,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.secret);
  }

  async receive(rawBody: string, signature: string | undefined, origin: string): Promise<Result<WebhookOutcome, WebhookError>> {
    if (!this.config.secret) return err({ code: 'NOT_CONFIGURED', message: 'The help-desk webhook is not configured (set HELPDESK_WEBHOOK_SECRET).' });
    if (!verifyHelpdeskSignature(rawBody, signature, this.config.secret)) {
      this.logger.warn({ signed: Boolean(signature) }, 'help-desk webhook refused: bad signature');
      return err({ code: 'BAD_SIGNATURE', message: 'The signature does not match.' });
    }
    const parsed = parseHelpdeskEvent(rawBody);
    if (!parsed.ok) return parsed;
    const event = parsed.value;
    const now = this.clock.now();
    if (Math.abs(now.getTime() - event.createdAt.getTime()) > TIMESTAMP_TOLERANCE_SECONDS * 1000) {
      this.logger.warn({ eventId: event.id }, 'help-desk webhook refused: outside the timestamp tolerance');
      return err({ code: 'STALE', message: `The event's created_at is more than ${TIMESTAMP_TOLERANCE_SECONDS} seconds from our clock; replays are refused.` });
    }
    const first = await this.log.claim({ eventId: event.id, eventType: event.type, customerEmail: event.customerEmail || null }, now);
    if (!first) return ok({ kind: 'duplicate', eventId: event.id });
    if (event.type !== MESSAGE_CREATED || !event.message.trim()) {
      await this.log.finish(event.id, { status: 'ignored', decision: null, actions: [] });
      return ok({ kind: 'ignored', eventId: event.id, eventType: event.type });
    }
    const input = { message: event.message, customerEmail: event.customerEmail, customerName: event.customerName };
    try {
      if (this.config.mode === 'draft') {
        const decided = await this.assessMessage.execute(input, origin);
        if (!decided.ok) {
          await this.log.finish(event.id, { status: 'ignored', decision: null, actions: [] });
          return ok({ kind: 'ignored', eventId: event.id, eventType: event.type });
        }
        await this.log.finish(event.id, { status: 'handled', decision: decided.value, actions: [] });
        return ok({ kind: 'handled', eventId: event.id, decision: decided.value });
      }
      const assisted = await this.assistCustomer.execute(input, origin);
      if (!assisted.ok) {
        await this.log.finish(event.id, { status: 'ignored', decision: null, actions: [] });
        return ok({ kind: 'ignored', eventId: event.id, eventType: event.type });
      }
      await this.log.finish(event.id, { status: 'handled', decision: assisted.value, actions: assisted.value.actions.map((a) => `${a.type}:${a.status}`) });
      return ok({ kind: 'handled', eventId: event.id, decision: assisted.value });
    } catch (error) {
      await this.log.finish(event.id, { status: 'failed', decision: null, actions: [] });
      throw error;
    }
  }
}

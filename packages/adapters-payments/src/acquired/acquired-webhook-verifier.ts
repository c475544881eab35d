import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Result, err, ok } from '@larder/domain/shared/result';
import type { DomainError } from '@larder/domain/shared/errors';
import type { VerifiedProviderEvent, WebhookVerifier } from '@larder/domain/billing/ports';
import { keyOf, outcomeOf } from './acquired-api';

/** The header that carries the hash (see acquired-api.ts: the header name and algorithm are our documented assumption). */
export const ACQUIRED_SIGNATURE_HEADER = 'webhook-signature';
export const ACQUIRED_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The hash Acquired puts in the header: hex HMAC-SHA256 of the raw body with the signing key. */
export const acquiredWebhookSignature = (rawBody: string, signingKey: string) => createHmac('sha256', signingKey).update(rawBody, 'utf8').digest('hex');

const refused = (message: string) => err<DomainError>({ code: 'VALIDATION', message, field: 'Webhook-Signature' });

interface AcquiredWebhook {
  readonly webhook_type?: string;
  readonly webhook_id?: string;
  readonly timestamp?: number | string;
  readonly webhook_body?: {
    readonly transaction_id?: string;
    readonly order_id?: string;
    readonly status?: string;
    readonly reason?: string | null;
    readonly custom_data?: string | null;
  };
}

/**
 * Checks an Acquired webhook: the hash over the raw body before anything is read, then the event's own timestamp
 * (inside the signed body) no more than 300 s from `now`. Maps status_update events of payments to our key and outcome.
 */
export class AcquiredWebhookVerifier implements WebhookVerifier {
  readonly provider = 'acquired';
  readonly configured: boolean;

  constructor(private readonly signingKey: string | undefined) {
    this.configured = Boolean(signingKey);
  }

  verify(rawBody: string, headers: Readonly<Record<string, string | undefined>>, now: Date): Result<VerifiedProviderEvent, DomainError> {
    if (!this.signingKey) return err({ code: 'VALIDATION', message: 'Acquired webhooks are not configured (no signing key).' });
    const given = Object.entries(headers).find(([name]) => name.toLowerCase() === ACQUIRED_SIGNATURE_HEADER)?.[1]?.trim().toLowerCase();
    if (!given) return refused('The Webhook-Signature header is missing.');
    const expected = acquiredWebhookSignature(rawBody, this.signingKey);
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return refused('The Webhook-Signature does not match the body.');
    let event: AcquiredWebhook;
    try {
      event = JSON.parse(rawBody) as AcquiredWebhook;
    } catch {
      return refused('The webhook body is not JSON.');
    }
    const timestamp = Number(event.timestamp);
    if (!Number.isFinite(timestamp)) return refused('The webhook has no timestamp.');
    if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > ACQUIRED_WEBHOOK_TOLERANCE_SECONDS) return refused('The webhook timestamp is too old.');
    const body = event.webhook_body ?? {};
    const idempotencyKey = keyOf(body.order_id, body.custom_data);
    const outcome = body.status ? outcomeOf(body.status, body.reason, body.transaction_id) : null;
    return ok({
      provider: this.provider,
      id: event.webhook_id ?? `${body.transaction_id ?? 'unknown'}:${body.status ?? ''}:${timestamp}`,
      type: event.webhook_type ?? 'unknown',
      idempotencyKey,
      outcome: outcome && outcome.status !== 'unknown' ? outcome : null,
    });
  }
}

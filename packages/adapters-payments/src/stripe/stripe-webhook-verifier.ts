import Stripe from 'stripe';
import { type Result, err, ok } from '@larder/domain/shared/result';
import type { DomainError } from '@larder/domain/shared/errors';
import type { ChargeOutcome, VerifiedProviderEvent, WebhookVerifier } from '@larder/domain/billing/ports';
import { LARDER_KEY, outcomeOfPaymentIntent } from './stripe-payment-gateway';

/** Stripe's tolerance for the age of a signed event, in seconds. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

const header = (headers: Readonly<Record<string, string | undefined>>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

const refused = (message: string) => err<DomainError>({ code: 'VALIDATION', message, field: 'Stripe-Signature' });

/**
 * Checks the `Stripe-Signature` header (t=...,v1=... HMAC-SHA256 of `${t}.${rawBody}` with STRIPE_WEBHOOK_SECRET)
 * over the raw body, with a 300 s tolerance measured against `now`, before reading anything.
 */
export class StripeWebhookVerifier implements WebhookVerifier {
  readonly provider = 'stripe';
  readonly configured: boolean;
  // constructEvent needs no API key; the client is only a holder for the webhook helpers.
  private readonly webhooks = new Stripe('sk_test_webhook_verification_only').webhooks;

  constructor(private readonly webhookSecret: string | undefined) {
    this.configured = Boolean(webhookSecret);
  }

  verify(rawBody: string, headers: Readonly<Record<string, string | undefined>>, now: Date): Result<VerifiedProviderEvent, DomainError> {
    if (!this.webhookSecret) return err({ code: 'VALIDATION', message: 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET is not set).' });
    const signature = header(headers, 'stripe-signature');
    if (!signature) return refused('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = this.webhooks.constructEvent(rawBody, signature, this.webhookSecret, STRIPE_WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return refused(/tolerance/i.test(message) ? 'The Stripe-Signature timestamp is too old.' : 'The Stripe-Signature does not match the body.');
    }
    const object = event.data?.object as unknown as { object?: string; metadata?: Record<string, string> } | undefined;
    const idempotencyKey = object?.metadata?.[LARDER_KEY] ?? null;
    let outcome: ChargeOutcome | null = null;
    if ((event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') && object?.object === 'payment_intent') {
      outcome = outcomeOfPaymentIntent(object as unknown as Stripe.PaymentIntent);
      // A payment_failed event always means the attempt failed, even if the intent is shown in another state.
      if (event.type === 'payment_intent.payment_failed' && outcome.status !== 'declined') {
        outcome = { status: 'declined', providerChargeId: (object as { id?: string }).id ?? null, reason: 'card_declined', message: 'Your card was declined.' };
      }
    }
    return ok({ provider: this.provider, id: event.id, type: event.type, idempotencyKey, outcome });
  }
}

import Stripe from 'stripe';
import { type Result, err, ok } from '@larder/domain/shared/result';
import type { DomainError } from '@larder/domain/shared/errors';
import { type Logger, silentLogger } from '@larder/domain/shared/logger';
import {
  type ChargeOutcome,
  type ChargeRequest,
  DECLINE_REASONS,
  type DeclineReason,
  type PaymentGateway,
  type ProviderRefundRequest,
  type RefundOutcome,
  type SavedPaymentMethod,
  type SetupIntent,
} from '@larder/domain/billing/ports';

/** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, and for tests the API's base URL. */
export interface StripeSettings {
  readonly secretKey: string;
  readonly publishableKey?: string;
  readonly webhookSecret?: string;
  /** Where the API lives, for tests against the in-process fake (e.g. `http://127.0.0.1:4242`). Default: Stripe. */
  readonly apiBase?: string;
  /** Per-request timeout (default 20 s). */
  readonly timeoutMs?: number;
  /** The client's own retries of failed connections (default 2). Safe: every POST that moves money carries our idempotency key. */
  readonly maxNetworkRetries?: number;
}

/** Builds the `stripe` client, pointed at Stripe or at a local fake. */
export function createStripeClient(settings: StripeSettings): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = {
    timeout: settings.timeoutMs ?? 20_000,
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    telemetry: false,
    appInfo: { name: 'Larder' },
  };
  if (settings.apiBase) {
    const base = new URL(settings.apiBase);
    config.host = base.hostname;
    config.port = base.port || (base.protocol === 'https:' ? 443 : 80);
    config.protocol = base.protocol === 'https:' ? 'https' : 'http';
  }
  return new Stripe(settings.secretKey, config);
}

/** Stripe's test mode or live mode, from the key's prefix. */
export const stripeMode = (secretKey: string | undefined): 'test' | 'live' | 'unknown' =>
  /^(sk|rk)_test_/.test(secretKey ?? '') ? 'test' : /^(sk|rk)_live_/.test(secretKey ?? '') ? 'live' : 'unknown';

/** The field of a PaymentIntent's metadata that carries our attempt's idempotency key. */
export const LARDER_KEY = 'larder_key';

interface StripeLikeError {
  readonly type?: string;
  readonly code?: string;
  readonly decline_code?: string;
  readonly message?: string;
  readonly statusCode?: number;
  readonly payment_intent?: { id?: string } | null;
}

const isStripeError = (error: unknown): error is StripeLikeError =>
  typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string' && String((error as { type: string }).type).startsWith('Stripe');

const KNOWN_REASONS: ReadonlySet<string> = new Set(DECLINE_REASONS);

/**
 * One vocabulary for Stripe's card errors: the issuer's decline_code when it is one of ours
 * (insufficient_funds, generic_decline, expired_card, incorrect_cvc, authentication_required ...), else the error code.
 */
export function declineReasonOf(code: string | null | undefined, declineCode: string | null | undefined): DeclineReason {
  if (declineCode && KNOWN_REASONS.has(declineCode) && declineCode !== 'provider_timeout' && declineCode !== 'provider_error') return declineCode as DeclineReason;
  switch (declineCode) {
    case 'lost_card':
    case 'stolen_card':
    case 'pickup_card':
    case 'restricted_card':
    case 'do_not_honor':
    case 'fraudulent':
      return 'card_declined';
    case 'invalid_account':
    case 'new_account_information_available':
      return 'closed_account';
    case 'try_again_later':
    case 'processing_error':
      return 'provider_error';
    case 'invalid_cvc':
      return 'incorrect_cvc';
    default:
      break;
  }
  switch (code) {
    case 'expired_card':
    case 'incorrect_cvc':
    case 'authentication_required':
    case 'insufficient_funds':
      return code;
    case 'invalid_cvc':
      return 'incorrect_cvc';
    case 'processing_error':
      return 'provider_error';
    case 'payment_intent_authentication_failure':
    case 'setup_intent_authentication_failure':
      return 'authentication_failed';
    default:
      return 'card_declined';
  }
}

type PaymentIntentLike = Pick<Stripe.PaymentIntent, 'id' | 'status' | 'last_payment_error' | 'metadata'>;

/** What a PaymentIntent's state means for us. */
export function outcomeOfPaymentIntent(intent: PaymentIntentLike): ChargeOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', providerChargeId: intent.id };
    case 'requires_action':
      return { status: 'declined', providerChargeId: intent.id, reason: 'authentication_required', message: 'Your bank needs you to authenticate this payment.' };
    case 'requires_payment_method':
    case 'canceled': {
      const failure = intent.last_payment_error;
      if (!failure) return { status: 'declined', providerChargeId: intent.id, reason: 'provider_error', message: `The payment was not completed (${intent.status}).` };
      return { status: 'declined', providerChargeId: intent.id, reason: declineReasonOf(failure.code, failure.decline_code), message: failure.message ?? 'Your card was declined.' };
    }
    default:
      // processing, requires_confirmation, requires_capture: no final answer yet; reconciled later.
      return { status: 'unknown', message: `Stripe has not finished the payment (${intent.status}).` };
  }
}

const unavailable = (message = 'The payment provider is not available right now. Please try again in a few minutes.') =>
  err<DomainError>({ code: 'PAYMENT.PROVIDER_UNAVAILABLE', message });

/**
 * The Stripe adapter. Cards are collected by Stripe Elements against a SetupIntent (card data never touches our server);
 * we create the customer, attach the payment method and charge it off-session with PaymentIntents, each carrying our
 * attempt's idempotency key as Stripe's Idempotency-Key and in metadata (`larder_key`) so that findCharge can look it up.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly provider = 'stripe';
  private readonly stripe: Stripe;
  private readonly logger: Logger;

  constructor(
    private readonly settings: StripeSettings,
    options: { logger?: Logger; client?: Stripe } = {},
  ) {
    this.stripe = options.client ?? createStripeClient(settings);
    this.logger = (options.logger ?? silentLogger).child({ provider: 'stripe' });
  }

  async createSetupIntent(): Promise<SetupIntent> {
    const intent = await this.stripe.setupIntents.create({ usage: 'off_session' });
    if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret.');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async saveCard(input: { paymentMethodId: string; email: string; name: string }): Promise<Result<SavedPaymentMethod, DomainError>> {
    let customerId: string | null = null;
    try {
      const customer = await this.stripe.customers.create({ email: input.email, name: input.name });
      customerId = customer.id;
      const method = await this.stripe.paymentMethods.attach(input.paymentMethodId, { customer: customer.id });
      await this.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
      const card = method.card;
      if (!card) return err({ code: 'PAYMENT.METHOD_INVALID', message: 'That payment method is not a card.', field: 'paymentMethodId' });
      // Stripe does not give the BIN; `iin` is present only on accounts with the feature.
      const iin = (card as { iin?: string | null }).iin;
      return ok({ customerId: customer.id, paymentMethodId: method.id, card: { brand: card.brand, last4: card.last4, bin: iin && /^\d{6,8}$/.test(iin) ? iin.slice(0, 6) : null } });
    } catch (error) {
      if (customerId) await this.stripe.customers.del(customerId).catch(() => undefined);
      if (!isStripeError(error)) throw error;
      this.logger.warn({ type: error.type, code: error.code, declineCode: error.decline_code, statusCode: error.statusCode }, 'Stripe refused to save a card');
      if (error.type === 'StripeCardError') return err({ code: 'PAYMENT.DECLINED', message: error.message ?? 'Your card was declined.' });
      if (error.type === 'StripeInvalidRequestError' && (error.code === 'resource_missing' || error.statusCode === 404)) {
        return err({ code: 'PAYMENT.METHOD_INVALID', message: 'That payment method is not recognised. Please enter your card again.', field: 'paymentMethodId' });
      }
      return unavailable();
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    if (!Number.isInteger(request.amountPence) || request.amountPence <= 0) throw new Error('amountPence must be a positive whole number of pence.');
    if (request.currency !== 'GBP') throw new Error('Only GBP charges are supported.');
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountPence,
          currency: 'gbp',
          customer: request.customerId,
          payment_method: request.paymentMethodId,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { [LARDER_KEY]: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return outcomeOfPaymentIntent(intent);
    } catch (error) {
      return this.chargeError(error, request.idempotencyKey);
    }
  }

  async findCharge(idempotencyKey: string): Promise<ChargeOutcome | null> {
    // Stripe's search is eventually consistent (a new PaymentIntent may take up to a minute to appear): the billing run
    // reconciles unknown answers on its next run, well after that.
    const found = await this.stripe.paymentIntents.search({ query: `metadata['${LARDER_KEY}']:'${escapeSearchValue(idempotencyKey)}'`, limit: 10 });
    const intents = found.data.filter((intent) => intent.metadata?.[LARDER_KEY] === idempotencyKey);
    if (intents.length === 0) return null;
    const succeeded = intents.find((intent) => intent.status === 'succeeded');
    return outcomeOfPaymentIntent(succeeded ?? intents[0]!);
  }

  /** A Refund of the PaymentIntent, carrying our key as Stripe's Idempotency-Key and in metadata. */
  async refund(request: ProviderRefundRequest): Promise<RefundOutcome> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.providerChargeId, amount: request.amountPence, reason: 'requested_by_customer', metadata: { [LARDER_KEY]: request.idempotencyKey } },
        { idempotencyKey: request.idempotencyKey },
      );
      // pending: Stripe accepted it and the bank has still to confirm; failed or canceled: nothing was refunded.
      if (refund.status === 'failed' || refund.status === 'canceled') return { status: 'failed', message: `Stripe did not complete the refund (${refund.failure_reason ?? refund.status}).` };
      return { status: 'succeeded', providerRefundId: refund.id };
    } catch (error) {
      if (!isStripeError(error)) throw error;
      this.logger.warn({ idempotencyKey: request.idempotencyKey, type: error.type, code: error.code, statusCode: error.statusCode }, 'Stripe refused a refund');
      return { status: 'failed', message: error.message ?? `Stripe refused the refund (${error.code ?? error.type}).` };
    }
  }

  async testConnection(): Promise<{ readonly ok: boolean; readonly message: string }> {
    const mode = stripeMode(this.settings.secretKey);
    try {
      await this.stripe.balance.retrieve();
      return { ok: true, message: `Connected to Stripe (${mode} mode).` };
    } catch (error) {
      if (!isStripeError(error)) throw error;
      this.logger.warn({ type: error.type, statusCode: error.statusCode }, 'Stripe connection test failed');
      if (error.type === 'StripeAuthenticationError') return { ok: false, message: 'Stripe refused the secret key (invalid API key).' };
      if (error.type === 'StripePermissionError') return { ok: false, message: 'The Stripe key is not allowed to read the balance.' };
      if (error.type === 'StripeConnectionError') return { ok: false, message: 'Could not reach Stripe.' };
      return { ok: false, message: `Stripe answered with an error (${error.statusCode ?? error.type}).` };
    }
  }

  private chargeError(error: unknown, idempotencyKey: string): ChargeOutcome {
    if (!isStripeError(error)) {
      this.logger.error({ idempotencyKey, error: error instanceof Error ? error.message : String(error) }, 'Stripe charge failed unexpectedly');
      return { status: 'unknown', message: 'The payment provider did not answer; the charge will be checked later.' };
    }
    const fields = { idempotencyKey, type: error.type, code: error.code, declineCode: error.decline_code, statusCode: error.statusCode };
    switch (error.type) {
      case 'StripeCardError':
        this.logger.info(fields, 'Stripe declined a charge');
        return { status: 'declined', providerChargeId: error.payment_intent?.id ?? null, reason: declineReasonOf(error.code, error.decline_code), message: error.message ?? 'Your card was declined.' };
      case 'StripeConnectionError':
      case 'StripeAPIError':
        // No answer, or a server error: Stripe may or may not have charged. The same key later tells.
        this.logger.warn(fields, 'Stripe did not answer a charge');
        return { status: 'unknown', message: 'Stripe did not answer in time; the charge will be checked later.' };
      case 'StripeIdempotencyError':
        this.logger.error(fields, 'Stripe idempotency key reused with different parameters');
        throw new Error(`Idempotency key ${idempotencyKey} was already used with different parameters.`);
      case 'StripeInvalidRequestError':
        this.logger.warn(fields, 'Stripe refused a charge request');
        if (error.code === 'resource_missing') {
          return { status: 'declined', providerChargeId: error.payment_intent?.id ?? null, reason: 'invalid_payment_method', message: 'The saved card is no longer available. Please add a card again.' };
        }
        return { status: 'declined', providerChargeId: error.payment_intent?.id ?? null, reason: 'provider_error', message: error.message ?? 'Stripe refused the request.' };
      default:
        // Authentication, permission, rate limit: Stripe refused the request before charging.
        this.logger.warn(fields, 'Stripe refused a charge request');
        return { status: 'declined', providerChargeId: null, reason: 'provider_error', message: 'The payment provider refused the request.' };
    }
  }
}

const escapeSearchValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

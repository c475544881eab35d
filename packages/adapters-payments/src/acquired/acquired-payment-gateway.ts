import { randomUUID } from 'node:crypto';
import { type Result, err, ok } from '@larder/domain/shared/result';
import type { DomainError } from '@larder/domain/shared/errors';
import { type Logger, silentLogger } from '@larder/domain/shared/logger';
import type {
  CardCustomer,
  CardDetails,
  ChargeOutcome,
  ChargeRequest,
  PaymentGateway,
  ProviderRefundRequest,
  RefundOutcome,
  RegisteredCard,
  SavedPaymentMethod,
  SetupIntent,
} from '@larder/domain/billing/ports';
import { checkCardDetails } from '../simulated/simulated-payment-gateway';
import {
  ACQUIRED_BASE_URLS,
  type AcquiredError,
  type AcquiredMode,
  type AcquiredPaymentResponse,
  type AcquiredTransaction,
  encodeKey,
  keyOf,
  orderIdFor,
  outcomeOf,
  poundsOf,
} from './acquired-api';

/** ACQUIRED_APP_ID, ACQUIRED_APP_KEY, ACQUIRED_COMPANY_ID, ACQUIRED_MODE (test | live), and optional extras. */
export interface AcquiredSettings {
  readonly appId: string;
  readonly appKey: string;
  readonly companyId?: string;
  readonly mid?: string;
  readonly mode: AcquiredMode;
  /** Overrides the mode's base URL (tests: the in-process fake's url + '/v1'). */
  readonly baseUrl?: string;
  /** The key Acquired signs webhooks with (the Hub's signing key); the app key when not set. */
  readonly webhookSigningKey?: string;
  /** Where the cardholder lands after a 3-D Secure challenge, and our support page (sent with the first payment). */
  readonly tdsRedirectUrl?: string;
  readonly contactUrl?: string;
  /** Per-request timeout (default 20 s). */
  readonly timeoutMs?: number;
  /** Text on the cardholder's statement (max 18 characters). */
  readonly statementReference?: string;
}

export const acquiredBaseUrl = (settings: Pick<AcquiredSettings, 'mode' | 'baseUrl'>) => (settings.baseUrl ?? ACQUIRED_BASE_URLS[settings.mode]).replace(/\/+$/, '');

/** A call that got no answer (timeout, dropped connection): whether the provider acted is not known. */
class NoAnswer extends Error {}

/** No access token (login refused or unanswered): the call itself was never sent. */
class NotSent extends Error {}

interface ApiAnswer<T> {
  readonly status: number;
  readonly body: T & AcquiredError;
}

const unavailable = (message = 'The payment provider is not available right now. Please try again in a few minutes.') =>
  err<DomainError>({ code: 'PAYMENT.PROVIDER_UNAVAILABLE', message });

/** Names as Acquired takes them: letters and spaces, at most 22 characters. */
const nameField = (value: string) => value.normalize('NFKD').replace(/[^A-Za-z ]/g, '').replace(/\s+/g, ' ').trim().slice(0, 22);

const yearStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);

/**
 * The Acquired.com adapter (payments API v1 over fetch). Card details typed on our own form go straight to Acquired
 * in the first payment (with 3-D Secure, storing the card); the billing run charges the stored card_id with
 * merchant-initiated recurring payments. Our idempotency key is the order_id, so a repeated attempt cannot charge
 * twice and findCharge reads it back. Card numbers and CVVs are never logged, kept or returned.
 */
export class AcquiredPaymentGateway implements PaymentGateway {
  readonly provider = 'acquired';
  private readonly baseUrl: string;
  private readonly logger: Logger;
  private readonly now: () => Date;
  private token: { value: string; expiresAt: number } | null = null;
  private pendingLogin: Promise<string> | null = null;

  constructor(
    private readonly settings: AcquiredSettings,
    options: { logger?: Logger; now?: () => Date } = {},
  ) {
    this.baseUrl = acquiredBaseUrl(settings);
    this.logger = (options.logger ?? silentLogger).child({ provider: 'acquired' });
    this.now = options.now ?? (() => new Date());
  }

  /** A Components / hosted fields session: the page collects the card with Acquired's own fields (our server never sees it). */
  async createSetupIntent(): Promise<SetupIntent> {
    const answer = await this.call<{ session_id?: string }>('POST', '/payment-sessions', {
      transaction: { order_id: `larder-setup-${randomUUID()}`, amount: 0, currency: 'gbp', capture: false },
      payment: { create_card: true },
      tds: this.tds(),
    });
    if (answer.status >= 300 || !answer.body.session_id) throw new Error(`Acquired refused to start a card session (${answer.status} ${answer.body.error_type ?? ''}).`);
    return { id: answer.body.session_id, clientSecret: answer.body.session_id };
  }

  /** A card stored by Acquired's hosted fields: `paymentMethodId` is its card_id. */
  async saveCard(input: { paymentMethodId: string; email: string; name: string }): Promise<Result<SavedPaymentMethod, DomainError>> {
    try {
      const answer = await this.call<{ card_id?: string; customer_id?: string; is_active?: boolean; card?: { scheme?: string; number?: string }; bin?: { number?: string } }>(
        'GET',
        `/cards/${encodeURIComponent(input.paymentMethodId)}`,
      );
      if (answer.status === 404 || answer.status === 400 || (answer.status < 300 && answer.body.is_active === false)) {
        return err({ code: 'PAYMENT.METHOD_INVALID', message: 'That card is not recognised. Please enter your card again.', field: 'paymentMethodId' });
      }
      if (answer.status >= 300 || !answer.body.card_id || !answer.body.customer_id) return unavailable();
      return ok({
        customerId: answer.body.customer_id,
        paymentMethodId: answer.body.card_id,
        card: { brand: answer.body.card?.scheme ?? 'unknown', last4: answer.body.card?.number?.slice(-4) ?? '', bin: answer.body.bin?.number ?? null },
      });
    } catch (error) {
      if (error instanceof NoAnswer || error instanceof NotSent) return unavailable();
      throw error;
    }
  }

  /**
   * Our own card form: creates the Acquired customer, then the first payment with 3-D Secure that stores the card
   * (amountPence 0 verifies the card only). A challenge we cannot complete on the server (tds_pending) answers an
   * error that asks the cardholder to complete authentication on the secure card form.
   */
  async registerCardDetails(input: { card: CardDetails; customer: CardCustomer; amountPence: number; idempotencyKey: string }): Promise<Result<RegisteredCard, DomainError>> {
    const amount = poundsOf(input.amountPence);
    if (!input.card.holderName?.trim()) return err({ code: 'PAYMENT.METHOD_INVALID', message: 'Please enter the name on the card.', field: 'holderName' });
    const checked = checkCardDetails({ number: input.card.number, expMonth: input.card.expiryMonth, expYear: input.card.expiryYear, cvc: input.card.cvv }, this.now());
    if (!checked.ok) return checked;
    const orderId = orderIdFor(input.idempotencyKey);
    try {
      const customer = await this.call<{ customer_id?: string }>('POST', '/customers', {
        first_name: nameField(input.customer.firstName),
        last_name: nameField(input.customer.lastName),
        billing: { email: input.customer.email },
      });
      if (customer.status >= 300 || !customer.body.customer_id) {
        this.logger.warn({ status: customer.status, errorType: customer.body.error_type, parameters: parameterNames(customer.body) }, 'Acquired refused to create a customer');
        return customer.status >= 500 || customer.status === 401 ? unavailable() : err({ code: 'VALIDATION', message: 'Acquired did not accept the customer details.', field: 'customer' });
      }
      const customerId = customer.body.customer_id;
      const payment = await this.call<AcquiredPaymentResponse>('POST', '/payments', {
        transaction: { order_id: orderId, amount, currency: 'gbp', capture: input.amountPence > 0, custom_data: encodeKey(input.idempotencyKey) },
        payment: {
          card: {
            holder_name: nameField(input.card.holderName).slice(0, 45),
            number: input.card.number.replace(/[\s-]/g, ''),
            expiry_month: Number(input.card.expiryMonth),
            expiry_year: Number(input.card.expiryYear) % 100,
            cvv: input.card.cvv,
          },
          create_card: true,
          ...(this.settings.statementReference ? { reference: this.settings.statementReference.slice(0, 18) } : {}),
        },
        customer: { customer_id: customerId },
        tds: this.tds(),
      });
      if (payment.status === 409) return this.registrationReplay(input.idempotencyKey, checked.value);
      if (payment.status === 400) {
        this.logger.warn({ orderId, errorType: payment.body.error_type, parameters: parameterNames(payment.body) }, 'Acquired refused the card details');
        return err({ code: 'PAYMENT.METHOD_INVALID', message: 'The card details were not accepted. Please check them and try again.', field: cardField(payment.body) });
      }
      if (payment.status >= 300) {
        this.logger.warn({ orderId, status: payment.status, errorType: payment.body.error_type }, 'Acquired refused the first payment');
        return unavailable();
      }
      const outcome = outcomeOf(payment.body.status, payment.body.reason, payment.body.transaction_id);
      this.logger.info({ orderId, status: payment.body.status, reason: payment.body.reason }, 'Acquired answered the first payment');
      if (outcome.status === 'declined') return err({ code: 'PAYMENT.DECLINED', message: outcome.message });
      if (outcome.status === 'unknown' || !payment.body.card_id) return unavailable('Acquired could not complete the payment. Please try again in a few minutes.');
      return ok({
        saved: { customerId, paymentMethodId: payment.body.card_id, card: { brand: checked.value.brand, last4: checked.value.last4, bin: checked.value.bin } },
        firstPayment: input.amountPence > 0 ? outcome : null,
      });
    } catch (error) {
      if (error instanceof NotSent) return unavailable();
      if (error instanceof NoAnswer) {
        this.logger.warn({ orderId }, 'Acquired did not answer the first payment');
        return unavailable('Acquired did not answer in time. Please wait a minute before trying again.');
      }
      throw error;
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    if (!Number.isInteger(request.amountPence) || request.amountPence <= 0) throw new Error('amountPence must be a positive whole number of pence.');
    if (request.currency !== 'GBP') throw new Error('Only GBP charges are supported.');
    const orderId = orderIdFor(request.idempotencyKey);
    let answer: ApiAnswer<AcquiredPaymentResponse>;
    try {
      answer = await this.call<AcquiredPaymentResponse>('POST', '/payments/recurring', {
        transaction: { order_id: orderId, amount: poundsOf(request.amountPence), currency: 'gbp', capture: true, custom_data: encodeKey(request.idempotencyKey) },
        payment: { card_id: request.paymentMethodId, reference: (this.settings.statementReference ?? 'Larder').slice(0, 18), subscription_reason: 'recurring' },
      });
    } catch (error) {
      if (error instanceof NotSent) {
        this.logger.warn({ orderId, error: error.message }, 'Acquired charge not sent: no access token');
        return { status: 'declined', providerChargeId: null, reason: 'provider_error', message: 'The payment provider refused our credentials; nothing was charged.' };
      }
      if (error instanceof NoAnswer) {
        this.logger.warn({ orderId }, 'Acquired did not answer a charge');
        return { status: 'unknown', message: 'Acquired did not answer in time; the charge will be checked later.' };
      }
      throw error;
    }
    const fields = { orderId, status: answer.status, errorType: answer.body.error_type, paymentStatus: answer.body.status, reason: answer.body.reason };
    if (answer.status === 409) {
      // The order id was used before: this attempt already reached Acquired. Its recorded outcome is the answer.
      this.logger.info(fields, 'Acquired already has this order id; reading its outcome');
      const previous = await this.findCharge(request.idempotencyKey).catch(() => null);
      return previous ?? { status: 'unknown', message: 'Acquired already has this payment but did not say how it ended; it will be checked later.' };
    }
    if (answer.status === 404) {
      this.logger.warn(fields, 'Acquired does not know the stored card');
      return { status: 'declined', providerChargeId: null, reason: 'invalid_payment_method', message: 'The saved card is no longer available. Please add a card again.' };
    }
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      this.logger.warn(fields, 'Acquired refused a charge request');
      return { status: 'declined', providerChargeId: null, reason: 'provider_error', message: answer.body.title ?? 'Acquired refused the request.' };
    }
    if (answer.status >= 300) {
      this.logger.warn(fields, 'Acquired failed while charging');
      return { status: 'unknown', message: 'Acquired answered with an error; the charge will be checked later.' };
    }
    this.logger.info(fields, 'Acquired answered a charge');
    return outcomeOf(answer.body.status, answer.body.reason, answer.body.transaction_id);
  }

  async findCharge(idempotencyKey: string): Promise<ChargeOutcome | null> {
    const orderId = orderIdFor(idempotencyKey);
    const query = new URLSearchParams({ order_id: orderId, start_date: yearStart(this.now()), limit: '10' });
    let answer: ApiAnswer<{ data?: AcquiredTransaction[] }>;
    try {
      answer = await this.call<{ data?: AcquiredTransaction[] }>('GET', `/transactions?${query}`);
    } catch (error) {
      if (error instanceof NoAnswer) throw new Error('Acquired did not answer the transaction lookup.');
      if (error instanceof NotSent) throw new Error(`Acquired transaction lookup not sent: ${error.message}`);
      throw error;
    }
    if (answer.status >= 300) throw new Error(`Acquired refused the transaction lookup (${answer.status} ${answer.body.error_type ?? ''}).`);
    const transactions = (answer.body.data ?? []).filter((t) => (t.transaction?.order_id ?? t.order_id) === orderId && keyOf(orderId, t.transaction?.custom_data) !== null);
    if (transactions.length === 0) return null;
    const chosen = transactions.find((t) => t.status === 'success' || t.status === 'settled') ?? transactions[0]!;
    return outcomeOf(chosen.status, chosen.reason, chosen.transaction_id);
  }

  /** POST /transactions/{id}/refund (see acquired-api.ts): our key as the refund's order_id, so a repeat is answered, not refunded again. */
  async refund(request: ProviderRefundRequest): Promise<RefundOutcome> {
    const orderId = orderIdFor(request.idempotencyKey);
    let answer: ApiAnswer<AcquiredPaymentResponse>;
    try {
      answer = await this.call<AcquiredPaymentResponse>('POST', `/transactions/${encodeURIComponent(request.providerChargeId)}/refund`, {
        amount: poundsOf(request.amountPence),
        reference: { order_id: orderId, custom_data: encodeKey(request.idempotencyKey) },
      });
    } catch (error) {
      if (error instanceof NotSent || error instanceof NoAnswer) return { status: 'failed', message: `Acquired did not take the refund (${error.message}).` };
      throw error;
    }
    this.logger.info({ orderId, status: answer.status, errorType: answer.body.error_type, refundStatus: answer.body.status }, 'Acquired answered a refund');
    if (answer.status < 300 && answer.body.status === 'success' && answer.body.transaction_id) return { status: 'succeeded', providerRefundId: answer.body.transaction_id };
    return { status: 'failed', message: answer.body.title ?? `Acquired refused the refund (${answer.body.status ?? answer.status}).` };
  }

  async testConnection(): Promise<{ readonly ok: boolean; readonly message: string }> {
    try {
      const answer = await this.login();
      if (answer.ok) return { ok: true, message: `Connected to Acquired (${this.settings.mode} mode): the app id and key were accepted.` };
      return { ok: false, message: answer.message };
    } catch (error) {
      if (error instanceof NoAnswer) return { ok: false, message: `Could not reach Acquired at ${this.baseUrl}.` };
      throw error;
    }
  }

  private tds() {
    return {
      is_active: true,
      challenge_preference: 'no_preference',
      ...(this.settings.contactUrl ? { contact_url: this.settings.contactUrl } : {}),
      ...(this.settings.tdsRedirectUrl ? { redirect_url: this.settings.tdsRedirectUrl } : {}),
    };
  }

  private async registrationReplay(idempotencyKey: string, card: { brand: string; bin: string; last4: string }): Promise<Result<RegisteredCard, DomainError>> {
    const orderId = orderIdFor(idempotencyKey);
    const query = new URLSearchParams({ order_id: orderId, start_date: yearStart(this.now()), limit: '10' });
    const answer = await this.call<{ data?: (AcquiredTransaction & { customer?: { customer_id?: string } })[] }>('GET', `/transactions?${query}`);
    const found = (answer.body.data ?? []).find((t) => (t.transaction?.order_id ?? t.order_id) === orderId);
    if (!found) return unavailable();
    const outcome = outcomeOf(found.status, found.reason, found.transaction_id);
    if (outcome.status === 'declined') return err({ code: 'PAYMENT.DECLINED', message: outcome.message });
    const cardId = found.payment?.card_id;
    const customerId = found.customer?.customer_id;
    if (outcome.status !== 'succeeded' || !cardId || !customerId) return unavailable();
    const amount = found.transaction?.amount ?? 0;
    return ok({ saved: { customerId, paymentMethodId: cardId, card }, firstPayment: amount > 0 ? outcome : null });
  }

  private async login(): Promise<{ ok: true; token: string } | { ok: false; message: string }> {
    const answer = await this.send<{ access_token?: string; expires_in?: number }>('POST', '/login', { app_id: this.settings.appId, app_key: this.settings.appKey }, null);
    if (answer.status === 200 && answer.body.access_token) {
      const lifetime = Math.max(60, Number(answer.body.expires_in ?? 3600));
      this.token = { value: answer.body.access_token, expiresAt: Date.now() + (lifetime - 30) * 1000 };
      return { ok: true, token: answer.body.access_token };
    }
    this.token = null;
    this.logger.warn({ status: answer.status, errorType: answer.body.error_type }, 'Acquired refused the login');
    if (answer.status === 401 || answer.status === 400) return { ok: false, message: 'Acquired refused the app id or app key.' };
    if (answer.status === 403) return { ok: false, message: 'Acquired refused access (is this server on the IP allowlist?).' };
    return { ok: false, message: `Acquired answered the login with an error (${answer.status}).` };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    this.pendingLogin ??= this.login()
      .then((answer) => {
        if (!answer.ok) throw new Error(answer.message);
        return answer.token;
      })
      .finally(() => {
        this.pendingLogin = null;
      });
    return this.pendingLogin;
  }

  /** An authenticated call; a 401 (an expired or revoked token) logs in again once and repeats the call. */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer<T>> {
    const first = await this.send<T>(method, path, body, await this.tokenOrNotSent());
    if (first.status !== 401) return first;
    this.token = null;
    return this.send<T>(method, path, body, await this.tokenOrNotSent());
  }

  private async tokenOrNotSent(): Promise<string> {
    try {
      return await this.accessToken();
    } catch (error) {
      throw new NotSent(error instanceof Error ? error.message : 'Acquired login failed.');
    }
  }

  private async send<T>(method: 'GET' | 'POST', path: string, body: unknown, token: string | null): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    if (this.settings.companyId) headers['company-id'] = this.settings.companyId;
    if (this.settings.mid) headers.mid = this.settings.mid;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
      });
    } catch (error) {
      // Never log the request: it may hold card details. The error of fetch holds no body.
      this.logger.warn({ method, path: path.split('?')[0], error: error instanceof Error ? error.name : 'unknown' }, 'No answer from Acquired');
      throw new NoAnswer(`No answer from Acquired for ${method} ${path.split('?')[0]}`);
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { status: 'error', error_type: 'invalid_response', title: 'Acquired answered with something that is not JSON.' };
    }
    return { status: response.status, body: (parsed ?? {}) as T & AcquiredError };
  }
}

/** The names of the refused parameters (never their values: they may be card details). */
const parameterNames = (body: AcquiredError) => (body.invalid_parameters ?? []).map((parameter) => parameter.parameter);

const cardField = (body: AcquiredError) => {
  const names = parameterNames(body).join(' ');
  if (/cvv/.test(names)) return 'cvv';
  if (/expiry/.test(names)) return 'expiry';
  if (/holder_name/.test(names)) return 'holderName';
  return 'number';
};


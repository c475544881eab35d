import { createHash } from 'node:crypto';
import type { ChargeOutcome, DeclineReason } from '@larder/domain/billing/ports';

/**
 * What we rely on of Acquired.com's payments API v1 (https://docs.acquired.com/reference), and the assumptions where
 * the public reference did not say (marked ASSUMPTION; the in-process fake answers the same way, so a change here
 * is one place):
 *
 * - POST /login {app_id, app_key} -> 200 {token_type: 'Bearer', expires_in: 3600, access_token}; 401 on bad credentials.
 *   Every other call sends `Authorization: Bearer <token>` and, when configured, `Company-Id` (and `Mid`).
 * - Errors: JSON {status: 'error', error_type: 'validation'|'unauthorized'|'forbidden'|'not_found'|'conflict'|..., title,
 *   instance, invalid_parameters?: [{parameter, reason}]} with 400/401/403/404/409/500.
 * - POST /customers {first_name, last_name, billing: {email}} -> 201 {status: 'success', customer_id}.
 *   first_name/last_name: at most 22 letters (we strip other characters and cut to 22).
 * - POST /payments {transaction: {order_id, amount (decimal pounds), currency: 'gbp', capture, custom_data},
 *   payment: {card: {holder_name, number, expiry_month, expiry_year (two digits), cvv}, create_card: true},
 *   customer: {customer_id}, tds: {is_active: true, challenge_preference, contact_url?, redirect_url?}}
 *   -> 201 {transaction_id, status, reason?, issuer_response_code?, card_id?, tds?}.
 *   status: success | declined | blocked | error | tds_pending | tds_failed | tds_expired | tds_error.
 *   ASSUMPTION: an amount of 0 with capture false verifies the card and stores it without taking money.
 * - POST /payments/recurring {transaction: {order_id, amount, currency, capture: true, custom_data},
 *   payment: {card_id, reference, subscription_reason: 'recurring'}} -> 201 {transaction_id, status, reason?}
 *   (the merchant-initiated charge of a stored card).
 * - order_id: 2 to 50 characters, letters, digits and hyphens, unique per company. ASSUMPTION: a second payment with an
 *   order_id already used answers 409 conflict (we then read the first one's outcome back).
 * - GET /transactions?order_id=...&start_date=... -> 200 {meta, data: [transaction]}; a transaction is
 *   {transaction_id, status, reason?, transaction: {order_id, amount, currency, custom_data?}, payment?: {card_id?}}.
 *   ASSUMPTION: the list is filtered by order_id over the date range given (without a filter the API returns only
 *   today's transactions, so we always pass a start date a year back).
 * - GET /cards/{card_id} -> {card_id, customer_id, card: {scheme, number (last four), ...}, bin: {number (first six)}, is_active}.
 * - POST /transactions/{transaction_id}/refund {amount (decimal pounds), reference: {order_id, custom_data}}
 *   -> 200 {status: 'success', transaction_id (the refund's own)}; 400 validation (amount above what is left to
 *   refund, a transaction that did not succeed); 404 unknown transaction. ASSUMPTION (the public reference names a
 *   refund call on a transaction but not its idempotency): a repeated reference.order_id answers the first refund.
 * - POST /payment-sessions {transaction, payment: {create_card}, tds} -> 201 {session_id} (Components / hosted fields).
 * - Webhooks: JSON {webhook_type, webhook_id, timestamp (unix seconds), webhook_body: {transaction_id, order_id, status,
 *   reason?}}. ASSUMPTION (the public reference names a "hash" made with a signing key from the Hub but not the header
 *   or the algorithm): header `Webhook-Signature` = hex HMAC-SHA256 of the raw body with the signing key
 *   (ACQUIRED_WEBHOOK_SIGNING_KEY, falling back to the app key); events older than 300 s by their `timestamp` are refused.
 */
export const ACQUIRED_BASE_URLS = {
  test: 'https://test-api.acquired.com/v1',
  live: 'https://api.acquired.com/v1',
} as const;

export type AcquiredMode = keyof typeof ACQUIRED_BASE_URLS;

export interface AcquiredError {
  readonly status?: string;
  readonly error_type?: string;
  readonly title?: string;
  readonly instance?: string;
  readonly invalid_parameters?: readonly { parameter: string; reason: string }[];
}

export interface AcquiredPaymentResponse {
  readonly transaction_id?: string;
  readonly status?: string;
  readonly reason?: string;
  readonly issuer_response_code?: string;
  readonly card_id?: string;
  readonly tds?: unknown;
}

export interface AcquiredTransaction {
  readonly transaction_id: string;
  readonly status: string;
  readonly reason?: string | null;
  readonly order_id?: string;
  readonly transaction?: { readonly order_id?: string; readonly amount?: number; readonly currency?: string; readonly custom_data?: string | null };
  readonly payment?: { readonly card_id?: string | null };
}

const ORDER_ID = /^[A-Za-z0-9-]{2,50}$/;

/**
 * Our attempt's idempotency key as Acquired's order_id: the key itself when it fits Acquired's rule
 * (2 to 50 letters, digits or hyphens, as `larder-<uuid>-<n>` does), else a stable digest of it.
 * The key also travels in `custom_data` (base64), so a digest can be mapped back.
 */
export function orderIdFor(idempotencyKey: string): string {
  if (ORDER_ID.test(idempotencyKey)) return idempotencyKey;
  return `lk-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 47)}`;
}

export const encodeKey = (idempotencyKey: string) => Buffer.from(idempotencyKey, 'utf8').toString('base64');

/** Our key back from a transaction's order_id and custom_data (null when it is not one of ours). */
export function keyOf(orderId: string | undefined | null, customData: string | undefined | null): string | null {
  if (customData) {
    try {
      const decoded = Buffer.from(customData, 'base64').toString('utf8');
      if (orderId && orderIdFor(decoded) === orderId) return decoded;
    } catch {
      // not ours
    }
  }
  return orderId ?? null;
}

/** Pence as Acquired's decimal pounds, without floating-point arithmetic on the amount. */
export function poundsOf(pence: number): number {
  if (!Number.isInteger(pence) || pence < 0) throw new Error('amountPence must be a whole number of pence, 0 or more.');
  return Number(`${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`);
}

/** Acquired's decline reasons in our vocabulary. */
export function declineReasonOf(status: string, reason: string | null | undefined): DeclineReason {
  if (status === 'tds_failed' || status === 'tds_expired' || status === 'tds_error') return 'authentication_failed';
  if (status === 'tds_pending') return 'authentication_required';
  switch (reason) {
    case 'insufficient_funds':
    case 'generic_decline':
    case 'closed_account':
    case 'expired_card':
      return reason;
    case 'invalid_cvv':
      return 'incorrect_cvc';
    case 'soft_decline':
      // The issuer wants the cardholder back (a new customer-initiated payment with 3-D Secure).
      return 'authentication_required';
    case 'lost_or_stolen':
    case 'restricted_card':
    case 'suspected_fraud':
    case 'cardholder_cancellation':
    case 'invalid_pin':
    case 'invalid_avs':
      return 'card_declined';
    default:
      return status === 'blocked' ? 'card_declined' : 'generic_decline';
  }
}

const MESSAGES: Readonly<Partial<Record<DeclineReason, string>>> = {
  insufficient_funds: 'Your card has insufficient funds.',
  generic_decline: 'Your card was declined.',
  card_declined: 'Your card was declined.',
  closed_account: 'Your card was declined: the account is closed. Please use a different card.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  authentication_required: 'Your bank needs you to authenticate this payment (3-D Secure). Please complete the check with your bank or use the secure card form.',
  authentication_failed: 'We could not verify your card with your bank (3-D Secure). Please try again or use a different card.',
};

export const declineMessage = (reason: DeclineReason) => MESSAGES[reason] ?? 'The payment could not be completed.';

/** What an Acquired payment status means for us. */
export function outcomeOf(status: string | undefined, reason: string | null | undefined, transactionId: string | undefined): ChargeOutcome {
  switch (status) {
    case 'success':
    case 'settled':
      return { status: 'succeeded', providerChargeId: transactionId ?? 'unknown' };
    case 'declined':
    case 'blocked':
    case 'tds_failed':
    case 'tds_expired':
    case 'tds_error':
    case 'tds_pending': {
      const decline = declineReasonOf(status, reason);
      return { status: 'declined', providerChargeId: transactionId ?? null, reason: decline, message: declineMessage(decline) };
    }
    default:
      // 'error' (the platform failed while processing) or anything new: no sure answer; reconciled later.
      return { status: 'unknown', message: `Acquired did not give a final answer (${status ?? 'no status'}).` };
  }
}

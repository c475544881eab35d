import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type SimulatedOutcome, cardBrand, isListedTestCard, luhnValid, outcomeOfCardNumber } from '../simulated/test-cards';
import { acquiredWebhookSignature } from '../acquired/acquired-webhook-verifier';
import { refundTransaction } from './fake-acquired-refunds';
import { FakeFaults, type FaultWhen, dropConnection, readBody, sendJson, startServer } from './fake-http';

/**
 * An in-process fake of the part of Acquired.com's payments API v1 that Larder uses (see src/acquired/acquired-api.ts
 * for the shapes and the assumptions), answering as its test environment does: /login tokens that expire,
 * Acquired's error objects and status codes, order_id uniqueness (409), Acquired's test cards
 * (4000011180138710 and 4000046811673149 succeed, 4000016746394707 generic_decline, 4000014423759144 closed_account,
 * 4000018525249219 3-D Secure success, 4000014070307353 3-D Secure failure; Stripe's 4000002500003155 asks for a
 * 3-D Secure challenge: tds_pending), stored cards (card_id) for merchant-initiated recurring payments, and signed
 * webhooks. Card numbers and CVVs are checked and dropped: only brand, BIN and last four are kept.
 * Base URL for the adapter: `${url}/v1`.
 */
export interface FakeAcquired {
  readonly url: string;
  /** `${url}/v1`, the adapter's baseUrl. */
  readonly baseUrl: string;
  readonly host: string;
  readonly port: number;
  readonly appId: string;
  readonly appKey: string;
  readonly companyId: string;
  readonly webhookSigningKey: string;
  /** Settings that point the Acquired adapter (or PaymentsConfig.acquired) at this fake. */
  readonly config: { appId: string; appKey: string; companyId: string; mode: 'test'; apiBase: string; webhookSigningKey: string; timeoutMs: number };
  close(): Promise<void>;
  /** Payments processed with an amount (first payments and recurring; declines included; replays and verifications not). */
  chargeCount(): number;
  succeededCount(): number;
  loginCount(): number;
  /** The next `times` payments (with this order_id, if given) drop the connection before or after Acquired records them. */
  failNextPayment(when: FaultWhen, options?: { orderId?: string; times?: number }): void;
  clearFaults(): void;
  /** Makes a stored card answer later recurring payments as another test card (e.g. insufficient_funds). */
  setCardOutcome(cardId: string, outcome: SimulatedOutcome): void;
  /** Invalidates every access token (the next call answers 401 and the adapter must log in again). */
  expireTokens(): void;
  /**
   * A signed status_update webhook for an order id (from its recorded transaction, or made up). `idempotencyKey`
   * sets custom_data (base64) when there is no recorded transaction, as our adapter sends it.
   */
  paymentWebhook(input: { orderId: string; idempotencyKey?: string; succeeded?: boolean; at?: Date }): { rawBody: string; headers: Record<string, string> };
  signWebhook(rawBody: string): string;
  deliverWebhook(url: string, event: { rawBody: string; headers: Record<string, string> }): Promise<Response>;
  /** Every recorded transaction, as GET /transactions returns them. */
  transactions(): readonly Record<string, unknown>[];
  /** Every request body the fake received, with card numbers and CVVs masked (for tests that look at what was sent). */
  requests(): readonly { method: string; path: string; body: unknown }[];
}

export interface FakeAcquiredOptions {
  readonly port?: number;
  readonly appId?: string;
  readonly appKey?: string;
  readonly companyId?: string;
  readonly webhookSigningKey?: string;
  /** Access token lifetime in seconds (default 3600). */
  readonly tokenLifetimeSeconds?: number;
}

interface StoredCard {
  card_id: string;
  customer_id: string;
  holder_name: string;
  scheme: string;
  last4: string;
  bin: string;
  expiry_month: number;
  expiry_year: number;
  outcome: SimulatedOutcome;
  is_active: boolean;
  created: string;
}

const CURRENCIES = ['aed', 'aud', 'cad', 'chf', 'cny', 'dkk', 'eur', 'gbp', 'hkd', 'jpy', 'mxn', 'sek', 'usd', 'zar'];

const errorBody = (status: number, instance: string, extra: { title?: string; invalid_parameters?: { parameter: string; reason: string }[] } = {}) => {
  const types: Record<number, [string, string]> = {
    400: ['validation', 'Your request parameters did not pass our validation.'],
    401: ['unauthorized', 'Authentication with the API failed, please check your details and try again.'],
    403: ['forbidden', 'You do not have access to the requested resource, please check your details and try again.'],
    404: ['not_found', 'Unable to find the requested resource, please check your request and try again.'],
    409: ['conflict', 'There was a conflict when trying to complete your request.'],
  };
  const [type, title] = types[status] ?? ['internal_server_error', 'An error occurred, we are investigating the reason.'];
  return { status: 'error', error_type: type, title: extra.title ?? title, instance, ...(extra.invalid_parameters ? { invalid_parameters: extra.invalid_parameters } : {}) };
};

/** Acquired's answers for the test cards' declines. */
const DECLINES: Partial<Record<SimulatedOutcome, { status: string; reason: string; code: string }>> = {
  declined: { status: 'declined', reason: 'generic_decline', code: '05' },
  generic_decline: { status: 'declined', reason: 'generic_decline', code: '05' },
  charge_declined: { status: 'declined', reason: 'generic_decline', code: '05' },
  closed_account: { status: 'declined', reason: 'closed_account', code: '14' },
  insufficient_funds: { status: 'declined', reason: 'insufficient_funds', code: '51' },
  expired_card: { status: 'declined', reason: 'expired_card', code: '54' },
  incorrect_cvc: { status: 'declined', reason: 'invalid_cvv', code: 'N7' },
  tds_failed: { status: 'tds_failed', reason: 'card_authentication_failed', code: '' },
};

const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export async function startFakeAcquired(options: FakeAcquiredOptions = {}): Promise<FakeAcquired> {
  const appId = options.appId ?? '72693514';
  const appKey = options.appKey ?? 'de0eef006b4c30440aeca8ca5ac58789';
  const companyId = options.companyId ?? '4f3970f9-3cf8-424d-299e-631dea1b7d30';
  const webhookSigningKey = options.webhookSigningKey ?? 'fake-acquired-signing-key-0000000';
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const tokens = new Map<string, number>();
  const customers = new Map<string, Record<string, unknown>>();
  const cards = new Map<string, StoredCard>();
  const transactions = new Map<string, Record<string, unknown>>();
  const byOrderId = new Map<string, Record<string, unknown>>();
  const received: { method: string; path: string; body: unknown }[] = [];
  const faults = new FakeFaults();
  let charges = 0;
  let succeeded = 0;
  let logins = 0;

  const record = (input: {
    orderId: string;
    amount: number;
    currency: string;
    capture: boolean;
    customData?: string;
    status: string;
    reason?: string;
    code?: string;
    cardId?: string | null;
    customerId?: string | null;
    type: string;
    /** Whether money was asked for (a 3-D Secure challenge still pending has not been charged). */
    counted?: boolean;
  }) => {
    const transactionId = randomUUID();
    const now = new Date().toISOString();
    const transaction: Record<string, unknown> = {
      transaction_id: transactionId,
      status: input.status,
      ...(input.reason ? { reason: input.reason } : {}),
      issuer_response_code: input.code ?? (input.status === 'success' ? '00' : ''),
      transaction_type: input.capture ? 'auth_capture' : 'auth_only',
      payment_method: 'card',
      recurring_type: input.type,
      transaction: { order_id: input.orderId, amount: input.amount, currency: input.currency, capture: input.capture, custom_data: input.customData ?? null },
      payment: { card_id: input.cardId ?? null },
      customer: { customer_id: input.customerId ?? null },
      created: now,
      last_updated: now,
    };
    transactions.set(transactionId, transaction);
    byOrderId.set(input.orderId, transaction);
    if (input.counted ?? input.amount > 0) {
      charges += 1;
      if (input.status === 'success') succeeded += 1;
    }
    return transaction;
  };

  const paymentAnswer = (transaction: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    transaction_id: transaction.transaction_id,
    status: transaction.status,
    ...(transaction.reason ? { reason: transaction.reason } : {}),
    issuer_response_code: transaction.issuer_response_code,
    ...extra,
    links: [{ rel: 'self', href: `/v1/transactions/${String(transaction.transaction_id)}` }],
  });

  const validateTransaction = (path: string, body: Record<string, unknown>) => {
    const invalid: { parameter: string; reason: string }[] = [];
    const transaction = (body.transaction ?? {}) as Record<string, unknown>;
    if (typeof transaction.order_id !== 'string' || !/^[A-Za-z0-9-]{2,50}$/.test(transaction.order_id)) invalid.push({ parameter: 'transaction.order_id', reason: 'transaction.order_id must be 2-50 characters: letters, numbers and hyphens' });
    if (!isMoney(transaction.amount)) invalid.push({ parameter: 'transaction.amount', reason: 'transaction.amount must be a number with at most two decimal places' });
    if (typeof transaction.currency !== 'string' || !CURRENCIES.includes(transaction.currency)) invalid.push({ parameter: 'transaction.currency', reason: `format is invalid, must be [${CURRENCIES.join(',')}]` });
    return { transaction, invalid, instance: path };
  };

  const handler = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://fake-acquired');
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const text = await readBody(request);
    let body: Record<string, unknown> = {};
    if (text) {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return sendJson(response, 400, errorBody(400, path, { title: 'The request body is not valid JSON.' }));
      }
    }
    received.push({ method, path, body: maskCard(body) });

    if (method === 'POST' && path === '/v1/login') {
      const invalid: { parameter: string; reason: string }[] = [];
      if (typeof body.app_id !== 'string' || body.app_id.length === 0) invalid.push({ parameter: 'app_id', reason: 'app_id is required' });
      if (typeof body.app_key !== 'string' || body.app_key.length === 0) invalid.push({ parameter: 'app_key', reason: 'app_key is required' });
      if (invalid.length) return sendJson(response, 400, errorBody(400, path, { invalid_parameters: invalid }));
      if (body.app_id !== appId || body.app_key !== appKey) return sendJson(response, 401, errorBody(401, path));
      logins += 1;
      const token = `eyJ0eXAiOiJKV1QifQ.${Buffer.from(randomUUID()).toString('base64url')}`;
      tokens.set(token, Date.now() + lifetime * 1000);
      return sendJson(response, 200, { token_type: 'Bearer', expires_in: lifetime, access_token: token });
    }

    const auth = request.headers.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    const expiry = tokens.get(token);
    if (!expiry || expiry < Date.now()) return sendJson(response, 401, errorBody(401, path));
    const givenCompany = request.headers['company-id'];
    if (givenCompany !== undefined && givenCompany !== companyId) return sendJson(response, 403, errorBody(403, path));

    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const invalid: { parameter: string; reason: string }[] = [];
      for (const field of ['first_name', 'last_name'] as const) {
        const value = body[field];
        if (value !== undefined && (typeof value !== 'string' || value.length > 22 || !/^[A-Za-z ]*$/.test(value))) invalid.push({ parameter: field, reason: `${field} must be at most 22 letters` });
      }
      const email = (body.billing as { email?: unknown } | undefined)?.email;
      if (email !== undefined && (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))) invalid.push({ parameter: 'billing.email', reason: 'billing.email must be an email address' });
      if (invalid.length) return sendJson(response, 400, errorBody(400, path, { invalid_parameters: invalid }));
      const customerId = randomUUID();
      customers.set(customerId, { customer_id: customerId, company_id: companyId, ...body, created: new Date().toISOString() });
      return sendJson(response, 201, { status: 'success', customer_id: customerId });
    }
    if (method === 'GET' && (match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = customers.get(decodeURIComponent(match[1]!));
      return customer ? sendJson(response, 200, customer) : sendJson(response, 404, errorBody(404, path));
    }
    if (method === 'GET' && (match = /^\/v1\/cards\/([^/]+)$/.exec(path))) {
      const card = cards.get(decodeURIComponent(match[1]!));
      if (!card) return sendJson(response, 404, errorBody(404, path));
      return sendJson(response, 200, cardObject(card));
    }
    if (method === 'POST' && path === '/v1/payment-sessions') {
      const { invalid } = validateTransaction(path, body);
      if (invalid.length) return sendJson(response, 400, errorBody(400, path, { invalid_parameters: invalid }));
      return sendJson(response, 201, { session_id: randomUUID() });
    }
    if (method === 'POST' && (path === '/v1/payments' || path === '/v1/payments/recurring')) {
      const { transaction, invalid } = validateTransaction(path, body);
      const payment = (body.payment ?? {}) as Record<string, unknown>;
      const orderId = String(transaction.order_id ?? '');
      const fault = faults.take(orderId);
      if (fault === 'before') return dropConnection(response);
      let card: StoredCard | null = null;
      let typed: { brand: string; bin: string; last4: string; outcome: SimulatedOutcome; holder: string; month: number; year: number } | null = null;
      if (path === '/v1/payments') {
        const details = (payment.card ?? {}) as Record<string, unknown>;
        const number = typeof details.number === 'string' ? details.number : '';
        if (!/^\d{12,19}$/.test(number) || !(luhnValid(number) || isListedTestCard(number))) invalid.push({ parameter: 'payment.card.number', reason: 'payment.card.number validation failed' });
        if (typeof details.holder_name !== 'string' || details.holder_name.length < 2 || details.holder_name.length > 45) invalid.push({ parameter: 'payment.card.holder_name', reason: 'payment.card.holder_name must be 2-45 characters' });
        if (!Number.isInteger(details.expiry_month) || (details.expiry_month as number) < 1 || (details.expiry_month as number) > 12) invalid.push({ parameter: 'payment.card.expiry_month', reason: 'payment.card.expiry_month must be 1-12' });
        if (!Number.isInteger(details.expiry_year) || (details.expiry_year as number) < 0 || (details.expiry_year as number) > 99) invalid.push({ parameter: 'payment.card.expiry_year', reason: 'payment.card.expiry_year must be two digits' });
        if (typeof details.cvv !== 'string' || !/^\d{3,4}$/.test(details.cvv)) invalid.push({ parameter: 'payment.card.cvv', reason: 'payment.card.cvv validation failed' });
        if (invalid.length === 0) {
          typed = { brand: cardBrand(number), bin: number.slice(0, 6), last4: number.slice(-4), outcome: outcomeOfCardNumber(number), holder: String(details.holder_name), month: Number(details.expiry_month), year: Number(details.expiry_year) };
        }
      } else {
        if (typeof payment.card_id !== 'string') invalid.push({ parameter: 'payment.card_id', reason: 'payment.card_id is required' });
      }
      if (invalid.length) return sendJson(response, 400, errorBody(400, path, { invalid_parameters: invalid }));
      if (path === '/v1/payments/recurring') {
        card = cards.get(String(payment.card_id)) ?? null;
        if (!card) return sendJson(response, 404, errorBody(404, path, { title: 'Unable to find the requested card_id.' }));
        if (!card.is_active) return sendJson(response, 400, errorBody(400, path, { invalid_parameters: [{ parameter: 'payment.card_id', reason: 'The card is not active' }] }));
      }
      const previous = byOrderId.get(orderId);
      if (previous) {
        if (fault === 'after') return dropConnection(response);
        return sendJson(response, 409, errorBody(409, path, { invalid_parameters: [{ parameter: 'transaction.order_id', reason: `A transaction already exists using order_id ${orderId}` }] }));
      }
      const amount = transaction.amount as number;
      const capture = transaction.capture !== false;
      const customData = typeof transaction.custom_data === 'string' ? transaction.custom_data : undefined;
      let answer: Record<string, unknown>;
      if (typed) {
        const customerId = ((body.customer ?? {}) as { customer_id?: string }).customer_id;
        if (customerId && !customers.has(customerId)) return sendJson(response, 404, errorBody(404, path, { title: 'Unable to find the requested customer_id.' }));
        if (typed.outcome === 'authentication_required') {
          const tx = record({ orderId, amount, currency: String(transaction.currency), capture, customData, status: 'tds_pending', cardId: null, customerId, type: 'cit', counted: false });
          answer = paymentAnswer(tx, { tds: { challenge: { url: 'https://qaacs.acquired.com/challenge', method: 'POST', data: { creq: Buffer.from(String(tx.transaction_id)).toString('base64') } } } });
        } else {
          // The first payment: a charge of 0341 is declined; a verification (amount 0) stores it.
          const decline = typed.outcome === 'charge_declined' && amount === 0 ? undefined : DECLINES[typed.outcome];
          const status = decline?.status ?? 'success';
          let cardId: string | null = null;
          if (status === 'success' && payment.create_card === true && customerId) {
            cardId = randomUUID();
            cards.set(cardId, { card_id: cardId, customer_id: customerId, holder_name: typed.holder, scheme: typed.brand, last4: typed.last4, bin: typed.bin, expiry_month: typed.month, expiry_year: typed.year, outcome: typed.outcome, is_active: true, created: new Date().toISOString() });
          }
          const tx = record({ orderId, amount, currency: String(transaction.currency), capture, customData, status, reason: decline?.reason, code: decline?.code, cardId, customerId, type: 'cit' });
          answer = paymentAnswer(tx, cardId ? { card_id: cardId } : {});
        }
      } else {
        const stored = card!;
        const decline = stored.outcome === 'authentication_required' ? { status: 'declined', reason: 'soft_decline', code: '1A' } : stored.outcome === 'tds_failed' ? DECLINES.generic_decline : DECLINES[stored.outcome];
        const tx = record({ orderId, amount, currency: String(transaction.currency), capture, customData, status: decline?.status ?? 'success', reason: decline?.reason, code: decline?.code, cardId: stored.card_id, customerId: stored.customer_id, type: 'mit' });
        answer = paymentAnswer(tx);
      }
      if (fault === 'after') return dropConnection(response);
      return sendJson(response, 201, answer);
    }
    if (method === 'POST' && (match = /^\/v1\/transactions\/([^/]+)\/refund$/.exec(path))) {
      const answer = refundTransaction(transactions.get(decodeURIComponent(match[1]!)), body, byOrderId, record);
      return sendJson(response, answer.status, answer.status === 404 || answer.status === 400 ? errorBody(answer.status, path, answer.body) : answer.body);
    }
    if (method === 'GET' && path === '/v1/transactions') {
      const orderId = url.searchParams.get('order_id');
      const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 25)));
      const today = new Date().toISOString().slice(0, 10);
      const all = [...transactions.values()].reverse();
      const filtered = orderId
        ? all.filter((t) => (t.transaction as { order_id: string }).order_id === orderId)
        : all.filter((t) => String(t.created).slice(0, 10) === today);
      const data = filtered.slice(0, limit);
      return sendJson(response, 200, { meta: { count: data.length, offset: 0, limit, total: filtered.length, links: [{ rel: 'self', href: `/v1/transactions?offset=0`, title: 'Current page' }] }, data });
    }
    if (method === 'GET' && (match = /^\/v1\/transactions\/([^/]+)$/.exec(path))) {
      const transaction = transactions.get(decodeURIComponent(match[1]!));
      return transaction ? sendJson(response, 200, transaction) : sendJson(response, 404, errorBody(404, path));
    }
    return sendJson(response, 404, errorBody(404, path));
  };

  const started = await startServer(handler, options.port);
  const signWebhook = (rawBody: string) => acquiredWebhookSignature(rawBody, webhookSigningKey);

  return {
    url: started.url,
    baseUrl: `${started.url}/v1`,
    host: started.host,
    port: started.port,
    appId,
    appKey,
    companyId,
    webhookSigningKey,
    config: { appId, appKey, companyId, mode: 'test', apiBase: `${started.url}/v1`, webhookSigningKey, timeoutMs: 5000 },
    close: () => started.close(),
    chargeCount: () => charges,
    succeededCount: () => succeeded,
    loginCount: () => logins,
    failNextPayment: (when, faultOptions = {}) => faults.add(when, { key: faultOptions.orderId, times: faultOptions.times }),
    clearFaults: () => faults.clear(),
    setCardOutcome: (cardId, outcome) => {
      const card = cards.get(cardId);
      if (!card) throw new Error(`No such card_id: ${cardId}`);
      card.outcome = outcome;
    },
    expireTokens: () => tokens.clear(),
    signWebhook,
    paymentWebhook: ({ orderId, idempotencyKey, succeeded: wasSucceeded, at = new Date() }) => {
      const recorded = byOrderId.get(orderId);
      const ok = wasSucceeded ?? recorded?.status === 'success';
      const event = {
        webhook_type: 'status_update',
        webhook_id: randomUUID(),
        timestamp: Math.floor(at.getTime() / 1000),
        webhook_body: {
          transaction_id: recorded?.transaction_id ?? randomUUID(),
          order_id: orderId,
          status: ok ? 'success' : 'declined',
          ...(ok ? {} : { reason: 'insufficient_funds' }),
          custom_data:
            (recorded?.transaction as { custom_data?: string | null } | undefined)?.custom_data ??
            (idempotencyKey ? Buffer.from(idempotencyKey, 'utf8').toString('base64') : null),
        },
      };
      const rawBody = JSON.stringify(event);
      return { rawBody, headers: { 'content-type': 'application/json', 'webhook-signature': signWebhook(rawBody) } };
    },
    deliverWebhook: (target, event) => fetch(target, { method: 'POST', headers: event.headers, body: event.rawBody }),
    transactions: () => [...transactions.values()],
    requests: () => received,
  };
}

const cardObject = (card: StoredCard) => ({
  card_id: card.card_id,
  customer_id: card.customer_id,
  card: { holder_name: card.holder_name, scheme: card.scheme, number: card.last4, expiry_month: card.expiry_month, expiry_year: card.expiry_year },
  bin: { number: card.bin, scheme: card.scheme, type: 'debit', product: 'consumer', card_level: 'standard', issuer: 'acquired.com', issuer_country: 'united kingdom', issuer_country_code: 'gb', eea: true, non_reloadable: false },
  source: 'card',
  created: card.created,
  last_updated: card.created,
  is_active: card.is_active,
});

/** A request body with the card number and CVV masked, as the fake keeps it. */
function maskCard(body: Record<string, unknown>): unknown {
  const payment = body.payment as { card?: Record<string, unknown> } | undefined;
  if (!payment?.card) return body;
  const number = typeof payment.card.number === 'string' ? payment.card.number : '';
  return { ...body, payment: { ...payment, card: { ...payment.card, number: number ? `${number.slice(0, 6)}******${number.slice(-4)}` : number, cvv: payment.card.cvv ? '***' : payment.card.cvv } } };
}

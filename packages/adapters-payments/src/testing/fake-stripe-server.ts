import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TEST_PAYMENT_METHODS, type SimulatedOutcome, cardBrand, outcomeOfCardNumber } from '../simulated/test-cards';
import { FakeFaults, type FaultWhen, dropConnection, parseForm, randomId, readBody, sendJson, startServer } from './fake-http';

/**
 * An in-process fake of the part of Stripe's REST API (v1) that Larder uses, answering as Stripe's test mode does:
 * form-encoded requests, JSON answers, Stripe's error objects and status codes (401 bad key, 402 card errors,
 * 404 resource_missing, 400 idempotency_error), Idempotency-Key replay (same key and parameters: the first answer,
 * with `Idempotent-Replayed: true`, and no second charge), Stripe's test payment methods (`pm_card_*`) and test cards,
 * PaymentIntent search by metadata, and webhook signatures (`Stripe-Signature: t=...,v1=...`, HMAC-SHA256 of `${t}.${body}`).
 * Point the `stripe` client at it with `{ host, port, protocol: 'http' }` (StripeSettings.apiBase = url).
 */
export interface FakeStripe {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** Settings that point the Stripe adapter (or PaymentsConfig.stripe) at this fake. */
  readonly config: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string; maxNetworkRetries: number; timeoutMs: number };
  close(): Promise<void>;
  /** PaymentIntents confirmed (each processed once: replays do not count), declines included. */
  chargeCount(): number;
  /** Of those, the ones that succeeded. */
  succeededCount(): number;
  /** The next `times` PaymentIntent creations (with this Idempotency-Key, if given) drop the connection before or after Stripe records them. */
  failNextCharge(when: FaultWhen, options?: { idempotencyKey?: string; times?: number }): void;
  clearFaults(): void;
  /** What Stripe.js would return for a card typed into Elements: a payment method id (the number is not kept). */
  createPaymentMethod(cardNumber: string): string;
  /** Makes a saved card behave as another test card from now on (e.g. its account has run dry). */
  setPaymentMethodOutcome(paymentMethodId: string, outcome: SimulatedOutcome): void;
  /** A Stripe-Signature header for a raw body, signed at `at` with the webhook secret. */
  signWebhook(rawBody: string, at?: Date, secret?: string): string;
  /** A signed payment_intent.succeeded / payment_failed event for one of our keys (from the recorded PaymentIntent, or made up). */
  paymentIntentEvent(input: { idempotencyKey: string; succeeded?: boolean; at?: Date }): { rawBody: string; headers: Record<string, string> };
  /** POSTs a signed event to a URL, as Stripe delivers webhooks. */
  deliverWebhook(url: string, event: { rawBody: string; headers: Record<string, string> }): Promise<Response>;
  /** The recorded PaymentIntents, as Stripe would return them. */
  paymentIntents(): readonly Record<string, unknown>[];
  /** The refunds made (each once: an idempotent replay adds none). */
  refunds(): readonly Record<string, unknown>[];
}

export interface FakeStripeOptions {
  readonly port?: number;
  readonly secretKey?: string;
  readonly publishableKey?: string;
  readonly webhookSecret?: string;
}

interface FakePaymentMethod {
  id: string;
  customer: string | null;
  brand: string;
  last4: string;
  outcome: SimulatedOutcome;
}

interface StripeDecline {
  readonly code: string;
  readonly decline_code: string;
  readonly message: string;
}

/** Stripe's answers for its test cards' declines. */
const DECLINES: Partial<Record<SimulatedOutcome, StripeDecline>> = {
  declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  charge_declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  generic_decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  closed_account: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  authentication_required: { code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' },
  tds_failed: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
};

/** Declined when attached to a customer (Stripe checks the card then); the others attach. */
const DECLINED_ON_ATTACH: ReadonlySet<SimulatedOutcome> = new Set(['declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'generic_decline', 'closed_account', 'tds_failed']);

const stripeError = (response: ServerResponse, status: number, error: Record<string, unknown>) => sendJson(response, status, { error }, { 'request-id': randomId('req_', 8) });

const notFound = (response: ServerResponse, what: string, id: string, param?: string) =>
  stripeError(response, 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param, doc_url: 'https://stripe.com/docs/error-codes/resource-missing' });

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_larder_0000000000';
  const publishableKey = options.publishableKey ?? 'pk_test_fake_larder_0000000000';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_larder_0000000000';
  const customers = new Map<string, Record<string, unknown>>();
  const methods = new Map<string, FakePaymentMethod>();
  const intents = new Map<string, Record<string, unknown>>();
  const refunds: Record<string, unknown>[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const faults = new FakeFaults();
  let charges = 0;
  let succeeded = 0;

  const paymentMethodObject = (method: FakePaymentMethod) => ({
    id: method.id,
    object: 'payment_method',
    type: 'card',
    customer: method.customer,
    livemode: false,
    created: nowSeconds(),
    metadata: {},
    billing_details: { address: null, email: null, name: null, phone: null },
    card: { brand: method.brand, last4: method.last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, funding: 'credit', country: 'US', display_brand: method.brand },
  });

  /** A payment method id, or one of Stripe's magic test ids (each use makes a fresh payment method). */
  const resolveMethod = (id: string): FakePaymentMethod | null => {
    const known = methods.get(id);
    if (known) return known;
    const test = TEST_PAYMENT_METHODS[id];
    if (!test) return null;
    const method: FakePaymentMethod = { id: randomId('pm_1'), customer: null, brand: test.brand, last4: test.last4, outcome: test.outcome };
    methods.set(method.id, method);
    return method;
  };

  const customerObject = (id: string, form: Record<string, unknown>, existing?: Record<string, unknown>) => ({
    id,
    object: 'customer',
    created: nowSeconds(),
    livemode: false,
    email: null,
    name: null,
    metadata: {},
    invoice_settings: { default_payment_method: null, custom_fields: null, footer: null },
    ...existing,
    ...(form.email !== undefined ? { email: form.email } : {}),
    ...(form.name !== undefined ? { name: form.name } : {}),
    ...(form.invoice_settings ? { invoice_settings: { ...((existing?.invoice_settings as object) ?? {}), ...(form.invoice_settings as object) } } : {}),
  });

  const createPaymentIntent = (form: Record<string, unknown>): { status: number; body: unknown } => {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 30) {
      return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least £0.30 gbp' } } };
    }
    if (form.currency !== 'gbp') return { status: 400, body: { error: { type: 'invalid_request_error', param: 'currency', message: `Invalid currency: ${String(form.currency)}` } } };
    const customer = form.customer as string | undefined;
    if (customer && !customers.has(customer)) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: `No such customer: '${customer}'` } } };
    const method = form.payment_method ? resolveMethod(String(form.payment_method)) : null;
    if (form.payment_method && !method) {
      return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${String(form.payment_method)}'` } } };
    }
    if (method?.customer && customer && method.customer !== customer) {
      return { status: 400, body: { error: { type: 'invalid_request_error', param: 'payment_method', message: 'The provided PaymentMethod belongs to another customer.' } } };
    }
    const id = randomId('pi_3');
    const intent: Record<string, unknown> = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: 'gbp',
      customer: customer ?? null,
      description: form.description ?? null,
      metadata: (form.metadata as Record<string, string>) ?? {},
      payment_method: method?.id ?? null,
      payment_method_types: ['card'],
      client_secret: `${id}_secret_${randomId('', 9)}`,
      confirmation_method: 'automatic',
      capture_method: 'automatic',
      created: nowSeconds(),
      livemode: false,
      latest_charge: null,
      last_payment_error: null,
      status: 'requires_payment_method',
    };
    intents.set(id, intent);
    if (String(form.confirm) !== 'true' || !method) {
      if (method) intent.status = 'requires_confirmation';
      return { status: 200, body: intent };
    }
    charges += 1;
    const decline = DECLINES[method.outcome];
    const chargeId = randomId('ch_3');
    intent.latest_charge = chargeId;
    if (!decline) {
      succeeded += 1;
      Object.assign(intent, { status: 'succeeded', amount_received: amount });
      return { status: 200, body: intent };
    }
    const lastError = {
      type: 'card_error',
      code: decline.code,
      decline_code: decline.decline_code,
      message: decline.message,
      charge: chargeId,
      doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
      payment_method: paymentMethodObject(method),
    };
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError, payment_method: null });
    return { status: 402, body: { error: { ...lastError, payment_intent: intent } } };
  };

  const handler = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const auth = request.headers.authorization ?? '';
    const givenKey = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (givenKey !== secretKey) {
      return stripeError(response, 401, {
        type: 'invalid_request_error',
        message: givenKey ? `Invalid API Key provided: ${givenKey.slice(0, 8)}${'*'.repeat(8)}${givenKey.slice(-4)}` : 'You did not provide an API key.',
      });
    }
    const form = parseForm(method === 'GET' ? url.searchParams.toString() : body);
    const path = url.pathname;

    // Idempotency: a POST with a key already seen answers the first answer (or 400 when the parameters differ).
    const idempotencyKey = method === 'POST' ? (request.headers['idempotency-key'] as string | undefined) : undefined;
    const fingerprint = `${method} ${path} ${body}`;
    const isCharge = method === 'POST' && path === '/v1/payment_intents';
    const fault = isCharge ? faults.take(idempotencyKey ?? '') : null;
    if (fault === 'before') return dropConnection(response);
    if (idempotencyKey) {
      const previous = idempotent.get(idempotencyKey);
      if (previous) {
        if (previous.fingerprint !== fingerprint) {
          return stripeError(response, 400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        }
        if (fault === 'after') return dropConnection(response);
        return sendJson(response, previous.status, previous.body, { 'idempotent-replayed': 'true', 'idempotency-key': idempotencyKey });
      }
    }

    const answer = route(method, path, form, url);
    if (!answer) return stripeError(response, 404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
    if (idempotencyKey && answer.status < 500) idempotent.set(idempotencyKey, { fingerprint, status: answer.status, body: answer.body });
    if (fault === 'after') return dropConnection(response);
    const extra: Record<string, string> = { 'request-id': randomId('req_', 8) };
    if (idempotencyKey) extra['idempotency-key'] = idempotencyKey;
    return sendJson(response, answer.status, answer.body, extra);
  };

  const route = (method: string, path: string, form: Record<string, unknown>, url: URL): { status: number; body: unknown } | null => {
    let match: RegExpExecArray | null;
    if (method === 'GET' && path === '/v1/balance') {
      return { status: 200, body: { object: 'balance', livemode: false, available: [{ amount: 0, currency: 'gbp', source_types: { card: 0 } }], pending: [{ amount: 0, currency: 'gbp', source_types: { card: 0 } }] } };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = randomId('seti_1');
      return { status: 200, body: { id, object: 'setup_intent', client_secret: `${id}_secret_${randomId('', 12)}`, status: 'requires_payment_method', usage: form.usage ?? 'off_session', payment_method_types: ['card'], customer: form.customer ?? null, livemode: false, created: nowSeconds() } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const id = randomId('cus_', 9);
      const customer = customerObject(id, form);
      customers.set(id, customer);
      return { status: 200, body: customer };
    }
    if ((match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(match[1]!);
      const existing = customers.get(id);
      if (!existing) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such customer: '${id}'` } } };
      if (method === 'GET') return { status: 200, body: existing };
      if (method === 'DELETE') {
        customers.delete(id);
        return { status: 200, body: { id, object: 'customer', deleted: true } };
      }
      if (method === 'POST') {
        const defaultMethod = (form.invoice_settings as { default_payment_method?: string } | undefined)?.default_payment_method;
        if (defaultMethod && methods.get(defaultMethod)?.customer !== id) {
          return { status: 400, body: { error: { type: 'invalid_request_error', param: 'invoice_settings[default_payment_method]', message: `No such PaymentMethod: '${defaultMethod}'; it must be attached to the customer first.` } } };
        }
        const updated = customerObject(id, form, existing);
        customers.set(id, updated);
        return { status: 200, body: updated };
      }
    }
    if (method === 'POST' && (match = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path))) {
      const pm = resolveMethod(decodeURIComponent(match[1]!));
      if (!pm) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${match[1]}'` } } };
      const customer = String(form.customer ?? '');
      if (!customers.has(customer)) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: `No such customer: '${customer}'` } } };
      if (DECLINED_ON_ATTACH.has(pm.outcome)) {
        const decline = DECLINES[pm.outcome]!;
        return { status: 402, body: { error: { type: 'card_error', code: decline.code, decline_code: decline.decline_code, message: decline.message, param: '', doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}` } } };
      }
      pm.customer = customer;
      return { status: 200, body: paymentMethodObject(pm) };
    }
    if (method === 'GET' && (match = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) {
      const pm = methods.get(decodeURIComponent(match[1]!));
      return pm ? { status: 200, body: paymentMethodObject(pm) } : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${match[1]}'` } } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(form);
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent ?? ''));
      if (!intent) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${String(form.payment_intent)}'` } } };
      if (intent.status !== 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This PaymentIntent has no successful charge to refund.' } } };
      const left = Number(intent.amount_received) - Number(intent.amount_refunded ?? 0);
      const amount = form.amount === undefined ? left : Number(form.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', param: 'amount', message: `Refund amount (£${amount / 100}) is greater than unrefunded amount on charge (£${left / 100})` } } };
      }
      intent.amount_refunded = Number(intent.amount_refunded ?? 0) + amount;
      const refund = { id: randomId('re_3'), object: 'refund', amount, currency: 'gbp', payment_intent: intent.id, charge: intent.latest_charge, status: 'succeeded', reason: form.reason ?? null, metadata: form.metadata ?? {}, created: nowSeconds() };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const query = url.searchParams.get('query') ?? '';
      const clause = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query.trim());
      if (!clause) return { status: 400, body: { error: { type: 'invalid_request_error', param: 'query', message: `Invalid query: ${query}` } } };
      const [, field, rawValue] = clause;
      const value = rawValue!.replace(/\\(.)/g, '$1');
      const data = [...intents.values()].filter((intent) => (intent.metadata as Record<string, string>)[field!] === value).reverse();
      return { status: 200, body: { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/payment_intents/search' } };
    }
    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const intent = intents.get(decodeURIComponent(match[1]!));
      return intent ? { status: 200, body: intent } : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${match[1]}'` } } };
    }
    return null;
  };

  const started = await startServer(handler, options.port);

  const signWebhook = (rawBody: string, at = new Date(), secret = webhookSecret) => {
    const t = Math.floor(at.getTime() / 1000);
    return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
  };

  return {
    url: started.url,
    host: started.host,
    port: started.port,
    secretKey,
    publishableKey,
    webhookSecret,
    config: { secretKey, publishableKey, webhookSecret, apiBase: started.url, maxNetworkRetries: 1, timeoutMs: 5000 },
    close: () => started.close(),
    chargeCount: () => charges,
    succeededCount: () => succeeded,
    failNextCharge: (when, faultOptions = {}) => faults.add(when, { key: faultOptions.idempotencyKey, times: faultOptions.times }),
    clearFaults: () => faults.clear(),
    createPaymentMethod: (cardNumber) => {
      const digits = cardNumber.replace(/[\s-]/g, '');
      const method: FakePaymentMethod = { id: randomId('pm_1'), customer: null, brand: cardBrand(digits), last4: digits.slice(-4), outcome: outcomeOfCardNumber(digits) };
      methods.set(method.id, method);
      return method.id;
    },
    setPaymentMethodOutcome: (paymentMethodId, outcome) => {
      const method = methods.get(paymentMethodId);
      if (!method) throw new Error(`No such PaymentMethod: ${paymentMethodId}`);
      method.outcome = outcome;
    },
    signWebhook,
    paymentIntentEvent: ({ idempotencyKey, succeeded: wasSucceeded, at = new Date() }) => {
      const recorded = [...intents.values()].find((intent) => (intent.metadata as Record<string, string>).larder_key === idempotencyKey);
      const ok = wasSucceeded ?? recorded?.status === 'succeeded';
      const intent = recorded ?? {
        id: randomId('pi_3'),
        object: 'payment_intent',
        amount: 1999,
        currency: 'gbp',
        metadata: { larder_key: idempotencyKey },
        status: ok ? 'succeeded' : 'requires_payment_method',
        last_payment_error: ok ? null : { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      };
      const event = {
        id: randomId('evt_1'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(at.getTime() / 1000),
        type: ok ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: idempotencyKey },
        data: { object: intent },
      };
      const rawBody = JSON.stringify(event, null, 2);
      return { rawBody, headers: { 'stripe-signature': signWebhook(rawBody, at), 'content-type': 'application/json' } };
    },
    deliverWebhook: (target, event) => fetch(target, { method: 'POST', headers: event.headers, body: event.rawBody }),
    paymentIntents: () => [...intents.values()],
    refunds: () => [...refunds],
  };
}

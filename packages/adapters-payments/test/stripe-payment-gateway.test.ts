import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { StripePaymentGateway, declineReasonOf, outcomeOfPaymentIntent, stripeMode } from '../src/stripe/stripe-payment-gateway';
import { StripeWebhookVerifier } from '../src/stripe/stripe-webhook-verifier';
import { type FakeStripe, startFakeStripe } from '../src/testing/fake-stripe-server';
import { capturingLogger } from './capturing-logger';

let fake: FakeStripe;
let gateway: StripePaymentGateway;
const log = capturingLogger();

beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = new StripePaymentGateway({ secretKey: fake.secretKey, apiBase: fake.url, maxNetworkRetries: 0, timeoutMs: 3000 }, { logger: log.logger });
});
afterAll(() => fake.close());

const charge = (customerId: string, paymentMethodId: string, idempotencyKey: string, amountPence = 1999) =>
  gateway.charge({ customerId, paymentMethodId, amountPence, currency: 'GBP', idempotencyKey, description: 'Larder monthly subscription' });

describe('StripePaymentGateway against the fake', () => {
  it('sends the charge as Stripe expects: off-session, confirmed, in pence, with our key as metadata and Idempotency-Key', async () => {
    const saved = await gateway.saveCard({ paymentMethodId: 'pm_card_visa', email: 'ann@example.com', name: 'Ann Lee' });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value.paymentMethodId).toMatch(/^pm_1/);
    expect(saved.value.card).toEqual({ brand: 'visa', last4: '4242', bin: null });
    const outcome = await charge(saved.value.customerId, saved.value.paymentMethodId, 'larder-key-1');
    expect(outcome.status).toBe('succeeded');
    const intent = fake.paymentIntents().find((pi) => (pi.metadata as Record<string, string>).larder_key === 'larder-key-1');
    expect(intent).toMatchObject({ amount: 1999, currency: 'gbp', customer: saved.value.customerId, status: 'succeeded' });
    if (outcome.status === 'succeeded') expect(outcome.providerChargeId).toBe(intent?.id);
  });

  it('needs authentication off-session for 4000 0025 0000 3155 / 3184, declines expired and wrong-CVC cards on attach', async () => {
    const saved = await gateway.saveCard({ paymentMethodId: fake.createPaymentMethod('4000 0025 0000 3155'), email: 'a@example.com', name: 'A' });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(await charge(saved.value.customerId, saved.value.paymentMethodId, 'auth-1')).toMatchObject({ status: 'declined', reason: 'authentication_required' });
    expect(await gateway.saveCard({ paymentMethodId: 'pm_card_chargeDeclinedExpiredCard', email: 'a@example.com', name: 'A' })).toEqual({
      ok: false,
      error: { code: 'PAYMENT.DECLINED', message: 'Your card has expired.' },
    });
    expect(await gateway.saveCard({ paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds', email: 'a@example.com', name: 'A' })).toMatchObject({ ok: false, error: { code: 'PAYMENT.DECLINED' } });
  });

  it('refuses an unknown payment method as invalid, not as a decline', async () => {
    expect(await gateway.saveCard({ paymentMethodId: 'pm_nope', email: 'a@example.com', name: 'A' })).toMatchObject({ ok: false, error: { code: 'PAYMENT.METHOD_INVALID', field: 'paymentMethodId' } });
    const saved = await gateway.saveCard({ paymentMethodId: 'pm_card_visa', email: 'a@example.com', name: 'A' });
    if (!saved.ok) throw new Error('save failed');
    expect(await charge(saved.value.customerId, 'pm_gone', 'gone-1')).toMatchObject({ status: 'declined', reason: 'invalid_payment_method' });
  });

  it('throws when an idempotency key is reused with a different amount (a bug, never a second charge)', async () => {
    const saved = await gateway.saveCard({ paymentMethodId: 'pm_card_visa', email: 'a@example.com', name: 'A' });
    if (!saved.ok) throw new Error('save failed');
    await charge(saved.value.customerId, saved.value.paymentMethodId, 'reuse-1');
    const before = fake.chargeCount();
    await expect(charge(saved.value.customerId, saved.value.paymentMethodId, 'reuse-1', 999)).rejects.toThrow(/different parameters/);
    expect(fake.chargeCount()).toBe(before);
  });

  it('answers unknown when Stripe cannot be reached at all, and testConnection says so', async () => {
    const offline = new StripePaymentGateway({ secretKey: 'sk_test_x', apiBase: 'http://127.0.0.1:9', maxNetworkRetries: 0, timeoutMs: 1000 });
    expect(await offline.charge({ customerId: 'cus_x', paymentMethodId: 'pm_x', amountPence: 1999, currency: 'GBP', idempotencyKey: 'offline-1', description: 'x' })).toMatchObject({ status: 'unknown' });
    expect(await offline.testConnection()).toEqual({ ok: false, message: 'Could not reach Stripe.' });
    expect(await gateway.testConnection()).toEqual({ ok: true, message: 'Connected to Stripe (test mode).' });
    await expect(offline.findCharge('offline-1')).rejects.toThrow();
  });

  it('creates SetupIntents for off-session use', async () => {
    const intent = await gateway.createSetupIntent();
    expect(intent.id).toMatch(/^seti_/);
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
  });

  it('logs declines with codes only, never the request', async () => {
    const entries = JSON.stringify(log.entries);
    expect(entries).toContain('authentication_required');
    expect(entries).not.toMatch(/4000002500003155|"number"|"cvc"/);
  });
});

describe('Stripe mapping', () => {
  it('maps decline codes to our reasons', () => {
    expect(declineReasonOf('card_declined', 'insufficient_funds')).toBe('insufficient_funds');
    expect(declineReasonOf('card_declined', 'generic_decline')).toBe('generic_decline');
    expect(declineReasonOf('card_declined', undefined)).toBe('card_declined');
    expect(declineReasonOf('card_declined', 'stolen_card')).toBe('card_declined');
    expect(declineReasonOf('expired_card', 'expired_card')).toBe('expired_card');
    expect(declineReasonOf('incorrect_cvc', undefined)).toBe('incorrect_cvc');
    expect(declineReasonOf('authentication_required', 'authentication_required')).toBe('authentication_required');
    expect(declineReasonOf('processing_error', undefined)).toBe('provider_error');
  });

  it('reads a PaymentIntent’s state', () => {
    const base = { id: 'pi_1', metadata: {}, last_payment_error: null };
    expect(outcomeOfPaymentIntent({ ...base, status: 'succeeded' })).toEqual({ status: 'succeeded', providerChargeId: 'pi_1' });
    expect(outcomeOfPaymentIntent({ ...base, status: 'processing' }).status).toBe('unknown');
    expect(outcomeOfPaymentIntent({ ...base, status: 'requires_action' })).toMatchObject({ status: 'declined', reason: 'authentication_required' });
  });

  it('tells test from live keys', () => {
    expect(stripeMode('sk_test_1')).toBe('test');
    expect(stripeMode('sk_live_1')).toBe('live');
    expect(stripeMode('rk_live_1')).toBe('live');
    expect(stripeMode('nonsense')).toBe('unknown');
  });
});

describe('StripeWebhookVerifier', () => {
  const secret = 'whsec_test_secret';
  const verifier = new StripeWebhookVerifier(secret);
  const now = new Date('2026-11-21T09:00:00Z');
  const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', created: 1, data: { object: { object: 'customer', id: 'cus_1' } } });

  it('accepts the signature Stripe’s own helper makes, and maps other events without an outcome', () => {
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(now.getTime() / 1000) });
    expect(verifier.verify(body, { 'Stripe-Signature': header }, now)).toEqual({
      ok: true,
      value: { provider: 'stripe', id: 'evt_1', type: 'customer.created', idempotencyKey: null, outcome: null },
    });
  });

  it('refuses when not configured, and with another secret', () => {
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other', timestamp: Math.floor(now.getTime() / 1000) });
    expect(verifier.verify(body, { 'stripe-signature': header }, now)).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    expect(new StripeWebhookVerifier(undefined).configured).toBe(false);
    expect(new StripeWebhookVerifier(undefined).verify(body, { 'stripe-signature': header }, now).ok).toBe(false);
  });

  it('reads a failed payment’s reason and our key from a delivered event', async () => {
    const event = fake.paymentIntentEvent({ idempotencyKey: 'larder-x-1', succeeded: false, at: now });
    expect(new StripeWebhookVerifier(fake.webhookSecret).verify(event.rawBody, event.headers, now)).toMatchObject({
      ok: true,
      value: { type: 'payment_intent.payment_failed', idempotencyKey: 'larder-x-1', outcome: { status: 'declined', reason: 'insufficient_funds' } },
    });
  });
});

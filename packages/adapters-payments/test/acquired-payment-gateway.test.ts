import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcquiredPaymentGateway, type AcquiredSettings, acquiredBaseUrl } from '../src/acquired/acquired-payment-gateway';
import { declineReasonOf, encodeKey, keyOf, orderIdFor, outcomeOf, poundsOf } from '../src/acquired/acquired-api';
import { AcquiredWebhookVerifier, acquiredWebhookSignature } from '../src/acquired/acquired-webhook-verifier';
import { type FakeAcquired, startFakeAcquired } from '../src/testing/fake-acquired-server';
import { capturingLogger } from './capturing-logger';

let fake: FakeAcquired;
let settings: AcquiredSettings;
const log = capturingLogger();
const customer = { email: 'ann@example.com', firstName: "Ann-Marie O'Neil", lastName: 'Lee' };
const card = (number: string, cvv = '837') => ({ holderName: 'Ann Lee', number, expiryMonth: 12, expiryYear: 2034, cvv });

beforeAll(async () => {
  fake = await startFakeAcquired({ tokenLifetimeSeconds: 3600 });
  settings = { appId: fake.appId, appKey: fake.appKey, companyId: fake.companyId, mode: 'test', baseUrl: fake.baseUrl, timeoutMs: 3000, contactUrl: 'https://larder.example/contact', tdsRedirectUrl: 'https://larder.example/acquired-payment' };
});
afterAll(() => fake.close());

describe('AcquiredPaymentGateway against the fake', () => {
  it('logs in once, reuses the token, and logs in again when the token is refused', async () => {
    const gateway = new AcquiredPaymentGateway(settings, { logger: log.logger });
    const before = fake.loginCount();
    await gateway.findCharge('larder-none-1');
    await gateway.findCharge('larder-none-2');
    expect(fake.loginCount()).toBe(before + 1);
    fake.expireTokens();
    expect(await gateway.findCharge('larder-none-3')).toBeNull();
    expect(fake.loginCount()).toBe(before + 2);
  });

  it('sends the first payment as Acquired expects: decimal pounds, two-digit year, 3-D Secure on, card stored, key as order_id', async () => {
    const gateway = new AcquiredPaymentGateway(settings, { logger: log.logger });
    const registered = await gateway.registerCardDetails({ card: card('4000 0111 8013 8710'), customer, amountPence: 1999, idempotencyKey: 'larder-first-1' });
    expect(registered).toMatchObject({ ok: true, value: { saved: { card: { brand: 'visa', last4: '8710', bin: '400001' } }, firstPayment: { status: 'succeeded' } } });
    const sent = fake.requests().filter((r) => r.path === '/v1/payments').at(-1)!.body as Record<string, Record<string, unknown>>;
    expect(sent.transaction).toMatchObject({ order_id: 'larder-first-1', amount: 19.99, currency: 'gbp', capture: true, custom_data: encodeKey('larder-first-1') });
    expect(sent.payment).toMatchObject({ create_card: true, card: { holder_name: 'Ann Lee', expiry_month: 12, expiry_year: 34 } });
    expect(sent.tds).toEqual({ is_active: true, challenge_preference: 'no_preference', contact_url: 'https://larder.example/contact', redirect_url: 'https://larder.example/acquired-payment' });
    const customers = fake.requests().filter((r) => r.path === '/v1/customers').at(-1)!.body;
    expect(customers).toEqual({ first_name: 'AnnMarie ONeil', last_name: 'Lee', billing: { email: 'ann@example.com' } });
  });

  it('asks the cardholder to complete a 3-D Secure challenge it cannot finish on the server', async () => {
    const gateway = new AcquiredPaymentGateway(settings);
    const before = fake.chargeCount();
    const result = await gateway.registerCardDetails({ card: card('4000002500003155'), customer, amountPence: 1999, idempotencyKey: 'larder-challenge-1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'PAYMENT.DECLINED', message: expect.stringMatching(/authenticate/) } });
    expect(fake.chargeCount()).toBe(before);
    expect(await gateway.findCharge('larder-challenge-1')).toMatchObject({ status: 'declined', reason: 'authentication_required' });
  });

  it('refuses closed accounts, and charges stored cards that later decline with their reason', async () => {
    const gateway = new AcquiredPaymentGateway(settings);
    expect(await gateway.registerCardDetails({ card: card('4000014423759144'), customer, amountPence: 1999, idempotencyKey: 'larder-closed-1' })).toMatchObject({
      ok: false,
      error: { code: 'PAYMENT.DECLINED', message: expect.stringMatching(/account is closed/) },
    });
    expect(await gateway.findCharge('larder-closed-1')).toMatchObject({ status: 'declined', reason: 'closed_account' });
    const registered = await gateway.registerCardDetails({ card: card('4000046811673149'), customer, amountPence: 0, idempotencyKey: 'larder-verify-2' });
    if (!registered.ok) throw new Error(registered.error.message);
    const request = { customerId: registered.value.saved.customerId, paymentMethodId: registered.value.saved.paymentMethodId, amountPence: 1999, currency: 'GBP' as const, description: 'x' };
    fake.setCardOutcome(registered.value.saved.paymentMethodId, 'closed_account');
    expect(await gateway.charge({ ...request, idempotencyKey: 'larder-mit-closed' })).toMatchObject({ status: 'declined', reason: 'closed_account' });
    fake.setCardOutcome(registered.value.saved.paymentMethodId, 'authentication_required');
    expect(await gateway.charge({ ...request, idempotencyKey: 'larder-mit-soft' })).toMatchObject({ status: 'declined', reason: 'authentication_required' });
    expect(await gateway.charge({ ...request, paymentMethodId: '00000000-0000-0000-0000-000000000000', idempotencyKey: 'larder-mit-gone' })).toMatchObject({ status: 'declined', reason: 'invalid_payment_method' });
    const sent = fake.requests().filter((r) => r.path === '/v1/payments/recurring').at(-1)!.body;
    expect(sent).toMatchObject({ transaction: { amount: 19.99, currency: 'gbp', capture: true }, payment: { subscription_reason: 'recurring', reference: 'Larder' } });
  });

  it('maps a key that does not fit order_id rules to a stable order id and reads it back', async () => {
    const gateway = new AcquiredPaymentGateway(settings);
    const key = 'larder-card-3f1c2a55-5b68-4725-a0ce-9560514ec00b-1763711234567';
    expect(orderIdFor(key)).toMatch(/^lk-[0-9a-f]{47}$/);
    expect(orderIdFor(key)).toBe(orderIdFor(key));
    const registered = await gateway.registerCardDetails({ card: card('4000011180138710'), customer, amountPence: 1999, idempotencyKey: key });
    expect(registered.ok).toBe(true);
    expect(await gateway.findCharge(key)).toMatchObject({ status: 'succeeded' });
    expect(keyOf(orderIdFor(key), encodeKey(key))).toBe(key);
    const again = await gateway.registerCardDetails({ card: card('4000011180138710'), customer, amountPence: 1999, idempotencyKey: key });
    expect(again.ok && registered.ok && again.value.saved.paymentMethodId === registered.value.saved.paymentMethodId).toBe(true);
  });

  it('saves a card stored by the hosted fields by its card_id, and starts a hosted-fields session', async () => {
    const gateway = new AcquiredPaymentGateway(settings);
    const registered = await gateway.registerCardDetails({ card: card('4000011180138710'), customer, amountPence: 0, idempotencyKey: 'larder-hosted-1' });
    if (!registered.ok) throw new Error(registered.error.message);
    expect(await gateway.saveCard({ paymentMethodId: registered.value.saved.paymentMethodId, email: 'ann@example.com', name: 'Ann Lee' })).toEqual({ ok: true, value: registered.value.saved });
    expect(await gateway.saveCard({ paymentMethodId: 'no-such-card', email: 'ann@example.com', name: 'Ann Lee' })).toMatchObject({ ok: false, error: { code: 'PAYMENT.METHOD_INVALID' } });
    const session = await gateway.createSetupIntent();
    expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('testConnection: a wrong company id is refused, an unreachable host is reported', async () => {
    expect(await new AcquiredPaymentGateway(settings).testConnection()).toEqual({ ok: true, message: 'Connected to Acquired (test mode): the app id and key were accepted.' });
    expect(await new AcquiredPaymentGateway({ ...settings, appId: 'nobody00' }).testConnection()).toEqual({ ok: false, message: 'Acquired refused the app id or app key.' });
    const offline = new AcquiredPaymentGateway({ ...settings, baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 1000 });
    expect((await offline.testConnection()).message).toMatch(/Could not reach Acquired/);
    // The login got no answer, so the payment itself was never sent: a retryable refusal, not `unknown`.
    expect(await offline.charge({ customerId: 'c', paymentMethodId: 'p', amountPence: 1999, currency: 'GBP', idempotencyKey: 'larder-offline', description: 'x' })).toMatchObject({ status: 'declined', reason: 'provider_error' });
    await expect(new AcquiredPaymentGateway({ ...settings, companyId: '00000000-0000-0000-0000-000000000000' }).findCharge('larder-x')).rejects.toThrow(/403/);
  });

  it('never logs or keeps a card number or CVV', async () => {
    const gateway = new AcquiredPaymentGateway(settings, { logger: log.logger });
    await gateway.registerCardDetails({ card: card('4000016746394707', '4321'), customer, amountPence: 1999, idempotencyKey: 'larder-secret-1' });
    await gateway.registerCardDetails({ card: { ...card('4000011180138710', '4321'), expiryMonth: 13 }, customer, amountPence: 1999, idempotencyKey: 'larder-secret-2' });
    const text = JSON.stringify([log.entries, fake.requests(), fake.transactions()]);
    for (const secret of ['4000016746394707', '4000011180138710', '"4321"']) expect(text).not.toContain(secret);
  });
});

describe('Acquired mapping', () => {
  it('turns pence into decimal pounds exactly', () => {
    expect(poundsOf(1999)).toBe(19.99);
    expect(poundsOf(5)).toBe(0.05);
    expect(poundsOf(0)).toBe(0);
    expect(poundsOf(100000)).toBe(1000);
    expect(() => poundsOf(19.5)).toThrow();
  });

  it('maps statuses and reasons', () => {
    expect(outcomeOf('success', null, 't1')).toEqual({ status: 'succeeded', providerChargeId: 't1' });
    expect(outcomeOf('error', null, 't1').status).toBe('unknown');
    expect(outcomeOf('blocked', 'velocity', 't1')).toMatchObject({ status: 'declined', reason: 'card_declined' });
    expect(declineReasonOf('declined', 'invalid_cvv')).toBe('incorrect_cvc');
    expect(declineReasonOf('declined', 'lost_or_stolen')).toBe('card_declined');
    expect(declineReasonOf('tds_failed', 'challenge_failed')).toBe('authentication_failed');
    expect(declineReasonOf('declined', 'something_new')).toBe('generic_decline');
  });

  it('uses the test and live base URLs, or the override', () => {
    expect(acquiredBaseUrl({ mode: 'test' })).toBe('https://test-api.acquired.com/v1');
    expect(acquiredBaseUrl({ mode: 'live' })).toBe('https://api.acquired.com/v1');
    expect(acquiredBaseUrl({ mode: 'live', baseUrl: 'http://127.0.0.1:1234/v1/' })).toBe('http://127.0.0.1:1234/v1');
  });
});

describe('AcquiredWebhookVerifier', () => {
  const key = 'signing-key';
  const verifier = new AcquiredWebhookVerifier(key);
  const now = new Date('2026-11-21T09:00:00Z');
  const event = (status: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ webhook_type: 'status_update', webhook_id: 'wh-1', timestamp: Math.floor(now.getTime() / 1000), webhook_body: { transaction_id: 't-1', order_id: 'larder-abc-1', status, ...extra } });

  it('reads a declined payment with its reason, and ignores the case of the header name', () => {
    const body = event('declined', { reason: 'insufficient_funds' });
    expect(verifier.verify(body, { 'Webhook-Signature': acquiredWebhookSignature(body, key) }, now)).toEqual({
      ok: true,
      value: {
        provider: 'acquired',
        id: 'wh-1',
        type: 'status_update',
        idempotencyKey: 'larder-abc-1',
        outcome: { status: 'declined', providerChargeId: 't-1', reason: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      },
    });
  });

  it('refuses a signature made with another key, an event without a timestamp, and works only when configured', () => {
    const body = event('success');
    expect(verifier.verify(body, { 'webhook-signature': acquiredWebhookSignature(body, 'other') }, now).ok).toBe(false);
    const noTime = JSON.stringify({ webhook_type: 'status_update', webhook_body: { order_id: 'x', status: 'success' } });
    expect(verifier.verify(noTime, { 'webhook-signature': acquiredWebhookSignature(noTime, key) }, now).ok).toBe(false);
    expect(new AcquiredWebhookVerifier(undefined).configured).toBe(false);
  });
});

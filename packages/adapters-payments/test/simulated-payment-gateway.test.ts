import { describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway, describePaymentMethod, tokeniseSimulatedCard } from '../src/simulated/simulated-payment-gateway';
import { TEST_CARDS, cardBrand, luhnValid } from '../src/simulated/test-cards';
import { SimulatedFaults } from '../src/simulated/simulated-faults';

const now = new Date('2026-11-21T12:00:00Z');
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  tokeniseSimulatedCard({ number, expMonth: 12, expYear: 34, cvc: '123', ...extra }, now);

describe('simulated card form', () => {
  it('every listed test card passes the Luhn check and has its brand', () => {
    for (const test of TEST_CARDS) {
      expect(luhnValid(test.number), test.number).toBe(true);
      expect(cardBrand(test.number), test.number).toBe(test.brand);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('turns a good card into a payment method id that keeps no full number', () => {
    const result = card('4242 4242 4242 4242');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(result.value.id).not.toContain('4242424242424242');
    expect(describePaymentMethod(result.value.id)).toEqual({ brand: 'visa', bin: '424242', last4: '4242', outcome: 'ok' });
  });

  it('rejects a bad number, a past expiry and a short CVC with the providers’ messages', () => {
    expect(card('4242424242424241')).toMatchObject({ ok: false, error: { code: 'PAYMENT.METHOD_INVALID', message: 'Your card number is invalid.' } });
    expect(card('4242424242424242', { expMonth: 10, expYear: 2026 })).toMatchObject({ ok: false, error: { message: 'Your card has expired.' } });
    expect(card('4242424242424242', { expMonth: 11, expYear: 26 }).ok).toBe(true);
    expect(card('4242424242424242', { expMonth: 13 })).toMatchObject({ ok: false, error: { field: 'expiry' } });
    expect(card('4242424242424242', { cvc: '12' })).toMatchObject({ ok: false, error: { field: 'cvc' } });
    expect(card('378282246310005', { cvc: '123' })).toMatchObject({ ok: false, error: { field: 'cvc' } });
    expect(card('378282246310005', { cvc: '1234' }).ok).toBe(true);
  });
});

describe('SimulatedPaymentGateway', () => {
  const gateway = new SimulatedPaymentGateway();
  const save = (paymentMethodId: string) => gateway.saveCard({ paymentMethodId, email: 'a@example.com', name: 'A' });

  it('accepts Stripe test ids: pm_card_visa saves, pm_card_chargeDeclined declines', async () => {
    expect(await save('pm_card_visa')).toMatchObject({ ok: true, value: { card: { brand: 'visa', last4: '4242', bin: '424242' } } });
    expect(await save('pm_card_chargeDeclined')).toEqual({ ok: false, error: { code: 'PAYMENT.DECLINED', message: 'Your card was declined.' } });
  });

  it('declines the decline test cards and refuses an unknown id', async () => {
    const declined = card('4000000000000002');
    const poor = card('4000000000009995');
    if (!declined.ok || !poor.ok) throw new Error('tokenise failed');
    expect(await save(declined.value.id)).toMatchObject({ ok: false, error: { code: 'PAYMENT.DECLINED' } });
    expect(await save(poor.value.id)).toMatchObject({ ok: false, error: { message: 'Your card has insufficient funds.' } });
    expect(await save('pm_sim_visa_4242424242_ok_zz')).toMatchObject({ ok: false, error: { code: 'PAYMENT.METHOD_INVALID' } });
  });

  it('gives each customer and setup intent a fresh id', async () => {
    const a = await save('pm_card_visa');
    const b = await save('pm_card_visa');
    expect(a.ok && b.ok && a.value.customerId !== b.value.customerId).toBe(true);
    const intent = await gateway.createSetupIntent();
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
  });
});

describe('SimulatedPaymentGateway: the providers’ test cards', () => {
  const customer = { email: 'a@example.com', firstName: 'A', lastName: 'B' };
  const details = (number: string) => ({ holderName: 'A B', number, expiryMonth: 12, expiryYear: 2034, cvv: '123' });
  const charge = (gateway: SimulatedPaymentGateway, paymentMethodId: string, idempotencyKey = `k_${Math.random()}`) =>
    gateway.charge({ customerId: 'cus_sim_x', paymentMethodId, amountPence: 1999, currency: 'GBP', idempotencyKey, description: 'test' });

  it('4000 0025 0000 3155 saves after on-session authentication; off-session charges ask for authentication', async () => {
    const gateway = new SimulatedPaymentGateway();
    const token = card('4000 0025 0000 3155');
    if (!token.ok) throw new Error('tokenise failed');
    const saved = await gateway.saveCard({ paymentMethodId: token.value.id, email: 'a@example.com', name: 'A' });
    expect(saved.ok).toBe(true);
    expect(await charge(gateway, token.value.id)).toMatchObject({ status: 'declined', reason: 'authentication_required' });
    expect(await charge(gateway, 'pm_card_authenticationRequired')).toMatchObject({ status: 'declined', reason: 'authentication_required' });
    const registered = await gateway.registerCardDetails({ card: details('4000002500003155'), customer, amountPence: 1999, idempotencyKey: 'first_3155' });
    expect(registered).toMatchObject({ ok: true, value: { firstPayment: { status: 'succeeded' } } });
  });

  it('4000 0000 0000 0341 attaches, and every later charge is declined', async () => {
    const gateway = new SimulatedPaymentGateway();
    expect((await gateway.saveCard({ paymentMethodId: 'pm_card_chargeCustomerFail', email: 'a@example.com', name: 'A' })).ok).toBe(true);
    expect(await charge(gateway, 'pm_card_chargeCustomerFail')).toMatchObject({ status: 'declined', reason: 'card_declined' });
    const verified = await gateway.registerCardDetails({ card: details('4000000000000341'), customer, amountPence: 0, idempotencyKey: 'v_0341' });
    expect(verified.ok).toBe(true);
    if (verified.ok) expect(await charge(gateway, verified.value.saved.paymentMethodId)).toMatchObject({ status: 'declined', reason: 'card_declined' });
    expect(await gateway.registerCardDetails({ card: details('4000000000000341'), customer, amountPence: 1999, idempotencyKey: 'p_0341' })).toMatchObject({
      ok: false,
      error: { code: 'PAYMENT.DECLINED' },
    });
  });

  it('Acquired’s test cards: two succeed, generic decline, closed account, 3-D Secure success and failure', async () => {
    const gateway = new SimulatedPaymentGateway();
    const register = (number: string) => gateway.registerCardDetails({ card: details(number), customer, amountPence: 1999, idempotencyKey: `reg_${number}` });
    for (const number of ['4000011180138710', '4000046811673149', '4000018525249219']) {
      const result = await register(number);
      expect(result, number).toMatchObject({ ok: true, value: { saved: { card: { brand: 'visa', last4: number.slice(-4), bin: number.slice(0, 6) } }, firstPayment: { status: 'succeeded' } } });
      if (result.ok) expect(await charge(gateway, result.value.saved.paymentMethodId)).toMatchObject({ status: 'succeeded' });
    }
    expect(await register('4000016746394707')).toMatchObject({ ok: false, error: { code: 'PAYMENT.DECLINED', message: 'Your card was declined.' } });
    expect(await gateway.findCharge('reg_4000016746394707')).toMatchObject({ status: 'declined', reason: 'generic_decline' });
    expect(await register('4000014423759144')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/account is closed/) } });
    expect(await gateway.findCharge('reg_4000014423759144')).toMatchObject({ status: 'declined', reason: 'closed_account' });
    expect(await register('4000014070307353')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/3-D Secure/) } });
    expect(await gateway.findCharge('reg_4000014070307353')).toMatchObject({ status: 'declined', reason: 'authentication_failed' });
    expect(gateway.chargeCount()).toBe(9);
    expect(gateway.successfulChargeCount()).toBe(3 + 3);
  });

  it('charges every declining test payment method with its reason', async () => {
    const gateway = new SimulatedPaymentGateway();
    expect(await charge(gateway, 'pm_card_chargeDeclined')).toMatchObject({ status: 'declined', reason: 'card_declined' });
    expect(await charge(gateway, 'pm_card_chargeDeclinedInsufficientFunds')).toMatchObject({ status: 'declined', reason: 'insufficient_funds' });
    expect(await charge(gateway, 'pm_card_chargeDeclinedExpiredCard')).toMatchObject({ status: 'declined', reason: 'expired_card' });
    expect(await charge(gateway, 'pm_unknown')).toMatchObject({ status: 'declined', reason: 'invalid_payment_method', providerChargeId: null });
    expect(gateway.successfulChargeCount()).toBe(0);
  });

  it('refuses a key reused with a different amount, and bad requests', async () => {
    const gateway = new SimulatedPaymentGateway();
    await charge(gateway, 'pm_card_visa', 'same');
    await expect(gateway.charge({ customerId: 'cus_sim_x', paymentMethodId: 'pm_card_visa', amountPence: 999, currency: 'GBP', idempotencyKey: 'same', description: 't' })).rejects.toThrow(/different parameters/);
    await expect(gateway.charge({ customerId: 'c', paymentMethodId: 'pm_card_visa', amountPence: 19.99, currency: 'GBP', idempotencyKey: 'x', description: 't' })).rejects.toThrow();
    expect(gateway.chargeCount()).toBe(1);
  });

  it('scripted faults apply to the matching charges only, the given number of times', async () => {
    const faults = new SimulatedFaults().failNextCharge('timeout_before_charge', { times: 2 });
    const gateway = new SimulatedPaymentGateway({ faults });
    expect((await charge(gateway, 'pm_card_visa', 'a')).status).toBe('unknown');
    expect((await charge(gateway, 'pm_card_visa', 'a')).status).toBe('unknown');
    expect((await charge(gateway, 'pm_card_visa', 'a')).status).toBe('succeeded');
    faults.failChargeWithKey('b', 'timeout_after_charge');
    expect((await charge(gateway, 'pm_card_visa', 'c')).status).toBe('succeeded');
    expect((await charge(gateway, 'pm_card_visa', 'b')).status).toBe('unknown');
    expect(await gateway.findCharge('b')).toMatchObject({ status: 'succeeded' });
    expect(gateway.chargeCount()).toBe(3);
  });

  it('bills 100,000 charges quickly, each counted once', async () => {
    const gateway = new SimulatedPaymentGateway();
    const started = Date.now();
    for (let i = 0; i < 100_000; i += 1) await charge(gateway, 'pm_card_visa', `bench_${i}`);
    expect(gateway.successfulChargeCount()).toBe(100_000);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

import { describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway, describePaymentMethod, tokeniseSimulatedCard } from '../src/simulated/simulated-payment-gateway';
import { TEST_CARDS, cardBrand, luhnValid } from '../src/simulated/test-cards';

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

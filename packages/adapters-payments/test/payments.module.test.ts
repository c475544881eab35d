import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { PAYMENT_GATEWAY, PAYMENT_GATEWAYS, type PaymentGateway, type PaymentGateways, WEBHOOK_VERIFIERS, type WebhookVerifier } from '@larder/domain/billing/ports';
import { CLOCK } from '@larder/domain/shared/clock';
import { type PaymentsConfig, createPaymentGateways, describePaymentsConfig, paymentsModule } from '../src/payments.module';
import { startFakeStripe } from '../src/testing/fake-stripe-server';
import { startFakeAcquired } from '../src/testing/fake-acquired-server';

const secrets = { stripeKey: 'sk_live_51SecretSecretSecret', webhook: 'whsec_topsecretvalue123', appKey: 'acquired-app-key-very-secret-000' };

const full: PaymentsConfig = {
  primary: 'stripe',
  stripe: { secretKey: secrets.stripeKey, publishableKey: 'pk_live_51Public', webhookSecret: secrets.webhook, apiBase: 'http://127.0.0.1:9' },
  acquired: { appId: '72693514', appKey: secrets.appKey, companyId: 'company-1', mode: 'test', apiBase: 'http://127.0.0.1:9/v1' },
};

const load = async (config: Parameters<typeof paymentsModule>[0]) => {
  const container = new Container();
  await container.load(paymentsModule(config));
  return container;
};

describe('paymentsModule', () => {
  it('keeps the old signature: a provider name binds PAYMENT_GATEWAY only', async () => {
    const container = await load('simulated');
    expect(container.get<PaymentGateway>(PAYMENT_GATEWAY).provider).toBe('simulated');
    expect(container.isBound(PAYMENT_GATEWAYS)).toBe(false);
  });

  it('binds the simulated provider as primary and card form by default, with no webhook verifiers', async () => {
    const container = await load({ primary: 'simulated' });
    const gateways = container.get<PaymentGateways>(PAYMENT_GATEWAYS);
    expect(gateways.primary.provider).toBe('simulated');
    expect(gateways.cardForm).toBe(gateways.primary);
    expect(gateways.byName('simulated')).toBe(gateways.primary);
    expect(gateways.byName('stripe')).toBeNull();
    expect(container.get<PaymentGateway>(PAYMENT_GATEWAY)).toBe(gateways.primary);
    expect(container.get<WebhookVerifier[]>(WEBHOOK_VERIFIERS)).toEqual([]);
  });

  it('binds Stripe as primary and Acquired as the card form when both are configured', async () => {
    const container = await load(full);
    const gateways = container.get<PaymentGateways>(PAYMENT_GATEWAYS);
    expect(gateways.primary.provider).toBe('stripe');
    expect(gateways.cardForm.provider).toBe('acquired');
    expect(gateways.byName('acquired')).toBe(gateways.cardForm);
    expect(gateways.byName('simulated')?.provider).toBe('simulated');
    expect(container.get<PaymentGateway>(PAYMENT_GATEWAY)).toBe(gateways.primary);
    const verifiers = container.get<WebhookVerifier[]>(WEBHOOK_VERIFIERS);
    expect(verifiers.map((v) => [v.provider, v.configured])).toEqual([
      ['stripe', true],
      ['acquired', true],
    ]);
  });

  it('checks card expiry against the container’s clock', async () => {
    const container = new Container();
    container.bind(CLOCK).toConstantValue({ now: () => new Date('2035-06-01T00:00:00Z') });
    await container.load(paymentsModule({ primary: 'simulated' }));
    const registered = await container.get<PaymentGateways>(PAYMENT_GATEWAYS).cardForm.registerCardDetails!({
      card: { holderName: 'Ann Lee', number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvv: '123' },
      customer: { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' },
      amountPence: 0,
      idempotencyKey: 'clock-1',
    });
    expect(registered).toMatchObject({ ok: false, error: { code: 'PAYMENT.METHOD_INVALID', message: 'Your card has expired.' } });
  });

  it('uses the simulated card form when Acquired is not configured, and refuses Stripe as primary without its key', () => {
    const built = createPaymentGateways({ primary: 'stripe', stripe: { secretKey: 'sk_test_x', webhookSecret: null } });
    expect(built.gateways.cardForm.provider).toBe('simulated');
    expect(built.verifiers.map((v) => [v.provider, v.configured])).toEqual([['stripe', false]]);
    expect(() => createPaymentGateways({ primary: 'stripe' })).toThrow(/Stripe is not configured/);
  });
});

describe('paymentsModule wired to the fakes', () => {
  it('charges through Stripe as primary and Acquired as card form, and verifies both providers’ webhooks', async () => {
    const stripe = await startFakeStripe();
    const acquired = await startFakeAcquired();
    try {
      const container = await load({ primary: 'stripe', stripe: stripe.config, acquired: acquired.config });
      const gateways = container.get<PaymentGateways>(PAYMENT_GATEWAYS);
      expect((await gateways.primary.testConnection()).ok).toBe(true);
      expect((await gateways.cardForm.testConnection()).ok).toBe(true);
      const registered = await gateways.cardForm.registerCardDetails!({
        card: { holderName: 'Ann Lee', number: '4000011180138710', expiryMonth: 12, expiryYear: 2034, cvv: '123' },
        customer: { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' },
        amountPence: 1999,
        idempotencyKey: 'larder-module-1',
      });
      expect(registered.ok).toBe(true);
      expect(acquired.chargeCount()).toBe(1);
      const now = new Date();
      const verifiers = container.get<WebhookVerifier[]>(WEBHOOK_VERIFIERS);
      const stripeEvent = stripe.paymentIntentEvent({ idempotencyKey: 'larder-module-2', succeeded: true, at: now });
      const acquiredEvent = acquired.paymentWebhook({ orderId: 'larder-module-1', at: now });
      expect(verifiers[0]!.verify(stripeEvent.rawBody, stripeEvent.headers, now)).toMatchObject({ ok: true, value: { idempotencyKey: 'larder-module-2' } });
      expect(verifiers[1]!.verify(acquiredEvent.rawBody, acquiredEvent.headers, now)).toMatchObject({ ok: true, value: { idempotencyKey: 'larder-module-1', outcome: { status: 'succeeded' } } });
    } finally {
      await stripe.close();
      await acquired.close();
    }
  });
});

describe('describePaymentsConfig', () => {
  it('tells the mode from the key, shows the publishable key and whether webhooks are configured, never a secret', () => {
    const described = describePaymentsConfig(full);
    expect(described).toEqual({
      primary: 'stripe',
      stripe: { configured: true, mode: 'live', publishableKey: 'pk_live_51Public', webhookConfigured: true },
      acquired: { configured: true, mode: 'test', appId: 'Configured', appKey: 'Configured', companyId: 'Configured', webhookConfigured: true, cardFormProvider: 'acquired' },
    });
    const text = JSON.stringify(described);
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
    expect(text).not.toContain('72693514');
  });

  it('describes the embedded default', () => {
    expect(describePaymentsConfig('simulated')).toEqual({
      primary: 'simulated',
      stripe: { configured: false, mode: 'simulated', publishableKey: null, webhookConfigured: false },
      acquired: { configured: false, mode: 'simulated', appId: 'Missing', appKey: 'Missing', companyId: 'Missing', webhookConfigured: false, cardFormProvider: 'simulated' },
    });
    expect(describePaymentsConfig({ primary: 'stripe', stripe: { secretKey: 'sk_test_abc', publishableKey: 'sk_test_oops' } }).stripe).toEqual({
      configured: true,
      mode: 'test',
      publishableKey: null,
      webhookConfigured: false,
    });
  });
});

import { StripePaymentGateway } from '../src/stripe/stripe-payment-gateway';
import { StripeWebhookVerifier } from '../src/stripe/stripe-webhook-verifier';
import { startFakeStripe } from '../src/testing/fake-stripe-server';
import { type ContractHarness, paymentGatewayContract } from './payment-gateway.contract';
import { capturingLogger } from './capturing-logger';

const customer = { email: 'ann@example.com', name: 'Ann Lee' };

paymentGatewayContract('stripe (against the in-process fake of its API)', async (): Promise<ContractHarness> => {
  const fake = await startFakeStripe();
  const log = capturingLogger();
  const settings = { secretKey: fake.secretKey, publishableKey: fake.publishableKey, webhookSecret: fake.webhookSecret, apiBase: fake.url, maxNetworkRetries: 1, timeoutMs: 5000 };
  const gateway = new StripePaymentGateway(settings, { logger: log.logger });
  const saveTestMethod = async (paymentMethodId: string) => {
    const saved = await gateway.saveCard({ paymentMethodId, ...customer });
    if (!saved.ok) throw new Error(`could not save ${paymentMethodId}: ${saved.error.message}`);
    return { customerId: saved.value.customerId, paymentMethodId: saved.value.paymentMethodId };
  };
  return {
    gateway,
    badCredentials: () => new StripePaymentGateway({ ...settings, secretKey: 'sk_test_wrong_key_123456' }, { logger: log.logger }),
    saveCard: (kind) => gateway.saveCard({ paymentMethodId: kind === 'ok' ? 'pm_card_visa' : 'pm_card_chargeDeclined', ...customer }),
    savedCardSummary: { brand: 'visa', last4: '4242' },
    chargeable: async (kind) => {
      switch (kind) {
        case 'ok':
          return saveTestMethod('pm_card_visa');
        case 'card_declined':
          return saveTestMethod('pm_card_chargeCustomerFail');
        case 'insufficient_funds': {
          const saved = await saveTestMethod('pm_card_visa');
          fake.setPaymentMethodOutcome(saved.paymentMethodId, 'insufficient_funds');
          return saved;
        }
      }
    },
    // Stripe answers its declining test cards with code card_declined and decline_code generic_decline.
    cardDeclinedReason: 'generic_decline',
    injectTimeout: (key, when) => fake.failNextCharge(when, { idempotencyKey: key, times: 100 }),
    clearFaults: () => fake.clearFaults(),
    chargeCount: () => fake.chargeCount(),
    logs: () => log.entries,
    webhook: {
      verifier: new StripeWebhookVerifier(fake.webhookSecret),
      signedPaymentEvent: ({ idempotencyKey, succeeded, at }) => fake.paymentIntentEvent({ idempotencyKey, succeeded, at }),
    },
    close: () => fake.close(),
  };
});

import { AcquiredPaymentGateway, type AcquiredSettings } from '../src/acquired/acquired-payment-gateway';
import { orderIdFor } from '../src/acquired/acquired-api';
import { AcquiredWebhookVerifier } from '../src/acquired/acquired-webhook-verifier';
import { startFakeAcquired } from '../src/testing/fake-acquired-server';
import { type ContractHarness, paymentGatewayContract, uniqueKey } from './payment-gateway.contract';
import { capturingLogger } from './capturing-logger';

const card = (number: string) => ({ holderName: 'Ann Lee', number, expiryMonth: 12, expiryYear: 2034, cvv: '837' });
const customer = { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' };

paymentGatewayContract('acquired (against the in-process fake of its API)', async (): Promise<ContractHarness> => {
  const fake = await startFakeAcquired();
  const log = capturingLogger();
  const settings: AcquiredSettings = { appId: fake.appId, appKey: fake.appKey, companyId: fake.companyId, mode: 'test', baseUrl: fake.baseUrl, timeoutMs: 5000 };
  const gateway = new AcquiredPaymentGateway(settings, { logger: log.logger });
  const register = async (number: string) => {
    const registered = await gateway.registerCardDetails({ card: card(number), customer, amountPence: 0, idempotencyKey: uniqueKey('verify').replace(/_/g, '-') });
    if (!registered.ok) throw new Error(`could not register ${number.slice(-4)}: ${registered.error.message}`);
    return { customerId: registered.value.saved.customerId, paymentMethodId: registered.value.saved.paymentMethodId };
  };
  return {
    gateway,
    badCredentials: () => new AcquiredPaymentGateway({ ...settings, appKey: '00000000000000000000000000000000' }, { logger: log.logger }),
    saveCard: async (kind) => {
      const registered = await gateway.registerCardDetails({ card: card(kind === 'ok' ? '4000011180138710' : '4000016746394707'), customer, amountPence: 0, idempotencyKey: uniqueKey('save') });
      return registered.ok ? { ok: true, value: registered.value.saved } : registered;
    },
    savedCardSummary: { brand: 'visa', last4: '8710' },
    chargeable: async (kind) => {
      const saved = await register('4000011180138710');
      if (kind === 'insufficient_funds') fake.setCardOutcome(saved.paymentMethodId, 'insufficient_funds');
      if (kind === 'card_declined') fake.setCardOutcome(saved.paymentMethodId, 'generic_decline');
      return saved;
    },
    cardDeclinedReason: 'generic_decline',
    injectTimeout: (key, when) => fake.failNextPayment(when, { orderId: orderIdFor(key), times: 100 }),
    clearFaults: () => fake.clearFaults(),
    chargeCount: () => fake.chargeCount(),
    logs: () => log.entries,
    cardDetails: {
      ok: card('4000011180138710'),
      declined: card('4000016746394707'),
      declinedReasonMessage: /declined/i,
      tdsFailed: card('4000014070307353'),
    },
    webhook: {
      verifier: new AcquiredWebhookVerifier(fake.webhookSigningKey),
      signedPaymentEvent: ({ idempotencyKey, succeeded, at }) => fake.paymentWebhook({ orderId: orderIdFor(idempotencyKey), idempotencyKey, succeeded, at }),
    },
    close: () => fake.close(),
  };
});

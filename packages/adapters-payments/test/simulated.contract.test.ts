import { SimulatedPaymentGateway } from '../src/simulated/simulated-payment-gateway';
import { SimulatedFaults } from '../src/simulated/simulated-faults';
import { type ContractHarness, paymentGatewayContract } from './payment-gateway.contract';

const customer = { email: 'ann@example.com', name: 'Ann Lee' };

paymentGatewayContract('simulated', async (): Promise<ContractHarness> => {
  const faults = new SimulatedFaults();
  const gateway = new SimulatedPaymentGateway({ faults });
  const saveTestMethod = async (paymentMethodId: string) => {
    const saved = await gateway.saveCard({ paymentMethodId, ...customer });
    if (!saved.ok) throw new Error(`could not save ${paymentMethodId}: ${saved.error.message}`);
    return { customerId: saved.value.customerId, paymentMethodId: saved.value.paymentMethodId };
  };
  return {
    gateway,
    badCredentials: () => {
      const bad = new SimulatedFaults();
      bad.credentialsRejected = true;
      return new SimulatedPaymentGateway({ faults: bad });
    },
    saveCard: (kind) => gateway.saveCard({ paymentMethodId: kind === 'ok' ? 'pm_card_visa' : 'pm_card_chargeDeclined', ...customer }),
    savedCardSummary: { brand: 'visa', last4: '4242' },
    chargeable: async (kind) => {
      switch (kind) {
        case 'ok':
          return saveTestMethod('pm_card_visa');
        case 'card_declined':
          return saveTestMethod('pm_card_chargeCustomerFail');
        case 'insufficient_funds':
          // Stripe's test mode charges this id directly (a saved card whose account has run dry).
          return { customerId: (await saveTestMethod('pm_card_visa')).customerId, paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' };
      }
    },
    cardDeclinedReason: 'card_declined',
    injectTimeout: (key, when) => {
      faults.failChargeWithKey(key, when === 'before' ? 'timeout_before_charge' : 'timeout_after_charge');
    },
    clearFaults: () => faults.clear(),
    chargeCount: () => gateway.chargeCount(),
    logs: () => [],
    cardDetails: {
      ok: { holderName: 'Ann Lee', number: '4000018525249219', expiryMonth: 12, expiryYear: 2034, cvv: '837' },
      declined: { holderName: 'Ann Lee', number: '4000016746394707', expiryMonth: 12, expiryYear: 2034, cvv: '837' },
      declinedReasonMessage: /declined/i,
      tdsFailed: { holderName: 'Ann Lee', number: '4000014070307353', expiryMonth: 12, expiryYear: 2034, cvv: '837' },
    },
    close: async () => {},
  };
});

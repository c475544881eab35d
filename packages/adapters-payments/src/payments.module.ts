import { ContainerModule } from 'inversify';
import { PAYMENT_GATEWAY } from '@larder/domain/billing/ports';
import { SimulatedPaymentGateway } from './simulated/simulated-payment-gateway';

export type PaymentProvider = 'simulated';

/** Binds the payment gateway port to the configured provider (the payments issue adds Stripe and Acquired). */
export const paymentsModule = (provider: PaymentProvider) =>
  new ContainerModule(({ bind }) => {
    switch (provider) {
      case 'simulated':
        bind(PAYMENT_GATEWAY).toConstantValue(new SimulatedPaymentGateway());
        break;
    }
  });

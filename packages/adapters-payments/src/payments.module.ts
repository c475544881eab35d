import { ContainerModule } from 'inversify';
import {
  PAYMENT_GATEWAY,
  PAYMENT_GATEWAYS,
  type PaymentGateway,
  type PaymentGateways,
  WEBHOOK_VERIFIERS,
  type WebhookVerifier,
} from '@larder/domain/billing/ports';
import { LOGGER, type Logger, silentLogger } from '@larder/domain/shared/logger';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { SimulatedPaymentGateway, type SimulatedPaymentGatewayOptions } from './simulated/simulated-payment-gateway';
import { StripePaymentGateway, stripeMode } from './stripe/stripe-payment-gateway';
import { StripeWebhookVerifier } from './stripe/stripe-webhook-verifier';
import { AcquiredPaymentGateway } from './acquired/acquired-payment-gateway';
import { AcquiredWebhookVerifier } from './acquired/acquired-webhook-verifier';

export type PaymentProvider = 'simulated' | 'stripe';

/** Stripe's settings as the configuration reads them (STRIPE_*); null and absent mean the same. */
export interface StripeConfig {
  readonly secretKey: string;
  readonly publishableKey?: string | null;
  readonly webhookSecret?: string | null;
  /** STRIPE_API_BASE: tests point the client at the in-process fake. */
  readonly apiBase?: string | null;
  readonly timeoutMs?: number;
  readonly maxNetworkRetries?: number;
}

/** Acquired's settings as the configuration reads them (ACQUIRED_*); null and absent mean the same. */
export interface AcquiredConfig {
  readonly appId: string;
  readonly appKey: string;
  readonly companyId?: string | null;
  readonly mid?: string | null;
  readonly mode: 'test' | 'live';
  /** ACQUIRED_API_BASE: overrides the mode's base URL (tests: the fake's `${url}/v1`). */
  readonly apiBase?: string | null;
  /** The Hub's webhook signing key; the app key when not set. */
  readonly webhookSigningKey?: string | null;
  readonly tdsRedirectUrl?: string | null;
  readonly contactUrl?: string | null;
  readonly timeoutMs?: number;
}

export interface PaymentsConfig {
  /** The provider of the sign-up and /subscribe pages. */
  readonly primary: PaymentProvider;
  readonly stripe?: StripeConfig | null;
  /** When absent, the card form (/api/acquired/...) uses the simulated provider. */
  readonly acquired?: AcquiredConfig | null;
  /** Options of the simulated provider (tests inject faults here). */
  readonly simulated?: SimulatedPaymentGatewayOptions;
}

export interface BuiltPayments {
  readonly gateways: PaymentGateways;
  readonly verifiers: readonly WebhookVerifier[];
  /** The simulated provider (always built: the default, and the card form when Acquired is not configured). */
  readonly simulated: SimulatedPaymentGateway;
}

/** Builds every configured provider. Throws when the primary is Stripe but Stripe is not configured. */
export function createPaymentGateways(config: PaymentsConfig, options: { logger?: Logger; clock?: Clock } = {}): BuiltPayments {
  const logger = options.logger ?? silentLogger;
  const clock = options.clock;
  const now = clock ? () => clock.now() : undefined;
  const simulated = new SimulatedPaymentGateway({ ...(now ? { now } : {}), ...config.simulated });
  const stripe = config.stripe
    ? new StripePaymentGateway(
        {
          secretKey: config.stripe.secretKey,
          publishableKey: config.stripe.publishableKey ?? undefined,
          webhookSecret: config.stripe.webhookSecret ?? undefined,
          apiBase: config.stripe.apiBase ?? undefined,
          timeoutMs: config.stripe.timeoutMs,
          maxNetworkRetries: config.stripe.maxNetworkRetries,
        },
        { logger },
      )
    : null;
  const acquired = config.acquired
    ? new AcquiredPaymentGateway(
        {
          appId: config.acquired.appId,
          appKey: config.acquired.appKey,
          companyId: config.acquired.companyId ?? undefined,
          mid: config.acquired.mid ?? undefined,
          mode: config.acquired.mode,
          baseUrl: config.acquired.apiBase ?? undefined,
          webhookSigningKey: config.acquired.webhookSigningKey ?? undefined,
          tdsRedirectUrl: config.acquired.tdsRedirectUrl ?? undefined,
          contactUrl: config.acquired.contactUrl ?? undefined,
          timeoutMs: config.acquired.timeoutMs,
        },
        { logger, now },
      )
    : null;
  if (config.primary === 'stripe' && !stripe) throw new Error('The primary payment provider is Stripe, but Stripe is not configured (STRIPE_SECRET_KEY).');
  const primary: PaymentGateway = config.primary === 'stripe' ? stripe! : simulated;
  const cardForm: PaymentGateway = acquired ?? simulated;
  const all = new Map<string, PaymentGateway>([[simulated.provider, simulated]]);
  if (stripe) all.set(stripe.provider, stripe);
  if (acquired) all.set(acquired.provider, acquired);
  const verifiers: WebhookVerifier[] = [];
  if (config.stripe) verifiers.push(new StripeWebhookVerifier(config.stripe.webhookSecret ?? undefined));
  if (config.acquired) verifiers.push(new AcquiredWebhookVerifier(config.acquired.webhookSigningKey ?? config.acquired.appKey));
  return {
    gateways: { primary, cardForm, byName: (provider) => all.get(provider) ?? null },
    verifiers,
    simulated,
  };
}

/**
 * Binds the payment ports: PAYMENT_GATEWAYS (primary, cardForm, byName), PAYMENT_GATEWAY (the primary, for older
 * callers) and WEBHOOK_VERIFIERS (Stripe's and Acquired's, when configured). The logger and the clock (card expiry
 * checks) are the container's LOGGER and CLOCK when bound.
 *
 * Transition: called with a provider name (`paymentsModule('simulated')`, the old signature) it binds PAYMENT_GATEWAY
 * only, as before, so a container that binds PAYMENT_GATEWAYS itself keeps working. Pass a PaymentsConfig object to
 * get all three bindings (and drop your own PAYMENT_GATEWAYS binding then).
 */
export const paymentsModule = (config: PaymentsConfig | PaymentProvider = { primary: 'simulated' }) =>
  new ContainerModule(({ bind }) => {
    const legacy = typeof config === 'string';
    const settings: PaymentsConfig = legacy ? { primary: config } : config;
    const BUILT = Symbol('BuiltPayments');
    bind<BuiltPayments>(BUILT)
      .toDynamicValue((c) =>
        createPaymentGateways(settings, { logger: c.get<Logger>(LOGGER, { optional: true }) ?? silentLogger, clock: c.get<Clock>(CLOCK, { optional: true }) }),
      )
      .inSingletonScope();
    bind<PaymentGateway>(PAYMENT_GATEWAY).toDynamicValue((c) => c.get<BuiltPayments>(BUILT).gateways.primary).inSingletonScope();
    if (legacy) return;
    bind<PaymentGateways>(PAYMENT_GATEWAYS).toDynamicValue((c) => c.get<BuiltPayments>(BUILT).gateways).inSingletonScope();
    bind<WebhookVerifier[]>(WEBHOOK_VERIFIERS).toDynamicValue((c) => [...c.get<BuiltPayments>(BUILT).verifiers]).inSingletonScope();
  });

/** What /stripe-debug and /acquired-test show about the payment configuration: never a secret. */
export interface PaymentsDescription {
  readonly primary: PaymentProvider;
  readonly stripe: {
    readonly configured: boolean;
    /** From the secret key's prefix (sk_test_ / sk_live_); 'simulated' when Stripe is not configured. */
    readonly mode: 'test' | 'live' | 'unknown' | 'simulated';
    /** Publishable keys are public by design (they go to the browser). */
    readonly publishableKey: string | null;
    readonly webhookConfigured: boolean;
  };
  readonly acquired: {
    readonly configured: boolean;
    readonly mode: 'test' | 'live' | 'simulated';
    readonly appId: 'Configured' | 'Missing';
    readonly appKey: 'Configured' | 'Missing';
    readonly companyId: 'Configured' | 'Missing';
    readonly webhookConfigured: boolean;
    /** The provider behind the /api/acquired calls. */
    readonly cardFormProvider: 'acquired' | 'simulated';
  };
}

export function describePaymentsConfig(config: PaymentsConfig | PaymentProvider): PaymentsDescription {
  const settings: PaymentsConfig = typeof config === 'string' ? { primary: config } : config;
  const stripe = settings.stripe ?? null;
  const acquired = settings.acquired ?? null;
  const present = (value: string | null | undefined) => (value ? 'Configured' : 'Missing') as 'Configured' | 'Missing';
  return {
    primary: settings.primary,
    stripe: {
      configured: Boolean(stripe),
      mode: stripe ? stripeMode(stripe.secretKey) : 'simulated',
      publishableKey: stripe?.publishableKey && /^pk_(test|live)_/.test(stripe.publishableKey) ? stripe.publishableKey : null,
      webhookConfigured: Boolean(stripe?.webhookSecret),
    },
    acquired: {
      configured: Boolean(acquired),
      mode: acquired ? acquired.mode : 'simulated',
      appId: present(acquired?.appId),
      appKey: present(acquired?.appKey),
      companyId: present(acquired?.companyId),
      webhookConfigured: Boolean(acquired),
      cardFormProvider: acquired ? 'acquired' : 'simulated',
    },
  };
}

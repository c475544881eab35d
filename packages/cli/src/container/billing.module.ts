import { ContainerModule, type ResolutionContext } from 'inversify';
import type { BillingHttpDependencies } from '@larder/adapters-http/billing-dependencies';
import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { BillingStatistics } from '@larder/domain/billing/billing-statistics/billing-statistics.use-case';
import { CancelSubscription } from '@larder/domain/billing/cancel-subscription/cancel-subscription.use-case';
import { ChangeBillingDay } from '@larder/domain/billing/change-billing-day/change-billing-day.use-case';
import { ChargeCollector } from '@larder/domain/billing/charge-collector';
import { ChargeNow } from '@larder/domain/billing/charge-now/charge-now.use-case';
import { GetSubscription } from '@larder/domain/billing/get-subscription/get-subscription.use-case';
import {
  AUTHORIZATION_EVENT_LOG,
  type AuthorizationEventLog,
  BILLING_STORE,
  type BillingStore,
  CANCELLATION_UNDO_TOKENS,
  type CancellationUndoTokens,
  PAYMENT_GATEWAYS,
  type PaymentGateways,
  SUBSCRIPTION_REPOSITORY,
  type SubscriptionRepository,
} from '@larder/domain/billing/ports';
import { RunDailyBilling } from '@larder/domain/billing/run-daily-billing/run-daily-billing.use-case';
import { SettleProviderAnswer } from '@larder/domain/billing/settle-provider-answer/settle-provider-answer.use-case';
import { StartSubscription } from '@larder/domain/billing/start-subscription/start-subscription.use-case';
import { UndoCancellation } from '@larder/domain/billing/undo-cancellation/undo-cancellation.use-case';
import { POSTCODE_DIRECTORY, type PostcodeDirectory } from '@larder/domain/geography/postcode-directory';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { LOGGER, type Logger } from '@larder/domain/shared/logger';
import { MAILER, type Mailer } from '@larder/domain/shared/mailer';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';

/** Typed getters over the resolution context, so the bindings below read as constructor calls. */
const ports = (c: ResolutionContext) => ({
  store: () => c.get<BillingStore>(BILLING_STORE),
  subscriptions: () => c.get<SubscriptionRepository>(SUBSCRIPTION_REPOSITORY),
  gateways: () => c.get<PaymentGateways>(PAYMENT_GATEWAYS),
  events: () => c.get<AuthorizationEventLog>(AUTHORIZATION_EVENT_LOG),
  undoTokens: () => c.get<CancellationUndoTokens>(CANCELLATION_UNDO_TOKENS),
  users: () => c.get<UserRepository>(USER_REPOSITORY),
  limiter: () => c.get<RateLimiter>(RATE_LIMITER),
  mailer: () => c.get<Mailer>(MAILER),
  postcodes: () => c.get<PostcodeDirectory>(POSTCODE_DIRECTORY),
  clock: () => c.get<Clock>(CLOCK),
  logger: () => c.get<Logger>(LOGGER),
});

/** Subscriptions (start, change, cancel, undo) and the billing run, each use case bound with its ports. */
export const billingModule = new ContainerModule(({ bind }) => {
  bind(ChargeCollector)
    .toDynamicValue((c) => { const p = ports(c); return new ChargeCollector(p.store(), p.gateways(), p.users(), p.mailer(), p.clock(), p.logger()); })
    .inSingletonScope();
  bind(RunDailyBilling)
    .toDynamicValue((c) => { const p = ports(c); return new RunDailyBilling(p.store(), p.subscriptions(), p.gateways(), c.get(ChargeCollector), p.clock(), p.logger()); })
    .inSingletonScope();
  bind(ChargeNow).toDynamicValue((c) => new ChargeNow(c.get(ChargeCollector), ports(c).subscriptions(), ports(c).clock())).inSingletonScope();
  bind(SettleProviderAnswer).toDynamicValue((c) => new SettleProviderAnswer(ports(c).store(), c.get(ChargeCollector), ports(c).clock())).inSingletonScope();
  bind(BillingStatistics).toDynamicValue((c) => new BillingStatistics(ports(c).store(), ports(c).clock())).inSingletonScope();
  bind(GetSubscription).toDynamicValue((c) => new GetSubscription(ports(c).subscriptions())).inSingletonScope();
  bind(StartSubscription)
    .toDynamicValue((c) => { const p = ports(c); return new StartSubscription(p.subscriptions(), p.gateways(), c.get(ChargeNow), p.events(), p.mailer(), p.clock(), p.logger()); })
    .inSingletonScope();
  bind(ChangeBillingDay).toDynamicValue((c) => { const p = ports(c); return new ChangeBillingDay(p.subscriptions(), p.clock(), p.logger()); }).inSingletonScope();
  bind(CancelSubscription)
    .toDynamicValue((c) => {
      const p = ports(c);
      return new CancelSubscription(p.subscriptions(), p.events(), p.undoTokens(), p.users(), p.limiter(), p.mailer(), p.postcodes(), p.clock(), p.logger());
    })
    .inSingletonScope();
  bind(UndoCancellation)
    .toDynamicValue((c) => { const p = ports(c); return new UndoCancellation(p.undoTokens(), p.subscriptions(), p.events(), p.users(), p.mailer(), p.clock()); })
    .inSingletonScope();
});

export const billingHttpDependencies = (c: ResolutionContext): BillingHttpDependencies => ({
  getSubscription: c.get(GetSubscription),
  startSubscription: c.get(StartSubscription),
  changeBillingDay: c.get(ChangeBillingDay),
  cancelSubscription: c.get(CancelSubscription),
  undoCancellation: c.get(UndoCancellation),
  runDailyBilling: c.get(RunDailyBilling),
  billingStatistics: c.get(BillingStatistics),
  settleProviderAnswer: c.get(SettleProviderAnswer),
});

import type { BillingStatistics } from '@larder/domain/billing/billing-statistics/billing-statistics.use-case';
import type { CancelSubscription } from '@larder/domain/billing/cancel-subscription/cancel-subscription.use-case';
import type { ChangeBillingDay } from '@larder/domain/billing/change-billing-day/change-billing-day.use-case';
import type { GetSubscription } from '@larder/domain/billing/get-subscription/get-subscription.use-case';
import type { RunDailyBilling } from '@larder/domain/billing/run-daily-billing/run-daily-billing.use-case';
import type { SettleProviderAnswer } from '@larder/domain/billing/settle-provider-answer/settle-provider-answer.use-case';
import type { StartSubscription } from '@larder/domain/billing/start-subscription/start-subscription.use-case';
import type { UndoCancellation } from '@larder/domain/billing/undo-cancellation/undo-cancellation.use-case';

/** What the subscription and billing calls need (billing.routes.ts). */
export interface BillingHttpDependencies {
  readonly getSubscription: GetSubscription;
  readonly startSubscription: StartSubscription;
  readonly changeBillingDay: ChangeBillingDay;
  readonly cancelSubscription: CancelSubscription;
  readonly undoCancellation: UndoCancellation;
  /** The daily run, started by an operator (all pay days, or one). */
  readonly runDailyBilling: RunDailyBilling;
  readonly billingStatistics: BillingStatistics;
  /** A provider's verified webhook about one of our attempts. */
  readonly settleProviderAnswer: SettleProviderAnswer;
}

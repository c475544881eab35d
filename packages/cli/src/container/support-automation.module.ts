import { ContainerModule } from 'inversify';
import type { ResolutionContext } from 'inversify';
import type { AutomationHttpDependencies } from '@larder/adapters-http/automation/automation-dependencies';
import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { AUTHORIZATION_EVENT_LOG, type AuthorizationEventLog, BILLING_STORE, type BillingStore } from '@larder/domain/billing/ports';
import { CancelSubscription } from '@larder/domain/billing/cancel-subscription/cancel-subscription.use-case';
import { GetSubscription } from '@larder/domain/billing/get-subscription/get-subscription.use-case';
import { REFUND_STORE, type RefundStore } from '@larder/domain/billing/refund-charge/ports';
import { ProviderRefunds, RefundCharge } from '@larder/domain/billing/refund-charge/refund-charge.use-case';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { ContentAdmin } from '@larder/domain/content/edit-posts/content-admin.use-case';
import { GenerateDailyPost } from '@larder/domain/content/daily-post/generate-daily-post.use-case';
import { BLOG_CONTENT_STORE, type BlogContentStore, DAILY_POST_STORE, type DailyPostStore } from '@larder/domain/content/ports';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { LOGGER, type Logger } from '@larder/domain/shared/logger';
import { AssessMessage } from '@larder/domain/support-automation/assess-message/assess-message.use-case';
import { AssistCustomer } from '@larder/domain/support-automation/assist-customer/assist-customer.use-case';
import { HelpdeskWebhook } from '@larder/domain/support-automation/helpdesk-webhook/helpdesk-webhook.use-case';
import { DEFAULT_POLICY, describeRefundPolicy, parseRefundPolicy } from '@larder/domain/support-automation/policy';
import { HELPDESK_EVENT_LOG, type HelpdeskEventLog, REFUNDS, type Refunds } from '@larder/domain/support-automation/ports';
import { SupportTriage } from '@larder/domain/support-automation/support-triage';
import type { Config } from '../config';

const refundPolicyOf = (config: Config) => parseRefundPolicy(config.helpdesk.refundPolicy) ?? DEFAULT_POLICY.refunds;

/** The support automation's and the content jobs' use cases (their storage ports come from adapters-db's supportAutomationDatabaseModule). */
export const supportAutomationModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    // Refunds go through the payment providers (the same use case as the operators' console), where the policy allows.
    bind(REFUNDS).toDynamicValue((c) => new ProviderRefunds(c.get<RefundStore>(REFUND_STORE), c.get(RefundCharge))).inSingletonScope();
    bind(SupportTriage)
      .toDynamicValue(
        (c) =>
          new SupportTriage(
            c.get<UserRepository>(USER_REPOSITORY),
            c.get(GetSubscription),
            c.get<BillingStore>(BILLING_STORE),
            { ...DEFAULT_POLICY, refunds: refundPolicyOf(config) },
            c.get<Clock>(CLOCK),
            config.supportEmail,
          ),
      )
      .inSingletonScope();
    bind(AssessMessage).toDynamicValue((c) => new AssessMessage(c.get(SupportTriage))).inSingletonScope();
    bind(AssistCustomer)
      .toDynamicValue(
        (c) =>
          new AssistCustomer(
            c.get(SupportTriage),
            c.get(GetSubscription),
            c.get(CancelSubscription),
            c.get<AuthorizationEventLog>(AUTHORIZATION_EVENT_LOG),
            c.get<Refunds>(REFUNDS),
            c.get<Clock>(CLOCK),
            c.get<Logger>(LOGGER),
          ),
      )
      .inSingletonScope();
    bind(HelpdeskWebhook)
      .toDynamicValue(
        (c) =>
          new HelpdeskWebhook(
            c.get(AssessMessage),
            c.get(AssistCustomer),
            c.get<HelpdeskEventLog>(HELPDESK_EVENT_LOG),
            { secret: config.helpdesk.webhookSecret, mode: config.helpdesk.mode },
            c.get<Clock>(CLOCK),
            c.get<Logger>(LOGGER),
          ),
      )
      .inSingletonScope();
    bind(GenerateDailyPost)
      .toDynamicValue(
        (c) => new GenerateDailyPost(c.get(CatalogueCache), c.get<DailyPostStore>(DAILY_POST_STORE), c.get<BlogContentStore>(BLOG_CONTENT_STORE), c.get<Clock>(CLOCK), c.get<Logger>(LOGGER)),
      )
      .inSingletonScope();
    bind(ContentAdmin)
      .toDynamicValue((c) => new ContentAdmin(c.get<BlogContentStore>(BLOG_CONTENT_STORE), c.get<Clock>(CLOCK), c.get<Logger>(LOGGER)))
      .inSingletonScope();
  });

/** HttpDependencies.automation, gathered from the container. */
export const automationHttpDependencies = (c: ResolutionContext, config: Config): AutomationHttpDependencies => ({
  assessMessage: c.get(AssessMessage),
  assistCustomer: c.get(AssistCustomer),
  webhook: c.get(HelpdeskWebhook),
  helpdeskEvents: c.get<HelpdeskEventLog>(HELPDESK_EVENT_LOG),
  dailyPost: c.get(GenerateDailyPost),
  content: c.get(ContentAdmin),
  helpdesk: { secretConfigured: Boolean(config.helpdesk.webhookSecret), mode: config.helpdesk.mode, refundPolicy: describeRefundPolicy(refundPolicyOf(config)) },
});

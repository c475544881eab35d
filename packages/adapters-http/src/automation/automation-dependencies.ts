import type { ContentAdmin } from '@larder/domain/content/edit-posts/content-admin.use-case';
import type { GenerateDailyPost } from '@larder/domain/content/daily-post/generate-daily-post.use-case';
import type { AssessMessage } from '@larder/domain/support-automation/assess-message/assess-message.use-case';
import type { AssistCustomer } from '@larder/domain/support-automation/assist-customer/assist-customer.use-case';
import type { HelpdeskWebhook } from '@larder/domain/support-automation/helpdesk-webhook/helpdesk-webhook.use-case';
import type { HelpdeskEventLog } from '@larder/domain/support-automation/ports';

/** The help-desk integration's settings the setup instructions show (never the secret itself). */
export interface HelpdeskSettings {
  readonly secretConfigured: boolean;
  readonly mode: 'act' | 'draft';
  readonly refundPolicy: string;
}

/** What the support automation and content calls need (bound by the composition root as HttpDependencies.automation). */
export interface AutomationHttpDependencies {
  /** What the automation would answer and do (the admin's test form). */
  readonly assessMessage: AssessMessage;
  /** Takes the allowed actions, then drafts (offline assist). */
  readonly assistCustomer: AssistCustomer;
  readonly webhook: HelpdeskWebhook;
  readonly helpdeskEvents: HelpdeskEventLog;
  readonly helpdesk: HelpdeskSettings;
  /** The daily blog post (08:00 UTC, the CLI and the admin's button). */
  readonly dailyPost: GenerateDailyPost;
  /** The admin Content tab. */
  readonly content: ContentAdmin;
}

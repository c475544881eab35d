import type { HelpdeskWebhook } from '@larder/domain/support-automation/helpdesk-webhook.use-case';
import type { HelpdeskEventLog } from '@larder/domain/support-automation/ports';
import type { SupportAutomation } from '@larder/domain/support-automation/support-automation.use-case';

/** The help-desk integration's settings the setup instructions show (never the secret itself). */
export interface HelpdeskSettings {
  readonly secretConfigured: boolean;
  readonly mode: 'act' | 'draft';
  readonly refundPolicy: string;
}

/** What the support automation and content calls need (bound by the composition root as HttpDependencies.automation). */
export interface AutomationHttpDependencies {
  readonly automation: SupportAutomation;
  readonly webhook: HelpdeskWebhook;
  readonly helpdeskEvents: HelpdeskEventLog;
  readonly helpdesk: HelpdeskSettings;
}

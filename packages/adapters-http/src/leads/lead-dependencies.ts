import type { BuyerAnalytics } from '@larder/domain/leads/buyer-analytics/buyer-analytics.use-case';
import type { BuyerKeys } from '@larder/domain/leads/buyer-keys/buyer-keys.use-case';
import type { LeadJourney } from '@larder/domain/leads/lead-journey/lead-journey.use-case';
import type { ProcessLead } from '@larder/domain/leads/process-lead/process-lead.use-case';

export interface LeadsHttpConfig {
  /** Keyless intake, only when an operator sets LEAD_INTAKE_OPEN=true. */
  readonly intakeOpen: boolean;
  /** The lender-matching partner: its name (POST /api/leads/submit-to-{name}) and redirect address. */
  readonly partnerName: string;
  /** Null: our own /payment-success page. The session id is added as `session_id` either way. */
  readonly partnerRedirectUrl: string | null;
}

/** What the lead calls need (bound by the composition root as HttpDependencies.leads). */
export interface LeadsHttpDependencies {
  readonly config: LeadsHttpConfig;
  readonly intake: ProcessLead;
  readonly journey: LeadJourney;
  readonly buyerKeys: BuyerKeys;
  readonly analytics: BuyerAnalytics;
}

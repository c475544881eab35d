import { type Clock, addDays } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import { LEAD_RULES } from '../lead';
import type { BuyerAnalyticsSessions, LeadStore } from '../ports';

export interface PurgeSummary {
  readonly cutoff: Date;
  readonly dryRun: boolean;
  /** Leads whose personal data was (or, in a dry run, would be) erased. */
  readonly leads: number;
  /** Applicant claims past the duplicate window, forgotten. */
  readonly claims: number;
}

/**
 * Retention: a lead's personal data (name, contact details, address, birth date, loan, income, masked bank
 * details) is erased 90 days after it was received. What remains is the decision, the price, the session's
 * events and the link to a subscription, so the buyers' figures still add up; the household account a lead
 * created is the household's own and is not touched.
 */
export class PurgeLeads {
  constructor(
    private readonly store: LeadStore,
    private readonly sessions: BuyerAnalyticsSessions,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(options: { dryRun?: boolean } = {}): Promise<PurgeSummary> {
    const now = this.clock.now();
    const cutoff = addDays(now, -LEAD_RULES.retentionDays);
    if (options.dryRun) return { cutoff, dryRun: true, leads: await this.store.countPurgeable(cutoff), claims: 0 };
    const leads = await this.store.purge(cutoff, now);
    const claims = await this.store.forgetClaims(addDays(now, -LEAD_RULES.duplicateWindowDays));
    await this.sessions.deleteExpired(now);
    this.logger.info({ leads, claims, cutoff: cutoff.toISOString() }, 'leads purged');
    return { cutoff, dryRun: false, leads, claims };
  }
}

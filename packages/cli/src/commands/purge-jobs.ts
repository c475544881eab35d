import type { Container } from 'inversify';
import { PruneExpired } from '@larder/domain/accounts/prune-expired/prune-expired.use-case';
import { PurgeLeads } from '@larder/domain/leads/purge-leads/purge-leads.use-case';
import { DeleteAccount } from '@larder/domain/accounts/delete-account/delete-account.use-case';
import { HouseholdActivity } from '@larder/domain/household/activity/household-activity.use-case';
import type { DailyJob } from '../infrastructure/daily-jobs';

/** The daily purges run at 03:00 UTC, a quiet hour away from billing (09:00) and the blog (08:00). */
export const PURGE_HOUR_UTC = 3;

/** The 90-day erasure of lead data (and applicant claims past the 30-day window). Safe to repeat. */
export const leadsPurgeJob = (container: Container): DailyJob => ({
  name: 'leads-purge',
  hourUtc: PURGE_HOUR_UTC,
  run: () => container.get(PurgeLeads).execute({ dryRun: false }),
});

/** Expired sessions, login links and rate-limit rows. Safe to repeat. */
export const pruneExpiredJob = (container: Container): DailyJob => ({
  name: 'prune-expired',
  hourUtc: PURGE_HOUR_UTC,
  run: () => container.get(PruneExpired).execute(),
});

/** The household's recent changes older than 180 days (ACTIVITY_KEPT_DAYS). Safe to repeat. */
export const activityPruneJob = (container: Container): DailyJob => ({
  name: 'household-activity-prune',
  hourUtc: PURGE_HOUR_UTC,
  run: async () => ({ pruned: await container.get(HouseholdActivity).prune() }),
});

/** Accounts whose deletion was asked for 14 days ago or more (UNDO_DAYS): their personal data erased. Safe to repeat. */
export const accountErasureJob = (container: Container): DailyJob => ({
  name: 'account-erasure',
  hourUtc: PURGE_HOUR_UTC,
  run: () => container.get(DeleteAccount).eraseDue(),
});

/** Each purge is its own small job, so a job engine can take them over one by one. */
export const purgeJobs = (container: Container): DailyJob[] => [leadsPurgeJob(container), pruneExpiredJob(container), activityPruneJob(container), accountErasureJob(container)];

import { PLAN } from '@larder/domain/billing/plan';

const DAY_MS = 86_400_000;

/** Whole days left in the free trial, rounded up and never below 0; 7 when the end date is unknown. */
export function trialDaysRemaining(trialEndsAt: string | null | undefined, now: Date = new Date()): number {
  if (!trialEndsAt) return PLAN.trialDays;
  const end = Date.parse(trialEndsAt);
  if (Number.isNaN(end)) return PLAN.trialDays;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** In the trial when the status is "trialing" or missing (document 000, section 4). */
export const isInTrial = (subscriptionStatus: string | null | undefined): boolean =>
  subscriptionStatus === null || subscriptionStatus === undefined || subscriptionStatus === 'trialing';

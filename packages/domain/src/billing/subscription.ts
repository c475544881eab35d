export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'pending', 'failed', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface CardSummary {
  readonly brand: string;
  readonly last4: string;
  /** The first six digits, kept for BIN reporting (never the full number). */
  readonly bin: string | null;
}

/**
 * One household's subscription to the plan.
 *
 * - `billingPeriod` is the pay day (UTC midnight) whose charge is being collected next; the unique key of a
 *   charge is (subscription, billingPeriod), so a period is paid at most once.
 * - `nextChargeAt` is when the billing run next tries: the period's pay day, or a retry date after a decline.
 * - `accessEndsAt` is set when cancelled: the household keeps access until then (the end of the paid period,
 *   or of the trial).
 */
export interface Subscription {
  readonly id: string;
  readonly userId: string;
  readonly status: SubscriptionStatus;
  readonly provider: string;
  readonly providerCustomerId: string | null;
  readonly paymentMethodId: string | null;
  readonly card: CardSummary | null;
  readonly amountPence: number;
  readonly preferredPayDay: number;
  readonly trialEndsAt: Date | null;
  readonly billingPeriod: Date | null;
  readonly nextChargeAt: Date | null;
  readonly failedAttempts: number;
  readonly lastBillingDate: Date | null;
  readonly cancelledAt: Date | null;
  readonly accessEndsAt: Date | null;
  /** The status a cancellation interrupted, restored by its undo. */
  readonly statusBeforeCancel: SubscriptionStatus | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type NewSubscription = Omit<
  Subscription,
  'id' | 'createdAt' | 'updatedAt' | 'cancelledAt' | 'accessEndsAt' | 'statusBeforeCancel' | 'failedAttempts' | 'lastBillingDate' | 'billingPeriod' | 'amountPence'
> &
  Partial<Pick<Subscription, 'billingPeriod' | 'amountPence' | 'failedAttempts' | 'lastBillingDate'>>;

/** Statuses the billing run charges. */
export const BILLABLE_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'pending'];

/** A subscription that still gives the household the service (a cancelled one until its access ends). */
export function hasAccess(subscription: Subscription, now: Date): boolean {
  if (subscription.status === 'cancelled') return subscription.accessEndsAt !== null && subscription.accessEndsAt.getTime() > now.getTime();
  return subscription.status !== 'failed';
}

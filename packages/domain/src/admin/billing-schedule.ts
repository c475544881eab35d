import { isoDate, periodAfter, utcDate } from '../billing/billing-rules';
import type { SubscriptionStatus } from '../billing/subscription';
import { SCHEDULED, SCHEDULE_DAYS, addDays, pounds, sum } from './analytics-figures';
import type { AnalyticsRows, HouseholdRow, SubscriptionRow } from './ports';

/** The real billing schedule projected forward, and the payment schedule (document 002) built from it. */

/** A customer as the operator screens name them: their name, or their email, or 'deleted account'. */
export const customerName = (household: HouseholdRow | undefined): string =>
  household ? `${household.firstName} ${household.lastName}`.trim() || household.email : 'deleted account';

// ---------- the billing schedule ----------

export interface ProjectedCharge {
  readonly subscription: SubscriptionRow;
  /** The billing run's day (UTC midnight). */
  readonly date: Date;
  readonly amountPence: number;
}

/**
 * The charges a subscription will be asked for on days in [from, until), from its real schedule: the next attempt
 * (`nextChargeAt`: a trial's first charge, a pay day, or a retry) and then the pay day of every following month, on
 * the month's last day when the month is shorter. Cancelled and failed subscriptions are never charged again. A
 * charge whose day has passed without a run counts on `from` (the next run collects it).
 */
export function projectCharges(subscription: SubscriptionRow, from: Date, until: Date): ProjectedCharge[] {
  if (!SCHEDULED.has(subscription.status) || !subscription.nextChargeAt) return [];
  const start = utcDate(from);
  const first = new Date(Math.max(utcDate(subscription.nextChargeAt).getTime(), start.getTime()));
  const out: ProjectedCharge[] = [];
  const push = (date: Date) => {
    if (date.getTime() >= start.getTime() && date.getTime() < until.getTime()) out.push({ subscription, date, amountPence: subscription.amountPence });
  };
  push(first);
  let period = periodAfter(utcDate(subscription.billingPeriod ?? subscription.nextChargeAt), subscription.preferredPayDay);
  while (period.getTime() <= first.getTime()) period = periodAfter(period, subscription.preferredPayDay);
  while (period.getTime() < until.getTime()) {
    push(period);
    period = periodAfter(period, subscription.preferredPayDay);
  }
  return out;
}

/** Every projected charge of every subscription in [from, until), by date then customer email. */
export function schedule(rows: AnalyticsRows, from: Date, until: Date): ProjectedCharge[] {
  const emails = new Map(rows.households.map((h) => [h.id, h.email]));
  return rows.subscriptions
    .flatMap((s) => projectCharges(s, from, until))
    .sort((a, b) => a.date.getTime() - b.date.getTime() || (emails.get(a.subscription.userId) ?? '').localeCompare(emails.get(b.subscription.userId) ?? ''));
}


export interface PaymentSchedule {
  readonly from: string;
  readonly until: string;
  readonly totalCustomers: number;
  readonly totalUpcomingPayments: number;
  readonly totalUpcomingRevenue: number;
  readonly schedule: Array<{ email: string; name: string; paymentDate: string; status: SubscriptionStatus; amount: number; payDay: number }>;
}

/** The next 31 days (today and the 30 after it) of the real billing schedule. */
export function computePaymentSchedule(rows: AnalyticsRows, now: Date): PaymentSchedule {
  const today = utcDate(now);
  const until = addDays(today, SCHEDULE_DAYS);
  const households = new Map(rows.households.map((h) => [h.id, h]));
  const charges = schedule(rows, today, until);
  return {
    from: isoDate(today),
    until: isoDate(addDays(until, -1)),
    totalCustomers: new Set(charges.map((c) => c.subscription.userId)).size,
    totalUpcomingPayments: charges.length,
    totalUpcomingRevenue: pounds(sum(charges, (c) => c.amountPence)),
    schedule: charges.map((c) => {
      const owner = households.get(c.subscription.userId);
      return {
        email: owner?.email ?? 'deleted account',
        name: customerName(owner),
        paymentDate: isoDate(c.date),
        status: c.subscription.status,
        amount: pounds(c.amountPence),
        payDay: c.subscription.preferredPayDay,
      };
    }),
  };
}

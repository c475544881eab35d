import { DAY_MS, isoDate, utcDate } from '../billing/billing-rules';
import type { SubscriptionStatus } from '../billing/subscription';
import {
  ACTIVE,
  RATE_WINDOW_DAYS,
  RECENT_BILLINGS,
  UPCOMING_BILLINGS_MAX,
  UPCOMING_DAYS,
  addDays,
  attemptAt,
  chartMonths,
  churnRate,
  finished,
  growth,
  percent,
  pounds,
  revenueThisAndLastMonth,
  statusBreakdown,
  sum,
  within,
} from './analytics-figures';
import { customerName, schedule } from './billing-schedule';
import type { AnalyticsRows, AttemptRow } from './ports';

/** The Admin billing analytics entity of document 002 (/billing-dashboard), from our own rows. */

export interface AdminBillingAnalytics {
  readonly generatedAt: string;
  readonly monthlyRevenue: number;
  readonly revenueGrowth: number | null;
  readonly activeSubscriptions: number;
  readonly totalCustomers: number;
  readonly totalSubscriptions: number;
  readonly avgRevenuePerCustomer: number;
  readonly churnRate: number;
  readonly billingSuccess: number;
  readonly billingFailures: number;
  readonly billingSuccessRate: number | null;
  readonly subscriptionStatusBreakdown: Array<{ status: SubscriptionStatus; count: number; percentage: number }>;
  readonly upcomingBillings: Array<{ email: string; name: string; date: string; payDay: number; amount: number; status: SubscriptionStatus }>;
  readonly recentBillings: Array<{ email: string; name: string; timestamp: string; amount: number; status: AttemptRow['status'] }>;
  readonly monthlyBreakdown: Array<{ month: string; subscriptions: number; revenue: number; successRate: number | null }>;
}

export function computeBillingAnalytics(rows: AnalyticsRows, now: Date): AdminBillingAnalytics {
  const today = utcDate(now);
  const households = new Map(rows.households.map((h) => [h.id, h]));
  const ownerOf = new Map(rows.subscriptions.map((s) => [s.id, households.get(s.userId)]));
  const revenue = revenueThisAndLastMonth(rows.attempts, now);
  const windowStart = new Date(now.getTime() - RATE_WINDOW_DAYS * DAY_MS);
  const recent = rows.attempts.filter((a) => finished(a) && within(attemptAt(a), windowStart, new Date(now.getTime() + 1)));
  const billingSuccess = recent.filter((a) => a.status === 'succeeded').length;
  const billingFailures = recent.length - billingSuccess;

  const upcomingBillings = schedule(rows, today, addDays(today, UPCOMING_DAYS))
    .slice(0, UPCOMING_BILLINGS_MAX)
    .map((c) => {
      const owner = households.get(c.subscription.userId);
      return {
        email: owner?.email ?? 'deleted account',
        name: customerName(owner),
        date: isoDate(c.date),
        payDay: c.subscription.preferredPayDay,
        amount: pounds(c.amountPence),
        status: c.subscription.status,
      };
    });

  const emailOf = (a: AttemptRow) => ownerOf.get(a.subscriptionId)?.email ?? '';
  const recentBillings = [...rows.attempts]
    .sort((a, b) => attemptAt(b).getTime() - attemptAt(a).getTime() || emailOf(a).localeCompare(emailOf(b)))
    .slice(0, RECENT_BILLINGS)
    .map((a) => {
      const owner = ownerOf.get(a.subscriptionId);
      return { email: owner?.email ?? 'deleted account', name: customerName(owner), timestamp: attemptAt(a).toISOString(), amount: pounds(a.amountPence), status: a.status };
    });

  const monthlyBreakdown = chartMonths(now).map((m) => {
    const inMonth = rows.attempts.filter((a) => within(attemptAt(a), m.from, m.until));
    const done = inMonth.filter(finished);
    const ok = done.filter((a) => a.status === 'succeeded');
    return {
      month: m.key,
      subscriptions: new Set(inMonth.map((a) => a.subscriptionId)).size,
      revenue: pounds(sum(ok, (a) => a.amountPence)),
      successRate: percent(ok.length, done.length),
    };
  });

  return {
    generatedAt: now.toISOString(),
    monthlyRevenue: pounds(revenue.current),
    revenueGrowth: growth(revenue.current, revenue.previous),
    activeSubscriptions: rows.subscriptions.filter((s) => ACTIVE.has(s.status)).length,
    totalCustomers: rows.households.length,
    totalSubscriptions: rows.subscriptions.length,
    avgRevenuePerCustomer: rows.households.length ? pounds(Math.round(revenue.current / rows.households.length)) : 0,
    churnRate: churnRate(rows.subscriptions, now),
    billingSuccess,
    billingFailures,
    billingSuccessRate: percent(billingSuccess, recent.length),
    subscriptionStatusBreakdown: statusBreakdown(rows.subscriptions),
    upcomingBillings,
    recentBillings,
    monthlyBreakdown,
  };
}

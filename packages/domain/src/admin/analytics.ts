import { DAY_MS, isoDate, ordinal, utcDate } from '../billing/billing-rules';
import type { SubscriptionStatus } from '../billing/subscription';
import {
  ACTIVE,
  EXPECTED_REVENUE_DAYS,
  LIFETIME_VALUE_BASE_PENCE,
  REPORT_WINDOW_DAYS,
  SCHEDULED,
  SEGMENTS,
  UPCOMING_DAYS,
  UPCOMING_NAMES,
  addDays,
  attemptAt,
  chartMonths,
  churnRate,
  finished,
  growth,
  monthFrom,
  percent,
  pounds,
  revenueThisAndLastMonth,
  round1,
  statusBreakdown,
  sum,
  within,
} from './analytics-figures';
import { ISSUER_UNKNOWN, cardScheme } from './bins';
import { customerName, schedule } from './billing-schedule';
import type { AnalyticsRows, AttemptRow, BinRange } from './ports';

/*
 * The operator figures of document 002 (the Admin analytics and Admin billing analytics entities, and the payment
 * schedule), computed from our own rows by pure functions. Every date is UTC; money is summed in integer pence and
 * handed out in pounds (19.99) only at the end. The definitions are written out in README.md ("Operator figures").
 */
/*
 * This file holds the Admin analytics entity (the operator dashboard: totals, growth, expected revenue, BIN, cycle
 * and segment reports); the shared building blocks are in analytics-figures.ts, the billing schedule and payment
 * schedule in billing-schedule.ts, the Admin billing analytics in billing-analytics.ts.
 */
export * from './analytics-figures';
export * from './billing-schedule';
export * from './billing-analytics';


export interface UpcomingPaymentDay {
  readonly date: string;
  readonly count: number;
  readonly revenue: number;
  /** The first two customers of the day by name; `count` tells how many there are in all. */
  readonly customers: string[];
}

export interface BinReportRow {
  readonly bin: string;
  readonly issuer: string;
  readonly scheme: string;
  readonly country: string | null;
  readonly totalAttempts: number;
  readonly successRate: number;
  readonly declineRate: number;
  readonly collectionRate: number;
  readonly averageAmount: number;
  readonly totalRevenue: number;
}

export interface BillingCycleRow {
  readonly cycle: string;
  readonly payDay: number;
  readonly totalCustomers: number;
  readonly successfulBillings: number;
  readonly failedBillings: number;
  readonly collectionRate: number | null;
  readonly revenue: number;
}

export interface CustomerSegmentRow {
  readonly segment: string;
  readonly customerCount: number;
  readonly averageRevenue: number;
  readonly successRate: number | null;
  readonly churnRate: number;
  readonly lifetimeValue: number;
}

export interface AdminAnalytics {
  readonly generatedAt: string;
  readonly totalCustomers: number;
  readonly activeSubscriptions: number;
  readonly monthlyRevenue: number;
  readonly churnRate: number;
  readonly customerGrowth: number | null;
  readonly revenueGrowth: number | null;
  readonly subscriptionStatusBreakdown: Array<{ status: SubscriptionStatus; count: number; percentage: number }>;
  readonly monthlySignups: Array<{ month: string; signups: number }>;
  readonly revenueByMonth: Array<{ month: string; revenue: number }>;
  readonly expectedRevenue: { tomorrow: number; thisWeek: number; thisMonth: number; nextMonth: number; next90Days: number };
  readonly preAuthorizations: { total: number; awaitingFirstPayment: number; expectedFirstPaymentRevenue: number; averageDaysToFirstPayment: number | null };
  readonly upcomingPayments: UpcomingPaymentDay[];
  readonly binReporting: { windowDays: number; attemptsWithoutBin: number; binRanges: BinReportRow[] };
  readonly billingCycles: BillingCycleRow[];
  readonly customerSegments: CustomerSegmentRow[];
}

export function computeAdminAnalytics(rows: AnalyticsRows, bins: ReadonlyMap<string, BinRange>, now: Date): AdminAnalytics {
  const today = utcDate(now);
  const households = new Map(rows.households.map((h) => [h.id, h]));
  const subscriptions = rows.subscriptions;

  // Customers: household accounts; growth compares the count now with the count when the month began.
  const thisMonth = monthFrom(now, 0);
  const before = rows.households.filter((h) => h.createdAt.getTime() < thisMonth.getTime()).length;
  const revenue = revenueThisAndLastMonth(rows.attempts, now);

  const months = chartMonths(now);
  const succeeded = rows.attempts.filter((a) => a.status === 'succeeded');

  // Expected revenue: the real schedule from today.
  const horizon = new Date(Math.max(monthFrom(now, 2).getTime(), addDays(today, EXPECTED_REVENUE_DAYS).getTime()));
  const ahead = schedule(rows, today, horizon);
  const isoDay = (today.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const expected = (from: Date, until: Date) => pounds(sum(ahead.filter((c) => within(c.date, from, until)), (c) => c.amountPence));
  const expectedRevenue = {
    tomorrow: expected(addDays(today, 1), addDays(today, 2)),
    thisWeek: expected(today, addDays(today, 7 - isoDay)),
    thisMonth: expected(today, monthFrom(now, 1)),
    nextMonth: expected(monthFrom(now, 1), monthFrom(now, 2)),
    next90Days: expected(today, addDays(today, EXPECTED_REVENUE_DAYS)),
  };

  // Pre-authorisations: live subscriptions holding a saved card; those never yet paid are awaiting their first payment.
  const preAuthorised = subscriptions.filter((s) => SCHEDULED.has(s.status) && s.paymentMethodId !== null);
  const awaiting = preAuthorised.filter((s) => s.paymentsCollected === 0);
  const daysAhead = awaiting.filter((s) => s.nextChargeAt).map((s) => Math.max(0, Math.round((utcDate(s.nextChargeAt!).getTime() - today.getTime()) / DAY_MS)));

  const upcomingPayments = Array.from({ length: UPCOMING_DAYS }, (_, i) => {
    const day = addDays(today, i);
    const charges = ahead.filter((c) => c.date.getTime() === day.getTime());
    const names = charges.map((c) => customerName(households.get(c.subscription.userId))).sort((a, b) => a.localeCompare(b));
    return { date: isoDate(day), count: charges.length, revenue: pounds(sum(charges, (c) => c.amountPence)), customers: names.slice(0, UPCOMING_NAMES) };
  });

  return {
    generatedAt: now.toISOString(),
    totalCustomers: rows.households.length,
    activeSubscriptions: subscriptions.filter((s) => ACTIVE.has(s.status)).length,
    monthlyRevenue: pounds(revenue.current),
    churnRate: churnRate(subscriptions, now),
    customerGrowth: growth(rows.households.length, before),
    revenueGrowth: growth(revenue.current, revenue.previous),
    subscriptionStatusBreakdown: statusBreakdown(subscriptions),
    monthlySignups: months.map((m) => ({ month: m.key, signups: rows.households.filter((h) => within(h.createdAt, m.from, m.until)).length })),
    revenueByMonth: months.map((m) => ({ month: m.key, revenue: pounds(sum(succeeded.filter((a) => within(attemptAt(a), m.from, m.until)), (a) => a.amountPence)) })),
    expectedRevenue,
    preAuthorizations: {
      total: preAuthorised.length,
      awaitingFirstPayment: awaiting.length,
      expectedFirstPaymentRevenue: pounds(sum(awaiting, (s) => s.amountPence)),
      averageDaysToFirstPayment: daysAhead.length ? round1(sum(daysAhead, (d) => d) / daysAhead.length) : null,
    },
    upcomingPayments,
    binReporting: binReport(rows.attempts, bins, now),
    billingCycles: billingCycles(rows, now),
    customerSegments: customerSegments(rows, now),
  };
}

/** BIN reporting over the attempts of the last 90 days, by the card's first six digits as stored at payment time. */
export function binReport(attempts: readonly AttemptRow[], bins: ReadonlyMap<string, BinRange>, now: Date): AdminAnalytics['binReporting'] {
  const from = addDays(utcDate(now), -REPORT_WINDOW_DAYS);
  const inWindow = attempts.filter((a) => finished(a) && within(attemptAt(a), from, new Date(now.getTime() + 1)));
  const byBin = new Map<string, AttemptRow[]>();
  let attemptsWithoutBin = 0;
  for (const attempt of inWindow) {
    if (!attempt.cardBin) {
      attemptsWithoutBin += 1;
      continue;
    }
    byBin.set(attempt.cardBin, [...(byBin.get(attempt.cardBin) ?? []), attempt]);
  }
  const binRanges = [...byBin.entries()].map(([bin, list]): BinReportRow => {
    const ok = list.filter((a) => a.status === 'succeeded');
    const charges = new Map(list.map((a) => [a.chargeId, a.chargeStatus]));
    const collected = [...charges.values()].filter((status) => status === 'succeeded').length;
    const known = bins.get(bin);
    return {
      bin,
      issuer: known?.issuer ?? ISSUER_UNKNOWN,
      scheme: known?.scheme ?? cardScheme(bin),
      country: known?.country ?? null,
      totalAttempts: list.length,
      successRate: percent(ok.length, list.length) ?? 0,
      declineRate: percent(list.length - ok.length, list.length) ?? 0,
      collectionRate: percent(collected, charges.size) ?? 0,
      averageAmount: pounds(Math.round(sum(list, (a) => a.amountPence) / list.length)),
      totalRevenue: pounds(sum(ok, (a) => a.amountPence)),
    };
  });
  binRanges.sort((a, b) => b.totalAttempts - a.totalAttempts || a.bin.localeCompare(b.bin));
  return { windowDays: REPORT_WINDOW_DAYS, attemptsWithoutBin, binRanges };
}

/** Billing cycles: customers grouped by pay day, with the periods of the last 90 days collected or given up. */
export function billingCycles(rows: AnalyticsRows, now: Date): BillingCycleRow[] {
  const today = utcDate(now);
  const from = addDays(today, -REPORT_WINDOW_DAYS);
  const payDayOf = new Map(rows.subscriptions.map((s) => [s.id, s.preferredPayDay]));
  const days = new Set<number>();
  const customers = new Map<number, number>();
  for (const s of rows.subscriptions) {
    if (!SCHEDULED.has(s.status)) continue;
    days.add(s.preferredPayDay);
    customers.set(s.preferredPayDay, (customers.get(s.preferredPayDay) ?? 0) + 1);
  }
  const charges = rows.charges.filter((c) => within(c.periodDate, from, addDays(today, 1)) && payDayOf.has(c.subscriptionId));
  for (const c of charges) days.add(payDayOf.get(c.subscriptionId)!);
  return [...days]
    .sort((a, b) => a - b)
    .map((payDay) => {
      const mine = charges.filter((c) => payDayOf.get(c.subscriptionId) === payDay);
      const ok = mine.filter((c) => c.status === 'succeeded');
      const failed = mine.filter((c) => c.status === 'failed');
      return {
        cycle: `${ordinal(payDay)} of the month`,
        payDay,
        totalCustomers: customers.get(payDay) ?? 0,
        successfulBillings: ok.length,
        failedBillings: failed.length,
        collectionRate: percent(ok.length, ok.length + failed.length),
        revenue: pounds(sum(ok, (c) => c.amountPence)),
      };
    });
}

/** Customers by how many monthly payments they have made; lifetime value = £239.88 × retention (100 % − churn). */
export function customerSegments(rows: AnalyticsRows, now: Date): CustomerSegmentRow[] {
  const from = addDays(utcDate(now), -REPORT_WINDOW_DAYS);
  const attempts = rows.attempts.filter((a) => finished(a) && within(attemptAt(a), from, new Date(now.getTime() + 1)));
  return SEGMENTS.map(({ segment, min, max }) => {
    const members = rows.subscriptions.filter((s) => s.paymentsCollected >= min && s.paymentsCollected <= max);
    const ids = new Set(members.map((s) => s.id));
    const live = members.filter((s) => SCHEDULED.has(s.status));
    const mine = attempts.filter((a) => ids.has(a.subscriptionId));
    const churn = churnRate(members, now);
    return {
      segment,
      customerCount: live.length,
      averageRevenue: live.length ? pounds(Math.round(sum(live, (s) => s.collectedPence) / live.length)) : 0,
      successRate: percent(mine.filter((a) => a.status === 'succeeded').length, mine.length),
      churnRate: churn,
      lifetimeValue: pounds(Math.round((LIFETIME_VALUE_BASE_PENCE * (100 - churn)) / 100)),
    };
  });
}

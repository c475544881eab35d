import { PLAN } from '../billing/plan';
import { DAY_MS, isoDate, ordinal, periodAfter, utcDate } from '../billing/billing-rules';
import type { SubscriptionStatus } from '../billing/subscription';
import { ISSUER_UNKNOWN, cardScheme } from './bins';
import type { AnalyticsRows, AttemptRow, BinRange, HouseholdRow, SubscriptionRow } from './ports';

/*
 * The operator figures of document 002 (the Admin analytics and Admin billing analytics entities, and the payment
 * schedule), computed from our own rows by pure functions. Every date is UTC; money is summed in integer pence and
 * handed out in pounds (19.99) only at the end. The definitions are written out in README.md ("Operator figures").
 */

/** Document 002 section 9: charts of the last 6 months, upcoming payments for 7 days with 2 names, a 31-day schedule. */
export const CHART_MONTHS = 6;
export const UPCOMING_DAYS = 7;
export const UPCOMING_NAMES = 2;
export const SCHEDULE_DAYS = 31;
/** Rates (churn, billing success) look at the last 30 days; BIN, cycle and segment reports at the last 90. */
export const RATE_WINDOW_DAYS = 30;
export const REPORT_WINDOW_DAYS = 90;
export const EXPECTED_REVENUE_DAYS = 90;
/** "Lifetime value uses 239.88 times retention": a year of the plan (12 × £19.99). */
export const LIFETIME_VALUE_BASE_PENCE = 12 * PLAN.pricePence;
export const RECENT_BILLINGS = 20;
export const UPCOMING_BILLINGS_MAX = 100;

/** The statuses in the order every breakdown lists them. */
export const STATUS_ORDER: readonly SubscriptionStatus[] = ['active', 'trialing', 'pending', 'failed', 'cancelled'];
const SCHEDULED: ReadonlySet<SubscriptionStatus> = new Set(['trialing', 'active', 'pending']);
const ACTIVE: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing']);

export const SEGMENTS = [
  { segment: 'Awaiting first payment', min: 0, max: 0 },
  { segment: 'New (1–2 payments)', min: 1, max: 2 },
  { segment: 'Established (3–11 payments)', min: 3, max: 11 },
  { segment: 'Loyal (12+ payments)', min: 12, max: Number.POSITIVE_INFINITY },
] as const;

// ---------- small helpers ----------

/** Pence to pounds for the API (1999 -> 19.99). */
export const pounds = (amountPence: number): number => Math.round(amountPence) / 100;
const round1 = (value: number): number => Math.round(value * 10) / 10;
/** A percentage with one decimal, or null when there is nothing to divide by. */
export const percent = (part: number, whole: number): number | null => (whole === 0 ? null : round1((part / whole) * 100));
const monthStart = (year: number, month: number): Date => new Date(Date.UTC(year, month, 1));
const monthKey = (at: Date): string => isoDate(at).slice(0, 7);
const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);
const sum = <T>(items: readonly T[], value: (item: T) => number): number => items.reduce((total, item) => total + value(item), 0);
const within = (at: Date | null, from: Date, until: Date): boolean => at !== null && at.getTime() >= from.getTime() && at.getTime() < until.getTime();
/** When an attempt happened: when it finished, or when it started if it has not. */
const attemptAt = (attempt: AttemptRow): Date => attempt.finishedAt ?? attempt.startedAt;
const finished = (attempt: AttemptRow): boolean => attempt.status !== 'processing';

/** The first instant of the calendar month `offset` months from the one holding `at` (offset -1: last month). */
export function monthFrom(at: Date, offset: number): Date {
  return monthStart(at.getUTCFullYear(), at.getUTCMonth() + offset);
}

/** The months of the charts, oldest first, ending with the current one: [{ key: '2026-10', from, until }]. */
export function chartMonths(now: Date, count = CHART_MONTHS): Array<{ key: string; from: Date; until: Date }> {
  return Array.from({ length: count }, (_, i) => {
    const from = monthFrom(now, i - count + 1);
    return { key: monthKey(from), from, until: monthFrom(from, 1) };
  });
}

/** How far back the rows must go for every figure: the oldest chart month, or the report window if that is older. */
export function rowsSince(now: Date): Date {
  const chart = monthFrom(now, -(CHART_MONTHS - 1));
  const report = addDays(utcDate(now), -REPORT_WINDOW_DAYS);
  return chart.getTime() < report.getTime() ? chart : report;
}

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

// ---------- shared figures ----------

/** When a subscription stopped: its cancellation, or its suspension after failed payments. */
export const endedAt = (s: SubscriptionRow): Date | null => (s.status === 'cancelled' ? s.cancelledAt : s.status === 'failed' ? s.suspendedAt : null);

/**
 * Churn over the last 30 days: the subscriptions that ended (cancelled, or suspended after failed payments) in the
 * window, as a share of those that were live at some moment of it. 0 when there were none.
 */
export function churnRate(subscriptions: readonly SubscriptionRow[], now: Date): number {
  const windowStart = new Date(now.getTime() - RATE_WINDOW_DAYS * DAY_MS);
  const end = new Date(now.getTime() + 1);
  let base = 0;
  let churned = 0;
  for (const s of subscriptions) {
    const ended = endedAt(s);
    const liveInWindow = s.createdAt.getTime() <= now.getTime() && (ended === null || ended.getTime() >= windowStart.getTime());
    if (!liveInWindow) continue;
    base += 1;
    if (within(ended, windowStart, end)) churned += 1;
  }
  return percent(churned, base) ?? 0;
}

/** Collected this month to date, and over the same stretch of last month (capped at its end), in pence. */
export function revenueThisAndLastMonth(attempts: readonly AttemptRow[], now: Date): { current: number; previous: number } {
  const thisMonth = monthFrom(now, 0);
  const lastMonth = monthFrom(now, -1);
  const elapsed = now.getTime() - thisMonth.getTime();
  const previousUntil = new Date(Math.min(lastMonth.getTime() + elapsed, thisMonth.getTime()));
  const nowEnd = new Date(now.getTime() + 1);
  const succeeded = attempts.filter((a) => a.status === 'succeeded');
  return {
    current: sum(succeeded.filter((a) => within(attemptAt(a), thisMonth, nowEnd)), (a) => a.amountPence),
    previous: sum(succeeded.filter((a) => within(attemptAt(a), lastMonth, previousUntil)), (a) => a.amountPence),
  };
}

export function statusBreakdown(subscriptions: readonly SubscriptionRow[]): Array<{ status: SubscriptionStatus; count: number; percentage: number }> {
  return STATUS_ORDER.map((status) => {
    const count = subscriptions.filter((s) => s.status === status).length;
    return { status, count, percentage: percent(count, subscriptions.length) ?? 0 };
  });
}

function growth(current: number, previous: number): number | null {
  return previous === 0 ? null : round1(((current - previous) / previous) * 100);
}

// ---------- the Admin analytics entity ----------

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

// ---------- the Admin billing analytics entity (/billing-dashboard) ----------

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

// ---------- the payment schedule ----------

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

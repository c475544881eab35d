import { PLAN } from '../billing/plan';
import { DAY_MS, isoDate, utcDate } from '../billing/billing-rules';
import type { SubscriptionStatus } from '../billing/subscription';
import type { AttemptRow, SubscriptionRow } from './ports';

/*
 * The operator figures' building blocks (windows, rounding, churn, revenue, the status breakdown) shared by the
 * Admin analytics (analytics.ts), the Admin billing analytics (billing-analytics.ts) and the payment schedule
 * (billing-schedule.ts). Every date is UTC; money is summed in integer pence and handed out in pounds only at the end.
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
export const SCHEDULED: ReadonlySet<SubscriptionStatus> = new Set(['trialing', 'active', 'pending']);
export const ACTIVE: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing']);

export const SEGMENTS = [
  { segment: 'Awaiting first payment', min: 0, max: 0 },
  { segment: 'New (1–2 payments)', min: 1, max: 2 },
  { segment: 'Established (3–11 payments)', min: 3, max: 11 },
  { segment: 'Loyal (12+ payments)', min: 12, max: Number.POSITIVE_INFINITY },
] as const;


/** Pence to pounds for the API (1999 -> 19.99). */
export const pounds = (amountPence: number): number => Math.round(amountPence) / 100;
export const round1 = (value: number): number => Math.round(value * 10) / 10;
/** A percentage with one decimal, or null when there is nothing to divide by. */
export const percent = (part: number, whole: number): number | null => (whole === 0 ? null : round1((part / whole) * 100));
const monthStart = (year: number, month: number): Date => new Date(Date.UTC(year, month, 1));
const monthKey = (at: Date): string => isoDate(at).slice(0, 7);
export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);
export const sum = <T>(items: readonly T[], value: (item: T) => number): number => items.reduce((total, item) => total + value(item), 0);
export const within = (at: Date | null, from: Date, until: Date): boolean => at !== null && at.getTime() >= from.getTime() && at.getTime() < until.getTime();
/** When an attempt happened: when it finished, or when it started if it has not. */
export const attemptAt = (attempt: AttemptRow): Date => attempt.finishedAt ?? attempt.startedAt;
export const finished = (attempt: AttemptRow): boolean => attempt.status !== 'processing';

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

/** The change from `previous` to `current` in per cent (one decimal), or null when there was nothing before. */
export function growth(current: number, previous: number): number | null {
  return previous === 0 ? null : round1(((current - previous) / previous) * 100);
}

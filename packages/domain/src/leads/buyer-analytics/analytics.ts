import { type Result, ok } from '../../shared/result';
import { type DomainError, invalid } from '../../shared/errors';
import { PLAN } from '../../billing/plan';
import { maskEmail } from '../../billing/wording';
import {
  type CalendarDate,
  addCalendarDays,
  compareDates,
  formatCalendarDate,
  isoWeekday,
  londonDate,
  londonMidnight,
  parseCalendarDate,
} from '../calendar';
import type { LeadActivity } from '../ports';

export const ANALYTICS_RANGES = ['today', 'yesterday', 'this-week', 'this-month', 'custom'] as const;
export type AnalyticsRangeName = (typeof ANALYTICS_RANGES)[number];
/** A custom range is at most a year long. */
export const MAX_RANGE_DAYS = 366;
/** The lead details table lists at most this many leads, newest first. */
export const LEAD_DETAILS_LIMIT = 100;

export interface DayRange {
  readonly name: AnalyticsRangeName;
  /** Inclusive London calendar days. */
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

/**
 * The days a range covers, in London: today; yesterday; this week from Monday to today; this month from
 * the 1st to today; or a custom start and end date (inclusive, at most a year).
 */
export function resolveRange(name: string | undefined, startDate: string | undefined, endDate: string | undefined, now: Date): Result<DayRange, DomainError> {
  const today = londonDate(now);
  switch (name ?? 'this-month') {
    case 'today':
      return ok({ name: 'today', start: today, end: today });
    case 'yesterday': {
      const day = addCalendarDays(today, -1);
      return ok({ name: 'yesterday', start: day, end: day });
    }
    case 'this-week':
      return ok({ name: 'this-week', start: addCalendarDays(today, 1 - isoWeekday(today)), end: today });
    case 'this-month':
      return ok({ name: 'this-month', start: { ...today, day: 1 }, end: today });
    case 'custom': {
      const start = parseCalendarDate(startDate);
      const end = parseCalendarDate(endDate);
      if (!start) return invalid('startDate', 'Choose a start date (YYYY-MM-DD) for a custom range');
      if (!end) return invalid('endDate', 'Choose an end date (YYYY-MM-DD) for a custom range');
      if (compareDates(start, end) > 0) return invalid('endDate', 'The end date must be on or after the start date');
      if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS) return invalid('endDate', `A custom range is at most ${MAX_RANGE_DAYS} days long`);
      return ok({ name: 'custom', start, end });
    }
    default:
      return invalid('range', `range must be one of ${ANALYTICS_RANGES.join(', ')}`);
  }
}

const daysBetween = (a: CalendarDate, b: CalendarDate) => Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);

/** The instants [from, to) a range of London days covers. */
export const rangeInstants = (range: Pick<DayRange, 'start' | 'end'>) => ({ from: londonMidnight(range.start), to: londonMidnight(addCalendarDays(range.end, 1)) });

const pounds = (pence: number) => Math.round(pence) / 100;
/** A percentage with one decimal; 0 when there is nothing to divide by. */
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const perUnit = (pence: number, count: number) => (count > 0 ? Math.round(pence / count) / 100 : 0);
const LIVE = new Set(['trialing', 'active', 'pending']);

export interface DailyLeadCost {
  readonly date: string;
  readonly totalLeads: number;
  readonly acceptedLeads: number;
  readonly acceptanceRate: number;
  readonly dailyCost: number;
  readonly subscriptionsCreated: number;
  readonly dailyRevenue: number;
  readonly dailyROI: number;
  readonly costPerSubscription: number;
  readonly conversionRate: number;
}

export interface LeadDetail {
  /** The session id's first characters only: enough to find a lead, not to open its pages. */
  readonly sessionId: string;
  readonly purchasePrice: number;
  readonly timestamp: string;
  readonly welcomeClicked: boolean;
  readonly subscriptionCreated: boolean;
  /** Masked (j***@example.com); "(erased)" once the lead's data was purged. */
  readonly email: string;
}

/** Document 002 section 3, "Buyer analytics data", every figure from the stored leads, events and charges. */
export interface BuyerAnalyticsData {
  readonly range: { readonly name: AnalyticsRangeName; readonly startDate: string; readonly endDate: string };
  readonly totalLeadsSeen: number;
  readonly totalLeadsPurchased: number;
  /** Pounds. */
  readonly totalLeadsCost: number;
  readonly welcomePageClicks: number;
  readonly subscriptionPageViews: number;
  /** Welcome page clicks per lead bought, in percent. */
  readonly proceedClickRate: number;
  readonly subscriptionsCreated: number;
  /** Subscriptions per lead bought, in percent. */
  readonly conversionRate: number;
  readonly costPerSubscription: number;
  readonly leadCostAnalytics: {
    readonly totalMonthCost: number;
    readonly totalLeadsThisMonth: number;
    readonly totalAcceptedThisMonth: number;
    readonly monthlyAcceptanceRate: number;
    readonly costPerActiveSubscription: number;
    readonly activeSubsCreatedThisMonth: number;
    readonly totalRevenueFromLeads: number;
    readonly subscriptionPrice: number;
    readonly totalROI: number;
    readonly profitFromLeads: number;
    readonly dailyBreakdown: readonly DailyLeadCost[];
  };
  readonly leadDetails: readonly LeadDetail[];
}

interface Tally {
  seen: number;
  bought: number;
  costPence: number;
  welcome: number;
  subscriptionViews: number;
  subscribed: number;
  live: number;
  revenuePence: number;
}

function tally(rows: readonly LeadActivity[]): Tally {
  const t: Tally = { seen: 0, bought: 0, costPence: 0, welcome: 0, subscriptionViews: 0, subscribed: 0, live: 0, revenuePence: 0 };
  for (const row of rows) {
    t.seen += 1;
    if (row.status !== 'accepted') continue;
    t.bought += 1;
    t.costPence += row.pricePence ?? 0;
    if (row.welcomeViewed) t.welcome += 1;
    if (row.subscriptionViewed) t.subscriptionViews += 1;
    if (row.subscribed) t.subscribed += 1;
    if (row.subscriptionStatus && LIVE.has(row.subscriptionStatus)) t.live += 1;
    t.revenuePence += row.revenuePence;
  }
  return t;
}

const roi = (revenuePence: number, costPence: number) => (costPence > 0 ? Math.round(((revenuePence - costPence) / costPence) * 1000) / 10 : 0);

/**
 * The figures for the leads received in a range. Revenue is counted by cohort: what the subscriptions
 * started by the leads of a day have paid so far, so each day's ROI compares what its leads cost with what
 * they brought.
 */
export function computeAnalytics(rows: readonly LeadActivity[], range: DayRange): BuyerAnalyticsData {
  const all = tally(rows);
  const byDay = new Map<string, LeadActivity[]>();
  for (const row of rows) {
    const day = formatCalendarDate(londonDate(row.receivedAt));
    byDay.set(day, [...(byDay.get(day) ?? []), row]);
  }
  const dailyBreakdown: DailyLeadCost[] = [];
  for (let day = range.start; compareDates(day, range.end) <= 0; day = addCalendarDays(day, 1)) {
    const date = formatCalendarDate(day);
    const t = tally(byDay.get(date) ?? []);
    dailyBreakdown.push({
      date,
      totalLeads: t.seen,
      acceptedLeads: t.bought,
      acceptanceRate: rate(t.bought, t.seen),
      dailyCost: pounds(t.costPence),
      subscriptionsCreated: t.subscribed,
      dailyRevenue: pounds(t.revenuePence),
      dailyROI: roi(t.revenuePence, t.costPence),
      costPerSubscription: perUnit(t.costPence, t.subscribed),
      conversionRate: rate(t.subscribed, t.bought),
    });
  }
  const leadDetails = rows
    .filter((r) => r.status === 'accepted')
    .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime())
    .slice(0, LEAD_DETAILS_LIMIT)
    .map((r) => ({
      sessionId: r.sessionId ? `${r.sessionId.slice(0, 8)}…` : '',
      purchasePrice: pounds(r.pricePence ?? 0),
      timestamp: r.receivedAt.toISOString(),
      welcomeClicked: r.welcomeViewed,
      subscriptionCreated: r.subscribed,
      email: r.email ? maskEmail(r.email) : '(erased)',
    }));
  return {
    range: { name: range.name, startDate: formatCalendarDate(range.start), endDate: formatCalendarDate(range.end) },
    totalLeadsSeen: all.seen,
    totalLeadsPurchased: all.bought,
    totalLeadsCost: pounds(all.costPence),
    welcomePageClicks: all.welcome,
    subscriptionPageViews: all.subscriptionViews,
    proceedClickRate: rate(all.welcome, all.bought),
    subscriptionsCreated: all.subscribed,
    conversionRate: rate(all.subscribed, all.bought),
    costPerSubscription: perUnit(all.costPence, all.subscribed),
    leadCostAnalytics: {
      totalMonthCost: pounds(all.costPence),
      totalLeadsThisMonth: all.seen,
      totalAcceptedThisMonth: all.bought,
      monthlyAcceptanceRate: rate(all.bought, all.seen),
      costPerActiveSubscription: perUnit(all.costPence, all.live),
      activeSubsCreatedThisMonth: all.live,
      totalRevenueFromLeads: pounds(all.revenuePence),
      subscriptionPrice: pounds(PLAN.pricePence),
      totalROI: roi(all.revenuePence, all.costPence),
      profitFromLeads: pounds(all.revenuePence - all.costPence),
      dailyBreakdown,
    },
    leadDetails,
  };
}

export interface FunnelStage {
  readonly stage: string;
  readonly count: number;
  /** Of the leads bought, in percent. */
  readonly percentage: number;
  /** Lost since the stage before, in percent of it. */
  readonly dropOff: number;
}

export interface ConversionFunnel {
  readonly stages: readonly FunnelStage[];
  readonly summary: { readonly totalLeads: number; readonly overallConversionRate: number };
}

/** The journey of the leads bought: welcome page, subscription page, subscription. */
export function computeFunnel(rows: readonly LeadActivity[]): ConversionFunnel {
  const t = tally(rows);
  const counts: Array<[string, number]> = [
    ['Leads Purchased', t.bought],
    ['Welcome Page Viewed', t.welcome],
    ['Subscription Page Viewed', t.subscriptionViews],
    ['Subscription Created', t.subscribed],
  ];
  const stages = counts.map(([stage, count], i) => ({
    stage,
    count,
    percentage: rate(count, t.bought),
    dropOff: i === 0 ? 0 : rate(Math.max(0, counts[i - 1]![1] - count), counts[i - 1]![1]),
  }));
  return { stages, summary: { totalLeads: t.bought, overallConversionRate: rate(t.subscribed, t.bought) } };
}

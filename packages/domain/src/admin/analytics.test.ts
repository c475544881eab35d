import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { daysInMonth } from '../billing/billing-day';
import { isoDate } from '../billing/billing-rules';
import type { AnalyticsRows, AttemptRow, SubscriptionRow } from './ports';
import { chartMonths, churnRate, computeAdminAnalytics, projectCharges, revenueThisAndLastMonth, rowsSince } from './analytics';

const D = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

const subscription = (overrides: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  id: 's1',
  userId: 'u1',
  status: 'active',
  amountPence: 1999,
  preferredPayDay: 15,
  trialEndsAt: null,
  billingPeriod: D('2028-03-15'),
  nextChargeAt: D('2028-03-15'),
  failedAttempts: 0,
  cancelledAt: null,
  paymentMethodId: 'pm_1',
  createdAt: D('2027-01-01'),
  updatedAt: D('2027-01-01'),
  paymentsCollected: 1,
  collectedPence: 1999,
  suspendedAt: null,
  ...overrides,
});
const dates = (list: Array<{ date: Date }>) => list.map((c) => isoDate(c.date));

describe('projectCharges: the billing schedule, month by month', () => {
  it('every pay day, from any month of 2024-2031: one charge a month, on the pay day or the last day of a shorter month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 2024, max: 2031 }), fc.integer({ min: 0, max: 11 }), (payDay, year, month) => {
        const first = new Date(Date.UTC(year, month, Math.min(payDay, daysInMonth(year, month))));
        const from = new Date(Date.UTC(year, month, 1));
        const until = new Date(Date.UTC(year + 1, month, 1));
        const charges = projectCharges(subscription({ preferredPayDay: payDay, billingPeriod: first, nextChargeAt: first }), from, until);
        expect(charges).toHaveLength(12);
        charges.forEach((c, i) => {
          const y = year + Math.floor((month + i) / 12);
          const m = (month + i) % 12;
          expect(isoDate(c.date)).toBe(isoDate(new Date(Date.UTC(y, m, Math.min(payDay, daysInMonth(y, m))))));
        });
      }),
    );
  });

  it('pay day 31 through a leap February and a common one', () => {
    const s = subscription({ preferredPayDay: 31, billingPeriod: D('2028-01-31'), nextChargeAt: D('2028-01-31') });
    expect(dates(projectCharges(s, D('2028-01-01'), D('2028-05-01')))).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']);
    const t = subscription({ preferredPayDay: 29, billingPeriod: D('2027-01-29'), nextChargeAt: D('2027-01-29') });
    expect(dates(projectCharges(t, D('2027-01-01'), D('2027-04-01')))).toEqual(['2027-01-29', '2027-02-28', '2027-03-29']);
  });

  it('a retry comes first, then the next pay days; a charge left overdue counts today', () => {
    const pending = subscription({ status: 'pending', preferredPayDay: 28, billingPeriod: D('2028-02-28'), nextChargeAt: D('2028-03-03') });
    expect(dates(projectCharges(pending, D('2028-02-29'), D('2028-05-01')))).toEqual(['2028-03-03', '2028-03-28', '2028-04-28']);
    const overdue = subscription({ billingPeriod: D('2028-02-15'), nextChargeAt: D('2028-02-15') });
    expect(dates(projectCharges(overdue, D('2028-02-20T12:00:00Z'), D('2028-04-01')))).toEqual(['2028-02-20', '2028-03-15']);
  });

  it('a trial is charged only from its first charge; cancelled and failed subscriptions never', () => {
    const trial = subscription({ status: 'trialing', preferredPayDay: 1, trialEndsAt: D('2028-03-03T10:00:00Z'), billingPeriod: D('2028-04-01'), nextChargeAt: D('2028-04-01') });
    expect(dates(projectCharges(trial, D('2028-02-29'), D('2028-06-01')))).toEqual(['2028-04-01', '2028-05-01']);
    for (const status of ['cancelled', 'failed'] as const) {
      expect(projectCharges(subscription({ status }), D('2028-01-01'), D('2029-01-01'))).toEqual([]);
    }
    expect(projectCharges(subscription({ nextChargeAt: null }), D('2028-01-01'), D('2029-01-01'))).toEqual([]);
  });
});

describe('windows', () => {
  it('six chart months end with the current one, across a year end', () => {
    expect(chartMonths(D('2028-02-29T12:00:00Z')).map((m) => m.key)).toEqual(['2027-09', '2027-10', '2027-11', '2027-12', '2028-01', '2028-02']);
    expect(rowsSince(D('2028-02-29T12:00:00Z')).toISOString()).toBe('2027-09-01T00:00:00.000Z');
  });

  const attempt = (at: string): AttemptRow => ({ chargeId: at, subscriptionId: 's1', cardBin: null, amountPence: 1000, status: 'succeeded', chargeStatus: 'succeeded', startedAt: D(at), finishedAt: D(at) });
  it('revenue growth compares the same stretch of last month, capped at its end (leap and common Februaries)', () => {
    const attempts = ['2028-02-28T09:00:00Z', '2028-02-29T09:00:00Z', '2028-03-29T09:00:00Z', '2028-03-31T09:00:00Z'].map(attempt);
    // 31 March 12:00: 30.5 days into March; February 2028 has 29 days, so all of it counts (28th and 29th).
    expect(revenueThisAndLastMonth(attempts, D('2028-03-31T12:00:00Z'))).toEqual({ current: 2000, previous: 2000 });
    // 29 March 08:00 (28 days 8 hours in): February to 29 Feb 08:00, so the 29th's 09:00 payment is left out.
    expect(revenueThisAndLastMonth(attempts, D('2028-03-29T08:00:00Z'))).toEqual({ current: 0, previous: 1000 });
  });

  it('churn: ended in the last 30 days over live at any moment of them', () => {
    const now = D('2028-03-01T00:00:00Z');
    const list = [
      subscription({ id: 'a' }),
      subscription({ id: 'b', status: 'cancelled', cancelledAt: D('2028-02-10') }),
      subscription({ id: 'c', status: 'failed', suspendedAt: D('2028-02-20') }),
      subscription({ id: 'd', status: 'cancelled', cancelledAt: D('2028-01-10') }),
    ];
    expect(churnRate(list, now)).toBe(66.7);
    expect(churnRate([], now)).toBe(0);
  });
});

describe('computeAdminAnalytics', () => {
  it('week, month and 90-day horizons from a Sunday at a month end', () => {
    const rows: AnalyticsRows = {
      households: [{ id: 'u1', email: 'a@example.com', firstName: 'A', lastName: 'B', createdAt: D('2027-01-01') }],
      subscriptions: [subscription({ preferredPayDay: 31, billingPeriod: D('2027-01-31'), nextChargeAt: D('2027-01-31') })],
      charges: [],
      attempts: [],
    };
    const a = computeAdminAnalytics(rows, new Map(), D('2027-01-31T08:00:00Z'));
    expect(a.expectedRevenue).toEqual({ tomorrow: 0, thisWeek: 19.99, thisMonth: 19.99, nextMonth: 19.99, next90Days: 79.96 });
    expect(a.upcomingPayments.map((d) => d.count)).toEqual([1, 0, 0, 0, 0, 0, 0]);
  });
});

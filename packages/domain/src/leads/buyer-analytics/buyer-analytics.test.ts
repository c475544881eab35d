import { digestToken } from '../../shared/tokens';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { leadsFixture } from '../../testing/leads-fixture';
import { aLeadPayload } from '../../testing/lead-payloads';
import { formatCalendarDate } from '../calendar';
import { resolveRange } from './analytics';

const range = (name: string, now: string, start?: string, end?: string) => {
  const r = resolveRange(name, start, end, new Date(now));
  return r.ok ? `${formatCalendarDate(r.value.start)}..${formatCalendarDate(r.value.end)}` : r.error.message;
};

describe('analytics ranges (London days, live dates)', () => {
  it('today, yesterday, this week from Monday, this month from the 1st, custom', () => {
    expect(range('today', '2026-06-30T23:30:00Z')).toBe('2026-07-01..2026-07-01');
    expect(range('yesterday', '2026-03-01T10:00:00Z')).toBe('2026-02-28..2026-02-28');
    expect(range('this-week', '2026-01-15T10:00:00Z')).toBe('2026-01-12..2026-01-15'); // a Thursday
    expect(range('this-week', '2026-01-18T10:00:00Z')).toBe('2026-01-12..2026-01-18'); // a Sunday
    expect(range('this-week', '2026-01-12T10:00:00Z')).toBe('2026-01-12..2026-01-12'); // a Monday
    expect(range('this-month', '2026-02-14T10:00:00Z')).toBe('2026-02-01..2026-02-14');
    expect(range('custom', '2026-02-14T10:00:00Z', '2026-01-01', '2026-01-31')).toBe('2026-01-01..2026-01-31');
    expect(range('custom', '2026-02-14T10:00:00Z', '2026-01-31', '2026-01-01')).toBe('The end date must be on or after the start date');
    expect(range('custom', '2026-02-14T10:00:00Z', undefined, '2026-01-01')).toBe('Choose a start date (YYYY-MM-DD) for a custom range');
    expect(range('custom', '2026-02-14T10:00:00Z', '2024-01-01', '2026-01-01')).toBe('A custom range is at most 366 days long');
    expect(range('last-year', '2026-02-14T10:00:00Z')).toBe('range must be one of today, yesterday, this-week, this-month, custom');
  });

  it('this week always starts on a Monday at most 6 days back and ends today', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (ms) => {
        const r = resolveRange('this-week', undefined, undefined, new Date(ms));
        if (!r.ok) throw new Error('range');
        const start = new Date(Date.UTC(r.value.start.year, r.value.start.month - 1, r.value.start.day));
        const end = new Date(Date.UTC(r.value.end.year, r.value.end.month - 1, r.value.end.day));
        expect(start.getUTCDay()).toBe(1);
        expect((end.getTime() - start.getTime()) / 86_400_000).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('BuyerAnalytics', () => {
  it('checks the password against the hash, rate limits attempts, and opens a 12-hour session', async () => {
    const f = leadsFixture('2026-01-15T10:00:00Z');
    expect(await f.analytics.signIn('', '10.0.0.1')).toMatchObject({ ok: false, error: { message: 'Password Required: Please enter a password' } });
    expect(await f.analytics.signIn('wrong', '10.0.0.1')).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_CREDENTIALS', message: 'Incorrect password' } });
    const ok = await f.analytics.signIn('buyer secret', '10.0.0.1');
    if (!ok.ok) throw new Error(ok.error.message);
    expect(await f.analytics.isSignedIn(ok.value.token)).toBe(true);
    expect(await f.analytics.isSignedIn('forged')).toBe(false);
    expect([...f.analyticsSessions.rows.keys()]).not.toContain(ok.value.token);
    f.clock.advanceMinutes(12 * 60);
    expect(await f.analytics.isSignedIn(ok.value.token)).toBe(false);
    for (let i = 0; i < 10; i += 1) await f.analytics.signIn('wrong', '10.0.0.2');
    expect(await f.analytics.signIn('buyer secret', '10.0.0.2')).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
  });

  it('signs out, and says when no password is configured', async () => {
    const f = leadsFixture();
    const ok = await f.analytics.signIn('buyer secret', 'a');
    if (!ok.ok) throw new Error('sign in');
    await f.analytics.signOut(ok.value.token);
    expect(await f.analytics.isSignedIn(ok.value.token)).toBe(false);
    const none = leadsFixture(undefined, { analyticsPassword: null });
    expect(await none.analytics.signIn('anything', 'a')).toMatchObject({ ok: false, error: { code: 'LEAD.ANALYTICS_NOT_CONFIGURED' } });
  });

  it('computes every figure from the stored leads, their events and the charges of their subscriptions', async () => {
    const f = leadsFixture('2026-01-14T10:00:00Z');
    // Wednesday 14 January: three leads seen, two bought (0.60 and 1.20), one refused.
    const a = await f.intake.execute(aLeadPayload({ lead_buy_price: '0.60' }), { buyerId: 'b' });
    const b = await f.intake.execute(aLeadPayload({ lead_buy_price: '1.20' }), { buyerId: 'b' });
    await f.intake.execute(aLeadPayload({ employment: { monthly_income: 1200 } }), { buyerId: 'b' });
    if (!a.accepted || !b.accepted) throw new Error('not bought');
    await f.journey.track(a.sessionId, 'welcome_viewed');
    await f.journey.track(a.sessionId, 'subscription_viewed');
    await f.journey.track(b.sessionId, 'welcome_viewed');
    const subscribed = await f.journey.subscribe(a.sessionId, { paymentMethodId: 'pm_card_visa', payDay: 15 });
    if (!subscribed.ok) throw new Error(subscribed.error.message);
    // Thursday 15 January: one more bought at 2.50, nothing else.
    f.clock.set('2026-01-15T09:00:00Z');
    await f.intake.execute(aLeadPayload({ lead_buy_price: '2.50' }), { buyerId: 'b' });
    // The first month is charged after the trial (pay day 15 February).
    f.clock.set('2026-02-15T09:00:00Z');
    await f.run.execute();
    expect(f.gateway.succeededCount()).toBe(1);

    const data = await f.analytics.data({ range: 'custom', startDate: '2026-01-13', endDate: '2026-01-15' });
    if (!data.ok) throw new Error(data.error.message);
    const d = data.value;
    expect(d).toMatchObject({
      range: { name: 'custom', startDate: '2026-01-13', endDate: '2026-01-15' },
      totalLeadsSeen: 4,
      totalLeadsPurchased: 3,
      totalLeadsCost: 4.3,
      welcomePageClicks: 2,
      subscriptionPageViews: 1,
      proceedClickRate: 66.7,
      subscriptionsCreated: 1,
      conversionRate: 33.3,
      costPerSubscription: 4.3,
    });
    expect(d.leadCostAnalytics).toMatchObject({
      totalMonthCost: 4.3,
      totalLeadsThisMonth: 4,
      totalAcceptedThisMonth: 3,
      monthlyAcceptanceRate: 75,
      activeSubsCreatedThisMonth: 1,
      costPerActiveSubscription: 4.3,
      totalRevenueFromLeads: 19.99,
      subscriptionPrice: 19.99,
      profitFromLeads: 15.69,
      totalROI: 364.9,
    });
    expect(d.leadCostAnalytics.dailyBreakdown.map((day) => [day.date, day.totalLeads, day.acceptedLeads, day.dailyCost, day.subscriptionsCreated, day.dailyRevenue])).toEqual([
      ['2026-01-13', 0, 0, 0, 0, 0],
      ['2026-01-14', 3, 2, 1.8, 1, 19.99],
      ['2026-01-15', 1, 1, 2.5, 0, 0],
    ]);
    expect(d.leadCostAnalytics.dailyBreakdown[1]).toMatchObject({ acceptanceRate: 66.7, dailyROI: 1010.6, costPerSubscription: 1.8, conversionRate: 50 });
    expect(d.leadDetails).toHaveLength(3);
    expect(d.leadDetails[0]).toMatchObject({ purchasePrice: 2.5, welcomeClicked: false, subscriptionCreated: false });
    const first = d.leadDetails.find((l) => l.sessionId === `${digestToken(a.sessionId).slice(0, 8)}…`);
    expect(first).toMatchObject({ purchasePrice: 0.6, welcomeClicked: true, subscriptionCreated: true, email: expect.stringMatching(/^s\*\*\*@example\.com$/) });

    const funnel = await f.analytics.funnel({});
    expect(funnel).toMatchObject({
      ok: true,
      value: {
        stages: [
          { stage: 'Leads Purchased', count: 3, percentage: 100, dropOff: 0 },
          { stage: 'Welcome Page Viewed', count: 2, percentage: 66.7, dropOff: 33.3 },
          { stage: 'Subscription Page Viewed', count: 1, percentage: 33.3, dropOff: 50 },
          { stage: 'Subscription Created', count: 1, percentage: 33.3, dropOff: 0 },
        ],
        summary: { totalLeads: 3, overallConversionRate: 33.3 },
      },
    });
    const oneDay = await f.analytics.funnel({ startDate: '2026-01-15', endDate: '2026-01-15' });
    expect(oneDay).toMatchObject({ ok: true, value: { summary: { totalLeads: 1, overallConversionRate: 0 } } });
  });

  it('shows zeros, not sample data, when there are no leads', async () => {
    const f = leadsFixture('2026-01-15T10:00:00Z');
    const data = await f.analytics.data({ range: 'today' });
    expect(data).toMatchObject({ ok: true, value: { totalLeadsSeen: 0, totalLeadsCost: 0, conversionRate: 0, costPerSubscription: 0, leadDetails: [] } });
    expect((await f.analytics.funnel({})).ok && (await f.analytics.funnel({}))).toMatchObject({ value: { summary: { totalLeads: 0, overallConversionRate: 0 } } });
  });
});

import { describe, expect, it } from 'vitest';
import { billingFixture } from '../../testing/in-memory-billing';
import { InMemoryAdminAuditLog, InMemoryBinDirectory, StaticAnalyticsSource } from '../../testing/in-memory-admin';
import { AUTHORIZATION_EVENTS_PAGE, AdminReports, BILLING_RUN_ACTIONS } from './admin-reports.use-case';

function setUp() {
  const f = billingFixture('2027-03-20T10:00:00Z');
  const audit = new InMemoryAdminAuditLog();
  const source = new StaticAnalyticsSource({ households: [], subscriptions: [], charges: [], attempts: [] });
  const reports = new AdminReports(source, new InMemoryBinDirectory(), f.events, f.users, audit, f.clock);
  return { ...f, audit, reports };
}

describe('the operator reports', () => {
  it('lists the billing runs operators started, newest first, with the counts each answered', async () => {
    const { audit, reports } = setUp();
    await audit.record({ actorId: 'a', actorEmail: 'ops@example.com', action: BILLING_RUN_ACTIONS[0], outcome: '200', detail: { date: '2027-03-19', due: 4, charged: 3, failed: 1, retried: 0 }, address: null }, new Date('2027-03-19T09:00:00Z'));
    await audit.record({ actorId: 'a', actorEmail: 'ops@example.com', action: 'admin.login', outcome: 'succeeded', detail: null, address: null }, new Date('2027-03-19T09:30:00Z'));
    await audit.record({ actorId: 'a', actorEmail: 'ops@example.com', action: BILLING_RUN_ACTIONS[2], outcome: '409', detail: { due: 'many' }, address: null }, new Date('2027-03-20T09:00:00Z'));
    const { recentRuns } = await reports.billingAnalytics();
    expect(recentRuns).toEqual([
      { timestamp: '2027-03-20T09:00:00.000Z', actorEmail: 'ops@example.com', kind: 'trigger', outcome: '409', date: null, due: null, charged: null, failed: null, retried: null },
      { timestamp: '2027-03-19T09:00:00.000Z', actorEmail: 'ops@example.com', kind: 'daily', outcome: '200', date: '2027-03-19', due: 4, charged: 3, failed: 1, retried: 0 },
    ]);
    expect((await reports.analytics()).recentRuns).toEqual(recentRuns);
  });

  it("authorisation events carry the customer's email while the account exists, and page as asked", async () => {
    const f = setUp();
    const { user, subscription } = await f.household({ payDay: 1, startedAt: new Date('2027-03-01T08:00:00Z') });
    for (let i = 0; i < 12; i += 1) {
      f.clock.advanceMinutes(1);
      await f.events.record({ userId: i === 11 ? 'deleted-account' : user.id, subscriptionId: subscription.id, eventType: 'payment_method_added', authorizationMethod: 'card_setup', amountPence: 0, status: 'succeeded' }, f.clock.now());
    }
    const page = await f.reports.authorizationEvents({ limit: AUTHORIZATION_EVENTS_PAGE, offset: 0 });
    expect(page.total).toBe(12);
    expect(page.events).toHaveLength(10);
    expect(page.events[0]!.email).toBeNull();
    expect(page.events.slice(1).every((e) => e.email === user.email)).toBe(true);
    expect((await f.reports.authorizationEvents({ limit: 10, offset: 10 })).events).toHaveLength(2);
  });

  it('pages the audit log newest first', async () => {
    const { audit, reports } = setUp();
    for (let i = 0; i < 3; i += 1) await audit.record({ actorId: null, actorEmail: 'cli', action: `bins.import.${i}`, outcome: 'succeeded', detail: null, address: null }, new Date(Date.UTC(2027, 2, 10 + i)));
    const { entries, total } = await reports.auditLog({ limit: 2, offset: 0 });
    expect(total).toBe(3);
    expect(entries.map((e) => e.action)).toEqual(['bins.import.2', 'bins.import.1']);
  });

  it('with no rows the figures are zero, and the payment schedule is empty', async () => {
    const { reports } = setUp();
    const figures = await reports.analytics();
    expect(figures.recentRuns).toEqual([]);
    expect(JSON.stringify(figures)).not.toMatch(/NaN|Infinity/);
    expect(JSON.stringify(await reports.paymentSchedule())).not.toMatch(/NaN|Infinity/);
  });
});

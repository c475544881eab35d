import { describe, expect, it } from 'vitest';
import { BillingWatcher } from './billing-watch';

const attempt = (email: string, timestamp: string, status: 'succeeded' | 'declined', amount = 19.99) => ({ email, timestamp, amount, status });

describe('BillingWatcher: a desktop notification when a billing run reports failures', () => {
  it('sets its starting point on the first answer without announcing older failures', () => {
    const watcher = new BillingWatcher();
    expect(watcher.observe({ recentBillings: [attempt('old@example.com', '2027-03-01T09:00:00Z', 'declined')], recentRuns: [] })).toBeNull();
  });

  it('announces declines newer than the last look, once, naming two customers and the amount', () => {
    const watcher = new BillingWatcher();
    watcher.observe({ recentBillings: [attempt('old@example.com', '2027-03-01T09:00:00Z', 'succeeded')], recentRuns: [] });
    const next = {
      recentBillings: [
        attempt('a@example.com', '2027-03-02T09:00:00Z', 'declined'),
        attempt('b@example.com', '2027-03-02T09:00:00Z', 'declined'),
        attempt('c@example.com', '2027-03-02T09:00:00Z', 'declined'),
        attempt('d@example.com', '2027-03-02T09:00:00Z', 'succeeded'),
        attempt('old@example.com', '2027-03-01T09:00:00Z', 'succeeded'),
      ],
      recentRuns: [],
    };
    expect(watcher.observe(next)).toEqual({
      title: 'Billing: 3 payments failed',
      body: 'Declined: a@example.com, b@example.com and 1 more (£59.97). Open the billing dashboard for details.',
    });
    expect(watcher.observe(next)).toBeNull();
  });

  it("announces an operator's run that reports failed payments", () => {
    const watcher = new BillingWatcher();
    watcher.observe({ recentBillings: [], recentRuns: [] });
    const notice = watcher.observe({ recentBillings: [], recentRuns: [{ timestamp: '2027-03-02T10:00:00Z', failed: 2, date: '2027-03-02' }] });
    expect(notice?.title).toBe('Billing: 2 payments failed');
  });

  it('stays quiet for successes, for runs without failures, and for answers that are not the dashboard data', () => {
    const watcher = new BillingWatcher();
    watcher.observe({ recentBillings: [], recentRuns: [] });
    expect(watcher.observe({ recentBillings: [attempt('a@example.com', '2027-03-02T09:00:00Z', 'succeeded')], recentRuns: [{ timestamp: '2027-03-02T09:05:00Z', failed: 0, date: null }] })).toBeNull();
    expect(watcher.observe({ message: 'Unauthorized' })).toBeNull();
    expect(watcher.observe(null)).toBeNull();
  });
});

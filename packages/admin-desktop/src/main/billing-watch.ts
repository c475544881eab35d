/**
 * Desktop notifications for failed billing: main polls GET /api/admin/analytics (with the window's
 * session) and this module decides, from the answer, whether a billing run has reported failures since the last
 * look: payment attempts declined, or an operator's run with failed payments. Pure; main shows the Notification.
 */

/** The parts of the billing dashboard's answer this looks at (see @larder/contract's ZAdminAnalytics, which carries the billing figures). */
export interface BillingSnapshot {
  readonly recentBillings: ReadonlyArray<{ readonly email: string; readonly timestamp: string; readonly amount: number; readonly status: string }>;
  readonly recentRuns?: ReadonlyArray<{ readonly timestamp: string; readonly failed: number | null; readonly date: string | null }>;
}

export interface BillingNotice {
  readonly title: string;
  readonly body: string;
}

/** How often main asks (the dashboard itself refreshes every 30 seconds). */
export const BILLING_WATCH_INTERVAL_MS = 60_000;

const isSnapshot = (value: unknown): value is BillingSnapshot =>
  typeof value === 'object' && value !== null && Array.isArray((value as { recentBillings?: unknown }).recentBillings);

const pounds = (amount: number) => `£${amount.toFixed(2)}`;

export class BillingWatcher {
  /** The newest moment already looked at; null before the first answer. */
  private seenUntil: number | null = null;

  /**
   * The notice for failures newer than the last look, or null. The first answer only sets the starting point:
   * failures from before the console opened are on the dashboard already and are not announced.
   */
  observe(answer: unknown): BillingNotice | null {
    if (!isSnapshot(answer)) return null;
    const times = [...answer.recentBillings.map((b) => Date.parse(b.timestamp)), ...(answer.recentRuns ?? []).map((r) => Date.parse(r.timestamp))].filter(Number.isFinite);
    const newest = times.length ? Math.max(...times) : null;
    const since = this.seenUntil;
    if (newest !== null && (this.seenUntil === null || newest > this.seenUntil)) this.seenUntil = newest;
    else if (this.seenUntil === null) this.seenUntil = Number.NEGATIVE_INFINITY;
    if (since === null) return null;

    const declined = answer.recentBillings.filter((b) => b.status === 'declined' && Date.parse(b.timestamp) > since);
    const runFailures = (answer.recentRuns ?? []).filter((r) => Date.parse(r.timestamp) > since && (r.failed ?? 0) > 0);
    if (declined.length === 0 && runFailures.length === 0) return null;

    const count = Math.max(declined.length, runFailures.reduce((n, r) => n + (r.failed ?? 0), 0));
    const names = [...new Set(declined.map((b) => b.email))];
    const shown = names.slice(0, 2).join(', ');
    const more = names.length > 2 ? ` and ${names.length - 2} more` : '';
    const total = declined.reduce((sum, b) => sum + b.amount, 0);
    return {
      title: `Billing: ${count} payment${count === 1 ? '' : 's'} failed`,
      body: declined.length
        ? `Declined: ${shown}${more} (${pounds(total)}). Open the billing dashboard for details.`
        : 'A billing run reported failed payments. Open the billing dashboard for details.',
    };
  }
}

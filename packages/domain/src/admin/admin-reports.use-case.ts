import type { UserRepository } from '../accounts/ports';
import type { AuthorizationEvent, AuthorizationEventLog } from '../billing/ports';
import type { Clock } from '../shared/clock';
import {
  type AdminAnalytics,
  type AdminBillingAnalytics,
  type PaymentSchedule,
  computeAdminAnalytics,
  computeBillingAnalytics,
  computePaymentSchedule,
  rowsSince,
} from './analytics';
import type { AdminAnalyticsSource, AdminAuditEntry, AdminAuditLog, BinDirectory } from './ports';

/** Document 002: authorisation events show 10 at a time. */
export const AUTHORIZATION_EVENTS_PAGE = 10;

/** The operator figures and lists, read from storage and computed by the pure functions of analytics.ts. */
export class AdminReports {
  constructor(
    private readonly source: AdminAnalyticsSource,
    private readonly bins: BinDirectory,
    private readonly events: AuthorizationEventLog,
    private readonly users: UserRepository,
    private readonly audit: AdminAuditLog,
    private readonly clock: Clock,
  ) {}

  async analytics(): Promise<AdminAnalytics> {
    const now = this.clock.now();
    const rows = await this.source.rows({ since: rowsSince(now) });
    const bins = await this.bins.lookup([...new Set(rows.attempts.map((a) => a.cardBin).filter((b): b is string => b !== null))]);
    return computeAdminAnalytics(rows, bins, now);
  }

  async billingAnalytics(): Promise<AdminBillingAnalytics> {
    const now = this.clock.now();
    return computeBillingAnalytics(await this.source.rows({ since: rowsSince(now) }), now);
  }

  async paymentSchedule(): Promise<PaymentSchedule> {
    const now = this.clock.now();
    return computePaymentSchedule(await this.source.rows({ since: rowsSince(now) }), now);
  }

  /** The latest authorisation events, newest first, with the customer's email where the account still exists. */
  async authorizationEvents(options: { limit: number; offset: number }): Promise<{ events: Array<AuthorizationEvent & { email: string | null }>; total: number }> {
    const page = await this.events.latest(options);
    const emails = new Map<string, string | null>();
    for (const id of new Set(page.events.map((e) => e.userId).filter((u): u is string => u !== null))) {
      emails.set(id, (await this.users.findById(id))?.email ?? null);
    }
    return { total: page.total, events: page.events.map((e) => ({ ...e, email: e.userId ? (emails.get(e.userId) ?? null) : null })) };
  }

  auditLog(options: { limit: number; offset: number }): Promise<{ entries: AdminAuditEntry[]; total: number }> {
    return this.audit.latest(options);
  }
}

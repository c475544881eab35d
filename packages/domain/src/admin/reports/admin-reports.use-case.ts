import type { UserRepository } from '../../accounts/ports';
import type { AuthorizationEvent, AuthorizationEventLog } from '../../billing/ports';
import type { Clock } from '../../shared/clock';
import {
  type AdminAnalytics,
  type AdminBillingAnalytics,
  type PaymentSchedule,
  computeAdminAnalytics,
  computeBillingAnalytics,
  computePaymentSchedule,
  rowsSince,
} from '../analytics';
import type { AdminAnalyticsSource, AdminAuditEntry, AdminAuditLog, BinDirectory } from '../ports';

/** Document 002: authorisation events show 10 at a time. */
export const AUTHORIZATION_EVENTS_PAGE = 10;

/** The operator calls that run billing, as the audit log names them. */
export const BILLING_RUN_ACTIONS = [
  'POST /api/subscription/process-daily-billing',
  'POST /api/acquired/admin/process-daily-billing',
  'POST /api/acquired/admin/trigger-billing',
] as const;
const RECENT_RUNS = 10;

/** A billing run an operator started, as the audit log kept it. */
export interface BillingRunRecord {
  readonly timestamp: string;
  readonly actorEmail: string;
  readonly kind: 'daily' | 'trigger';
  /** The HTTP status the run answered ("200", or "409" when another run held the lock). */
  readonly outcome: string;
  readonly date: string | null;
  readonly due: number | null;
  readonly charged: number | null;
  readonly failed: number | null;
  readonly retried: number | null;
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function toRunRecord(entry: AdminAuditEntry): BillingRunRecord {
  const detail = entry.detail ?? {};
  return {
    timestamp: entry.createdAt.toISOString(),
    actorEmail: entry.actorEmail,
    kind: entry.action.endsWith('trigger-billing') ? 'trigger' : 'daily',
    outcome: entry.outcome,
    date: typeof detail.date === 'string' ? detail.date : null,
    due: numberOrNull(detail.due),
    charged: numberOrNull(detail.charged),
    failed: numberOrNull(detail.failed),
    retried: numberOrNull(detail.retried),
  };
}

/** The billing dashboard's data: Admin billing analytics and the runs operators started. */
export type BillingDashboard = AdminBillingAnalytics & { recentRuns: BillingRunRecord[] };

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

  /**
   * Document 002's `GET /api/admin/analytics`: the admin panel and the billing dashboard both call it, so it answers
   * the Admin analytics and the billing dashboard's figures together (one read of the rows; the figures both
   * entities name, such as monthlyRevenue and churnRate, have one definition and so one value).
   */
  async analytics(): Promise<AdminAnalytics & BillingDashboard> {
    const now = this.clock.now();
    const rows = await this.source.rows({ since: rowsSince(now) });
    const bins = await this.bins.lookup([...new Set(rows.attempts.map((a) => a.cardBin).filter((b): b is string => b !== null))]);
    const runs = await this.audit.latestOf(BILLING_RUN_ACTIONS, RECENT_RUNS);
    return { ...computeBillingAnalytics(rows, now), recentRuns: runs.map(toRunRecord), ...computeAdminAnalytics(rows, bins, now) };
  }

  /** The billing dashboard's figures alone, and the billing runs operators started (the alias `/api/admin/billing-analytics`). */
  async billingAnalytics(): Promise<BillingDashboard> {
    const now = this.clock.now();
    const figures = computeBillingAnalytics(await this.source.rows({ since: rowsSince(now) }), now);
    const runs = await this.audit.latestOf(BILLING_RUN_ACTIONS, RECENT_RUNS);
    return { ...figures, recentRuns: runs.map(toRunRecord) };
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

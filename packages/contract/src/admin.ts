import { z } from 'zod';
import { ZSubscriptionStatus, ZUser } from './accounts';

/**
 * The operator calls (document 002 sections 3 and 7). Money is in pounds as a number with two decimals (19.99),
 * computed from integer pence; months are "YYYY-MM"; days "YYYY-MM-DD" (UTC). Rates are percentages with one
 * decimal; null where there is nothing to divide by. The definitions are in README.md ("Operator figures").
 */

export const ZAdminUserList = z.object({ users: z.array(ZUser) });
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

/** POST /api/admin/login. */
export const ZAdminLoginBody = z.object({
  email: z.string().max(254),
  password: z.string().max(1024),
  stayLoggedIn: z.boolean().optional().default(false),
  /** The authenticator app's 6-digit code, or a recovery code. */
  code: z.string().max(32).optional(),
});
export type TAdminLoginBody = z.input<typeof ZAdminLoginBody>;

/** The admin session as the client keeps it (document 002: isAuthenticated, email, expires, stayLoggedIn). */
export const ZAdminSession = z.object({
  isAuthenticated: z.literal(true),
  email: z.string(),
  /** When the server forgets the session (ISO). */
  expires: z.string(),
  stayLoggedIn: z.boolean(),
});
export type TAdminSession = z.infer<typeof ZAdminSession>;
export const ZAdminLoginResponse = z.object({ ok: z.literal(true), success: z.literal(true), message: z.string(), session: ZAdminSession, user: ZUser });
export const ZAdminMe = z.object({ isAuthenticated: z.literal(true), email: z.string(), firstName: z.string(), lastName: z.string() });

/** `?offset=&limit=` paging. */
export const pageQuery = (defaultLimit: number, maxLimit: number) =>
  z.object({
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

const ZStatusShare = z.object({ status: ZSubscriptionStatus, count: z.number(), percentage: z.number() });


/** The billing dashboard's data (document 002's Admin billing analytics); answered alone by the alias GET /api/admin/billing-analytics. */
export const ZAdminBillingAnalytics = z.object({
  generatedAt: z.string(),
  monthlyRevenue: z.number(),
  revenueGrowth: z.number().nullable(),
  activeSubscriptions: z.number(),
  totalCustomers: z.number(),
  totalSubscriptions: z.number(),
  avgRevenuePerCustomer: z.number(),
  churnRate: z.number(),
  /** Attempts in the last 30 days that collected the money, and those declined. */
  billingSuccess: z.number(),
  billingFailures: z.number(),
  billingSuccessRate: z.number().nullable(),
  subscriptionStatusBreakdown: z.array(ZStatusShare),
  upcomingBillings: z.array(z.object({ email: z.string(), name: z.string(), date: z.string(), payDay: z.number(), amount: z.number(), status: ZSubscriptionStatus })),
  recentBillings: z.array(z.object({ email: z.string(), name: z.string(), timestamp: z.string(), amount: z.number(), status: z.enum(['processing', 'succeeded', 'declined']) })),
  monthlyBreakdown: z.array(z.object({ month: z.string(), subscriptions: z.number(), revenue: z.number(), successRate: z.number().nullable() })),
  /** Billing runs started by an operator (the console, the CLI through the server), newest first, from the audit log. */
  recentRuns: z.array(
    z.object({
      timestamp: z.string(),
      actorEmail: z.string(),
      kind: z.enum(['daily', 'trigger']),
      outcome: z.string(),
      date: z.string().nullable(),
      due: z.number().nullable(),
      charged: z.number().nullable(),
      failed: z.number().nullable(),
      retried: z.number().nullable(),
    }),
  ),
});
export type TAdminBillingAnalytics = z.infer<typeof ZAdminBillingAnalytics>;

/** document 002's Admin analytics entity (the admin panel's figures). */
export const ZAdminAnalyticsCore = z.object({
  generatedAt: z.string(),
  totalCustomers: z.number(),
  activeSubscriptions: z.number(),
  monthlyRevenue: z.number(),
  churnRate: z.number(),
  customerGrowth: z.number().nullable(),
  revenueGrowth: z.number().nullable(),
  subscriptionStatusBreakdown: z.array(ZStatusShare),
  monthlySignups: z.array(z.object({ month: z.string(), signups: z.number() })),
  revenueByMonth: z.array(z.object({ month: z.string(), revenue: z.number() })),
  expectedRevenue: z.object({ tomorrow: z.number(), thisWeek: z.number(), thisMonth: z.number(), nextMonth: z.number(), next90Days: z.number() }),
  preAuthorizations: z.object({
    total: z.number(),
    awaitingFirstPayment: z.number(),
    expectedFirstPaymentRevenue: z.number(),
    averageDaysToFirstPayment: z.number().nullable(),
  }),
  upcomingPayments: z.array(z.object({ date: z.string(), count: z.number(), revenue: z.number(), customers: z.array(z.string()) })),
  binReporting: z.object({
    windowDays: z.number(),
    attemptsWithoutBin: z.number(),
    binRanges: z.array(
      z.object({
        bin: z.string(),
        issuer: z.string(),
        scheme: z.string(),
        country: z.string().nullable(),
        totalAttempts: z.number(),
        successRate: z.number(),
        declineRate: z.number(),
        collectionRate: z.number(),
        averageAmount: z.number(),
        totalRevenue: z.number(),
      }),
    ),
  }),
  billingCycles: z.array(
    z.object({
      cycle: z.string(),
      payDay: z.number(),
      totalCustomers: z.number(),
      successfulBillings: z.number(),
      failedBillings: z.number(),
      collectionRate: z.number().nullable(),
      revenue: z.number(),
    }),
  ),
  customerSegments: z.array(
    z.object({
      segment: z.string(),
      customerCount: z.number(),
      averageRevenue: z.number(),
      successRate: z.number().nullable(),
      churnRate: z.number(),
      lifetimeValue: z.number(),
    }),
  ),
});

/**
 * GET /api/admin/analytics (document 002: the admin panel polls it, and the billing dashboard calls it): the Admin
 * analytics and the billing dashboard's figures in one answer, a superset of both entities. The fields both name
 * (monthlyRevenue, revenueGrowth, activeSubscriptions, totalCustomers, churnRate, subscriptionStatusBreakdown) are one.
 */
export const ZAdminAnalytics = ZAdminAnalyticsCore.extend(ZAdminBillingAnalytics.shape);
export type TAdminAnalytics = z.infer<typeof ZAdminAnalytics>;

export const ZPaymentScheduleQuery = pageQuery(500, 5000);
export const ZPaymentSchedule = z.object({
  from: z.string(),
  until: z.string(),
  totalCustomers: z.number(),
  totalUpcomingPayments: z.number(),
  totalUpcomingRevenue: z.number(),
  offset: z.number(),
  limit: z.number(),
  schedule: z.array(z.object({ email: z.string(), name: z.string(), paymentDate: z.string(), status: ZSubscriptionStatus, amount: z.number(), payDay: z.number() })),
});
export type TPaymentSchedule = z.infer<typeof ZPaymentSchedule>;

/** `?page=&pageSize=`: page counts from 1; 10 a page by default (document 002 shows 10), at most 100. */
export const ZAuthorizationEventsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
/** The header that carries how many events there are in all (exposed to the browser). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const ZAuthorizationEvent = z.object({
  id: z.string(),
  eventType: z.enum(['signup', 'payment_method_added', 'refund_processed', 'cancellation']),
  authorizationMethod: z.string(),
  /** Pounds. */
  amount: z.number(),
  status: z.enum(['succeeded', 'failed', 'reverted']),
  createdAt: z.string(),
  email: z.string().nullable(),
});
/** GET /api/admin/authorization-events: a list, newest first (document 002); the total is in X-Total-Count. */
export const ZAuthorizationEvents = z.array(ZAuthorizationEvent);
export type TAuthorizationEvents = z.infer<typeof ZAuthorizationEvents>;

export const ZAuditLogQuery = pageQuery(50, 200);
export const ZAuditLog = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      actorEmail: z.string(),
      action: z.string(),
      outcome: z.string(),
      detail: z.record(z.string(), z.unknown()).nullable(),
      address: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
});
export type TAuditLog = z.infer<typeof ZAuditLog>;

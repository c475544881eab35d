import { z } from 'zod';
import { ZSubscriptionStatus } from './accounts';

/** A day of the month 1 to 31, sent as a number or a string ("15"). */
const ZDayInput = z.union([z.number(), z.string().max(4)]);

/** The subscription as every page sees it (document 001: status, amount, billingDay, lastBillingDate, nextBillingDate, failedAttempts). */
export const ZSubscriptionView = z.object({
  id: z.string(),
  status: ZSubscriptionStatus,
  /** Monthly amount in pounds (19.99). */
  amount: z.number(),
  amountPence: z.number(),
  currency: z.literal('GBP'),
  billingDay: z.number(),
  /** YYYY-MM-DD, or null before the first charge. */
  lastBillingDate: z.string().nullable(),
  /** YYYY-MM-DD of the next attempt; null when cancelled or suspended. */
  nextBillingDate: z.string().nullable(),
  failedAttempts: z.number(),
  trialEndsAt: z.string().nullable(),
  /** Cancelled: the household keeps access until this moment (ISO). */
  accessEndsAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  provider: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type TSubscriptionView = z.infer<typeof ZSubscriptionView>;

/** GET /api/acquired/subscription: `subscription` is null when the household has none. */
export const ZSubscriptionResponse = z.object({ subscription: ZSubscriptionView.nullable() });

/** POST /api/create-subscription (the /subscribe page). Without a payment method it answers a client secret for the card form. */
export const ZCreateSubscriptionBody = z
  .object({
    preferredPayDay: ZDayInput.optional(),
    paymentMethodId: z.string().max(255).optional(),
  })
  .default({});
export const ZCreateSubscriptionResponse = z.union([
  z.object({ clientSecret: z.string(), provider: z.string(), publishableKey: z.string().nullable() }),
  z.object({ subscription: ZSubscriptionView, message: z.string() }),
]);

/** The in-app subscription form (camel case, pounds, billingDay). */
export const ZInAppCardSubscription = z.object({
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  amount: z.union([z.number(), z.string().max(12)]).optional(),
  billingDay: ZDayInput,
  cardDetails: z.object({
    holderName: z.string().max(100),
    number: z.string().max(32),
    expiryMonth: z.union([z.number(), z.string().max(4)]),
    expiryYear: z.union([z.number(), z.string().max(6)]),
    cvv: z.string().max(8),
  }),
});
/** The Acquired test page (customerData + snake-case cardData, amount in pence, payDay). */
export const ZTestPageCardSubscription = z.object({
  customerData: z.object({ email: z.string().max(254).optional(), firstName: z.string().max(100), lastName: z.string().max(100) }),
  cardData: z.object({
    holder_name: z.string().max(100),
    number: z.string().max(32),
    expiry_month: z.union([z.number(), z.string().max(4)]),
    expiry_year: z.union([z.number(), z.string().max(6)]),
    cvv: z.string().max(8),
  }),
  amount: z.union([z.number(), z.string().max(12)]).optional(),
  payDay: ZDayInput,
});
export const ZCardSubscriptionResponse = z.object({ success: z.boolean(), message: z.string(), subscription: ZSubscriptionView.optional(), error: z.string().optional() });

export const ZUpdateBillingDayBody = z.object({ billingDay: ZDayInput });
export const ZSubscriptionActionResponse = z.object({ success: z.boolean(), message: z.string(), subscription: ZSubscriptionView });

/** GET /api/acquired/test: the connection check. */
export const ZConnectionTestResponse = z.object({ success: z.boolean(), message: z.string(), error: z.string().optional(), provider: z.string() });

/** GET /api/acquired/admin/billing-stats. */
export const ZBillingStats = z.object({
  totalSubscriptions: z.number(),
  activeSubscriptions: z.number(),
  pendingBillings: z.number(),
  recentSuccessRate: z.number(),
});

export const ZBillingRunSummary = z.object({
  date: z.string(),
  dryRun: z.boolean(),
  ran: z.boolean(),
  due: z.number(),
  charged: z.number(),
  failed: z.number(),
  retried: z.number(),
  skipped: z.number(),
  reconciled: z.number(),
  amountChargedPence: z.number(),
});
export type TBillingRunSummary = z.infer<typeof ZBillingRunSummary>;
export const ZTriggerBillingBody = z.object({ day: ZDayInput });
/** The Acquired admin actions answer `success` and `message` with the run's summary. */
export const ZBillingActionResponse = z.object({ success: z.boolean(), message: z.string(), summary: ZBillingRunSummary });
/** POST /api/subscription/process-daily-billing (document 002: processed, successful). */
export const ZProcessDailyBillingResponse = ZBillingRunSummary.extend({ processed: z.number(), successful: z.number() });

/** Public cancellation (document 002). */
export const ZCancelByEmailBody = z.object({ email: z.string().max(254), firstName: z.string().max(100), lastName: z.string().max(100) });
export const ZCancelByDetailsBody = z.object({ firstName: z.string().max(100), lastName: z.string().max(100), postcode: z.string().max(16) });
export const ZCancelResult = z.object({
  status: z.enum(['cancelled', 'already_cancelled']),
  /** The account's email; masked (s***@example.com) when the caller identified by name and postcode. */
  customerEmail: z.string(),
  /** Until when the household keeps access (ISO), or null when access has already ended. */
  accessEndsAt: z.string().nullable(),
  message: z.string(),
});
export type TCancelResult = z.infer<typeof ZCancelResult>;
export const ZUndoCancelBody = z.object({ token: z.string().min(1).max(200) });
export const ZUndoCancelResponse = z.object({ status: ZSubscriptionStatus, message: z.string(), nextBillingDate: z.string().nullable() });

/** GET /api/payments/config: what the debug and test pages may show. Never a secret. */
export const ZPaymentsConfig = z.object({
  primaryProvider: z.string(),
  mode: z.enum(['test', 'live', 'simulated']),
  publishableKey: z.string().nullable(),
  webhookConfigured: z.boolean(),
  acquired: z.object({ configured: z.boolean(), mode: z.enum(['test', 'live', 'simulated']), credentials: z.enum(['Configured', 'Missing']) }),
  billing: z.object({
    runHourUtc: z.number(),
    /** Document 002's "3 retry attempts": the retries after a period's first charge (one per delay). */
    retryAttempts: z.number(),
    retryDelaysDays: z.array(z.number()),
    /** Attempts per period in all: the first charge and its retries (retryAttempts + 1). */
    maxAttempts: z.number(),
    currencies: z.array(z.string()),
  }),
});
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;

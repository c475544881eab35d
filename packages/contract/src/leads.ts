import { z } from 'zod';

/**
 * The lead calls of document 002: the buyer intake (its OpenAPI document is generated from these schemas),
 * the lead journey's calls and buyer analytics. Every error of these calls is `{ success: false, error,
 * message }` (the documents read `error`; `message` is the rest of the API's convention).
 */

const text = (max = 200) => z.string().max(max);
/** Amounts and numbers that buyers send either as JSON numbers or as strings ("2000", "0.60"). */
const numberish = z.union([z.number(), z.string().max(32)]);
const phone = z.union([z.string().max(40), z.number()]);
const yesNo = z.union([z.string().max(10), z.boolean()]);

/** The buyer lead payload (document 002 section 3). Every field is optional here: the acceptance rules decide. */
export const ZBuyerLeadPayload = z
  .object({
    lead_reference: text(100)
      .nullish()
      .meta({ description: 'Your own id for the lead. Send it and a retry (a timeout, a crash) gets the same answer; the lead is never bought twice.', examples: ['ACME-2026-000123'] }),
    lead_buy_price: numberish.nullish().meta({ description: 'What we pay for the lead if we buy it, in pounds (0.01 to 10.00).', examples: ['0.60'] }),
    loan: z
      .object({
        amount: numberish.nullish().meta({ description: 'Loan amount in pounds.', examples: [500] }),
        term: numberish.nullish().meta({ description: 'Loan term in whole months.', examples: [12] }),
        purpose: text().nullish(),
      })
      .nullish(),
    applicant: z
      .object({
        title: text(20).nullish(),
        first_name: text(100).nullish(),
        last_name: text(100).nullish(),
        email: text(254).nullish(),
        home_phone: phone.nullish(),
        work_phone: phone.nullish(),
        cell_phone: phone.nullish(),
        birth_date: text(20).nullish().meta({ description: 'YYYY-MM-DD (DD/MM/YYYY is read too). The applicant must be 18 or over on the day, in London.', examples: ['1990-04-12'] }),
        marital_status: text(40).nullish(),
        dependents: numberish.nullish(),
      })
      .nullish(),
    current_residence: z
      .object({
        street: text().nullish(),
        house: text(60).nullish(),
        town: text(100).nullish(),
        county: text(100).nullish(),
        postcode: text(12).nullish().meta({ description: 'A full UK postcode, in any case and spacing.', examples: ['M1 1AE'] }),
        status: text(40).nullish(),
        months_at_address: numberish.nullish(),
      })
      .nullish(),
    employment: z
      .object({
        type: text(40).nullish(),
        employer_name: text().nullish(),
        job_title: text().nullish(),
        months_at_employer: numberish.nullish(),
        monthly_income: numberish.nullish().meta({ description: 'Monthly income in pounds; at least 2000.', examples: [2400] }),
        pay_frequency: text(40).nullish(),
        next_pay_date: text(20).nullish().meta({ description: 'YYYY-MM-DD. Its day of the month is offered as the trial\'s pay day.', examples: ['2026-01-28'] }),
        following_pay_date: text(20).nullish(),
      })
      .nullish(),
    bank: z
      .object({
        account_number: z
          .union([z.string().max(20), z.number()])
          .nullish()
          .meta({ description: '8 digits when sent. Checked for form; we keep only the last four digits, masked.' }),
        sort_code: z.union([z.string().max(12), z.number()]).nullish().meta({ description: '6 digits (12-34-56) when sent. Checked for form; we keep only the last two digits, masked.' }),
        account_type: text(40).nullish(),
        bank_name: text(100).nullish(),
        debit_card: yesNo.nullish(),
        direct_deposit: yesNo.nullish(),
      })
      .nullish(),
    additional: z
      .object({
        credit_check_consent: yesNo.nullish().meta({ description: 'Must be "yes".', examples: ['yes'] }),
        marketing_consent: yesNo.nullish(),
        terms_agreed: yesNo.nullish(),
      })
      .nullish(),
  })
  .meta({ description: 'A loan applicant you offer to sell us.' });
export type TBuyerLeadPayload = z.infer<typeof ZBuyerLeadPayload>;

/** 200, bought. */
export const ZLeadAccepted = z
  .object({
    success: z.literal(true),
    accepted: z.literal(true),
    redirectUrl: z.string().meta({ description: 'Send the applicant here: our welcome page for this lead.' }),
    sessionId: z.string(),
    leadBuyPrice: z.string().meta({ description: 'What we paid, in pounds.', examples: ['0.60'] }),
    message: z.string(),
    replayed: z.boolean().meta({ description: 'True when this answers a lead_reference you had already sent.' }),
  })
  .meta({ description: 'The lead was bought.' });

/** 200, refused (document 002's messages where it has them). */
export const ZLeadRejected = z
  .object({
    success: z.literal(true),
    accepted: z.literal(false),
    message: z.string(),
    reason: z.string().meta({ description: 'A stable code for the rule the lead failed.', examples: ['LEAD.BELOW_MIN_INCOME'] }),
    missingFields: z.array(z.string()).meta({ description: 'The mandatory fields that were missing (for LEAD.MISSING_FIELDS).' }),
    replayed: z.boolean(),
  })
  .meta({ description: 'The lead was not bought.' });

export const ZLeadResponse = z.union([ZLeadAccepted, ZLeadRejected]);
export type TLeadResponse = z.infer<typeof ZLeadResponse>;

/** 400, 401, 404, 410, 429, 500 and 503 of every lead call. */
export const ZLeadError = z
  .object({ success: z.literal(false), error: z.string(), message: z.string(), field: z.string().optional() })
  .meta({ description: 'The call failed; `error` says why.' });
export type TLeadError = z.infer<typeof ZLeadError>;

/** GET /api/leads/{sessionId}: the fields of document 002's Lead. Never bank details. */
export const ZLeadView = z.object({
  sessionId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  birthDate: z.string(),
  currentStreet: z.string().nullable(),
  currentTown: z.string().nullable(),
  currentPostcode: z.string(),
  postcode: z.string(),
  homePhone: z.string().nullable(),
  workPhone: z.string().nullable(),
  cellPhone: z.string(),
  /** Pounds. */
  loanAmount: z.number(),
  /** Months. */
  loanTerm: z.number(),
  loanPurpose: z.string().nullable(),
  /** Pounds. */
  monthlyIncome: z.number(),
  nextPayDate: z.string().nullable(),
  followingPayDate: z.string().nullable(),
  /** The pay day offered for the trial (day of the month of nextPayDate). */
  payDay: z.number(),
  expiresAt: z.string(),
  subscribed: z.boolean(),
});
export type TLeadView = z.infer<typeof ZLeadView>;

export const ZTrackResponse = z.object({ success: z.literal(true) });

export const ZLeadSetupIntentBody = z.object({ sessionId: z.string().max(200).optional() });
export const ZLeadSetupIntentResponse = z.object({
  success: z.literal(true),
  clientSecret: z.string(),
  /** The provider's customer is created when the card is saved, so none exists yet. */
  customerId: z.string().nullable(),
  provider: z.string(),
  publishableKey: z.string().nullable(),
});
export type TLeadSetupIntentResponse = z.infer<typeof ZLeadSetupIntentResponse>;

export const ZLeadSubscribeBody = z.object({
  paymentMethodId: z.string().max(255).optional(),
  payDay: z.union([z.number(), z.string().max(4)]).optional(),
  customerName: z.string().max(200).optional(),
  customerEmail: z.string().max(254).optional(),
});
export type TLeadSubscribeBody = z.infer<typeof ZLeadSubscribeBody>;
export const ZLeadSubscribeResponse = z.object({
  success: z.literal(true),
  /** Document 002's name for the lender-matching partner's address. */
  peppyRedirectUrl: z.string(),
  redirectUrl: z.string(),
  alreadySubscribed: z.boolean(),
  subscription: z
    .object({ status: z.string(), billingDay: z.number(), trialEndsAt: z.string().nullable(), nextBillingDate: z.string().nullable() })
    .nullable(),
});
export type TLeadSubscribeResponse = z.infer<typeof ZLeadSubscribeResponse>;

export const ZSubmitToPartnerBody = z.object({
  sessionId: z.string().max(200).optional(),
  hasSubscription: z.boolean().optional(),
  /** Accepted for compatibility; never stored or passed on. */
  paymentMethodId: z.string().max(255).optional(),
});
export const ZSubmitToPartnerResponse = z.object({ success: z.literal(true), redirectUrl: z.string() });

export const ZBuyerAnalyticsAuthBody = z.object({ password: z.string().max(200).optional() });
export const ZBuyerAnalyticsAuthResponse = z.object({ success: z.literal(true), expiresAt: z.string() });
export const ZBuyerAnalyticsSession = z.object({ authenticated: z.boolean(), configured: z.boolean() });

export const ANALYTICS_RANGE_NAMES = ['today', 'yesterday', 'this-week', 'this-month', 'custom'] as const;
export const ZBuyerAnalyticsQuery = z.object({
  range: z.string().max(20).optional(),
  startDate: z.string().max(10).optional(),
  endDate: z.string().max(10).optional(),
});

const ZDailyLeadCost = z.object({
  date: z.string(),
  totalLeads: z.number(),
  acceptedLeads: z.number(),
  acceptanceRate: z.number(),
  dailyCost: z.number(),
  subscriptionsCreated: z.number(),
  dailyRevenue: z.number(),
  dailyROI: z.number(),
  costPerSubscription: z.number(),
  conversionRate: z.number(),
});

/** Document 002 section 3, "Buyer analytics data". Money in pounds, rates in percent (one decimal). */
export const ZBuyerAnalyticsData = z.object({
  range: z.object({ name: z.enum(ANALYTICS_RANGE_NAMES), startDate: z.string(), endDate: z.string() }),
  totalLeadsSeen: z.number(),
  totalLeadsPurchased: z.number(),
  totalLeadsCost: z.number(),
  welcomePageClicks: z.number(),
  subscriptionPageViews: z.number(),
  proceedClickRate: z.number(),
  subscriptionsCreated: z.number(),
  conversionRate: z.number(),
  costPerSubscription: z.number(),
  leadCostAnalytics: z.object({
    totalMonthCost: z.number(),
    totalLeadsThisMonth: z.number(),
    totalAcceptedThisMonth: z.number(),
    monthlyAcceptanceRate: z.number(),
    costPerActiveSubscription: z.number(),
    activeSubsCreatedThisMonth: z.number(),
    totalRevenueFromLeads: z.number(),
    subscriptionPrice: z.number(),
    totalROI: z.number(),
    profitFromLeads: z.number(),
    dailyBreakdown: z.array(ZDailyLeadCost),
  }),
  leadDetails: z.array(
    z.object({
      sessionId: z.string(),
      purchasePrice: z.number(),
      timestamp: z.string(),
      welcomeClicked: z.boolean(),
      subscriptionCreated: z.boolean(),
      email: z.string(),
    }),
  ),
});
export type TBuyerAnalyticsData = z.infer<typeof ZBuyerAnalyticsData>;

export const ZConversionFunnel = z.object({
  stages: z.array(z.object({ stage: z.string(), count: z.number(), percentage: z.number(), dropOff: z.number() })),
  summary: z.object({ totalLeads: z.number(), overallConversionRate: z.number() }),
});
export type TConversionFunnel = z.infer<typeof ZConversionFunnel>;

import { z } from 'zod';
import { ZDecimalString } from './common';

/** A receipt entered by hand: date (YYYY-MM-DD), chain, amount in pounds ("23.45"). */
/** `addedBy`: the member who entered it (the household shares one tracker). */
export const ZReceipt = z.object({ id: z.number(), date: z.string(), chain: z.string(), amount: ZDecimalString, createdAt: z.string(), addedBy: z.object({ id: z.string(), firstName: z.string() }).nullable() });
export type TReceipt = z.infer<typeof ZReceipt>;
export const ZReceiptBody = z.object({ date: z.string().max(20), chain: z.string().max(200), amount: z.union([z.string().max(20), z.number()]) });

export const ZBudgetWeek = z.object({
  weekStart: z.string(),
  budget: ZDecimalString.nullable(),
  planned: ZDecimalString.nullable(),
  listSpend: ZDecimalString,
  receipts: ZDecimalString,
  actual: ZDecimalString,
  difference: ZDecimalString.nullable(),
  status: z.enum(['over', 'under', 'on-budget', 'no-spend']),
});
export type TBudgetWeek = z.infer<typeof ZBudgetWeek>;

/** GET /api/budget-tracker: the household's own figures (nothing is sample data). */
export const ZBudgetOverview = z.object({
  weeklyBudget: ZDecimalString.nullable(),
  householdSize: z.number().nullable(),
  hasData: z.boolean(),
  currentWeek: ZBudgetWeek,
  weeks: z.array(ZBudgetWeek),
  totals: z.object({ spent: ZDecimalString, budget: ZDecimalString.nullable(), weeksOver: z.number(), weeksUnder: z.number() }),
  categories: z.array(z.object({ category: z.string(), amount: ZDecimalString, share: z.number() })),
  alerts: z.array(z.object({ kind: z.enum(['over-budget', 'nearly-at-budget', 'plan-over-budget']), weekStart: z.string(), amount: ZDecimalString, message: z.string() })),
  insights: z.object({
    cheapestChain: z.object({ listId: z.number(), listChain: z.string(), chain: z.string(), total: ZDecimalString, saving: ZDecimalString, reachNote: z.string().nullable() }).nullable(),
    // The one definition of a saving (domain budget/saving.ts), with its basis said in words.
    ukAverage: z
      .object({ weekly: ZDecimalString, weeksCounted: z.number(), spent: ZDecimalString, saved: ZDecimalString, plannedWeekly: ZDecimalString.nullable(), perWeek: ZDecimalString, yearly: ZDecimalString.nullable(), basis: z.string() })
      .nullable(),
    wasteAvoided: z.object({ planId: z.string(), chain: z.string(), separateWaste: ZDecimalString, planWaste: ZDecimalString, avoided: ZDecimalString, packsSaved: z.number() }).nullable(),
  }),
  receipts: z.array(ZReceipt),
});
export type TBudgetOverview = z.infer<typeof ZBudgetOverview>;

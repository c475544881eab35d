import { z } from 'zod';
import { ZDecimalString } from './common';

export const PAY_FREQUENCIES = ['weekly', 'fortnightly', 'four-weekly', 'monthly', 'last-working-day', 'universal-credit'] as const;
export const PAY_NATIONS = ['england-and-wales', 'scotland', 'northern-ireland'] as const;
const ZDayOfMonth = z.union([z.number(), z.string().max(4)]);

/**
 * PUT /api/budget/pay-cycle: how the household is paid. `anchor` (one pay day, YYYY-MM-DD) for weekly, fortnightly and
 * four-weekly pay; `day` (1-31) for monthly; `assessmentDay` (1-31, the day each assessment period starts) for Universal
 * Credit; `money` the food money for each pay period in pounds; `nation` whose bank holidays apply (null: from the postcode).
 */
export const ZPayCycleBody = z
  .object({
    frequency: z.enum(PAY_FREQUENCIES),
    anchor: z.string().max(20).nullable().optional(),
    day: ZDayOfMonth.nullable().optional(),
    assessmentDay: ZDayOfMonth.nullable().optional(),
    money: z.union([z.string().max(20), z.number()]),
    nation: z.enum(PAY_NATIONS).nullable().optional(),
  })
  .strict();
export type TPayCycleBody = z.infer<typeof ZPayCycleBody>;

export const ZPayCycleSetting = z.object({
  frequency: z.enum(PAY_FREQUENCIES),
  anchor: z.string().nullable(),
  day: z.number().nullable(),
  assessmentDay: z.number().nullable(),
  money: ZDecimalString,
  nation: z.enum(PAY_NATIONS).nullable(),
});

export const ZPayPeriod = z.object({
  start: z.string(),
  nextPayDay: z.string(),
  days: z.number(),
  today: z.string(),
  daysLeft: z.number(),
  money: ZDecimalString,
  spent: ZDecimalString,
  left: ZDecimalString,
  weeklyBudget: ZDecimalString,
  thisWeek: ZDecimalString,
  floor: ZDecimalString,
  /** Each week's share (`amount`) and what was spent in it (ticks and receipts dated in the week). */
  weeks: z.array(z.object({ start: z.string(), end: z.string(), days: z.number(), amount: ZDecimalString, spent: ZDecimalString.optional(), protected: z.boolean() })),
  /** Spent no more than the weeks begun so far allow; `trackNote` says it ("On track: £58.00 spent of the £120.40 for the weeks so far."). */
  onTrack: z.boolean().optional(),
  trackNote: z.string().optional(),
  /** "£142 left for 13 days until pay day (Friday 12 December)". */
  message: z.string(),
});

/** GET/PUT/DELETE /api/budget/pay-cycle: the setting (null when none) and the current pay period. */
export const ZPayCycle = z.object({
  cycle: ZPayCycleSetting.nullable(),
  nation: z.enum(PAY_NATIONS),
  nationFrom: z.enum(['set', 'postcode', 'default']),
  period: ZPayPeriod.nullable(),
});
export type TPayCycle = z.infer<typeof ZPayCycle>;

import { z } from 'zod';
import { ZDecimalString } from './common';

/** One thing the household holds. */
export const ZLarderItem = z.object({
  id: z.string(),
  /** The catalogue ingredient's slug; null for free text or a cooked dish. */
  ingredient: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  unit: z.enum(['g', 'ml', 'each']),
  place: z.enum(['fridge', 'freezer', 'cupboard']),
  /** YYYY-MM-DD, or null when it does not go off. */
  bestBefore: z.string().nullable(),
  /** Which kind of date: a use-by (safety: never eaten after it, frozen before it) or a best-before (quality). */
  dateKind: z.enum(['use-by', 'best-before']),
  source: z.enum(['list', 'added', 'leftovers', 'receipt']),
  /** Within two days of its date (or past a best-before), not frozen. */
  useSoon: z.boolean(),
  /** Past its use-by and not frozen: not to be eaten (was it frozen in time, or thrown away?). */
  pastUseBy: z.boolean(),
  /** Meat, fish or bread on the last day of its date, not frozen: "freeze today" (it keeps 3 months frozen). */
  freezeToday: z.boolean(),
  /** Days to its date (negative: past); null when undated. */
  daysLeft: z.number().nullable(),
  value: ZDecimalString,
});
export type TLarderItem = z.infer<typeof ZLarderItem>;

export const ZLarder = z.object({
  today: z.string(),
  items: z.array(ZLarderItem),
  /** The staples the household keeps; `held`: in the cupboard (never bought), false when marked run out (the next list buys it). */
  staples: z.array(z.object({ ingredient: z.string(), name: z.string(), held: z.boolean(), runOut: z.boolean() })),
  /** Whether the household has said which staples it has (until then it has the usual ten, and is asked). */
  staplesChosen: z.boolean(),
  /** What everything held cost. */
  valueHeld: ZDecimalString,
  /** Thrown away in the last 30 days (the real waste). */
  thrownAway30Days: ZDecimalString,
  /**
   * The same 30 days' waste by where its date stood: past a use-by (it had to go), past a best-before (often still
   * good: look and smell first), in date, and unknown (thrown away before dates were kept). The four add up to
   * thrownAway30Days.
   */
  thrownAwayByDate: z.object({ pastUseBy: ZDecimalString, pastBestBefore: ZDecimalString, inDate: ZDecimalString, unknown: ZDecimalString }),
  /** Staples most households keep, to tick (`usual`: one of the ten a new household has). */
  suggestedStaples: z.array(z.object({ ingredient: z.string(), name: z.string(), usual: z.boolean() })),
  /** How each kind of food keeps: unopened where and how long, its date's kind, and once opened (null: to its date). */
  bestBeforeDefaults: z.array(
    z.object({ kind: z.string(), label: z.string(), days: z.number(), place: z.string(), dateKind: z.enum(['use-by', 'best-before']), openedDays: z.number().nullable(), openedPlace: z.string().nullable() }),
  ),
});
export type TLarder = z.infer<typeof ZLarder>;

/** A quick add ("500 g basmati rice") or an ingredient (or free-text name) with its amount. Checked in the domain, which names the field. */
export const ZAddLarderItem = z.object({
  text: z.string().max(200).optional(),
  ingredient: z.string().max(100).nullable().optional(),
  name: z.string().max(200).optional(),
  quantity: z.union([z.number(), z.string().max(20)]).optional(),
  unit: z.string().max(10).optional(),
  place: z.string().max(20).nullable().optional(),
  bestBefore: z.string().max(20).nullable().optional(),
  dateKind: z.string().max(20).nullable().optional(),
});
export const ZPatchLarderItem = z.object({
  quantity: z.union([z.number(), z.string().max(20)]).optional(),
  unit: z.string().max(10).optional(),
  place: z.string().max(20).optional(),
  bestBefore: z.string().max(20).nullable().optional(),
  /** 'use-by' or 'best-before', as on the pack. */
  dateKind: z.string().max(20).nullable().optional(),
  /** Opened: the rest keeps its opened life (an opened tin 2 days in the fridge). */
  opened: z.unknown().optional(),
});
export const ZRemoveLarderItem = z.object({ reason: z.string().max(20).optional(), quantity: z.union([z.number(), z.string().max(20)]).optional() });
export const ZStaples = z.object({ staples: z.array(z.string().max(100)).max(200) });
/** The staples with which have run out (bought on the next list) and whether the household has chosen them. */
export const ZStaplesState = ZStaples.extend({ runOut: z.array(z.string()), chosen: z.boolean() });
/** A staple marked run out (true: the next list buys it) or back in the cupboard (false). */
export const ZStapleRunOut = z.object({ runOut: z.unknown() });

export const ZCookNow = z.object({
  recipes: z.array(
    z.object({
      recipeId: z.string(),
      name: z.string(),
      totalMinutes: z.number(),
      missing: z.object({ ingredient: z.string(), name: z.string(), cost: ZDecimalString, chain: z.string() }).nullable(),
      useSoonGrams: z.number(),
    }),
  ),
});

export const ZCookedMeals = z.object({ meals: z.array(z.object({ mealId: z.string(), status: z.enum(['cooked', 'undone']), automatic: z.boolean(), at: z.string() })) });

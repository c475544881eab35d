import { z } from 'zod';
import { ZDecimalString } from './common';
import { ZPriceSources } from './shopping-lists';

/** A meal plan item (document 001 section 3), with what swap and lock need. */
export const ZMealPlanItem = z.object({
  id: z.string(),
  /** 0-based day of the plan; dayOfWeek is 0 (Monday) to 6, of its real date. */
  day: z.number(),
  dayOfWeek: z.number().min(0).max(6),
  /** The UK date the meal is eaten on (YYYY-MM-DD): the plan's start date plus `day`. */
  date: z.string(),
  /** The day's heading: "Mon 30 Nov". */
  dayLabel: z.string(),
  mealType: z.enum(['breakfast', 'lunch', 'dinner', 'snack']),
  recipeId: z.string(),
  recipeName: z.string(),
  /** The recipe's ingredients as comma-separated text. */
  ingredients: z.string(),
  cost: ZDecimalString,
  servings: z.number(),
  /** Adult portions cooked (a child's share is smaller; twice the household's when the rest is kept for a later meal). */
  portions: z.number(),
  locked: z.boolean(),
  /** Sides and extras served with the meal (rice with a curry, fruit, bread...), priced in the list. */
  sides: z.array(z.object({ kind: z.enum(['side', 'extra']), recipeId: z.string().nullable(), name: z.string(), portions: z.number() })),
  /** A meal of leftovers: the meal that was cooked for both. */
  leftoverOf: z.object({ day: z.number(), mealType: z.enum(['breakfast', 'lunch', 'dinner', 'snack']), recipeName: z.string() }).nullable(),
  /**
   * Keeping leftovers safely (Food Standards Agency): on the cooking meal "Cool the rest within 2 hours, keep it in the
   * fridge, eat by Thursday" or "Freeze 4 portions for Sunday"; on the night before "Take Sunday's curry out of the
   * freezer tonight"; on the leftovers' meal how to reheat them. forDay: the day the leftovers are eaten.
   */
  keeping: z.array(z.object({ kind: z.enum(['fridge', 'freeze', 'defrost', 'reheat']), text: z.string(), forDay: z.number() })),
  /** A recipe pinned by hand over the day's time limit: "Takes 80 minutes: over your 60-minute limit, added by hand"; else null. */
  timeNote: z.string().nullable(),
  /** The electricity to cook the meal and its sides, once (a meal of leftovers: nothing), at the Ofgem cap. */
  cookingCost: ZDecimalString.optional(),
});

const ZMember = z.object({ ageBand: z.string().nullable(), sex: z.enum(['female', 'male']).nullable() });
/** One person's daily targets (see the README, "Plans that feed the household"). */
export const ZPersonTargets = ZMember.extend({
  energyKcal: z.number(),
  proteinG: z.number(),
  fibreG: z.number(),
  saltMaxG: z.number(),
  fruitVegPortions: z.number(),
});
/** What the plan's food (meals, sides and extras) gives one person a day, and which targets it meets. */
export const ZPersonFood = z.object({
  energyKcal: z.number(),
  minDayEnergyKcal: z.number(),
  proteinG: z.number(),
  fibreG: z.number(),
  saltG: z.number(),
  fruitVegPortions: z.number(),
  freeSugarsG: z.number(),
  meets: z.object({ energy: z.boolean(), protein: z.boolean(), fibre: z.boolean(), salt: z.boolean(), fruitVeg: z.boolean() }),
});

export const ZShoppingSummaryLine = z.object({
  ingredient: z.string(),
  name: z.string(),
  aisle: z.string(),
  grams: z.number(),
  packs: z.number(),
  cost: ZDecimalString,
  leftoverGrams: z.number(),
  perishable: z.boolean(),
  week: z.number(),
  /** Grams of it the larder holds, which the plan uses instead of buying. */
  heldGrams: z.number(),
  /** The plan uses held food past its best-before but usually still good: the pack's date (YYYY-MM-DD); else null. */
  heldPastBestBefore: z.string().nullable(),
});

/** GET /api/simple-meal-plans-with-items (each plan) and the answers of the plan calls. */
export const ZMealPlan = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The UK date (YYYY-MM-DD) the plan's first day falls on; its days follow one a date. */
  startDate: z.string(),
  /** Every day of the plan with its date and heading ("Mon 30 Nov"). */
  dates: z.array(z.object({ day: z.number(), date: z.string(), label: z.string() })),
  totalCost: ZDecimalString,
  serves: z.number(),
  days: z.number(),
  chain: z.string(),
  budget: ZDecimalString,
  /** Where the budget came from when the household set a pay cycle (its share of the pay period); else null. */
  budgetFrom: z.string().nullable().optional(),
  withinBudget: z.boolean(),
  shortfall: ZDecimalString,
  /** Value of perishable pack remainders (what would be thrown away). */
  waste: ZDecimalString,
  costAtChains: z.array(z.object({ chain: z.string(), totalCost: ZDecimalString })),
  /**
   * The electricity to cook the week (issue 37), beside the food's cost, not in it (the list and the tracker count
   * food): each cooked meal once, leftovers nothing; `source` says the price ("electricity at 27.69p a kWh, the Ofgem cap for ...").
   */
  cooking: z.object({ cost: ZDecimalString, kwh: z.number(), source: z.string() }).optional(),
  /** How many of the plan's bought lines are priced from each source: the household's receipts, pooled, feed, estimate. */
  pricesFrom: ZPriceSources.optional(),
  /** The time limit the plan keeps to, said aloud ("Up to 45 minutes on weekdays and up to 90 minutes at weekends, set in your profile"). */
  timeLimit: z.string(),
  /** The average person's food a day (meals, sides and extras), and each person's in `byPerson` (in the order of targetsPerPersonPerDay). */
  nutritionPerPersonPerDay: z.object({
    calories: z.number(),
    protein: z.number(),
    carbohydrates: z.number(),
    fat: z.number(),
    fiber: z.number(),
    sugar: z.number(),
    sodium: z.number(),
    salt: z.number(),
    fruitVegPortions: z.number(),
    byPerson: z.array(ZPersonFood),
  }),
  targetsPerPersonPerDay: z.array(ZPersonTargets),
  meetsTargets: z.boolean(),
  /** Plain words for each target the plan does not meet. */
  shortfalls: z.array(z.string()),
  /** What the plan that feeds everyone fully costs, when the budget cannot pay for it; null otherwise. */
  costToMeetTargets: ZDecimalString.nullable(),
  /** "Feeding all four fully this week costs £86.40, £6.40 over your budget", or null. */
  costToMeetTargetsMessage: z.string().nullable(),
  /** The one line at the top of the plan, the dashboard and the list: whom it feeds fully, whom not, and the £ it takes. */
  feedingLine: z.string(),
  items: z.array(ZMealPlanItem),
  shopping: z.array(ZShoppingSummaryLine),
  /** Plain words for what the plan uses from the larder past its best-before: "Uses your basmati rice past its best-before (12 Nov): still good, look and smell it first". */
  larderNotes: z.array(z.string()),
});
export type TMealPlan = z.infer<typeof ZMealPlan>;

/** POST /api/simple-meal-plans: 'targets' makes the plan that feeds everyone fully even over budget; 'budget' (the default) the best plan within it. */
/**
 * POST /api/simple-meal-plans. The plan starts on `startDate` (YYYY-MM-DD, from today up to 28 days ahead), today when
 * `startsToday`, else on the next Monday (today, on a Monday).
 */
export const ZGenerateBody = z
  .object({ priority: z.enum(['budget', 'targets']).optional(), startDate: z.string().max(32).optional(), startsToday: z.boolean().optional() })
  .passthrough();
export const ZLockBody = z.object({ locked: z.boolean() });
export const ZPlanSettings = z.object({ planDuration: z.union([z.literal(3), z.literal(7), z.literal(14), z.literal(30)]), chain: z.string().nullable(), chains: z.array(z.string()) });
export const ZPlanSettingsBody = z.object({ planDuration: z.union([z.number(), z.string().max(4)]).optional(), chain: z.string().max(40).nullable().optional() });

/** GET .../items/{itemId}/swap-preview: what a swap would put in, and the week's total before and after (pounds). */
export const ZSwapPreview = z.object({
  itemId: z.string(),
  from: z.string(),
  to: z.string(),
  toRecipeId: z.string(),
  totalBefore: z.string(),
  totalAfter: z.string(),
  /** After minus before: "1.20" more or "-0.85" less. */
  difference: z.string(),
});
export type TSwapPreview = z.infer<typeof ZSwapPreview>;

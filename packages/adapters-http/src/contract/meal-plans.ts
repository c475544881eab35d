import { z } from 'zod';
import { ZDecimalString } from './common';

/** A meal plan item (document 001 section 3), with what swap and lock need. */
export const ZMealPlanItem = z.object({
  id: z.string(),
  /** 0-based day of the plan; dayOfWeek is 0 (Monday) to 6. */
  day: z.number(),
  dayOfWeek: z.number().min(0).max(6),
  mealType: z.enum(['breakfast', 'lunch', 'dinner', 'snack']),
  recipeId: z.string(),
  recipeName: z.string(),
  /** The recipe's ingredients as comma-separated text. */
  ingredients: z.string(),
  cost: ZDecimalString,
  servings: z.number(),
  locked: z.boolean(),
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
});

/** GET /api/simple-meal-plans-with-items (each plan) and the answers of the plan calls. */
export const ZMealPlan = z.object({
  id: z.string(),
  createdAt: z.string(),
  totalCost: ZDecimalString,
  serves: z.number(),
  days: z.number(),
  chain: z.string(),
  budget: ZDecimalString,
  withinBudget: z.boolean(),
  shortfall: ZDecimalString,
  /** Value of perishable pack remainders (what would be thrown away). */
  waste: ZDecimalString,
  costAtChains: z.array(z.object({ chain: z.string(), totalCost: ZDecimalString })),
  nutritionPerPersonPerDay: z.object({ calories: z.number(), protein: z.number(), carbohydrates: z.number(), fat: z.number(), fiber: z.number(), sugar: z.number(), sodium: z.number() }),
  items: z.array(ZMealPlanItem),
  shopping: z.array(ZShoppingSummaryLine),
});
export type TMealPlan = z.infer<typeof ZMealPlan>;

export const ZLockBody = z.object({ locked: z.boolean() });
export const ZPlanSettings = z.object({ planDuration: z.union([z.literal(3), z.literal(7), z.literal(14), z.literal(30)]), chain: z.string().nullable(), chains: z.array(z.string()) });
export const ZPlanSettingsBody = z.object({ planDuration: z.union([z.number(), z.string().max(4)]).optional(), chain: z.string().max(40).nullable().optional() });

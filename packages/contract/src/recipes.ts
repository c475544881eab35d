import { z } from 'zod';
import { ZDecimalString } from './common';

const ZIntText = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** GET /api/recipes: search, filters and paging. */
export const ZRecipeQuery = z.object({
  q: z.string().max(100).optional(),
  mealType: z.enum(['breakfast', 'lunch', 'dinner', 'snack']).optional(),
  cuisine: z.string().max(40).optional(),
  diet: z.string().max(40).optional(),
  /** Comma-separated allergy labels or allergen names ("Nuts,Dairy"). */
  allergenFree: z.string().max(300).optional(),
  maxMinutes: ZIntText(1, 1440).optional(),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']).optional(),
  /** Pounds per serving, e.g. "1.50". */
  maxCost: z.string().regex(/^\d{1,4}(\.\d{1,2})?$/, 'must be an amount in pounds such as 1.50').optional(),
  chain: z.string().max(40).optional(),
  page: ZIntText(1, 10_000).optional().default(1),
  pageSize: ZIntText(1, 50).optional().default(20),
});
export type TRecipeQuery = z.input<typeof ZRecipeQuery>;

export const ZRecipeCost = z.object({
  chain: z.string(),
  /** The share of each pack the recipe uses, per serving. */
  perServing: ZDecimalString,
  /** Buying whole packs of everything, per serving. */
  perServingWholePacks: ZDecimalString,
  estimate: z.boolean(),
});

/** The fields of document 001's Recipe, and what we derive. */
export const ZRecipe = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  prepTime: z.number(),
  cookTime: z.number(),
  totalTime: z.number(),
  serves: z.number(),
  /** The whole recipe at the compared chain (the share of packs used). */
  estimatedCost: ZDecimalString,
  costPerServing: ZDecimalString,
  costChain: z.string().nullable(),
  costs: z.array(ZRecipeCost),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']),
  cuisine: z.string(),
  mealTypes: z.array(z.string()),
  dietaryTags: z.array(z.string()),
  /** Lines whose food we could not identify: no diet is claimed while any is left ("Not checked"). */
  uncheckedLines: z.array(z.string()).optional(),
  allergens: z.array(z.string()),
  /** Allergens a line may bring by its brand ("stock cube", "pesto"): check the label of what is bought. */
  mayContain: z.array(z.string()).optional(),
  instructions: z.array(z.string()),
  calories: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  fiber: z.number(),
  sugar: z.number(),
  /** Milligrams. */
  sodium: z.number(),
  nutritionCoverage: z.number(),
  /**
   * The electricity to cook it (issue 37): the appliance its method names, minutes on (an oven's preheat included),
   * kWh, the cost a portion at the Ofgem cap, and that source. Null when nothing is cooked.
   */
  cooking: z.object({ method: z.string(), minutes: z.number(), kwh: z.number(), costPerServing: ZDecimalString, source: z.string() }).nullable().optional(),
  /** True for the household's own recipes (shown beside the library's when signed in). */
  own: z.boolean().optional(),
  /** An own recipe's source page, when it was imported. */
  sourceUrl: z.string().nullable().optional(),
});
export type TRecipe = z.infer<typeof ZRecipe>;

export const ZRecipePage = z.object({ items: z.array(ZRecipe), total: z.number(), page: z.number(), pageSize: z.number(), chains: z.array(z.string()) });

/** document 001's Recipe ingredient. */
export const ZRecipeIngredient = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  notes: z.string().nullable(),
  estimatedCost: ZDecimalString.nullable(),
  category: z.string(),
  allergens: z.array(z.string()),
});

export type TRecipeIngredient = z.infer<typeof ZRecipeIngredient>;

export const ZSaveRecipeBody = z.object({ recipeId: z.string().min(1).max(120) });
export const ZSavedRecipe = z.object({ id: z.string(), recipeId: z.string(), createdAt: z.string(), recipe: ZRecipe });

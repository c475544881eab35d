import { z } from 'zod';
import { ZRecipe } from './recipes';

export const RECIPE_ROLE_VALUES = ['main', 'side', 'breakfast', 'light', 'snack', 'dessert'] as const;
export const SIDE_KIND_VALUES = ['rice', 'bread', 'potatoes', 'pasta', 'noodles', 'salad', 'vegetables'] as const;

/** POST /api/ingredients/parse. */
export const ZParseLinesBody = z.object({ lines: z.array(z.string().max(300)).min(1).max(100) });

/** One ingredient line as read: amounts, the food, its match (or suggestions), grams, and why it is left out, if it is. */
export const ZParsedLine = z.object({
  text: z.string(),
  quantity: z.number().nullable(),
  quantityMax: z.number().nullable(),
  unit: z.string().nullable(),
  food: z.string(),
  preparation: z.string().nullable(),
  notes: z.string().nullable(),
  ingredient: z.string().nullable(),
  ingredientName: z.string().nullable(),
  confidence: z.number().nullable(),
  matchedBy: z.enum(['auto', 'hand']).nullable(),
  suggestions: z.array(z.object({ ingredient: z.string(), name: z.string(), confidence: z.number() })),
  grams: z.number().nullable(),
  free: z.boolean(),
  heading: z.boolean(),
  problem: z.string().nullable(),
});
export type TParsedLine = z.infer<typeof ZParsedLine>;
export const ZParsedLines = z.object({ lines: z.array(ZParsedLine) });

/** POST /api/recipes, PUT /api/recipes/{id}: the household's own recipe. Lines are text; `ingredient` fixes a match by hand. */
export const ZOwnRecipeBody = z.object({
  name: z.string().min(1).max(120),
  description: z.string().max(2000).optional(),
  cuisine: z.string().max(40).optional(),
  role: z.enum(RECIPE_ROLE_VALUES),
  servedWith: z.array(z.enum(SIDE_KIND_VALUES)).max(7).optional(),
  sideKind: z.enum(SIDE_KIND_VALUES).nullable().optional(),
  keepsDays: z.number().int().min(0).max(30).nullable().optional(),
  freezes: z.boolean().nullable().optional(),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']).optional(),
  prepTime: z.number().int().min(0).max(2880).optional(),
  cookTime: z.number().int().min(0).max(2880).optional(),
  serves: z.number().int().min(1).max(50),
  lines: z.array(z.object({ text: z.string().max(300), ingredient: z.string().max(80).nullable().optional() })).min(1).max(100),
  instructions: z.array(z.string().max(2000)).max(60).optional(),
  sourceUrl: z.string().max(2000).nullable().optional(),
});
export type TOwnRecipeBody = z.infer<typeof ZOwnRecipeBody>;

export const ZCoverage = z.object({
  lines: z.number(),
  unmatchedLines: z.number(),
  unweighedLines: z.number(),
  /** Share (0 to 1) of the recipe's known weight that cost and nutrition cover. */
  weightShare: z.number(),
  /** Every line matched and weighed: what planning asks of an own recipe. */
  complete: z.boolean(),
});

/** An own recipe: everything a library recipe shows, and what is the household's. */
export const ZOwnRecipe = ZRecipe.extend({
  own: z.literal(true),
  role: z.enum(RECIPE_ROLE_VALUES),
  servedWith: z.array(z.enum(SIDE_KIND_VALUES)),
  sideKind: z.enum(SIDE_KIND_VALUES).nullable(),
  keepsDays: z.number().nullable(),
  freezes: z.boolean().nullable(),
  sourceUrl: z.string().nullable(),
  hasPhoto: z.boolean(),
  lines: z.array(ZParsedLine),
  coverage: ZCoverage,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOwnRecipe = z.infer<typeof ZOwnRecipe>;

/** POST /api/recipes/import: a page address, pasted HTML (with its address, if known) or pasted text. */
export const ZImportBody = z.union([
  z.object({ url: z.string().min(1).max(2000) }).strict(),
  z.object({ html: z.string().min(1).max(5 * 1024 * 1024), url: z.string().max(2000).optional() }).strict(),
  z.object({ text: z.string().min(1).max(50_000) }).strict(),
]);

/** The import's preview: nothing is saved until the household sends `draft` (corrected) to POST /api/recipes. */
export const ZImportPreview = z.object({
  foundIn: z.enum(['json-ld', 'microdata', 'page', 'text']),
  sourceUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  recipe: ZRecipe.omit({ id: true, imageUrl: true }).extend({ role: z.enum(RECIPE_ROLE_VALUES), sourceUrl: z.string().nullable() }),
  lines: z.array(ZParsedLine),
  unmatched: z.array(ZParsedLine),
  coverage: ZCoverage,
  draft: ZOwnRecipeBody,
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZOwnRecipeSettings = z.object({ planOwnRecipes: z.boolean() });
export const ZPinBody = z.object({ recipeId: z.string().min(1).max(120) });

import type { CookingSkill } from '../../accounts/household-options';
import { COOKING_SKILLS } from '../../accounts/household-options';
import { type Result, ok } from '../../shared/result';
import { type DomainError, invalid } from '../../shared/errors';
import { type MealType, type Recipe, type RecipeRole, type SideKind, RECIPE_ROLES, SIDE_KINDS } from '../recipe';
import { type LineFood, type LineFoodCatalogue, gramsOf, lineFood } from '../ingredient-lines/line-food';
import type { ParsedIngredientLine } from '../ingredient-lines/parse-ingredient-line';

/** What a recipe is for in a week: the library's roles and side kinds (catalogue/recipe.ts). */
export { RECIPE_ROLES, SIDE_KINDS, type RecipeRole, type SideKind };

/** The meals a role is planned into; a side or a pudding goes beside a meal, never in its place. */
export const MEAL_TYPES_FOR_ROLE: Record<RecipeRole, readonly MealType[]> = {
  main: ['lunch', 'dinner'],
  light: ['lunch'],
  breakfast: ['breakfast'],
  snack: ['snack'],
  side: [],
  dessert: [],
};

/** Own recipes' ids start so, and never look like a library id. */
export const OWN_RECIPE_PREFIX = 'own-';
export const isOwnRecipeId = (id: string) => id.startsWith(OWN_RECIPE_PREFIX);

/** One ingredient line as the household wrote it, with what we made of it. */
export interface OwnRecipeLine {
  readonly text: string;
  readonly quantity: number | null;
  readonly quantityMax: number | null;
  readonly unit: string | null;
  /** The food as written ("chopped tomatoes"). */
  readonly food: string;
  readonly preparation: string | null;
  readonly notes: string | null;
  /** The catalogue ingredient, or null while unmatched. */
  readonly ingredient: string | null;
  readonly matchedBy: 'auto' | 'hand' | null;
  readonly confidence: number | null;
  /** Water and headings: complete without a match. */
  readonly free: boolean;
}

export interface OwnRecipeFields {
  readonly name: string;
  readonly description: string;
  readonly cuisine: string;
  readonly role: RecipeRole;
  readonly servedWith: readonly SideKind[];
  readonly sideKind: SideKind | null;
  readonly keepsDays: number | null;
  readonly freezes: boolean | null;
  readonly difficulty: CookingSkill;
  readonly prepMinutes: number;
  readonly cookMinutes: number;
  readonly serves: number;
  readonly lines: readonly OwnRecipeLine[];
  readonly steps: readonly string[];
  /** Where it was imported from, kept and shown. */
  readonly sourceUrl: string | null;
}

export interface OwnRecipe extends OwnRecipeFields {
  readonly id: string;
  /** The household (the account id every household-owned row uses today). */
  readonly householdId: string;
  readonly hasPhoto: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What a caller sends to write a recipe: lines as text, a food chosen by hand where the match was wrong or missing. */
export interface OwnRecipeDraft {
  readonly name: string;
  readonly description?: string;
  readonly cuisine?: string;
  readonly role: RecipeRole;
  readonly servedWith?: readonly SideKind[];
  readonly sideKind?: SideKind | null;
  readonly keepsDays?: number | null;
  readonly freezes?: boolean | null;
  readonly difficulty?: CookingSkill;
  readonly prepMinutes?: number;
  readonly cookMinutes?: number;
  readonly serves: number;
  readonly lines: ReadonlyArray<{ readonly text: string; readonly ingredient?: string | null }>;
  readonly steps?: readonly string[];
  readonly sourceUrl?: string | null;
}

export const OWN_RECIPE_LIMITS = { name: 120, description: 2000, lines: 100, lineText: 300, steps: 60, stepText: 2000, serves: 50, minutes: 2880, keepsDays: 30 } as const;

const clean = (s: string | undefined | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Checks a draft and reads its lines through the parser and the matcher. */
export function buildOwnRecipe(draft: OwnRecipeDraft, catalogue: LineFoodCatalogue): Result<OwnRecipeFields, DomainError> {
  const name = clean(draft.name);
  if (!name) return invalid('name', 'Give the recipe a name');
  if (name.length > OWN_RECIPE_LIMITS.name) return invalid('name', `The name must be at most ${OWN_RECIPE_LIMITS.name} characters`);
  if (!Number.isInteger(draft.serves) || draft.serves < 1 || draft.serves > OWN_RECIPE_LIMITS.serves) return invalid('serves', `Serves must be a whole number from 1 to ${OWN_RECIPE_LIMITS.serves}`);
  for (const field of ['prepMinutes', 'cookMinutes'] as const) {
    const v = draft[field] ?? 0;
    if (!Number.isInteger(v) || v < 0 || v > OWN_RECIPE_LIMITS.minutes) return invalid(field, `Times are whole minutes from 0 to ${OWN_RECIPE_LIMITS.minutes}`);
  }
  if (!(RECIPE_ROLES as readonly string[]).includes(draft.role)) return invalid('role', `Role must be one of ${RECIPE_ROLES.join(', ')}`);
  const difficulty = draft.difficulty ?? 'beginner';
  if (!(COOKING_SKILLS as readonly string[]).includes(difficulty)) return invalid('difficulty', 'Difficulty must be beginner, intermediate or advanced');
  if (draft.keepsDays !== undefined && draft.keepsDays !== null && (!Number.isInteger(draft.keepsDays) || draft.keepsDays < 0 || draft.keepsDays > OWN_RECIPE_LIMITS.keepsDays)) {
    return invalid('keepsDays', `Keeps for must be 0 to ${OWN_RECIPE_LIMITS.keepsDays} days`);
  }
  const servedWith = [...new Set(draft.servedWith ?? [])];
  if (servedWith.some((s) => !(SIDE_KINDS as readonly string[]).includes(s))) return invalid('servedWith', `Served with must be among ${SIDE_KINDS.join(', ')}`);
  if (draft.sideKind && !(SIDE_KINDS as readonly string[]).includes(draft.sideKind)) return invalid('sideKind', `Side kind must be one of ${SIDE_KINDS.join(', ')}`);
  const texts = draft.lines.map((l) => ({ text: clean(l.text), ingredient: l.ingredient ?? null })).filter((l) => l.text);
  if (!texts.length) return invalid('lines', 'Add at least one ingredient line');
  if (texts.length > OWN_RECIPE_LIMITS.lines) return invalid('lines', `At most ${OWN_RECIPE_LIMITS.lines} ingredient lines`);
  if (texts.some((l) => l.text.length > OWN_RECIPE_LIMITS.lineText)) return invalid('lines', `An ingredient line must be at most ${OWN_RECIPE_LIMITS.lineText} characters`);
  for (const l of texts) if (l.ingredient && !catalogue.ingredient(l.ingredient)) return invalid('lines', `Unknown ingredient "${l.ingredient}"`);
  const steps = (draft.steps ?? []).map((s) => s.trim()).filter(Boolean);
  if (steps.length > OWN_RECIPE_LIMITS.steps) return invalid('steps', `At most ${OWN_RECIPE_LIMITS.steps} steps`);
  if (steps.some((s) => s.length > OWN_RECIPE_LIMITS.stepText)) return invalid('steps', `A step must be at most ${OWN_RECIPE_LIMITS.stepText} characters`);
  const description = clean(draft.description);
  if (description.length > OWN_RECIPE_LIMITS.description) return invalid('description', `The description must be at most ${OWN_RECIPE_LIMITS.description} characters`);
  const sourceUrl = draft.sourceUrl ? draft.sourceUrl.trim() : null;
  if (sourceUrl && !/^https?:\/\/\S+$/i.test(sourceUrl)) return invalid('sourceUrl', 'The source must be an http or https address');
  return ok({
    name,
    description,
    cuisine: clean(draft.cuisine) || 'Other',
    role: draft.role,
    servedWith: draft.role === 'main' ? servedWith : [],
    sideKind: draft.role === 'side' ? (draft.sideKind ?? null) : null,
    keepsDays: draft.keepsDays ?? null,
    freezes: draft.freezes ?? null,
    difficulty,
    prepMinutes: draft.prepMinutes ?? 0,
    cookMinutes: draft.cookMinutes ?? 0,
    serves: draft.serves,
    lines: texts.map((l) => toOwnLine(lineFood(l.text, catalogue, l.ingredient))),
    steps,
    sourceUrl,
  });
}

export function toOwnLine(food: LineFood): OwnRecipeLine {
  const p: ParsedIngredientLine = food.parsed;
  return {
    text: p.raw.trim(),
    quantity: p.quantity,
    quantityMax: p.quantityMax,
    unit: p.unit,
    food: p.ingredient,
    preparation: p.preparation,
    notes: p.notes,
    ingredient: food.ingredient,
    matchedBy: food.matchedBy,
    confidence: food.confidence,
    free: food.free,
  };
}

export interface OwnLineWeight {
  readonly line: OwnRecipeLine;
  /** Grams, 0 for "to taste", null when unmatched or not weighable. */
  readonly grams: number | null;
}

/** Each stored line weighed against today's catalogue. */
export function weighLines(recipe: Pick<OwnRecipeFields, 'lines'>, catalogue: Pick<LineFoodCatalogue, 'ingredient'>): OwnLineWeight[] {
  return recipe.lines.map((line) => {
    if (line.free) return { line, grams: 0 };
    const ingredient = line.ingredient ? catalogue.ingredient(line.ingredient) : undefined;
    if (!ingredient) return { line, grams: null };
    return { line, grams: gramsOf({ quantity: line.quantity, quantityMax: line.quantityMax, unit: line.unit, ingredient: line.food }, ingredient) };
  });
}

/**
 * The recipe the catalogue computes with: each matched, weighed line in grams. Every matched line counts for
 * allergens and diets, weighed or not ("1 chicken breast fillet", "parmesan to serve"); an unmatched line is
 * listed as unchecked, and no diet is claimed while one is left. Lines not weighed are out of cost and nutrition
 * (the view says how many, and the share of the known weight they leave out).
 */
export function asCatalogueRecipe(own: OwnRecipe, weights: readonly OwnLineWeight[]): Recipe {
  const labelOnly: string[] = [];
  const unweighedLines: string[] = [];
  const uncheckedLines: string[] = [];
  for (const { line, grams } of weights) {
    if (line.free) continue;
    if (!line.ingredient) uncheckedLines.push(line.text);
    else if (grams === null || grams <= 0) {
      labelOnly.push(line.ingredient);
      if (grams === null) unweighedLines.push(line.text);
    }
  }
  return {
    id: own.id,
    name: own.name,
    description: own.description,
    cuisine: own.cuisine,
    mealTypes: MEAL_TYPES_FOR_ROLE[own.role],
    difficulty: own.difficulty,
    prepMinutes: own.prepMinutes,
    cookMinutes: own.cookMinutes,
    serves: own.serves,
    ingredients: weights.flatMap(({ line, grams }) =>
      line.ingredient && grams !== null && grams > 0 ? [{ ingredient: line.ingredient, quantity: Math.round(grams * 100) / 100, unit: 'g', ...(line.preparation ? { notes: line.preparation } : {}) }] : [],
    ),
    ...(labelOnly.length ? { labelOnly } : {}),
    ...(unweighedLines.length ? { unweighedLines } : {}),
    ...(uncheckedLines.length ? { uncheckedLines } : {}),
    steps: own.steps,
    role: own.role,
    ...(own.servedWith.length ? { servedWith: own.servedWith } : {}),
    ...(own.sideKind ? { sideKind: own.sideKind } : {}),
    keepsDays: own.keepsDays ?? 0,
    freezes: own.freezes ?? false,
  };
}

/** How complete an own recipe's food is: every line matched (or free) and weighed is what planning asks. */
export interface OwnRecipeCoverage {
  readonly lines: number;
  readonly unmatchedLines: number;
  readonly unweighedLines: number;
  /** Share of the weight we can see that is matched (lines in grams we cannot match count against it). */
  readonly weightShare: number;
  readonly complete: boolean;
}

/** Grams an unmatched line of a measured unit is taken to weigh, for the coverage figure only. */
const UNMATCHED_GRAMS_PER_UNIT: Readonly<Record<string, number>> = { g: 1, kg: 1000, ml: 1, l: 1000, tsp: 5, tbsp: 15, cup: 240, oz: 28.35, lb: 453.6, 'fl oz': 28.4, pint: 568 };

export function ownRecipeCoverage(weights: readonly OwnLineWeight[]): OwnRecipeCoverage {
  let matched = 0;
  let unmatchedWeight = 0;
  let unmatchedLines = 0;
  let unweighedLines = 0;
  for (const { line, grams } of weights) {
    if (line.free) continue;
    if (!line.ingredient) {
      unmatchedLines += 1;
      // An unmatched "200g something" or "1 tbsp something" still tells us about how much of the recipe we miss
      // (a volume counted as water weighs); a count of something unknown does not.
      const per = line.unit ? UNMATCHED_GRAMS_PER_UNIT[line.unit] : undefined;
      if (line.quantity !== null && per !== undefined) unmatchedWeight += line.quantity * per;
      continue;
    }
    if (grams === null) unweighedLines += 1;
    else matched += grams;
  }
  const total = matched + unmatchedWeight;
  return {
    lines: weights.length,
    unmatchedLines,
    unweighedLines,
    weightShare: total === 0 ? (unmatchedLines || unweighedLines ? 0 : 1) : matched / total,
    complete: unmatchedLines === 0 && unweighedLines === 0,
  };
}

import { type Result, ok } from '../shared/result';
import { type DomainError, fail } from '../shared/errors';
import type { CookingSkill } from '../accounts/household-options';
import { ALLERGENS, type Allergen, type DietFact, type Ingredient, NUTRIENT_KEYS, type NutrientKey } from './ingredient';
import { toGrams } from './units';
import MAY_CONTAIN_DATA from './data/may-contain.json';

/** A recipe the caller may not see (none by that id, or another household's own): one answer for both. */
export const recipeNotFound = () => fail('RECIPE.NOT_FOUND', 'Recipe not found');

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/**
 * What a recipe is in a day's eating. Lunch and dinner are a main, or a light meal with its side; a side,
 * a snack or a dessert is never a meal on its own (see the planner).
 */
export const RECIPE_ROLES = ['main', 'side', 'breakfast', 'light', 'snack', 'dessert'] as const;
export type RecipeRole = (typeof RECIPE_ROLES)[number];
/** Kinds of side: what a main or light meal says it is served with, and what a side is. */
export const SIDE_KINDS = ['rice', 'bread', 'potatoes', 'pasta', 'noodles', 'salad', 'vegetables'] as const;
export type SideKind = (typeof SIDE_KINDS)[number];

/**
 * Energy per adult serving each role should give (kcal), checked when the catalogue is built. A main served
 * with a side may be lighter on its own: the side brings the rest.
 */
export const ROLE_PORTION_KCAL: Record<RecipeRole, { min: number; max: number }> = {
  main: { min: 450, max: 800 },
  light: { min: 250, max: 600 },
  breakfast: { min: 250, max: 650 },
  side: { min: 60, max: 450 },
  snack: { min: 50, max: 350 },
  dessert: { min: 100, max: 500 },
};
export const MAIN_WITH_SIDE_MIN_KCAL = 250;

export interface RecipeIngredientLine {
  readonly ingredient: string;
  readonly quantity: number;
  readonly unit: string;
  readonly notes?: string;
}

export interface Recipe {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly cuisine: string;
  readonly mealTypes: readonly MealType[];
  readonly difficulty: CookingSkill;
  readonly prepMinutes: number;
  readonly cookMinutes: number;
  readonly serves: number;
  readonly ingredients: readonly RecipeIngredientLine[];
  readonly steps: readonly string[];
  readonly role: RecipeRole;
  /** A main or light meal eaten with a side (a curry with rice or bread, soup with bread). */
  readonly servedWith?: readonly SideKind[];
  /** What kind of side a side is. */
  readonly sideKind?: SideKind;
  /** Days the cooked dish keeps in the fridge (0: eat at once); cook once, eat twice uses it. */
  readonly keepsDays?: number;
  /** Whether the cooked dish freezes well. */
  readonly freezes?: boolean;
  /**
   * Foods of lines we know but do not weigh ("1 chicken breast fillet" with no weight known, "parmesan to serve",
   * "salt to taste"): they count for allergens and diets, not for weight, cost or nutrition.
   */
  readonly labelOnly?: readonly string[];
  /** Lines whose food is known but whose weight is not: the nutrition is incomplete, so no Low-carb or Keto. */
  readonly unweighedLines?: readonly string[];
  /** Lines whose food we could not identify: no diet can be claimed while one is left (they are listed instead). */
  readonly uncheckedLines?: readonly string[];
}

/** Dietary tags a recipe can earn, named as the screens name them. */
export const DIETARY_TAGS = ['Vegetarian', 'Vegan', 'Pescatarian', 'Gluten-free', 'Dairy-free', 'Halal', 'Halal with halal meat', 'Low-carb', 'Keto', 'Paleo'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];
/**
 * Meat is halal only when it is bought halal: a recipe with meat or poultry and nothing that can never be halal is
 * "Halal with halal meat", never plain "Halal". Both suit a halal household (whose list then names halal meat).
 */
export const HALAL_TAGS: readonly DietaryTag[] = ['Halal', 'Halal with halal meat'];

/** A diet is kept when none of these facts is in any ingredient. */
const EXCLUDES: Record<'Vegetarian' | 'Vegan' | 'Pescatarian' | 'Halal', readonly DietFact[]> = {
  Vegetarian: ['meat', 'poultry', 'pork', 'fish', 'shellfish', 'gelatine', 'non-halal-meat', 'animal-rennet'],
  Vegan: ['meat', 'poultry', 'pork', 'fish', 'shellfish', 'gelatine', 'non-halal-meat', 'animal-rennet', 'dairy', 'egg', 'honey'],
  Pescatarian: ['meat', 'poultry', 'pork', 'gelatine', 'non-halal-meat', 'animal-rennet'],
  // Meat in a halal plan is bought halal; what can never be halal is excluded here.
  Halal: ['pork', 'alcohol', 'gelatine', 'non-halal-meat'],
};
/**
 * An ingredient's weight counts as covered when the nutrients that make up its energy are known
 * (energy, protein, carbohydrate, fat); a missing fibre, sugar or salt figure is reported by the catalogue
 * build, not here.
 */
export const CORE_NUTRIENTS: readonly NutrientKey[] = ['energyKcal', 'proteinG', 'carbohydrateG', 'fatG'];
/** Paleo eats no grain, legume, dairy or refined sugar; an allergen that shows one of them counts too. */
const PALEO_EXCLUDES: readonly DietFact[] = ['grain', 'legume', 'dairy', 'refined-sugar'];
const PALEO_EXCLUDED_ALLERGENS: readonly Allergen[] = ['gluten', 'milk', 'soya', 'peanuts'];
/** Carbohydrate per serving at or under which a recipe is low-carb, and keto. */
export const LOW_CARB_MAX_G = 20;
export const KETO_MAX_G = 10;

export interface NutritionPerServing {
  readonly calories: number;
  readonly protein: number;
  readonly carbohydrates: number;
  readonly fat: number;
  readonly fiber: number;
  readonly sugar: number;
  /** Milligrams (salt g × 400). */
  readonly sodium: number;
}

export interface RecipeFacts {
  readonly allergens: Allergen[];
  /** Allergens a line may bring by its brand ("stock cube", "curry paste", "pesto"), not already in `allergens`. */
  readonly mayContain: Allergen[];
  readonly contains: DietFact[];
  readonly dietaryTags: DietaryTag[];
  /** Lines we could not identify: while any is left, no diet is claimed ("Not checked"). */
  readonly uncheckedLines: string[];
  readonly gramsPerLine: number[];
  readonly totalGrams: number;
  /** Share of the recipe's weight whose nutrition is known (0 to 1). */
  readonly nutritionCoverage: number;
  readonly nutritionPerServing: NutritionPerServing;
  readonly totalMinutes: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Everything derived from a recipe's ingredients: never typed by hand. */
export function deriveRecipeFacts(recipe: Recipe, ingredients: ReadonlyMap<string, Ingredient>): Result<RecipeFacts, DomainError> {
  const allergens = new Set<Allergen>();
  const contains = new Set<DietFact>();
  const gramsPerLine: number[] = [];
  const totals: Record<NutrientKey, number> = { energyKcal: 0, proteinG: 0, carbohydrateG: 0, fatG: 0, fibreG: 0, sugarsG: 0, saltG: 0 };
  let totalGrams = 0;
  let coveredGrams = 0;
  for (const line of recipe.ingredients) {
    const ingredient = ingredients.get(line.ingredient);
    if (!ingredient) return { ok: false, error: { code: 'VALIDATION', message: `Recipe ${recipe.id}: unknown ingredient ${line.ingredient}`, field: 'ingredients' } };
    const grams = toGrams(line.quantity, line.unit, ingredient);
    if (!grams.ok) return { ok: false, error: { ...grams.error, message: `Recipe ${recipe.id}: ${grams.error.message}` } };
    gramsPerLine.push(grams.value);
    totalGrams += grams.value;
    ingredient.allergens.forEach((a) => allergens.add(a));
    ingredient.contains.forEach((c) => contains.add(c));
    const known = CORE_NUTRIENTS.every((key) => ingredient.nutrition[key] !== null);
    if (known) coveredGrams += grams.value;
    for (const key of NUTRIENT_KEYS) totals[key] += ((ingredient.nutrition[key] ?? 0) * grams.value) / 100;
  }
  for (const slug of recipe.labelOnly ?? []) {
    const ingredient = ingredients.get(slug);
    if (!ingredient) return { ok: false, error: { code: 'VALIDATION', message: `Recipe ${recipe.id}: unknown ingredient ${slug}`, field: 'ingredients' } };
    ingredient.allergens.forEach((a) => allergens.add(a));
    ingredient.contains.forEach((c) => contains.add(c));
  }
  const uncheckedLines = [...(recipe.uncheckedLines ?? [])];
  const names = [...recipe.ingredients.map((l) => l.ingredient), ...(recipe.labelOnly ?? [])].map((slug) => ingredients.get(slug)!.name);
  const mayContain = new Set([...names, ...uncheckedLines].flatMap((text) => mayContainOf(text)));
  const nutritionComplete = !recipe.unweighedLines?.length && !uncheckedLines.length;
  const per = (n: number) => n / recipe.serves;
  const nutritionPerServing: NutritionPerServing = {
    calories: Math.round(per(totals.energyKcal)),
    protein: round1(per(totals.proteinG)),
    carbohydrates: round1(per(totals.carbohydrateG)),
    fat: round1(per(totals.fatG)),
    fiber: round1(per(totals.fibreG)),
    sugar: round1(per(totals.sugarsG)),
    sodium: Math.round(per(totals.saltG) * 400),
  };
  const tags: DietaryTag[] = uncheckedLines.length ? [] : dietTags(allergens, contains, nutritionComplete ? nutritionPerServing.carbohydrates : null);
  return ok({
    allergens: ALLERGENS.filter((a) => allergens.has(a)),
    mayContain: ALLERGENS.filter((a) => mayContain.has(a) && !allergens.has(a)),
    contains: [...contains].sort(),
    dietaryTags: tags,
    uncheckedLines,
    gramsPerLine,
    totalGrams,
    nutritionCoverage: totalGrams === 0 ? 0 : coveredGrams / totalGrams,
    nutritionPerServing,
    totalMinutes: recipe.prepMinutes + recipe.cookMinutes,
  });
}

const MAY_CONTAIN: ReadonlyArray<{ readonly pattern: RegExp; readonly allergens: readonly Allergen[] }> = MAY_CONTAIN_DATA.foods.map((f) => ({
  pattern: new RegExp(`\\b(?:${f.words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'i'),
  allergens: f.allergens.filter((a): a is Allergen => (ALLERGENS as readonly string[]).includes(a)),
}));

/** The allergens a food named so may contain, by the data file (catalogue/data/may-contain.json). */
export function mayContainOf(text: string): Allergen[] {
  return MAY_CONTAIN.flatMap((m) => (m.pattern.test(text) ? m.allergens : []));
}

/**
 * The diets every line supports (the caller claims none while a line is unidentified). Carbohydrate per serving
 * is null when a line is not weighed: then neither Low-carb nor Keto can be said.
 */
function dietTags(allergens: ReadonlySet<Allergen>, contains: ReadonlySet<DietFact>, carbohydrates: number | null): DietaryTag[] {
  const tags: DietaryTag[] = [];
  for (const diet of ['Vegetarian', 'Vegan', 'Pescatarian'] as const) if (EXCLUDES[diet].every((f) => !contains.has(f))) tags.push(diet);
  if (!allergens.has('gluten')) tags.push('Gluten-free');
  if (!allergens.has('milk') && !contains.has('dairy')) tags.push('Dairy-free');
  if (EXCLUDES.Halal.every((f) => !contains.has(f))) tags.push(contains.has('meat') || contains.has('poultry') ? 'Halal with halal meat' : 'Halal');
  if (carbohydrates !== null && carbohydrates <= LOW_CARB_MAX_G) tags.push('Low-carb');
  if (carbohydrates !== null && carbohydrates <= KETO_MAX_G) tags.push('Keto');
  if (PALEO_EXCLUDES.every((f) => !contains.has(f)) && PALEO_EXCLUDED_ALLERGENS.every((a) => !allergens.has(a))) tags.push('Paleo');
  return tags;
}

import { dietAllows } from '../planning/plan-request';
import { MAIN_WITH_SIDE_MIN_KCAL, RECIPE_ROLES, ROLE_PORTION_KCAL, type Recipe, type RecipeFacts, type RecipeRole, SIDE_KINDS } from './recipe';

/**
 * The recipe library's own rules, checked when the catalogue is built (issue 16) and printed by
 * `catalogue stats`: every recipe plays a known role with a portion in that role's range, no recipe is a
 * near-copy of another, and the library covers every diet and cuisine of the profile with enough mains,
 * breakfasts and light meals to plan a varied week.
 */
export interface LibraryRecipe {
  readonly recipe: Recipe;
  readonly facts: RecipeFacts;
}

/** The diets of the profile the library must cover, as dietAllows names them. */
export const LIBRARY_DIETS = ['Vegetarian', 'Vegan', 'Pescatarian', 'Halal', 'Kosher', 'Gluten-free', 'Dairy-free', 'Low-carb', 'Keto'] as const;
export const LIBRARY_CUISINES = ['British', 'Italian', 'Indian', 'Mediterranean', 'Chinese', 'Mexican', 'Thai', 'French', 'Japanese'] as const;
/** The roles a week's plan is made of, with the recipes each diet needs of them. */
export const DIET_ROLE_FLOORS: Readonly<Partial<Record<RecipeRole, number>>> = { main: 60, breakfast: 20, light: 20 };
export const LIBRARY_FLOORS = {
  recipes: 1000,
  perCuisine: 40,
  /** Beginner recipes ready in this many minutes or fewer. */
  beginnerQuick: 150,
  beginnerMaxMinutes: 30,
  /** Mains that keep two days in the fridge or freeze: cook once, eat twice. */
  batchMains: 100,
} as const;
/** Nutrition must be known for at least this share of a recipe's weight. */
export const MIN_NUTRITION_COVERAGE = 0.95;

/** What is wrong with one recipe's role, side, portion or keeping; empty when nothing is. */
export function roleProblems(recipe: Recipe, facts: RecipeFacts): string[] {
  const out: string[] = [];
  const role = recipe.role as string;
  if (!(RECIPE_ROLES as readonly string[]).includes(role)) return [`unknown role ${String(role)}`];
  const kcal = facts.nutritionPerServing.calories;
  const range = ROLE_PORTION_KCAL[recipe.role];
  const min = recipe.role === 'main' && recipe.servedWith?.length ? MAIN_WITH_SIDE_MIN_KCAL : range.min;
  if (kcal < min || kcal > range.max) out.push(`${kcal} kcal per serving is outside ${min}-${range.max} for a ${role}`);
  if (recipe.role === 'side') {
    if (!(SIDE_KINDS as readonly string[]).includes(recipe.sideKind ?? '')) out.push(recipe.sideKind ? `side kind ${recipe.sideKind} is unknown` : 'a side needs a sideKind');
    if (recipe.servedWith?.length) out.push('a side is not served with another side');
  } else if (recipe.sideKind !== undefined) out.push(`a ${role} has no sideKind`);
  if (recipe.servedWith !== undefined) {
    if (recipe.role !== 'main' && recipe.role !== 'light' && recipe.role !== 'side') out.push(`a ${role} is not served with a side`);
    for (const kind of recipe.servedWith) if (!(SIDE_KINDS as readonly string[]).includes(kind)) out.push(`servedWith ${kind} is not a side kind`);
    if (new Set(recipe.servedWith).size !== recipe.servedWith.length) out.push('servedWith repeats a kind');
  }
  if (recipe.role === 'main' || recipe.role === 'light' || recipe.role === 'side') {
    if (recipe.keepsDays === undefined || ![0, 1, 2].includes(recipe.keepsDays)) out.push('keepsDays must be 0, 1 or 2');
    if (typeof recipe.freezes !== 'boolean') out.push('freezes must be true or false');
  }
  if (facts.nutritionCoverage < MIN_NUTRITION_COVERAGE) out.push(`nutrition covers ${Math.round(facts.nutritionCoverage * 100)} % of the weight`);
  return out;
}

const STOP_WORDS = new Set(['and', 'with', 'the', 'a', 'an', 'of', 'in', 'on', 'style', 'easy', 'quick', 'simple', 'homemade', 'classic']);
const nameWords = (name: string): Set<string> =>
  new Set(
    name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z]+/)
      .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
      .filter((w) => w && !STOP_WORDS.has(w)),
  );
/** Seasonings and cooking fats that say nothing about what a dish is. */
const BASICS = new Set(['salt', 'black-pepper', 'white-pepper', 'vegetable-oil', 'olive-oil', 'extra-virgin-olive-oil', 'sunflower-oil', 'rapeseed-oil', 'water']);

export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export interface NearCopy {
  readonly a: string;
  readonly b: string;
  readonly ingredientOverlap: number;
  readonly nameOverlap: number;
}
/** Thresholds of a near-copy: the same ingredients (seasoning and oil aside) under much the same name. */
export interface NearCopyLimits {
  readonly ingredientOverlap: number;
  readonly nameOverlap: number;
}
export const NEAR_COPY: NearCopyLimits = { ingredientOverlap: 0.8, nameOverlap: 0.34 };

/** Pairs of recipes that are the same dish twice: nearly the same ingredients and a name sharing its main words. */
export function nearCopies(recipes: readonly Recipe[], limits: NearCopyLimits = NEAR_COPY): NearCopy[] {
  const items = recipes.map((r) => ({ id: r.id, ingredients: new Set(r.ingredients.map((l) => l.ingredient).filter((s) => !BASICS.has(s))), words: nameWords(r.name) }));
  const byIngredient = new Map<string, number[]>();
  items.forEach((item, i) => item.ingredients.forEach((slug) => byIngredient.set(slug, [...(byIngredient.get(slug) ?? []), i])));
  const out: NearCopy[] = [];
  items.forEach((item, i) => {
    const candidates = new Set<number>();
    for (const slug of item.ingredients) for (const j of byIngredient.get(slug) ?? []) if (j > i) candidates.add(j);
    for (const j of candidates) {
      const other = items[j]!;
      const ingredientOverlap = jaccard(item.ingredients, other.ingredients);
      if (ingredientOverlap < limits.ingredientOverlap) continue;
      const nameOverlap = jaccard(item.words, other.words);
      if (nameOverlap >= limits.nameOverlap) out.push({ a: item.id, b: other.id, ingredientOverlap, nameOverlap });
    }
  });
  return out;
}

export interface CoverageLine {
  readonly label: string;
  readonly count: number;
  readonly floor: number;
}

/** How far the library covers what a week's plans need, each figure beside its floor. */
export function libraryCoverage(recipes: readonly LibraryRecipe[]): CoverageLine[] {
  const lines: CoverageLine[] = [{ label: 'recipes', count: recipes.length, floor: LIBRARY_FLOORS.recipes }];
  for (const diet of LIBRARY_DIETS) {
    const allowed = recipes.filter((r) => dietAllows(diet, r.facts));
    for (const [role, floor] of Object.entries(DIET_ROLE_FLOORS)) lines.push({ label: `${diet} ${role}`, count: allowed.filter((r) => r.recipe.role === role).length, floor: floor! });
  }
  for (const cuisine of LIBRARY_CUISINES) lines.push({ label: `${cuisine} recipes`, count: recipes.filter((r) => r.recipe.cuisine === cuisine).length, floor: LIBRARY_FLOORS.perCuisine });
  lines.push({
    label: `beginner recipes in ${LIBRARY_FLOORS.beginnerMaxMinutes} min or less`,
    count: recipes.filter((r) => r.recipe.difficulty === 'beginner' && r.facts.totalMinutes <= LIBRARY_FLOORS.beginnerMaxMinutes).length,
    floor: LIBRARY_FLOORS.beginnerQuick,
  });
  lines.push({ label: 'batch-friendly mains (keep 2 days or freeze)', count: recipes.filter(isBatchMain).length, floor: LIBRARY_FLOORS.batchMains });
  return lines;
}

export const isBatchMain = (r: LibraryRecipe): boolean => r.recipe.role === 'main' && ((r.recipe.keepsDays ?? 0) >= 2 || r.recipe.freezes === true);

/** The coverage as a table: each line, its floor, and by how much it falls short. */
export function formatCoverage(lines: readonly CoverageLine[]): string {
  const width = Math.max(...lines.map((l) => l.label.length));
  return lines
    .map((l) => `${l.label.padEnd(width)}  ${String(l.count).padStart(5)} / ${String(l.floor).padStart(4)}  ${l.count >= l.floor ? 'ok' : `SHORT by ${l.floor - l.count}`}`)
    .join('\n');
}

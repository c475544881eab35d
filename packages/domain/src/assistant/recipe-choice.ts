import type { Ingredient } from '../catalogue/ingredient';
import type { MealType } from '../catalogue/recipe';
import type { CatalogueSnapshot, RecipeView } from '../catalogue/snapshot';
import type { LockedMeal, PlanRequest } from '../planning/plan-request';
import { eligibleRecipes } from '../planning/planner';
import { DAY_NAMES, type PlanningConstraints } from './constraints';
import type { PlanSummary } from './plan-summary';

/*
 * What the household's words pick out of the catalogue: the foods a word names ("fish", "spicy", "spinach"), the
 * recipes it rules out, the allergies it means, the recipes "more protein" leaves out and the meal that uses a food
 * up. Pure functions of the catalogue snapshot. (Split out of planning-tools.ts, issue 23.)
 */

const LOW_PROTEIN_SHARE = 0.5;


export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (word: string) => new RegExp(`\\b${escapeRegExp(word.toLowerCase())}(?:e?s)?\\b`);

/** Food groups a household names that our ingredient facts can tell apart. */
export const GROUPS: Record<string, (i: Ingredient) => boolean> = {
  fish: (i) => i.contains.includes('fish'),
  seafood: (i) => i.contains.includes('fish') || i.contains.includes('shellfish'),
  shellfish: (i) => i.contains.includes('shellfish'),
  meat: (i) => ['meat', 'poultry', 'pork', 'non-halal-meat'].some((f) => i.contains.includes(f as never)),
  'red meat': (i) => i.contains.includes('meat') || i.contains.includes('pork'),
  pork: (i) => i.contains.includes('pork'),
  poultry: (i) => i.contains.includes('poultry'),
  dairy: (i) => i.contains.includes('dairy') || i.allergens.includes('milk'),
  egg: (i) => i.allergens.includes('eggs'),
  nut: (i) => i.allergens.includes('tree-nuts') || i.allergens.includes('peanuts'),
  gluten: (i) => i.allergens.includes('gluten'),
  wheat: (i) => i.allergens.includes('gluten'),
  soy: (i) => i.allergens.includes('soya'),
  soya: (i) => i.allergens.includes('soya'),
  sesame: (i) => i.allergens.includes('sesame'),
  alcohol: (i) => i.contains.includes('alcohol'),
  spicy: (i) => /chilli|chili|cayenne|jalape|sriracha|harissa|hot sauce|curry paste|gochujang|tabasco|peri/i.test(`${i.name} ${i.slug}`),
  cheese: (i) => /cheese|cheddar|brie|feta|gruy|halloumi|mascarpone|mozzarella|paneer|parmesan|parmigiano|red leicester|ricotta|stilton|pecorino|camembert|gouda|edam|wensleydale|emmental/i.test(i.name),
  milk: (i) => i.allergens.includes('milk') && /milk|drink/i.test(i.name),
  // Peppers as a vegetable; not ground black or white pepper, nor cayenne (a spice), nor pepperoni.
  pepper: (i) => /\b(?:green|red|yellow|orange|sweet|bell|romano|roasted red) peppers?\b/i.test(i.name),
  mushroom: (i) => /mushroom/i.test(i.name),
  nuts: (i) => i.allergens.includes('tree-nuts') || i.allergens.includes('peanuts'),
};

/** Allergy words a household types, and the label the planner's allergen map knows. */
const ALLERGY_LABELS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:tree[- ]?)?nuts?$|^peanuts?$/, 'Nuts'], [/^shellfish$|^prawns?$|^crustaceans?$/, 'Shellfish'], [/^fish$/, 'Fish'], [/^eggs?$/, 'Eggs'],
  [/^dairy$|^milk$|^lactose$/, 'Dairy'], [/^soy$|^soya$/, 'Soy'], [/^gluten$|^coeliac$/, 'Gluten'], [/^wheat$/, 'Wheat'], [/^sesame$/, 'Sesame'],
  [/^celery$/, 'Celery'], [/^mustard$/, 'Mustard'], [/^sulphites?$|^sulfites?$/, 'Sulphites'], [/^lupin$/, 'Lupin'], [/^molluscs?$/, 'Molluscs'],
];
export const allergyLabel = (text: string) => ALLERGY_LABELS.find(([re]) => re.test(text.trim().toLowerCase()))?.[1];

export const union = <T>(...lists: ReadonlyArray<readonly T[] | undefined>): T[] => [...new Set(lists.flatMap((l) => [...(l ?? [])]))];

/** The merge of what was asked before and what the new message asks: lists of things to avoid grow, the rest is replaced. */
export function mergeConstraints(before: PlanningConstraints, next: PlanningConstraints): PlanningConstraints {
  const merged: Record<string, unknown> = { ...before, ...next };
  for (const key of ['diets', 'allergies', 'exclude'] as const) {
    const list = union(before[key], next[key]);
    if (list.length) merged[key] = list;
  }
  // Using something up is for the plan being made now.
  if (!next.useUp) delete merged.useUp;
  return merged as PlanningConstraints;
}

/** Ingredients a word names: a food group ("fish", "meat", "spicy") or ingredients whose name has the word. */
export function ingredientsFor(snapshot: CatalogueSnapshot, word: string): Ingredient[] {
  const key = word.toLowerCase().trim();
  const all = snapshot.ingredientSlugs().map((s) => snapshot.ingredient(s)!);
  const group = GROUPS[key] ?? GROUPS[key.replace(/s$/, '')];
  if (group) return all.filter(group);
  const re = wordPattern(key);
  return all.filter((i) => re.test(i.name.toLowerCase()) || re.test(i.slug.replace(/-/g, ' ')));
}

/** Recipes a food word rules out; null when the word names nothing we know. */
export function recipesWith(snapshot: CatalogueSnapshot, word: string): RecipeView[] | null {
  const slugs = new Set(ingredientsFor(snapshot, word).map((i) => i.slug));
  if (slugs.size) return snapshot.allRecipes().filter((v) => v.recipe.ingredients.some((l) => slugs.has(l.ingredient)));
  const re = wordPattern(word);
  const byName = snapshot.allRecipes().filter((v) => re.test(v.recipe.name.toLowerCase()));
  return byName.length ? byName : null;
}

/** Leaves out the recipes in the lower half for protein of each meal type. */
export function withMoreProtein<R extends Omit<PlanRequest, 'chain' | 'seed'>>(snapshot: CatalogueSnapshot, request: R): R {
  const exclude = new Set(request.excludeRecipeIds ?? []);
  for (const mealType of request.mealTypes) {
    const views = eligibleAnywhere(snapshot, request, mealType).sort((a, b) => a.facts.nutritionPerServing.protein - b.facts.nutritionPerServing.protein);
    views.slice(0, Math.floor(views.length * LOW_PROTEIN_SHARE)).forEach((v) => exclude.add(v.recipe.id));
  }
  return { ...request, excludeRecipeIds: [...exclude] };
}

function eligibleAnywhere(snapshot: CatalogueSnapshot, request: Omit<PlanRequest, 'chain' | 'seed'>, mealType: MealType): RecipeView[] {
  const seen = new Map<string, RecipeView>();
  for (const chain of snapshot.chains) for (const v of eligibleRecipes(snapshot, { ...request, chain, seed: 0 }, mealType)) seen.set(v.recipe.id, v);
  return [...seen.values()];
}

/** The cheapest recipe that fits the rules and uses the food, for the earliest free dinner (then lunch, breakfast). */
export function useUpPick(snapshot: CatalogueSnapshot, request: Omit<PlanRequest, 'chain' | 'seed'>, word: string, taken: readonly LockedMeal[]): LockedMeal | null | 'unknown' {
  const slugs = new Set(ingredientsFor(snapshot, word).map((i) => i.slug));
  if (!slugs.size) return 'unknown';
  const order: MealType[] = (['dinner', 'lunch', 'breakfast', 'snack'] as MealType[]).filter((m) => request.mealTypes.includes(m));
  for (const mealType of order) {
    const fits = eligibleAnywhere(snapshot, request, mealType)
      .filter((v) => v.recipe.ingredients.some((l) => slugs.has(l.ingredient)) && !taken.some((t) => t.recipeId === v.recipe.id))
      .sort((a, b) => (a.costs[0]?.usedFractionPerServingPence ?? 0) - (b.costs[0]?.usedFractionPerServingPence ?? 0) || a.recipe.id.localeCompare(b.recipe.id));
    if (!fits.length) continue;
    let day = 0;
    while (taken.some((t) => t.day === day && t.mealType === mealType) && day < request.days - 1) day += 1;
    return { day, mealType, recipeId: fits[0]!.recipe.id };
  }
  return null;
}

/** A recipe the household names: a meal of the plan ("Tuesday's dinner", "the curry") or one in the library. */
export function findRecipe(snapshot: CatalogueSnapshot, words: string, plan: PlanSummary | null, today: number): RecipeView | null {
  const text = words.toLowerCase().replace(/[?!.]+$/, '').trim();
  if (plan) {
    const dayMatch = /\b(today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:'s)?\b/.exec(text);
    const mealMatch = /\b(breakfast|lunch|dinner|tea|supper|snack)\b/.exec(text);
    if (dayMatch || (mealMatch && /^(?:the |my |our |tonight's |today's )?(?:breakfast|lunch|dinner|tea|supper|snack)$/.test(text))) {
      const word = dayMatch?.[1];
      const day = word === 'today' || word === 'tonight' ? today : word === 'tomorrow' ? (today + 1) % 7 : word ? DAY_NAMES.findIndex((n) => n.toLowerCase() === word) : today;
      const mealType = mealMatch ? ((mealMatch[1] === 'tea' || mealMatch[1] === 'supper' ? 'dinner' : mealMatch[1]) as MealType) : word === 'tonight' ? 'dinner' : 'dinner';
      const meal = plan.meals.find((m) => m.day % 7 === day && m.mealType === mealType);
      if (meal) return snapshot.recipe(meal.recipeId) ?? null;
    }
  }
  const wordsOnly = text.replace(/^(?:the|a|an|my|our|this|that)\s+/, '').replace(/\b(?:recipe|dish|meal)\b/g, '').trim();
  if (!wordsOnly) return null;
  const exact = snapshot.allRecipes().find((v) => v.recipe.name.toLowerCase() === wordsOnly);
  if (exact) return exact;
  const terms = wordsOnly.split(/\s+/).map((w) => w.replace(/'s$/, '')).filter((w) => w.length > 1);
  const matches = (name: string) => terms.every((t) => new RegExp(`\\b${escapeRegExp(t.replace(/s$/, ''))}`).test(name.toLowerCase()));
  if (plan) {
    const meal = plan.meals.find((m) => matches(m.recipeName));
    if (meal) return snapshot.recipe(meal.recipeId) ?? null;
  }
  const found = snapshot.allRecipes().filter((v) => matches(v.recipe.name)).sort((a, b) => a.recipe.name.length - b.recipe.name.length);
  return found[0] ?? null;
}

/** Ingredients of the same aisle and similar nutrition, free of the household's allergens, cheapest first. */
export function substitutesFor(
  snapshot: CatalogueSnapshot,
  word: string,
  allergies: readonly string[],
): { ingredient: Ingredient; options: Array<{ ingredient: Ingredient; pricePence: number | null; chain: string | null }> } | null {
  const found = ingredientsFor(snapshot, word).sort((a, b) => a.name.length - b.name.length)[0];
  if (!found) return null;
  const avoid = new Set(allergies.flatMap((a) => (GROUPS[a.toLowerCase().replace(/s$/, '')] ? [a.toLowerCase().replace(/s$/, '')] : [])));
  const energy = found.nutrition.energyKcal ?? 0;
  const protein = found.nutrition.proteinG ?? 0;
  const options = snapshot
    .ingredientSlugs()
    .map((s) => snapshot.ingredient(s)!)
    .filter((i) => i.slug !== found.slug && i.aisle === found.aisle && ![...avoid].some((g) => GROUPS[g]!(i)))
    .filter((i) => i.nutrition.energyKcal !== null)
    .map((i) => ({ i, distance: Math.abs((i.nutrition.energyKcal ?? 0) - energy) / 50 + Math.abs((i.nutrition.proteinG ?? 0) - protein) / 5 }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ i }) => {
      const cheapest = snapshot.productsFor(i.slug).sort((a, b) => a.pricePence - b.pricePence)[0];
      return { ingredient: i, pricePence: cheapest?.pricePence ?? null, chain: cheapest?.chain ?? null };
    });
  return { ingredient: found, options };
}

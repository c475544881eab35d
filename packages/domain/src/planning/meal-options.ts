/**
 * What the planner chooses from: for each slot, the meals it may serve (a main, a main with the side it is
 * served with, or a light meal with its side), and the simple extras (fruit, vegetables, bread, dairy, snacks)
 * a day may add. Everything is per adult portion (see nutrition-targets.ts); ingredient grams are for the
 * whole household.
 */
import type { Ingredient } from '../catalogue/ingredient';
import type { MealType, Recipe, SideKind } from '../catalogue/recipe';
import { deriveRecipeFacts } from '../catalogue/recipe';
import type { CatalogueSnapshot, RecipeView } from '../catalogue/snapshot';
import { packGrams } from '../catalogue/units';
import foodGroups from './data/food-groups.json';
import extrasData from './data/extras.json';
import { type PlanRequest, allergensExcluded, dietAllows, hasNutAllergy } from './plan-request';
import { avoidedIngredients, avoidedLine } from './avoids';
import { longestMinutes } from './time-limits';
import { remainderWasteShare } from './remainder-life';
import { carbBaseOf, flavourBaseOf } from './variety-rules';

const MEAT_OR_FISH = new Set(['meat', 'poultry', 'pork', 'fish', 'shellfish']);

/** Nutrient vector per adult portion: indices into Float64Array-like tuples. */
export const N = { kcal: 0, protein: 1, fibre: 2, salt: 3, fv: 4, pulse: 5, juice: 6, freeSugars: 7, carbohydrate: 8, fat: 9, sugars: 10 } as const;
export const N_SIZE = 11;
export type Nutrients = Float64Array;

export interface OptionLine {
  readonly ingredient: number;
  /** Grams in one adult portion (the plan multiplies by the household's portions). */
  readonly grams: number;
}

export interface MealOption {
  readonly main: RecipeView;
  readonly side: RecipeView | null;
  readonly lines: readonly OptionLine[];
  /** The same split: the main's (what a dish cooked twice over cooks for its leftovers too), and its side's. */
  readonly mainLines: readonly OptionLine[];
  readonly sideLines: readonly OptionLine[];
  /** Per adult portion. */
  readonly n: Nutrients;
  readonly cuisinePreferred: boolean;
  /** The ingredient that weighs most in the main: consecutive days should not repeat it in a slot. */
  readonly mainIngredient: number;
  readonly proteinSource: string;
  readonly proteinSourceId: number;
  /** One adult portion's share of the packs used, at the plan's chain (pence, unrounded). */
  readonly usedCostPerPortion: number;
  /** Its carbohydrate base and flavour base (variety-rules.ts; -1: none), and whether its main holds meat or fish. */
  readonly carbBase: number;
  readonly flavourBase: number;
  readonly meatOrFish: boolean;
}

export interface ExtraOption {
  readonly id: string;
  readonly name: string;
  readonly with: MealType;
  readonly kind: string;
  readonly lines: readonly OptionLine[];
  readonly n: Nutrients;
  readonly maxPerDay: number;
}

/** The extras a day may add (data/extras.json). */
export const EXTRAS: ReadonlyArray<{ id: string; name: string; with: string; kind: string; lines: ReadonlyArray<{ ingredient: string; grams: number }> }> = extrasData.extras;

const FV = new Set<string>(foodGroups.vegetablesAndFruit);
const PULSE_COOKED = new Set<string>(foodGroups.pulsesCooked);
const PULSE_DRIED = new Set<string>(foodGroups.pulsesDried);
const DRIED_FRUIT = new Set<string>(foodGroups.driedFruit);
const JUICE = new Set<string>(foodGroups.juice);
const FREE_SUGARS = new Set<string>(foodGroups.freeSugars);

/** Adds to `into` what `grams` of an ingredient give, per `per` adult portions. */
export function addNutrients(into: Nutrients, ingredient: Ingredient, grams: number, per: number) {
  const g = grams / per;
  const n = ingredient.nutrition;
  into[N.kcal]! += ((n.energyKcal ?? 0) * g) / 100;
  into[N.protein]! += ((n.proteinG ?? 0) * g) / 100;
  into[N.fibre]! += ((n.fibreG ?? 0) * g) / 100;
  into[N.salt]! += ((n.saltG ?? 0) * g) / 100;
  into[N.carbohydrate]! += ((n.carbohydrateG ?? 0) * g) / 100;
  into[N.fat]! += ((n.fatG ?? 0) * g) / 100;
  into[N.sugars]! += ((n.sugarsG ?? 0) * g) / 100;
  const slug = ingredient.slug;
  if (FV.has(slug)) into[N.fv]! += g;
  else if (DRIED_FRUIT.has(slug)) into[N.fv]! += (g * 80) / 30;
  else if (PULSE_COOKED.has(slug)) into[N.pulse]! += g;
  else if (PULSE_DRIED.has(slug)) into[N.pulse]! += g * foodGroups.dryToCooked;
  else if (JUICE.has(slug)) into[N.juice]! += (g * 80) / 150;
  if (FREE_SUGARS.has(slug)) into[N.freeSugars]! += ((n.sugarsG ?? 0) * g) / 100;
}

const PROTEIN_GROUPS: Array<[string, (i: Ingredient) => boolean]> = [
  ['fish', (i) => i.contains.includes('fish') || i.contains.includes('shellfish')],
  ['poultry', (i) => i.contains.includes('poultry')],
  ['pork', (i) => i.contains.includes('pork')],
  ['red meat', (i) => i.contains.includes('meat')],
  ['eggs', (i) => i.contains.includes('egg')],
  ['pulses', (i) => PULSE_COOKED.has(i.slug) || PULSE_DRIED.has(i.slug) || /tofu|soya|edamame|tempeh|quorn|meat-free/.test(i.slug)],
  ['dairy', (i) => i.contains.includes('dairy')],
];

const PROTEIN_SOURCES = ['other', ...PROTEIN_GROUPS.map(([name]) => name)];

/** Where a dish's protein mostly comes from: the group of the ingredient that gives it the most protein. */
export function proteinSourceOf(view: RecipeView, ingredient: (slug: string) => Ingredient | undefined): string {
  let best = 'other';
  let most = 0;
  view.recipe.ingredients.forEach((line, k) => {
    const ing = ingredient(line.ingredient);
    if (!ing) return;
    const protein = ((ing.nutrition.proteinG ?? 0) * view.facts.gramsPerLine[k]!) / 100;
    const group = PROTEIN_GROUPS.find(([, test]) => test(ing))?.[0];
    if (group && protein > most) {
      most = protein;
      best = group;
    }
  });
  return best;
}

/** A pack of each ingredient at the plan's chain, indexed for the basket. */
export class IngredientIndex {
  readonly slugs: string[] = [];
  readonly packG: number[] = [];
  readonly price: number[] = [];
  readonly perishable: boolean[] = [];
  /** The share of a perishable pack remainder that goes off before it can be used (remainder-life.ts). */
  readonly wasteShare: number[] = [];
  private readonly indexOf = new Map<string, number>();

  constructor(
    private readonly snapshot: CatalogueSnapshot,
    private readonly chain: string,
  ) {}

  of(slug: string): number | null {
    const known = this.indexOf.get(slug);
    if (known !== undefined) return known;
    const ingredient = this.snapshot.ingredient(slug);
    const product = this.snapshot.product(slug, this.chain);
    if (!ingredient || !product) return null;
    const grams = packGrams(ingredient, { size: product.packSize, unit: product.packUnit });
    if (!grams.ok) return null;
    const i = this.slugs.length;
    this.slugs.push(slug);
    this.indexOf.set(slug, i);
    this.packG.push(grams.value);
    this.price.push(product.pricePence);
    this.perishable.push(ingredient.perishable);
    this.wasteShare.push(remainderWasteShare(ingredient));
    return i;
  }
}

/** The hard rules every dish and extra obeys: diet, allergies, the foods the household avoids, the chat's exclusions. */
export function allowedByHousehold(view: RecipeView, request: PlanRequest): boolean {
  const excluded = allergensExcluded(request.allergies);
  const notWanted = new Set(request.excludeRecipeIds ?? []);
  return (
    !notWanted.has(view.recipe.id) &&
    // Every line of the recipe, by ingredient and by group ("pork" covers bacon, ham, chorizo...).
    (!request.avoids?.length || avoidedLine(view.recipe.ingredients, avoidedIngredients(request.avoids)) === null) &&
    // "May contain" counts: a parent of a child with an allergy buys nothing uncertain unasked.
    !view.facts.allergens.some((a) => excluded.has(a)) &&
    !view.facts.mayContain.some((a) => excluded.has(a)) &&
    request.diets.every((diet) => dietAllows(diet, view.facts)) &&
    view.costs.some((c) => c.chain === request.chain)
  );
}

/** The recipes a slot may hold as its dish: every hard rule (diet, allergy, skill time, role, meal type) applied. */
export function eligibleRecipes(snapshot: CatalogueSnapshot, request: PlanRequest, mealType: MealType): RecipeView[] {
  // The longest any day allows (the household's own limits, else its skill's usual time); each day's slots keep theirs (planner.ts).
  // A recipe pinned by hand may take longer (the plan says so on its card).
  const maxMinutes = longestMinutes(request);
  const pinned = new Set((request.locked ?? []).map((l) => l.recipeId));
  return snapshot.allRecipes().filter((view) => dishFits(view.recipe, mealType) && (view.facts.totalMinutes <= maxMinutes || pinned.has(view.recipe.id)) && allowedByHousehold(view, request));
}

/** A recipe that can be the dish of a slot: breakfast at breakfast; a main or light meal at lunch and dinner; a snack or dessert as a snack. */
export function dishFits(recipe: Recipe, mealType: MealType): boolean {
  switch (mealType) {
    case 'breakfast':
      return recipe.role === 'breakfast';
    case 'lunch':
    case 'dinner':
      return (recipe.role === 'main' || recipe.role === 'light') && recipe.mealTypes.includes(mealType);
    case 'snack':
      return recipe.role === 'snack' || recipe.role === 'dessert';
  }
}

/** A light meal that names no side comes with salad or vegetables (it may already hold bread: toast, a wrap). */
const LIGHT_MEAL_SIDES: readonly SideKind[] = ['salad', 'vegetables'];

/**
 * The options worth considering: the union of the cheapest, and the cheapest for each thing the targets ask
 * for (energy, protein, fibre, fruit and vegetables), and the cheapest of the household's cuisines. An option
 * outside all of these is beaten on cost by one inside for every aim; dropping it keeps the search fast.
 * Locked recipes always stay.
 */
export function pruneOptions(options: MealOption[], keep: ReadonlySet<string>): MealOption[] {
  if (options.length <= 80) return options;
  const cost = (o: MealOption) => o.usedCostPerPortion;
  const chosen = new Set<MealOption>(options.filter((o) => keep.has(o.main.recipe.id)));
  const take = (score: (o: MealOption) => number, n: number, from: MealOption[] = options) => {
    [...from].sort((a, b) => score(a) - score(b) || a.main.recipe.id.localeCompare(b.main.recipe.id)).slice(0, n).forEach((o) => chosen.add(o));
  };
  const per = (k: number) => (o: MealOption) => cost(o) / Math.max(1e-6, o.n[k]!);
  take(cost, 30);
  take(per(N.kcal), 20);
  take(per(N.protein), 15);
  take(per(N.fibre), 10);
  take((o) => cost(o) / Math.max(1e-6, o.n[N.fv]! + o.n[N.pulse]!), 10);
  take((o) => o.n[N.salt]! / Math.max(1, o.n[N.kcal]!), 5);
  take(cost, 15, options.filter((o) => o.cuisinePreferred));
  return options.filter((o) => chosen.has(o));
}

export interface OptionsBuilt {
  readonly byMealType: Map<MealType, MealOption[]>;
  readonly extras: ExtraOption[];
  readonly index: IngredientIndex;
}

/**
 * Every meal option of each planned meal type, at the request's chain, per adult portion; remembered for
 * the catalogue snapshot and the request's rules (a swap, a re-plan and the same household's next plan
 * reuse them).
 * A main with `servedWith` comes with the cheapest side of each kind it names (a curry with rice, or with
 * naan); a light meal always comes with a side; a side is never a meal on its own.
 */
const CACHE_SIZE = 200;
const cache = new WeakMap<CatalogueSnapshot, Map<string, OptionsBuilt>>();

export function buildOptions(snapshot: CatalogueSnapshot, request: PlanRequest): OptionsBuilt {
  const key = JSON.stringify([
    request.chain, [...request.diets].sort(), [...request.allergies].sort(), [...request.cuisines].sort(), request.skill, request.maxMinutes ?? null, request.timeLimits ?? null,
    [...(request.excludeRecipeIds ?? [])].sort(), [...(request.avoids ?? [])].sort(), request.mealTypes, [...new Set((request.locked ?? []).map((l) => l.recipeId))].sort(),
  ]);
  const bySnapshot = cache.get(snapshot) ?? new Map<string, OptionsBuilt>();
  cache.set(snapshot, bySnapshot);
  const known = bySnapshot.get(key);
  if (known) return known;
  const built = buildOptionsAnew(snapshot, request);
  if (bySnapshot.size >= CACHE_SIZE) bySnapshot.delete(bySnapshot.keys().next().value!);
  bySnapshot.set(key, built);
  return built;
}

function buildOptionsAnew(snapshot: CatalogueSnapshot, request: PlanRequest): OptionsBuilt {
  const index = new IngredientIndex(snapshot, request.chain);
  const preferred = new Set(request.cuisines.map((c) => c.toLowerCase()));
  const ingredientOf = (slug: string) => snapshot.ingredient(slug);
  const costAt = (view: RecipeView) => view.costs.find((c) => c.chain === request.chain);

  // Sides by kind, cheapest adult portion first (a side's time counts with its main's).
  const sidesByKind = new Map<SideKind, RecipeView[]>();
  for (const view of snapshot.allRecipes()) {
    if (view.recipe.role !== 'side' || !view.recipe.sideKind || !allowedByHousehold(view, request)) continue;
    const list = sidesByKind.get(view.recipe.sideKind) ?? [];
    list.push(view);
    sidesByKind.set(view.recipe.sideKind, list);
  }
  for (const list of sidesByKind.values()) list.sort((a, b) => costAt(a)!.usedFractionPerServingPence - costAt(b)!.usedFractionPerServingPence || a.recipe.id.localeCompare(b.recipe.id));

  const linesOf = (view: RecipeView, into: Map<number, number>): boolean => {
    const factor = 1 / view.recipe.serves;
    for (const [k, line] of view.recipe.ingredients.entries()) {
      const i = index.of(line.ingredient);
      if (i === null) return false;
      into.set(i, (into.get(i) ?? 0) + view.facts.gramsPerLine[k]! * factor);
    }
    return true;
  };
  const nutrientsOf = (view: RecipeView, into: Nutrients) => {
    view.recipe.ingredients.forEach((line, k) => {
      const ing = snapshot.ingredient(line.ingredient);
      if (ing) addNutrients(into, ing, view.facts.gramsPerLine[k]!, view.recipe.serves);
    });
  };

  const optionFor = (main: RecipeView, side: RecipeView | null): MealOption | null => {
    const grams = new Map<number, number>();
    const mainGrams = new Map<number, number>();
    const sideGrams = new Map<number, number>();
    if (!linesOf(main, grams) || (side && !linesOf(side, grams))) return null;
    linesOf(main, mainGrams);
    if (side) linesOf(side, sideGrams);
    const n = new Float64Array(N_SIZE);
    nutrientsOf(main, n);
    if (side) nutrientsOf(side, n);
    let mainIngredient = -1;
    let heaviest = -1;
    main.recipe.ingredients.forEach((line, k) => {
      if (main.facts.gramsPerLine[k]! > heaviest) {
        heaviest = main.facts.gramsPerLine[k]!;
        mainIngredient = index.of(line.ingredient) ?? -1;
      }
    });
    const proteinSource = proteinSourceOf(main, ingredientOf);
    const used = (view: RecipeView) => costAt(view)!.totalUsedPence / view.recipe.serves;
    const named = [...grams].map(([i, g]) => ({ slug: index.slugs[i]!, grams: g }));
    return {
      main,
      side,
      lines: [...grams].map(([ingredient, g]) => ({ ingredient, grams: g })),
      mainLines: [...mainGrams].map(([ingredient, g]) => ({ ingredient, grams: g })),
      sideLines: [...sideGrams].map(([ingredient, g]) => ({ ingredient, grams: g })),
      n,
      cuisinePreferred: preferred.size === 0 || preferred.has(main.recipe.cuisine.toLowerCase()),
      mainIngredient,
      proteinSource,
      proteinSourceId: PROTEIN_SOURCES.indexOf(proteinSource),
      usedCostPerPortion: used(main) + (side ? used(side) : 0),
      carbBase: carbBaseOf(named),
      flavourBase: flavourBaseOf(main.recipe.name, named),
      meatOrFish: main.facts.contains.some((c) => MEAT_OR_FISH.has(c)),
    };
  };

  const byMealType = new Map<MealType, MealOption[]>();
  for (const mealType of request.mealTypes) {
    const options: MealOption[] = [];
    for (const view of eligibleRecipes(snapshot, request, mealType)) {
      const { recipe } = view;
      const kinds = recipe.servedWith?.length ? recipe.servedWith : recipe.role === 'light' ? LIGHT_MEAL_SIDES : [];
      if (!kinds.length || mealType === 'breakfast' || mealType === 'snack') {
        const option = optionFor(view, null);
        if (option) options.push(option);
        continue;
      }
      let paired = 0;
      for (const kind of kinds) {
        // A side cooks alongside its main (its time is not added); the cheapest of the main's cuisine, or the cheapest.
        const sides = sidesByKind.get(kind) ?? [];
        const side = sides.find((s) => s.recipe.cuisine === recipe.cuisine) ?? sides[0];
        if (!side) continue;
        const option = optionFor(view, side);
        if (option) {
          options.push(option);
          paired += 1;
        }
        if (paired >= 3) break;
      }
      // A main whose sides this household cannot have is still a meal on its own; a light meal is not.
      if (!paired && recipe.role === 'main') {
        const option = optionFor(view, null);
        if (option) options.push(option);
      }
    }
    byMealType.set(mealType, pruneOptions(options, new Set((request.locked ?? []).map((l) => l.recipeId))));
  }

  const extras: ExtraOption[] = [];
  const nutAllergy = hasNutAllergy(request.allergies);
  for (const raw of extrasData.extras) {
    const lines: OptionLine[] = [];
    const n = new Float64Array(N_SIZE);
    const recipe: Recipe = {
      id: `extra:${raw.id}`, name: raw.name, description: '', cuisine: 'British', mealTypes: ['snack'], role: 'snack', difficulty: 'beginner',
      prepMinutes: 0, cookMinutes: 0, serves: 1, steps: [], ingredients: raw.lines.map((l) => ({ ingredient: l.ingredient, quantity: l.grams, unit: 'g' })),
    };
    const ingredients = new Map<string, Ingredient>();
    let usable = true;
    for (const l of raw.lines) {
      const ing = snapshot.ingredient(l.ingredient);
      const i = index.of(l.ingredient);
      if (!ing || i === null) {
        usable = false;
        break;
      }
      ingredients.set(ing.slug, ing);
      lines.push({ ingredient: i, grams: l.grams });
      addNutrients(n, ing, l.grams, 1);
    }
    if (!usable) continue;
    const facts = deriveRecipeFacts(recipe, ingredients);
    if (!facts.ok) continue;
    const view: RecipeView = { recipe, facts: facts.value, costs: [{ chain: request.chain } as RecipeView['costs'][number]] };
    if (!allowedByHousehold(view, request)) continue;
    // A household with any nut allergy is never offered a nut extra (a peanut allergy does not make cashews safe to add unasked).
    if (nutAllergy && view.facts.allergens.some((a) => a === 'peanuts' || a === 'tree-nuts')) continue;
    const withSlot = (request.mealTypes as readonly string[]).includes(raw.with) ? (raw.with as MealType) : 'snack';
    const maxPerDay = 'maxPerDay' in raw && typeof raw.maxPerDay === 'number' ? raw.maxPerDay : 1;
    extras.push({ id: raw.id, name: raw.name, with: withSlot, kind: raw.kind, lines, n, maxPerDay });
  }
  return { byMealType, extras, index };
}

import { beforeAll, describe, expect, it } from 'vitest';
import { NUTRIENT_KEYS } from '@larder/domain/catalogue/ingredient';
import { ALLERGENS, AISLES, DIET_FACTS } from '@larder/domain/catalogue/ingredient';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { toGrams } from '@larder/domain/catalogue/units';
import { formatCoverage, libraryCoverage, nearCopies, roleProblems } from '@larder/domain/catalogue/library-rules';
import { type CatalogueFiles, catalogueDataFromFiles, readCatalogueFiles, splitNutrition } from '../src/catalogue-seed';

/**
 * The shipped catalogue's quality: it fails on an ingredient that does not resolve, a recipe with fewer
 * than 3 steps, nutrition known for under 95 % of a recipe's weight, a vegetarian recipe with meat or
 * fish, an allergen an ingredient's name shows but its flags miss, a price without source and date, a recipe
 * outside its role's rules (role, portion, side kind, keeping), a near-copy, or a library short of a floor of
 * issue 16 (the rules live in the domain: catalogue/library-rules).
 */
let files: CatalogueFiles;
let snapshot: CatalogueSnapshot;
beforeAll(() => {
  const read = readCatalogueFiles();
  if (!read) throw new Error('catalogue/generated is missing: run node packages/adapters-db/catalogue/build/build-catalogue.mjs');
  files = read;
  snapshot = new CatalogueSnapshot(catalogueDataFromFiles(files));
});

/** Words in an ingredient's name that mean an allergen, and names that look like them but are not. */
const ALLERGEN_WORDS: Array<{ allergen: string; words: RegExp; unless?: RegExp }> = [
  { allergen: 'milk', words: /\b(milk|cheese|cheddar|mozzarella|parmesan|butter|cream|yoghurt|yogurt|ghee|paneer|feta|halloumi|mascarpone|ricotta|brie|stilton|crème fraîche|creme fraiche|custard)\b/i, unless: /custard powder|salad cream|\b(coconut|oat|soya|almond|peanut|plant|vegan|dairy-free|cocoa|rice|nut) (milk|cream|butter|drink|yoghurt|yogurt)|peanut butter|almond butter|butter beans?|butternut|creamed coconut|cream crackers?|cream of tartar|ice cream cone|coconut cream|coconut milk|buttermilk substitute/i },
  { allergen: 'gluten', words: /\b(wheat|flour|bread|breadcrumbs|pasta|spaghetti|penne|fusilli|macaroni|lasagne|tagliatelle|linguine|noodles?|udon|couscous|bulgur|barley|rye|spelt|pitta|naan|tortillas?|wraps?|crumpets?|biscuits?|digestive|baguette|croissants?|pastry|semolina|soy sauce|seitan|bagels?|muffins?|cannelloni|orzo|gnocchi)\b/i, unless: /pasta sauce|tortilla chips|\b(rice|gram|chickpea|corn|cornflour|buckwheat|gluten-free|coconut|potato|tapioca|almond) (flour|noodles?|tortillas?|pasta|bread|wraps?)|cornflour|rice noodles|rice paper|glass noodles|gluten-free|tamari|corn tortillas/i },
  { allergen: 'eggs', words: /\b(eggs?|mayonnaise|mayo|meringue|egg noodles)\b/i, unless: /\beggless|vegan mayo|aubergine|eggplant/i },
  { allergen: 'fish', words: /\b(fish|salmon|tuna|cod|haddock|mackerel|sardines?|anchov(y|ies)|pollock|trout|kippers?|plaice|hake|sea bass|worcestershire)\b/i, unless: /fish ?cakes? mix|vegan/i },
  { allergen: 'crustaceans', words: /\b(prawns?|shrimps?|crab|lobster|langoustines?)\b/i },
  { allergen: 'molluscs', words: /\b(mussels?|clams?|squid|octopus|oysters?|scallops?|oyster sauce)\b/i },
  { allergen: 'soya', words: /\b(soy|soya|tofu|edamame|miso|tempeh|tamari)\b/i },
  { allergen: 'sesame', words: /\b(sesame|tahini|hummus|houmous)\b/i },
  { allergen: 'peanuts', words: /\b(peanuts?|satay)\b/i },
  { allergen: 'tree-nuts', words: /\b(almonds?|walnuts?|cashews?|hazelnuts?|pistachios?|pecans?|pine nuts|brazil nuts|macadamias?|pesto|marzipan)\b/i },
  { allergen: 'mustard', words: /\bmustard\b/i },
  { allergen: 'celery', words: /\b(celery|celeriac)\b/i },
];
const MEAT_OR_FISH_AISLES = new Set(['Meat & Poultry', 'Fish & Seafood']);

describe('the shipped catalogue', () => {
  it('has at least 400 ingredients and every recipe resolving, with unique ids and slugs', () => {
    expect(files.ingredients.length).toBeGreaterThanOrEqual(400);
    expect(files.recipes.length).toBeGreaterThanOrEqual(300);
    expect(snapshot.problems).toEqual([]);
    expect(new Set(files.recipes.map((r) => r.id)).size).toBe(files.recipes.length);
    expect(new Set(files.ingredients.map((i) => i.slug)).size).toBe(files.ingredients.length);
  });

  it('every ingredient has a known aisle, allergens and diet facts, a weighable pack, and sourced nutrition', () => {
    const bad: string[] = [];
    for (const raw of files.ingredients) {
      if (!(AISLES as readonly string[]).includes(raw.aisle)) bad.push(`${raw.slug}: aisle ${raw.aisle}`);
      for (const a of raw.allergens ?? []) if (!(ALLERGENS as readonly string[]).includes(a)) bad.push(`${raw.slug}: allergen ${a}`);
      for (const c of raw.contains ?? []) if (!(DIET_FACTS as readonly string[]).includes(c)) bad.push(`${raw.slug}: diet fact ${c}`);
      const ingredient = snapshot.ingredient(raw.slug)!;
      if (!toGrams(raw.pack.size, raw.pack.unit, ingredient).ok) bad.push(`${raw.slug}: pack ${raw.pack.size} ${raw.pack.unit} cannot be weighed`);
      const { nutrition, sources } = splitNutrition(raw);
      for (const key of NUTRIENT_KEYS) if (nutrition[key] !== null && !sources[key]) bad.push(`${raw.slug}: ${key} without a source`);
    }
    expect(bad).toEqual([]);
  });

  it('paleo’s facts agree with the allergens: gluten comes from a grain, soya and peanuts are legumes', () => {
    const bad = files.ingredients.flatMap((raw) => {
      const has = (fact: string) => (raw.contains ?? []).includes(fact);
      const allergens = raw.allergens ?? [];
      return [
        ...(allergens.includes('gluten') && !has('grain') ? [`${raw.slug}: gluten without grain`] : []),
        ...((allergens.includes('soya') || allergens.includes('peanuts')) && !has('legume') ? [`${raw.slug}: soya or peanuts without legume`] : []),
      ];
    });
    expect(bad).toEqual([]);
    for (const fact of ['grain', 'legume', 'refined-sugar']) expect(files.ingredients.filter((i) => (i.contains ?? []).includes(fact)).length, fact).toBeGreaterThan(20);
    expect(snapshot.allRecipes().filter((v) => v.facts.dietaryTags.includes('Paleo')).length).toBeGreaterThan(0);
  });

  it('every recipe has 3 or more real steps, sensible times and servings', () => {
    const bad = files.recipes.filter(
      (r) => r.steps.length < 3 || r.steps.some((s) => s.trim().length < 15) || r.prepMinutes < 0 || r.cookMinutes < 0 || r.prepMinutes + r.cookMinutes <= 0 || r.serves < 1 || !r.description.trim(),
    );
    expect(bad.map((r) => r.id)).toEqual([]);
  });

  it('nutrition is known for at least 95 % of every recipe’s weight', () => {
    const low = snapshot.allRecipes().filter((v) => v.facts.nutritionCoverage < 0.95);
    expect(low.map((v) => `${v.recipe.id} ${(v.facts.nutritionCoverage * 100).toFixed(0)} %`)).toEqual([]);
  });

  it('no recipe tagged vegetarian or vegan holds meat or fish', () => {
    const bad: string[] = [];
    for (const view of snapshot.allRecipes()) {
      if (!view.facts.dietaryTags.includes('Vegetarian')) continue;
      for (const line of view.recipe.ingredients) {
        const ingredient = snapshot.ingredient(line.ingredient)!;
        if (MEAT_OR_FISH_AISLES.has(ingredient.aisle) || /\b(chicken|beef|pork|lamb|bacon|ham|sausages?|chorizo|salami|gelatine|anchov|fish sauce|prawns?|tuna|salmon)\b/i.test(ingredient.name)) {
          if (!/\b(vegetarian|vegan|meat-free|plant|quorn|meatless)\b/i.test(ingredient.name)) bad.push(`${view.recipe.id}: ${ingredient.name}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('no ingredient whose name shows an allergen misses its flag (so no recipe misses it)', () => {
    const bad: string[] = [];
    for (const raw of files.ingredients) {
      for (const rule of ALLERGEN_WORDS) {
        if (rule.words.test(raw.name) && !(rule.unless?.test(raw.name) ?? false) && !(raw.allergens ?? []).includes(rule.allergen)) bad.push(`${raw.slug} (${raw.name}): ${rule.allergen}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('every ingredient is priced at every chain, each price with a source, a date and the estimate label', () => {
    const bad: string[] = [];
    for (const p of files.products) {
      if (!p.source?.trim()) bad.push(`${p.ingredient}@${p.chain}: no source`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(p.priceDate ?? '') || Number.isNaN(Date.parse(p.priceDate))) bad.push(`${p.ingredient}@${p.chain}: no date`);
      if (!(Number.isInteger(p.pricePence) && p.pricePence > 0)) bad.push(`${p.ingredient}@${p.chain}: price ${p.pricePence}`);
      if (!/estimate/i.test(p.source)) bad.push(`${p.ingredient}@${p.chain}: not labelled an estimate`);
    }
    for (const slug of snapshot.ingredientSlugs()) for (const chain of snapshot.chains) if (!snapshot.product(slug, chain)) bad.push(`${slug}: no price at ${chain}`);
    expect(snapshot.chains).toEqual(expect.arrayContaining(['Tesco', "Sainsbury's", 'ASDA', 'Aldi', 'Lidl']));
    expect(bad).toEqual([]);
  });

  it('covers every cuisine, meal type and skill, with cheap meals for households on a budget', () => {
    const views = snapshot.allRecipes();
    for (const cuisine of ['British', 'Italian', 'Indian', 'Mediterranean', 'Chinese', 'Mexican', 'Thai', 'French', 'Japanese']) {
      expect(views.filter((v) => v.recipe.cuisine === cuisine).length, cuisine).toBeGreaterThanOrEqual(10);
    }
    for (const meal of ['breakfast', 'lunch', 'dinner', 'snack'] as const) expect(views.filter((v) => v.recipe.mealTypes.includes(meal)).length, meal).toBeGreaterThanOrEqual(20);
    expect(views.filter((v) => v.facts.totalMinutes <= 30).length).toBeGreaterThanOrEqual(60);
    expect(views.filter((v) => v.facts.dietaryTags.includes('Vegan')).length).toBeGreaterThanOrEqual(30);
    expect(views.filter((v) => (v.costs[0]?.usedFractionPerServingPence ?? Infinity) <= 150).length).toBeGreaterThanOrEqual(100);
  });

  it('every recipe plays a known role with a portion in its range, sides say their kind, and cooked food keeps at most two days', () => {
    const bad = snapshot.allRecipes().flatMap((v) => roleProblems(v.recipe, v.facts).map((p) => `${v.recipe.id}: ${p}`));
    expect(bad).toEqual([]);
  });

  it('no recipe is a near-copy of another (the same ingredients under much the same name)', () => {
    expect(nearCopies(files.recipes as unknown as Parameters<typeof nearCopies>[0]).map((c) => `${c.a} ~ ${c.b}`)).toEqual([]);
  });

  it('meets every coverage floor: 1000 recipes, each diet’s mains, breakfasts and light meals, each cuisine, quick beginner recipes, batch-friendly mains', () => {
    const lines = libraryCoverage(snapshot.allRecipes());
    const short = lines.filter((l) => l.count < l.floor);
    expect(short.length ? formatCoverage(short) : '').toBe('');
  });
});

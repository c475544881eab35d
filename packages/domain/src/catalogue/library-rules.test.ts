import { describe, expect, it } from 'vitest';
import type { Ingredient } from './ingredient';
import { type LibraryRecipe, LIBRARY_FLOORS, formatCoverage, isBatchMain, libraryCoverage, nearCopies, roleProblems } from './library-rules';
import { type Recipe, deriveRecipeFacts } from './recipe';

const per100 = (kcal: number, carbs: number) => ({ energyKcal: kcal, proteinG: 5, carbohydrateG: carbs, fatG: 5, fibreG: 1, sugarsG: 1, saltG: 0.1 });
const make = (slug: string, kcal: number, carbs: number, extra: Partial<Ingredient> = {}): Ingredient => ({
  slug, name: slug, aisle: 'Pantry Items', allergens: [], contains: [], perishable: false, density: null, unitWeights: {}, nutrition: per100(kcal, carbs), pack: { size: 1000, unit: 'g' }, ...extra,
});
const catalogue = new Map<string, Ingredient>(
  [
    make('rice', 350, 78),
    make('chicken', 150, 0, { contains: ['meat', 'poultry'] }),
    make('cheese', 400, 0, { allergens: ['milk'], contains: ['dairy'] }),
    make('cabbage', 25, 4),
    make('salt', 0, 0),
    make('olive-oil', 880, 0),
    make('onion', 40, 9),
    make('unknown-kcal', 100, 10, { nutrition: { ...per100(1, 1), energyKcal: null } }),
  ].map((i) => [i.slug, i]),
);

const recipe = (over: Partial<Recipe> & { grams?: Record<string, number> } = {}): Recipe => {
  const { grams = { rice: 100, chicken: 150 }, ...rest } = over;
  return {
    id: 'r', name: 'Chicken and rice', description: 'd', cuisine: 'British', mealTypes: ['dinner'], role: 'main', keepsDays: 2, freezes: false,
    difficulty: 'beginner', prepMinutes: 10, cookMinutes: 20, serves: 1, steps: ['a', 'b', 'c'],
    ingredients: Object.entries(grams).map(([ingredient, quantity]) => ({ ingredient, quantity, unit: 'g' })),
    ...rest,
  };
};
const view = (r: Recipe): LibraryRecipe => {
  const facts = deriveRecipeFacts(r, catalogue);
  if (!facts.ok) throw new Error(facts.error.message);
  return { recipe: r, facts: facts.value };
};
const problems = (r: Recipe) => roleProblems(r, view(r).facts);

describe('a recipe’s role, portion and keeping', () => {
  it('accepts a main of 575 kcal that keeps two days', () => {
    expect(problems(recipe())).toEqual([]);
  });
  it('rejects an unknown role', () => {
    expect(problems(recipe({ role: 'starter' as Recipe['role'] }))).toEqual(['unknown role starter']);
  });
  it('rejects a portion outside the role’s range, and lets a main with its side be lighter', () => {
    const light = recipe({ grams: { chicken: 200 } }); // 300 kcal
    expect(problems(light)).toEqual(['300 kcal per serving is outside 450-800 for a main']);
    expect(problems({ ...light, servedWith: ['rice'] })).toEqual([]);
    expect(problems(recipe({ grams: { rice: 300 } }))).toEqual(['1050 kcal per serving is outside 450-800 for a main']);
    expect(problems(recipe({ role: 'snack', keepsDays: undefined, freezes: undefined }))).toEqual(['575 kcal per serving is outside 50-350 for a snack']);
  });
  it('asks a side for its kind and keeping, and never a side with a side', () => {
    const side = recipe({ role: 'side', grams: { rice: 75 } });
    expect(problems(side)).toEqual(['a side needs a sideKind']);
    expect(problems({ ...side, sideKind: 'rice' })).toEqual([]);
    expect(problems({ ...side, sideKind: 'chips' as Recipe['sideKind'] })).toEqual(['side kind chips is unknown']);
    expect(problems({ ...side, sideKind: 'rice', servedWith: ['salad'] })).toEqual(['a side is not served with another side']);
    expect(problems({ ...side, sideKind: 'rice', keepsDays: undefined, freezes: undefined })).toEqual(['keepsDays must be 0, 1 or 2', 'freezes must be true or false']);
  });
  it('checks the kinds a dish is served with, and who may have them', () => {
    expect(problems(recipe({ servedWith: ['rice', 'chips' as 'rice'] }))).toEqual(['servedWith chips is not a side kind']);
    expect(problems(recipe({ servedWith: ['rice', 'rice'] }))).toEqual(['servedWith repeats a kind']);
    expect(problems(recipe({ role: 'breakfast', servedWith: ['bread'], keepsDays: undefined, freezes: undefined }))).toEqual(['a breakfast is not served with a side']);
    expect(problems(recipe({ sideKind: 'rice' }))).toEqual(['a main has no sideKind']);
  });
  it('keeps cooked food no longer than two days in the fridge', () => {
    expect(problems(recipe({ keepsDays: 3 }))).toEqual(['keepsDays must be 0, 1 or 2']);
    expect(problems(recipe({ keepsDays: 1.5 }))).toEqual(['keepsDays must be 0, 1 or 2']);
  });
  it('rejects a recipe whose nutrition is known for under 95 % of its weight', () => {
    expect(problems(recipe({ grams: { rice: 100, chicken: 150, 'unknown-kcal': 30 } }))).toEqual(['nutrition covers 89 % of the weight']);
  });
});

describe('near-copies', () => {
  const a = recipe({ id: 'a', name: 'Chicken and rice bake', grams: { rice: 100, chicken: 150, onion: 50, cabbage: 50, salt: 1 } });
  it('finds the same ingredients under much the same name, seasoning and oil aside', () => {
    const b = recipe({ id: 'b', name: 'Baked chicken rice', grams: { rice: 80, chicken: 120, onion: 40, cabbage: 60, 'olive-oil': 10 } });
    expect(nearCopies([a, b])).toEqual([{ a: 'a', b: 'b', ingredientOverlap: 1, nameOverlap: 0.5 }]); // chicken, rice shared of chicken, rice, bake, baked
  });
  it('lets distinct dishes pass: other ingredients, or another name for another dish', () => {
    const cheesy = recipe({ id: 'c', name: 'Chicken and rice bake', grams: { rice: 100, cheese: 50, cabbage: 50 } });
    const renamed = recipe({ id: 'd', name: 'Hainanese poached supper', grams: { rice: 100, chicken: 150, onion: 50, cabbage: 50 } });
    expect(nearCopies([a, cheesy, renamed])).toEqual([]);
  });
  it('respects the thresholds it is given', () => {
    const close = recipe({ id: 'e', name: 'Chicken rice', grams: { rice: 100, chicken: 150, onion: 50, cheese: 5 } });
    expect(nearCopies([a, close])).toEqual([]);
    expect(nearCopies([a, close], { ingredientOverlap: 0.6, nameOverlap: 0.3 }).map((c) => c.b)).toEqual(['e']);
  });
});

describe('coverage', () => {
  const vegMain = recipe({ id: 'v', grams: { rice: 120, cheese: 40 } });
  const meatMain = recipe({ id: 'm', keepsDays: 1, freezes: false, difficulty: 'advanced' });
  const ketoLight = recipe({ id: 'k', role: 'light', grams: { chicken: 200 } });
  const breakfast = recipe({ id: 'b', role: 'breakfast', grams: { cabbage: 100, rice: 80 }, keepsDays: undefined, freezes: undefined });
  const lines = libraryCoverage([vegMain, meatMain, ketoLight, breakfast].map(view));
  const count = (label: string) => lines.find((l) => l.label === label)?.count;
  it('counts each diet’s mains, breakfasts and light meals by what the diet allows', () => {
    expect(count('recipes')).toBe(4);
    expect(count('Vegetarian main')).toBe(1);
    expect(count('Vegan main')).toBe(0);
    expect(count('Vegan breakfast')).toBe(1);
    expect(count('Halal main')).toBe(2);
    expect(count('Keto light')).toBe(1);
    expect(count('Keto main')).toBe(0);
    expect(count('Kosher main')).toBe(2);
    expect(count('British recipes')).toBe(4);
    expect(count('Thai recipes')).toBe(0);
  });
  it('counts quick beginner recipes and batch-friendly mains', () => {
    expect(count(`beginner recipes in ${LIBRARY_FLOORS.beginnerMaxMinutes} min or less`)).toBe(3);
    expect(count('batch-friendly mains (keep 2 days or freeze)')).toBe(1);
    expect(isBatchMain(view({ ...meatMain, freezes: true }))).toBe(true);
    expect(isBatchMain(view({ ...ketoLight, keepsDays: 2 }))).toBe(false);
  });
  it('puts each figure beside its floor and says by how much it falls short', () => {
    expect(lines.find((l) => l.label === 'recipes')?.floor).toBe(1000);
    const table = formatCoverage([{ label: 'recipes', count: 990, floor: 1000 }, { label: 'Vegan main', count: 61, floor: 60 }]);
    expect(table.split('\n')).toEqual(['recipes       990 / 1000  SHORT by 10', 'Vegan main     61 /   60  ok']);
  });
});

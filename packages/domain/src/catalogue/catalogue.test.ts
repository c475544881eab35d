import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Ingredient } from './ingredient';
import { type Recipe, deriveRecipeFacts } from './recipe';
import { type Product, recipeCostAt } from './cost';
import { toGrams } from './units';

const nutrition = (kcal: number, carbs: number, salt = 0) => ({ energyKcal: kcal, proteinG: 1, carbohydrateG: carbs, fatG: 1, fibreG: 1, sugarsG: 1, saltG: salt });
const make = (slug: string, extra: Partial<Ingredient> = {}): Ingredient => ({
  slug,
  name: slug,
  aisle: 'Pantry Items',
  allergens: [],
  contains: [],
  perishable: false,
  density: null,
  unitWeights: {},
  nutrition: nutrition(100, 10),
  pack: { size: 1000, unit: 'g' },
  ...extra,
});
const catalogue = new Map<string, Ingredient>(
  [
    make('onion', { unitWeights: { medium: 110 }, nutrition: nutrition(40, 9), perishable: true }),
    make('olive-oil', { density: 0.92, nutrition: nutrition(884, 0) }),
    make('cheddar', { allergens: ['milk'], contains: ['dairy'], nutrition: nutrition(416, 0.1, 1.8) }),
    make('chicken-thigh', { contains: ['meat', 'poultry'], nutrition: nutrition(177, 0) }),
    make('cod', { allergens: ['fish'], contains: ['fish'] }),
    make('spaghetti', { allergens: ['gluten'], nutrition: nutrition(356, 72) }),
    make('bacon', { contains: ['meat', 'pork'] }),
    make('parmesan', { allergens: ['milk'], contains: ['dairy', 'animal-rennet'] }),
    make('eggs', { allergens: ['eggs'], contains: ['egg'], unitWeights: { large: 68 } }),
    make('mystery', { nutrition: { ...nutrition(1, 1), energyKcal: null } }),
    make('no-fibre', { nutrition: { ...nutrition(1, 1), fibreG: null } }),
  ].map((i) => [i.slug, i]),
);
const recipe = (lines: Recipe['ingredients'], serves = 2): Recipe => ({
  id: 'r',
  name: 'R',
  description: '',
  cuisine: 'British',
  mealTypes: ['dinner'],
  role: 'main',
  difficulty: 'beginner',
  prepMinutes: 10,
  cookMinutes: 20,
  serves,
  ingredients: lines,
  steps: ['a', 'b', 'c'],
});

describe('units', () => {
  it('converts weights, volumes through density, spoons and counted units', () => {
    const oil = catalogue.get('olive-oil')!;
    expect(toGrams(2, 'kg', catalogue.get('onion')!)).toEqual({ ok: true, value: 2000 });
    expect(toGrams(1, 'tbsp', oil)).toEqual({ ok: true, value: 15 * 0.92 });
    expect(toGrams(2, 'tsp', oil)).toEqual({ ok: true, value: 10 * 0.92 });
    expect(toGrams(0.5, 'l', oil)).toEqual({ ok: true, value: 460 });
    expect(toGrams(2, 'medium', catalogue.get('onion')!)).toEqual({ ok: true, value: 220 });
    expect(toGrams(1, 'ml', catalogue.get('onion')!).ok).toBe(false);
    expect(toGrams(1, 'clove', catalogue.get('onion')!).ok).toBe(false);
    expect(toGrams(0, 'g', catalogue.get('onion')!).ok).toBe(false);
  });
  it('is linear in the quantity', () => {
    fc.assert(fc.property(fc.double({ min: 0.01, max: 1000, noNaN: true }), fc.constantFrom('g', 'kg', 'tbsp', 'ml'), (q, unit) => {
      const one = toGrams(1, unit, catalogue.get('olive-oil')!);
      const many = toGrams(q, unit, catalogue.get('olive-oil')!);
      return one.ok && many.ok && Math.abs(many.value - q * one.value) < 1e-6 * Math.max(1, many.value);
    }));
  });
});

describe('recipe facts', () => {
  it('derives allergens, diets and nutrition per serving from the ingredients', () => {
    const facts = deriveRecipeFacts(recipe([{ ingredient: 'spaghetti', quantity: 200, unit: 'g' }, { ingredient: 'cheddar', quantity: 50, unit: 'g' }, { ingredient: 'onion', quantity: 1, unit: 'medium' }]), catalogue);
    if (!facts.ok) throw new Error(facts.error.message);
    expect(facts.value.allergens).toEqual(['gluten', 'milk']);
    expect(facts.value.dietaryTags).toEqual(['Vegetarian', 'Pescatarian', 'Halal']);
    // (356*2 + 416*0.5 + 40*1.1) / 2 = 482
    expect(facts.value.nutritionPerServing.calories).toBe(482);
    expect(facts.value.nutritionPerServing.sodium).toBe(Math.round(((1.8 * 0.5) / 2) * 400));
    expect(facts.value.totalGrams).toBe(360);
    expect(facts.value.nutritionCoverage).toBe(1);
    expect(facts.value.totalMinutes).toBe(30);
  });
  it('never tags meat vegetarian, fish vegan, or pork halal', () => {
    const tags = (slug: string) => {
      const r = deriveRecipeFacts(recipe([{ ingredient: slug, quantity: 100, unit: 'g' }]), catalogue);
      if (!r.ok) throw new Error(r.error.message);
      return r.value.dietaryTags;
    };
    expect(tags('chicken-thigh')).not.toContain('Vegetarian');
    expect(tags('chicken-thigh')).not.toContain('Pescatarian');
    // Meat is halal only when bought halal: never plain "Halal".
    expect(tags('chicken-thigh')).toContain('Halal with halal meat');
    expect(tags('chicken-thigh')).not.toContain('Halal');
    expect(tags('cod')).toEqual(expect.arrayContaining(['Pescatarian']));
    expect(tags('cod')).not.toContain('Vegan');
    expect(tags('bacon')).not.toContain('Halal');
    expect(tags('parmesan')).not.toContain('Vegetarian');
    expect(tags('eggs')).toContain('Vegetarian');
    expect(tags('eggs')).not.toContain('Vegan');
    expect(tags('onion')).toEqual(expect.arrayContaining(['Vegan', 'Vegetarian', 'Gluten-free', 'Dairy-free', 'Low-carb', 'Keto']));
    expect(tags('spaghetti')).not.toContain('Low-carb');
  });
  it('reports nutrition coverage and refuses unknown ingredients or units', () => {
    const partial = deriveRecipeFacts(recipe([{ ingredient: 'onion', quantity: 300, unit: 'g' }, { ingredient: 'mystery', quantity: 100, unit: 'g' }]), catalogue);
    expect(partial.ok && partial.value.nutritionCoverage).toBe(0.75);
    const fibreless = deriveRecipeFacts(recipe([{ ingredient: 'no-fibre', quantity: 100, unit: 'g' }]), catalogue);
    expect(fibreless.ok && fibreless.value.nutritionCoverage).toBe(1);
    expect(deriveRecipeFacts(recipe([{ ingredient: 'unicorn', quantity: 1, unit: 'g' }]), catalogue).ok).toBe(false);
    expect(deriveRecipeFacts(recipe([{ ingredient: 'cheddar', quantity: 1, unit: 'tbsp' }]), catalogue).ok).toBe(false);
  });
});

describe('recipe cost', () => {
  const product = (ingredient: string, pricePence: number, packSize = 1000): Product => ({
    ingredient, chain: 'Aldi', name: ingredient, packSize, packUnit: 'g', pricePence, priceDate: '2025-01-01', source: 'test', estimate: true,
  });
  const products = new Map([['spaghetti', product('spaghetti', 100, 500)], ['onion', product('onion', 90)]]);
  it('prices whole packs and the used fraction per serving', () => {
    const r = recipe([{ ingredient: 'spaghetti', quantity: 600, unit: 'g' }, { ingredient: 'onion', quantity: 250, unit: 'g' }], 4);
    const facts = deriveRecipeFacts(r, catalogue);
    if (!facts.ok) throw new Error('facts');
    const cost = recipeCostAt(r, facts.value.gramsPerLine, catalogue, (slug) => products.get(slug), 'Aldi');
    // whole: 2 packs of spaghetti (200) + 1 bag of onions (90) = 290 / 4 = 72.5 -> 73; used: 120 + 22.5 = 142.5 / 4 -> 36
    expect(cost).toEqual({ ok: true, value: { chain: 'Aldi', wholePacksPerServingPence: 73, usedFractionPerServingPence: 36, totalUsedPence: 143, estimate: true } });
    expect(recipeCostAt(r, facts.value.gramsPerLine, catalogue, () => undefined, 'Aldi').ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { Allergen, DietFact, Ingredient } from './ingredient';
import { type Recipe, deriveRecipeFacts } from './recipe';
import { dietAllows } from '../planning/plan-request';
import { CatalogueSnapshot } from './snapshot';

const ingredient = (slug: string, contains: DietFact[] = [], allergens: Allergen[] = []): Ingredient => ({
  slug, name: slug, aisle: 'Pantry Items', allergens, contains, perishable: false, density: null, unitWeights: {},
  nutrition: { energyKcal: 200, proteinG: 10, carbohydrateG: 5, fatG: 10, fibreG: 1, sugarsG: 1, saltG: 0.1 }, pack: { size: 1000, unit: 'g' },
});
const catalogue = new Map(
  [
    ingredient('beef', ['meat']),
    ingredient('sweet-potato'),
    ingredient('honey', ['honey']),
    ingredient('rice', ['grain']),
    ingredient('lentils', ['legume']),
    ingredient('butter', ['dairy'], ['milk']),
    ingredient('sugar', ['refined-sugar']),
    // Facts missing but the allergen shows them: still not paleo.
    ingredient('flour-unmarked', [], ['gluten']),
    ingredient('tofu-unmarked', [], ['soya']),
    ingredient('peanuts-unmarked', [], ['peanuts']),
  ].map((i) => [i.slug, i] as const),
);
const recipeOf = (id: string, slugs: string[]): Recipe => ({
  id, name: id, description: 'd', cuisine: 'British', mealTypes: ['dinner'], role: 'main', difficulty: 'beginner', prepMinutes: 5, cookMinutes: 5, serves: 1, steps: ['a', 'b', 'c'],
  ingredients: slugs.map((s) => ({ ingredient: s, quantity: 100, unit: 'g' })),
});
const facts = (...slugs: string[]) => {
  const recipe: Recipe = {
    id: 'r', name: 'R', description: 'd', cuisine: 'British', mealTypes: ['dinner'], role: 'main', difficulty: 'beginner', prepMinutes: 5, cookMinutes: 5, serves: 1, steps: ['a', 'b', 'c'],
    ingredients: slugs.map((s) => ({ ingredient: s, quantity: 100, unit: 'g' })),
  };
  const derived = deriveRecipeFacts(recipe, catalogue);
  if (!derived.ok) throw new Error(derived.error.message);
  return derived.value;
};

describe('paleo, derived from the ingredients', () => {
  it('tags meat, vegetables and honey paleo, and the planner allows it', () => {
    const f = facts('beef', 'sweet-potato', 'honey');
    expect(f.dietaryTags).toContain('Paleo');
    expect(dietAllows('Paleo', f)).toBe(true);
    expect(dietAllows('paleo', f)).toBe(true);
  });
  it('refuses each of grain, legume, dairy and refined sugar', () => {
    for (const slug of ['rice', 'lentils', 'butter', 'sugar']) {
      const f = facts('beef', slug);
      expect(f.dietaryTags, slug).not.toContain('Paleo');
      expect(dietAllows('Paleo', f), slug).toBe(false);
    }
  });
  it('refuses gluten, soya and peanuts even where the facts were not written', () => {
    for (const slug of ['flour-unmarked', 'tofu-unmarked', 'peanuts-unmarked']) expect(dietAllows('Paleo', facts('sweet-potato', slug)), slug).toBe(false);
  });
  it('is its own rule, not gluten-free and dairy-free together', () => {
    const riceDish = facts('beef', 'rice');
    expect(riceDish.dietaryTags).toEqual(expect.arrayContaining(['Gluten-free', 'Dairy-free']));
    expect(dietAllows('Paleo', riceDish)).toBe(false);
  });
  it('is a filter of the recipe search (the recipes page), in any case', () => {
    const snapshot = new CatalogueSnapshot({ ingredients: [...catalogue.values()], products: [], recipes: [recipeOf('steak-and-sweet-potato', ['beef', 'sweet-potato']), recipeOf('beef-and-rice', ['beef', 'rice'])] });
    expect(snapshot.search({ diet: 'paleo', page: 1, pageSize: 10 }).items.map((v) => v.recipe.id)).toEqual(['steak-and-sweet-potato']);
    expect(snapshot.search({ diet: 'Paleo', page: 1, pageSize: 10 }).total).toBe(1);
  });
});

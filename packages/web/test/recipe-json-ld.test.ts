import { describe, expect, it } from 'vitest';
import type { TRecipe } from '@larder/contract/recipes';
import { buildRecipeJsonLd, jsonLdText } from '../src/features/recipes/utils/recipe-json-ld';

const recipe: TRecipe = {
  id: 'spaghetti-bolognese',
  name: 'Spaghetti bolognese',
  description: 'A family favourite.',
  imageUrl: '/api/recipes/spaghetti-bolognese/image.svg',
  prepTime: 10,
  cookTime: 80,
  totalTime: 90,
  serves: 4,
  estimatedCost: '4.23',
  costPerServing: '1.06',
  costChain: 'Aldi',
  costs: [{ chain: 'Aldi', perServing: '1.06', perServingWholePacks: '2.28', estimate: true }],
  difficulty: 'intermediate',
  cuisine: 'Italian',
  mealTypes: ['dinner'],
  dietaryTags: ['Dairy-free', 'Halal'],
  allergens: ['gluten'],
  instructions: ['Soften the onion in the oil.', 'Brown the mince.'],
  calories: 750,
  protein: 37.4,
  carbohydrates: 80.2,
  fat: 27,
  fiber: 5.1,
  sugar: 9,
  sodium: 180,
  nutritionCoverage: 1,
};
const ingredients = [
  { quantity: 400, unit: 'g', name: 'Spaghetti', notes: null },
  { quantity: 1, unit: 'medium', name: 'Onion', notes: 'chopped' },
];

describe('buildRecipeJsonLd', () => {
  const ld = buildRecipeJsonLd(recipe, ingredients, 'https://larder.example');

  it('is a schema.org Recipe with absolute links', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Spaghetti bolognese',
      description: 'A family favourite.',
      image: ['https://larder.example/api/recipes/spaghetti-bolognese/image.svg'],
      url: 'https://larder.example/recipes/spaghetti-bolognese',
      recipeCuisine: 'Italian',
      recipeCategory: ['Dinner'],
      recipeYield: '4 servings',
      suitableForDiet: ['https://schema.org/HalalDiet'],
    });
  });

  it('writes times as ISO 8601 durations', () => {
    expect(ld).toMatchObject({ prepTime: 'PT10M', cookTime: 'PT1H20M', totalTime: 'PT1H30M' });
  });

  it('lists ingredients as text and instructions as numbered steps', () => {
    expect(ld.recipeIngredient).toEqual(['400 g Spaghetti', '1 medium Onion, chopped']);
    expect(ld.recipeInstructions).toEqual([
      { '@type': 'HowToStep', position: 1, text: 'Soften the onion in the oil.' },
      { '@type': 'HowToStep', position: 2, text: 'Brown the mince.' },
    ]);
  });

  it('gives nutrition per serving with units', () => {
    expect(ld.nutrition).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '1 serving',
      calories: '750 calories',
      proteinContent: '37.4 g',
      carbohydrateContent: '80.2 g',
      fatContent: '27 g',
      fiberContent: '5.1 g',
      sugarContent: '9 g',
      sodiumContent: '180 mg',
    });
  });

  it('leaves out suitableForDiet when no tag has a schema.org diet, and says "1 serving"', () => {
    const one = buildRecipeJsonLd({ ...recipe, serves: 1, dietaryTags: ['Low-carb'] }, [], 'https://larder.example');
    expect(one).not.toHaveProperty('suitableForDiet');
    expect(one.recipeYield).toBe('1 serving');
  });
});

describe('jsonLdText', () => {
  it('cannot end its script element early, and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & more' };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)).toEqual(data);
  });
});

import type { TRecipe } from '@larder/contract/recipes';
import { isoDuration } from './duration';
import { ingredientText } from './ingredient-line';

type Ingredient = { quantity: number; unit: string; name: string; notes: string | null };

/** schema.org diets for the dietary tags that have one (Low-carb, Keto, Pescatarian and Dairy-free have none). */
const DIETS: Record<string, string> = {
  Vegetarian: 'https://schema.org/VegetarianDiet',
  Vegan: 'https://schema.org/VeganDiet',
  'Gluten-free': 'https://schema.org/GlutenFreeDiet',
  Halal: 'https://schema.org/HalalDiet',
};

const CATEGORY: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

/** A schema.org Recipe (https://schema.org/Recipe) for search engines; data only, never executed. */
export function buildRecipeJsonLd(recipe: TRecipe, ingredients: readonly Ingredient[], origin: string): Record<string, unknown> {
  const absolute = (url: string) => {
    try {
      return new URL(url, origin).href;
    } catch {
      return url;
    }
  };
  const diets = recipe.dietaryTags.map((t) => DIETS[t]).filter((d): d is string => d !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    image: [absolute(recipe.imageUrl)],
    // A library recipe's public page is its address on the web; an own recipe's is the household's own page.
    url: absolute(`${recipe.id.startsWith('own-') ? '/recipe/' : '/recipes/'}${encodeURIComponent(recipe.id)}`),
    prepTime: isoDuration(recipe.prepTime),
    cookTime: isoDuration(recipe.cookTime),
    totalTime: isoDuration(recipe.totalTime),
    recipeYield: recipe.serves === 1 ? '1 serving' : `${recipe.serves} servings`,
    recipeCuisine: recipe.cuisine,
    recipeCategory: recipe.mealTypes.map((m) => CATEGORY[m] ?? m),
    ...(diets.length ? { suitableForDiet: diets } : {}),
    keywords: [recipe.cuisine, ...recipe.dietaryTags].join(', '),
    recipeIngredient: ingredients.map(ingredientText),
    recipeInstructions: recipe.instructions.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
    nutrition: {
      '@type': 'NutritionInformation',
      servingSize: '1 serving',
      calories: `${Math.round(recipe.calories)} calories`,
      proteinContent: `${recipe.protein} g`,
      carbohydrateContent: `${recipe.carbohydrates} g`,
      fatContent: `${recipe.fat} g`,
      fiberContent: `${recipe.fiber} g`,
      sugarContent: `${recipe.sugar} g`,
      sodiumContent: `${Math.round(recipe.sodium)} mg`,
    },
  };
}

/**
 * The JSON for a <script type="application/ld+json">: "<" is escaped so that no value (a name with
 * "</script>" in it) can end the element early.
 */
export const jsonLdText = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

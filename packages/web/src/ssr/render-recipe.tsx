import type { TRecipe, TRecipeIngredient } from '@larder/contract/recipes';
import { recipeQueryOptions } from '../features/recipes/api/get-recipe';
import { recipeIngredientsQueryOptions } from '../features/recipes/api/get-recipe-ingredients';
import { pageDocument, type SeededQueries } from './document';
import type { PageHead } from './head';
import { renderRoute } from './render-route';

/** What the server read for a library recipe's public page: the recipe and its lines, as the API answers them. */
export interface RecipePageData {
  recipe: TRecipe;
  ingredients: TRecipeIngredient[];
}

/**
 * A library recipe's public page (/recipes/:id) drawn on request, with the query results the page would fetch so
 * the client hydrates without asking again, and its schema.org Recipe in the HTML. Null when it is not a page.
 */
export async function renderRecipeDocument(template: string, url: string, origin: string, data: RecipePageData): Promise<string | null> {
  const { recipe } = data;
  const queries: SeededQueries = [
    [recipeQueryOptions(recipe.id, null).queryKey, recipe],
    [recipeIngredientsQueryOptions(recipe.id, null).queryKey, data.ingredients],
  ];
  const body = await renderRoute(url, { origin, queries });
  if (body === null) return null;
  const head: PageHead = {
    title: `${recipe.name} | Larder`,
    description: recipe.description,
    type: 'article',
    url: new URL(`/recipes/${encodeURIComponent(recipe.id)}`, origin).href,
    image: new URL(recipe.imageUrl, origin).href,
  };
  return pageDocument(template, { body, kind: 'app', head, queries });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRecipePage } from '@larder/contract/recipes';
import { apiRequest } from '../../../lib/api-client';
import { PAGE_SIZE, recipeApiQuery, type RecipeFilters } from '../utils/filters';

/** GET /api/recipes with the browser's filters (public). */
export const getRecipes = (filters: RecipeFilters) => apiRequest('GET', `/api/recipes?${recipeApiQuery(filters, PAGE_SIZE)}`, undefined, ZRecipePage);

export const recipesQueryOptions = (filters: RecipeFilters) =>
  queryOptions({ queryKey: ['/api/recipes', recipeApiQuery(filters, PAGE_SIZE)], queryFn: () => getRecipes(filters) });

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export const useRecipes = (filters: RecipeFilters) => useQuery({ ...recipesQueryOptions(filters), placeholderData: keepPreviousData });

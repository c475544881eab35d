import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSavedRecipe } from '@larder/contract/recipes';
import { apiRequest } from '../../../lib/api-client';

export const SAVED_RECIPES_QUERY_KEY = ['/api/saved-recipes'] as const;

const ZSavedRecipeList = z.array(ZSavedRecipe);

/** GET /api/saved-recipes: the household's saved recipes (signed in; 401 otherwise). */
export const getSavedRecipes = () => apiRequest('GET', '/api/saved-recipes', undefined, ZSavedRecipeList);

export const savedRecipesQueryOptions = () => queryOptions({ queryKey: SAVED_RECIPES_QUERY_KEY, queryFn: getSavedRecipes });

export const useSavedRecipes = (enabled = true) => useQuery({ ...savedRecipesQueryOptions(), enabled });

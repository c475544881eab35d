import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZRecipeIngredient } from '@larder/contract/recipes';
import { apiRequest } from '../../../lib/api-client';
import { chainQuery } from './get-recipe';

const ZIngredientList = z.array(ZRecipeIngredient);

/** GET /api/recipes/{id}/ingredients at the plan's chain: quantities as the recipe is written. */
export const getRecipeIngredients = (id: string, chain: string | null) =>
  apiRequest('GET', `/api/recipes/${encodeURIComponent(id)}/ingredients${chainQuery(chain)}`, undefined, ZIngredientList);

export const recipeIngredientsQueryOptions = (id: string, chain: string | null) =>
  queryOptions({ queryKey: [`/api/recipes/${encodeURIComponent(id)}/ingredients`, { chain }], queryFn: () => getRecipeIngredients(id, chain) });

export const useRecipeIngredients = (id: string, chain: string | null, enabled = true) => useQuery({ ...recipeIngredientsQueryOptions(id, chain), enabled });

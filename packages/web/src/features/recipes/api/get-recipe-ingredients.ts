import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZRecipeIngredient } from '@larder/contract/recipes';
import { apiRequest } from '../../../lib/api-client';

const ZIngredientList = z.array(ZRecipeIngredient);

/** GET /api/recipes/{id}/ingredients; each line's cost is at `chain` (the cheapest chain when null). */
export const getRecipeIngredients = (id: string, chain: string | null) =>
  apiRequest(
    'GET',
    `/api/recipes/${encodeURIComponent(id)}/ingredients${chain ? `?chain=${encodeURIComponent(chain)}` : ''}`,
    undefined,
    ZIngredientList,
  );

export const recipeIngredientsQueryOptions = (id: string, chain: string | null) =>
  queryOptions({ queryKey: [`/api/recipes/${encodeURIComponent(id)}/ingredients`, { chain }], queryFn: () => getRecipeIngredients(id, chain) });

/** While another chain's costs load, the same recipe's lines stay on screen (never another recipe's). */
export function useRecipeIngredients(id: string, chain: string | null, enabled = true) {
  const options = recipeIngredientsQueryOptions(id, chain);
  return useQuery({
    ...options,
    enabled,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[0] === options.queryKey[0] ? previous : undefined),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRecipe } from '@larder/contract/recipes';
import { apiRequest } from '../../../lib/api-client';

export const chainQuery = (chain: string | null) => (chain ? `?chain=${encodeURIComponent(chain)}` : '');

/** GET /api/recipes/{id} at the plan's chain: the real steps and the nutrition computed from its ingredients. */
export const getRecipe = (id: string, chain: string | null) => apiRequest('GET', `/api/recipes/${encodeURIComponent(id)}${chainQuery(chain)}`, undefined, ZRecipe);

export const recipeQueryOptions = (id: string, chain: string | null) =>
  queryOptions({ queryKey: [`/api/recipes/${encodeURIComponent(id)}`, { chain }], queryFn: () => getRecipe(id, chain) });

export const useRecipe = (id: string, chain: string | null, enabled = true) => useQuery({ ...recipeQueryOptions(id, chain), enabled });

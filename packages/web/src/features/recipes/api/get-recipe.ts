import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRecipe } from '@larder/contract/recipes';
import { apiRequest } from '../../../lib/api-client';

const withChain = (path: string, chain: string | null) => (chain ? `${path}?chain=${encodeURIComponent(chain)}` : path);

/** GET /api/recipes/{id}, with costs compared at `chain` (the cheapest chain when null). 404: "Recipe not found". */
export const getRecipe = (id: string, chain: string | null) => apiRequest('GET', withChain(`/api/recipes/${encodeURIComponent(id)}`, chain), undefined, ZRecipe);

export const recipeQueryOptions = (id: string, chain: string | null) =>
  queryOptions({ queryKey: [`/api/recipes/${encodeURIComponent(id)}`, { chain }], queryFn: () => getRecipe(id, chain) });

/** While another chain's prices load, the same recipe stays on screen (never another recipe). */
export const useRecipe = (id: string, chain: string | null) =>
  useQuery({ ...recipeQueryOptions(id, chain), placeholderData: (previous) => (previous?.id === id ? previous : undefined) });

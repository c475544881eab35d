import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZImportPreview,
  ZOwnRecipe,
  ZOwnRecipeSettings,
  ZParsedLines,
  type TOwnRecipeBody,
} from '@larder/contract/own-recipes';
import { ApiError, apiRequest, errorMessageFor } from '../../../lib/api-client';

export const OWN_RECIPES_KEY = ['/api/own-recipes'] as const;
const SETTINGS_KEY = ['/api/own-recipes/settings'] as const;

/** POST /api/ingredients/parse: the lines as the server reads them (amounts, food, match, grams). */
export const parseLines = (lines: string[]) => apiRequest('POST', '/api/ingredients/parse', { lines }, ZParsedLines);

/** POST /api/recipes/import: a preview; nothing is saved. */
export const importRecipe = (body: { url: string } | { html: string; url?: string } | { text: string }) => apiRequest('POST', '/api/recipes/import', body, ZImportPreview);

export const ownRecipesQuery = () => queryOptions({ queryKey: OWN_RECIPES_KEY, queryFn: () => apiRequest('GET', '/api/own-recipes', undefined, z.array(ZOwnRecipe)) });
export const useOwnRecipes = () => useQuery(ownRecipesQuery());

export const ownRecipeQuery = (id: string) => queryOptions({ queryKey: ['/api/recipes', id, 'own'], queryFn: () => apiRequest('GET', `/api/recipes/${encodeURIComponent(id)}`, undefined, ZOwnRecipe) });
export const useOwnRecipe = (id: string | null) => useQuery({ ...ownRecipeQuery(id ?? ''), enabled: Boolean(id) });

export const useOwnRecipeSettings = () => useQuery({ queryKey: SETTINGS_KEY, queryFn: () => apiRequest('GET', '/api/own-recipes/settings', undefined, ZOwnRecipeSettings) });
export function useSaveOwnRecipeSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (planOwnRecipes: boolean) => apiRequest('PUT', '/api/own-recipes/settings', { planOwnRecipes }, ZOwnRecipeSettings),
    onSuccess: (settings) => client.setQueryData(SETTINGS_KEY, settings),
  });
}

/** Sends the photo's bytes as they are; the server reads the type from them and resizes. */
export async function uploadPhoto(id: string, file: File) {
  const res = await fetch(`/api/recipes/${encodeURIComponent(id)}/photo`, { method: 'PUT', credentials: 'include', headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file });
  if (!res.ok) {
    const { message, serverMessage, field } = errorMessageFor(res.status, res.statusText, await res.text().catch(() => ''));
    throw new ApiError(message, res.status, serverMessage, field);
  }
  return ZOwnRecipe.parse(await res.json());
}

/** POST /api/recipes or PUT /api/recipes/{id}, then the photo when one was chosen. */
export function useSaveOwnRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, photo }: { id: string | null; body: TOwnRecipeBody; photo: File | null }) => {
      const saved = id ? await apiRequest('PUT', `/api/recipes/${encodeURIComponent(id)}`, body, ZOwnRecipe) : await apiRequest('POST', '/api/recipes', body, ZOwnRecipe);
      return photo ? uploadPhoto(saved.id, photo) : saved;
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: OWN_RECIPES_KEY });
      await client.invalidateQueries({ queryKey: ['/api/recipes'] });
    },
  });
}

export function useDeleteOwnRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/recipes/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_RECIPES_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZSavedRecipe } from '@larder/contract/recipes';
import { apiRequest } from '../../../lib/api-client';
import { SAVED_RECIPES_QUERY_KEY } from './get-saved-recipes';

type TSavedRecipe = z.infer<typeof ZSavedRecipe>;

/** DELETE /api/saved-recipes/{recipeId} (the saved entry's id works too). */
export const unsaveRecipe = async (recipeId: string): Promise<void> => {
  await apiRequest('DELETE', `/api/saved-recipes/${encodeURIComponent(recipeId)}`);
};

/** Removes, then drops it from the saved list at once and reloads the list from the server. */
export function useUnsaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsaveRecipe,
    onSuccess: async (_data, recipeId) => {
      queryClient.setQueryData<TSavedRecipe[]>(SAVED_RECIPES_QUERY_KEY, (list) => list?.filter((s) => s.recipeId !== recipeId && s.id !== recipeId));
      await queryClient.invalidateQueries({ queryKey: SAVED_RECIPES_QUERY_KEY });
    },
  });
}

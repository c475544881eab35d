import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSavedRecipe, type TRecipe } from '@larder/contract/recipes';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { SAVED_RECIPES_QUERY_KEY } from './get-saved-recipes';

type TSavedRecipe = z.infer<typeof ZSavedRecipe>;

/** POST /api/saved-recipes {recipeId}: 201 with the saved recipe (saving twice is fine). */
export const saveRecipe = (recipeId: TRecipe['id']) => apiRequest('POST', '/api/saved-recipes', { recipeId }, ZSavedRecipe);

/** Saves, then puts the answer in the saved list at once and reloads the list from the server. */
export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipe,
    onSuccess: async (saved) => {
      queryClient.setQueryData<TSavedRecipe[]>(SAVED_RECIPES_QUERY_KEY, (list) =>
        list ? [saved, ...list.filter((s) => s.recipeId !== saved.recipeId)] : list,
      );
      await queryClient.invalidateQueries({ queryKey: SAVED_RECIPES_QUERY_KEY });
    },
  });
}

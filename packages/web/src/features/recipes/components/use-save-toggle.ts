import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useSavedRecipes } from '../api/get-saved-recipes';
import { useSaveRecipe } from '../api/save-recipe';
import { useUnsaveRecipe } from '../api/unsave-recipe';

/**
 * Whether a recipe is saved, read from the household's saved list on the server (document 001 starts
 * the toggle unsaved; we load it so that a reload shows the truth), and the action that flips it.
 */
export function useSaveToggle(recipeId: string) {
  const saved = useSavedRecipes();
  const save = useSaveRecipe();
  const unsave = useUnsaveRecipe();
  const isSaved = saved.data?.some((s) => s.recipeId === recipeId) ?? false;
  const isPending = save.isPending || unsave.isPending;

  const toggle = () => {
    if (isPending) return;
    if (isSaved) {
      unsave.mutate(recipeId, {
        onSuccess: () => toast({ title: 'Recipe Removed', description: 'The recipe is no longer in your saved recipes.' }),
        onError: (error) => {
          if (isUnauthorizedError(error)) handleUnauthorized();
          else toast({ title: 'Error', description: 'Failed to remove recipe.', variant: 'destructive' });
        },
      });
    } else {
      save.mutate(recipeId, {
        onSuccess: () => toast({ title: 'Recipe Saved', description: 'Find it any time under Saved Recipes.' }),
        onError: (error) => {
          if (isUnauthorizedError(error)) handleUnauthorized();
          else toast({ title: 'Error', description: 'Failed to save recipe.', variant: 'destructive' });
        },
      });
    }
  };

  return { isSaved, isLoading: saved.isLoading, loadError: saved.error, isPending, toggle };
}

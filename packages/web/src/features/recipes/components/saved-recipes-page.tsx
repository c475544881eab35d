import { BookmarkX, BookOpen, Loader2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TRecipe } from '@larder/contract/recipes';
import { PageHeader } from '../../../components/page-header';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useSavedRecipes } from '../api/get-saved-recipes';
import { useUnsaveRecipe } from '../api/unsave-recipe';
import { RecipeCard } from './recipe-card';

function RemoveButton({ recipe, pending, onRemove }: { recipe: TRecipe; pending: boolean; onRemove: (recipe: TRecipe) => void }) {
  return (
    <Button variant="outline" size="sm" className="w-full" onClick={() => onRemove(recipe)} disabled={pending} aria-label={`Remove ${recipe.name} from saved recipes`}>
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : <BookmarkX aria-hidden />}
      Remove
    </Button>
  );
}

/** /saved-recipes: the household's saved recipes, newest first. */
export function SavedRecipesPage() {
  const saved = useSavedRecipes();
  // Held by the page, not the card: the card leaves the list as soon as it is removed, and the toast must still show.
  const unsave = useUnsaveRecipe();
  const list = saved.data ?? [];
  const remove = (recipe: TRecipe) =>
    unsave.mutate(recipe.id, {
      onSuccess: () => toast({ title: 'Recipe Removed', description: `${recipe.name} is no longer in your saved recipes.` }),
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else toast({ title: 'Error', description: 'Failed to remove recipe.', variant: 'destructive' });
      },
    });

  // The session ended after the page opened.
  if (saved.error instanceof ApiError && saved.error.status === 401) return <SignInPrompt what="your saved recipes" />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Saved Recipes"
        description="Recipes your household has kept to cook again. Costs are estimates per serving at the cheapest chain."
        actions={
          list.length ? (
            <Button asChild variant="outline">
              <Link to="/recipes">
                <BookOpen aria-hidden /> Browse recipes
              </Link>
            </Button>
          ) : null
        }
      />
      {saved.isLoading ? (
        <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4" aria-label="Loading saved recipes">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-80" />
          ))}
        </div>
      ) : saved.error ? (
        <Card>
          <CardHeader>
            <CardTitle>Your saved recipes could not be loaded</CardTitle>
            <CardDescription role="alert">{messageOr(saved.error, 'Something went wrong.')} Please try again.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void saved.refetch()}>Try again</Button>
          </CardContent>
        </Card>
      ) : list.length === 0 ? (
        <Card className="border-dashed" data-testid="saved-empty">
          <CardHeader className="items-center py-12 text-center">
            <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
              <BookOpen className="size-7" aria-hidden />
            </span>
            <CardTitle className="text-xl">No saved recipes yet</CardTitle>
            <CardDescription className="max-w-md text-base">
              Open any recipe and press “Save recipe” to keep it here for the weeks ahead.
            </CardDescription>
            <Button asChild size="lg" className="mt-4">
              <Link to="/recipes">Browse recipes</Link>
            </Button>
          </CardHeader>
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4" aria-label="Saved recipes">
          {list.map((s) => (
            <li key={s.id} className="flex">
              <RecipeCard recipe={s.recipe} chain={null} actions={<RemoveButton recipe={s.recipe} pending={unsave.isPending && unsave.variables === s.recipe.id} onRemove={remove} />} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

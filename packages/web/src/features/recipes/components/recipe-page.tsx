import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/get-user';
import { useNearbyStores } from '../api/get-nearby-stores';
import { useRecipe } from '../api/get-recipe';
import { useRecipeIngredients } from '../api/get-recipe-ingredients';
import { buildRecipeJsonLd, jsonLdText } from '../utils/recipe-json-ld';
import { CostCard } from './cost-card';
import { IngredientsCard } from './ingredients-card';
import { MethodCard } from './method-card';
import { NutritionCard } from './nutrition-card';
import { RecipeNotFound } from './recipe-not-found';
import { RecipeSkeleton } from './recipe-skeleton';
import { RecipeSummary } from './recipe-summary';

/** /recipe/:id: the recipe of document 001 with its costs at each chain, nutrition, and a save toggle loaded from the server. */
export function RecipePage() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const chain = searchParams.get('chain') || null;
  const recipe = useRecipe(id, chain);
  const ingredients = useRecipeIngredients(id, recipe.data?.costChain ?? chain, recipe.isSuccess);
  const { user } = useAuth();
  // Which chains the household can reach; a failed look-up just leaves the table unmarked.
  const nearby = useNearbyStores(user?.postcode);
  const r = recipe.data;

  const jsonLd = useMemo(
    () => (r && ingredients.data ? jsonLdText(buildRecipeJsonLd(r, ingredients.data, window.location.origin)) : null),
    [r, ingredients.data],
  );

  if (recipe.isLoading) return <RecipeSkeleton />;
  if (recipe.error instanceof ApiError && recipe.error.status === 404) return <RecipeNotFound />;
  if (recipe.error || !r) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card>
          <CardHeader>
            <CardTitle>The recipe could not be loaded</CardTitle>
            <CardDescription role="alert">{messageOr(recipe.error, 'Something went wrong.')} Please try again.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void recipe.refetch()}>Try again</Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const setChain = (next: string) => {
    const params = new URLSearchParams(searchParams);
    params.set('chain', next);
    setSearchParams(params, { replace: true });
  };

  return (
    <article className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8" data-testid="recipe-page">
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
      <Link to="/recipes" className="mb-4 inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> All recipes
      </Link>

      <RecipeSummary recipe={r} />

      <div className="mt-8 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,380px)] lg:items-start lg:gap-8">
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <IngredientsCard recipe={r} ingredients={ingredients} />

          <MethodCard recipe={r} />
        </div>

        <div className="contents lg:sticky lg:top-20 lg:flex lg:flex-col lg:gap-6">
          <div className="order-1 lg:order-none">
            <CostCard recipe={r} nearby={nearby.data} onChain={setChain} />
          </div>
          <div className="order-4 lg:order-none">
            <NutritionCard recipe={r} />
          </div>
        </div>
      </div>
    </article>
  );
}

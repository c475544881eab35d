import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth/get-user';
import { useSiteOrigin } from '../../../lib/site-origin';
import { useRecipe } from '../api/get-recipe';
import { useRecipeIngredients } from '../api/get-recipe-ingredients';
import { buildRecipeJsonLd, jsonLdText } from '../utils/recipe-json-ld';
import { IngredientsCard } from './ingredients-card';
import { MethodCard } from './method-card';
import { NutritionCard } from './nutrition-card';
import { RecipeNotFound } from './recipe-not-found';
import { RecipeSkeleton } from './recipe-skeleton';
import { RecipeSummary } from './recipe-summary';

/** An own recipe's id: those stay private (the server never draws them, and this page never shows them). */
const isOwnId = (id: string) => id.startsWith('own-');

/**
 * /recipes/:id: a library recipe's public page, drawn on the server for visitors and search engines with its
 * schema.org Recipe (JSON-LD) in the HTML. The household's own page, with its costs at each chain, its save and
 * plan buttons, is /recipe/:id (signed in).
 */
export function PublicRecipePage() {
  const { id = '' } = useParams();
  return isOwnId(id) ? <RecipeNotFound /> : <PublicRecipe id={id} />;
}

function PublicRecipe({ id }: { id: string }) {
  const recipe = useRecipe(id, null);
  const ingredients = useRecipeIngredients(id, null, recipe.isSuccess);
  const origin = useSiteOrigin();
  const { user } = useAuth();
  const r = recipe.data;

  if (recipe.isError) return <RecipeNotFound />;
  if (!r) return <RecipeSkeleton />;
  const jsonLd = ingredients.data ? jsonLdText(buildRecipeJsonLd(r, ingredients.data, origin)) : null;

  return (
    <article className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8" data-testid="public-recipe-page">
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
      <Link to="/recipes" className="mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> All recipes
      </Link>

      {/* Saving and listing are the household's: a visitor is offered the trial below instead. */}
      <RecipeSummary recipe={r} householdActions={Boolean(user)} />

      <Card className="mt-6 border-primary/30 bg-primary-soft">
        <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            {user
              ? 'See what it costs at the supermarkets near you and add it to your week.'
              : 'Larder plans a week of meals like this within your budget, priced at the supermarkets near you.'}
          </p>
          <Button asChild className="min-h-11 shrink-0">
            {user ? <Link to={`/recipe/${encodeURIComponent(r.id)}`}>Open in Larder</Link> : <Link to="/signup">Start your free trial</Link>}
          </Button>
        </CardContent>
      </Card>

      <div className="mt-8 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,380px)] lg:items-start lg:gap-8">
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <IngredientsCard recipe={r} ingredients={ingredients} />
          <MethodCard recipe={r} />
        </div>
        <div className="order-4 lg:sticky lg:top-20 lg:order-none">
          <NutritionCard recipe={r} />
        </div>
      </div>
    </article>
  );
}

import { AlertCircle, ArrowLeft, ChefHat, Clock, Flame, MapPin, TriangleAlert, Users, UtensilsCrossed } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { TRecipe } from '@larder/contract/recipes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Money } from '../../../components/ui/money';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/get-user';
import { cn } from '../../../lib/cn';
import { useNearbyStores } from '../api/get-nearby-stores';
import { useRecipe } from '../api/get-recipe';
import { useRecipeIngredients } from '../api/get-recipe-ingredients';
import { formatMinutes } from '../utils/duration';
import { difficultyLabel, mealTypeLabel } from '../utils/filters';
import { formatAmount } from '../../../lib/quantity';
import { saltGrams } from '../utils/ingredient-line';
import { chainReach, nearestStoreLabel, type Nearby } from '../utils/reach';
import { buildRecipeJsonLd, jsonLdText } from '../utils/recipe-json-ld';
import { AddToShoppingListButton } from './add-to-shopping-list-button';
import { SaveButton } from './save-button';
import { PinToPlan } from './pin-to-plan';

/** The note every price on this page needs nearby: the figures are estimates, and from where. */
export const PRICE_ESTIMATE_NOTE =
  "Estimated price: UK average prices (ONS, January 2025) adjusted by each chain's basket index (Which?, July 2025)";

/** "tree-nuts" -> "Tree nuts", "milk" -> "Milk". */
const allergenLabel = (a: string) => {
  const words = a.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function Stat({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-xl bg-muted/70 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-3.5" aria-hidden />
        {label}
      </dt>
      <dd className="text-sm font-semibold sm:text-base">{children}</dd>
    </div>
  );
}

function RecipeNotFound() {
  return (
    <div className="mx-auto flex max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">Recipe Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">This recipe does not exist or is no longer in the library.</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/meal-planner">Back to Meal Planner</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/recipes">Browse recipes</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function RecipeSkeleton() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6" aria-label="Loading recipe">
      <Skeleton className="h-5 w-28" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="aspect-[4/3]" />
        <div className="space-y-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-16" />
          <Skeleton className="h-20" />
        </div>
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

function CostCard({ recipe, nearby, onChain }: { recipe: TRecipe; nearby: Nearby | undefined; onChain: (chain: string) => void }) {
  const cheapest = recipe.costs[0]?.chain;
  return (
    <Card data-testid="recipe-costs">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle>Estimated cost</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {recipe.costs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No supermarket in our price data sells every ingredient of this recipe, so it has no cost yet.</p>
        ) : (
          <>
            <Field id="recipe-chain" label="Prices at">
              <Select value={recipe.costChain ?? undefined} onValueChange={onChain}>
                <SelectTrigger id="recipe-chain">
                  <SelectValue placeholder="Choose a supermarket" />
                </SelectTrigger>
                <SelectContent>
                  {recipe.costs.map((c) => (
                    <SelectItem key={c.chain} value={c.chain} hint={<span className="money">£{c.perServing}</span>}>
                      {c.chain}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-primary-soft p-3">
                <dt className="text-xs text-muted-foreground">Per serving</dt>
                <dd className="text-right text-2xl font-bold text-primary" data-testid="cost-per-serving">
                  <Money amount={recipe.costPerServing} />
                </dd>
              </div>
              <div className="rounded-xl bg-muted/70 p-3">
                <dt className="text-xs text-muted-foreground">
                  Whole recipe ({recipe.serves} {recipe.serves === 1 ? 'serving' : 'servings'})
                </dt>
                <dd className="text-right text-2xl font-bold">
                  <Money amount={recipe.estimatedCost} />
                </dd>
              </div>
            </dl>
            <div className="-mx-1 overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">Cost per serving at each supermarket</caption>
                <thead className="text-xs text-muted-foreground">
                  <tr className="border-b border-border">
                    <th scope="col" className="px-1 py-2 text-left font-medium">Supermarket</th>
                    <th scope="col" className="px-1 py-2 text-right font-medium">Per serving</th>
                    <th scope="col" className="px-1 py-2 text-right font-medium">Whole packs</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {recipe.costs.map((c) => {
                    const reach = chainReach(c.chain, nearby);
                    const nearest = nearestStoreLabel(reach);
                    return (
                      <tr
                        key={c.chain}
                        className={cn(c.chain === recipe.costChain && 'bg-primary-soft/60 font-semibold', reach.kind === 'far' && 'text-muted-foreground')}
                        aria-current={c.chain === recipe.costChain ? 'true' : undefined}
                        data-reach={reach.kind}
                      >
                        <th scope="row" className="px-1 py-2 text-left font-medium">
                          <span className="inline-flex flex-wrap items-center gap-1.5">
                            {c.chain}
                            {c.chain === cheapest && recipe.costs.length > 1 ? <Badge className="px-2 py-0.5">Cheapest</Badge> : null}
                            {reach.kind === 'far' ? (
                              <Badge variant="muted" className="px-2 py-0.5" data-testid="not-near-you">
                                not near you
                              </Badge>
                            ) : null}
                          </span>
                          {nearest ? <span className="block text-xs font-normal text-muted-foreground">{nearest}</span> : null}
                        </th>
                        <td className="px-1 py-2 text-right">
                          <Money amount={c.perServing} />
                        </td>
                        <td className="px-1 py-2 text-right text-muted-foreground">
                          <Money amount={c.perServingWholePacks} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <p className="text-xs text-muted-foreground">
              “Per serving” counts the share of each pack the recipe uses; “Whole packs” is a serving’s share if you buy every pack in full.
            </p>
          </>
        )}
        {nearby?.note ? (
          <p className="flex items-start gap-2 rounded-xl bg-muted/70 p-3 text-xs text-muted-foreground" data-testid="reach-note">
            <MapPin className="mt-px size-3.5 shrink-0" aria-hidden />
            <span>{nearby.note}</span>
          </p>
        ) : null}
        <p className="rounded-xl border border-amber-200 bg-accent-soft/60 p-3 text-xs text-accent-foreground" data-testid="price-note-box">
          <span data-testid="price-note">{PRICE_ESTIMATE_NOTE}</span>.{' '}
          <Link to="/about-our-data#prices" className="font-semibold underline underline-offset-2 hover:no-underline">
            About our data
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

function NutritionCard({ recipe }: { recipe: TRecipe }) {
  const rows: Array<[string, string]> = [
    ['Calories', `${Math.round(recipe.calories)} kcal`],
    ['Protein', `${recipe.protein} g`],
    ['Carbohydrates', `${recipe.carbohydrates} g`],
    ['of which sugars', `${recipe.sugar} g`],
    ['Fat', `${recipe.fat} g`],
    ['Fibre', `${recipe.fiber} g`],
    ['Salt', `${saltGrams(recipe.sodium)} g`],
    ['Sodium', `${Math.round(recipe.sodium)} mg`],
  ];
  const coverage = Math.floor(recipe.nutritionCoverage * 100);
  return (
    <Card data-testid="recipe-nutrition">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle>Nutrition per serving</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="divide-y divide-border text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className={cn('flex items-center justify-between gap-3 py-2', label === 'of which sugars' && 'pl-4 text-muted-foreground')}>
              <dt>{label}</dt>
              <dd className="money font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {recipe.nutritionCoverage < 1 ? (
          <p className="rounded-xl bg-muted/70 p-3 text-xs text-muted-foreground" data-testid="nutrition-coverage">
            Nutrition figures are known for {coverage}% of this recipe’s ingredients by weight; the rest is not counted, so the real figures may be a
            little higher.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

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

      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <div className="overflow-hidden rounded-2xl border border-border bg-primary-soft">
          <img src={r.imageUrl} alt={`Illustration of ${r.name}`} width={320} height={240} className="aspect-[4/3] size-full object-cover" />
        </div>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="accent">{r.cuisine}</Badge>
            <Badge variant="muted">{difficultyLabel(r.difficulty)}</Badge>
            {r.mealTypes.map((m) => (
              <Badge key={m} variant="muted">
                {mealTypeLabel(m)}
              </Badge>
            ))}
          </div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{r.name}</h1>
          <p className="text-base text-muted-foreground sm:text-lg">{r.description}</p>
          {r.own ? (
            <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="own-recipe">
              <Badge>Your recipe</Badge>
              <Link to={`/recipes/${encodeURIComponent(r.id)}/edit`} className="text-primary hover:underline">Edit</Link>
              {r.sourceUrl ? (
                <a href={r.sourceUrl} target="_blank" rel="noreferrer noopener" className="break-all text-muted-foreground hover:underline">
                  Source: {r.sourceUrl}
                </a>
              ) : null}
            </p>
          ) : null}
          {r.own ? <PinToPlan recipeId={r.id} mealTypes={r.mealTypes} /> : null}
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Stat icon={Clock} label="Prep">
              {formatMinutes(r.prepTime)}
            </Stat>
            <Stat icon={Flame} label="Cook">
              {formatMinutes(r.cookTime)}
            </Stat>
            <Stat icon={Users} label="Serves">
              {r.serves}
            </Stat>
            <Stat icon={ChefHat} label="Difficulty">
              {difficultyLabel(r.difficulty)}
            </Stat>
          </dl>
          <div className="flex flex-wrap items-center gap-2">
            <SaveButton recipeId={r.id} size="lg" className="w-full sm:w-auto" />
            <AddToShoppingListButton recipeId={r.id} size="lg" className="w-full sm:w-auto" />
          </div>
          <div className="space-y-2">
            {r.dietaryTags.length ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Dietary tags" data-testid="recipe-diets">
                {r.dietaryTags.map((tag) => (
                  <li key={tag}>
                    <Badge>{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            {r.allergens.length ? (
              <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-destructive-soft p-3 text-sm text-red-900" data-testid="recipe-allergens">
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                <span>
                  <strong>Contains: {r.allergens.map(allergenLabel).join(', ')}.</strong> Always check the labels of what you buy.
                </span>
              </p>
            ) : (
              <p className="rounded-xl border border-border bg-muted/60 p-3 text-sm" data-testid="recipe-allergens">
                None of the 14 major allergens is in this recipe’s ingredients. Always check the labels of what you buy.
              </p>
            )}
          </div>
        </div>
      </div>

      <div className="mt-8 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,380px)] lg:items-start lg:gap-8">
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <Card className="order-2 lg:order-none" data-testid="recipe-ingredients">
            <CardHeader className="pb-3 sm:pb-4">
              <CardTitle>Ingredients</CardTitle>
              <CardDescription>
                For {r.serves} {r.serves === 1 ? 'serving' : 'servings'}
                {r.costChain ? `; costs of the share used, at ${r.costChain}` : ''}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {ingredients.isLoading ? (
                <div className="space-y-3" aria-label="Loading ingredients">
                  <Skeleton className="h-10" />
                  <Skeleton className="h-10" />
                  <Skeleton className="h-10" />
                </div>
              ) : ingredients.error ? (
                <p role="alert" className="text-sm text-destructive">
                  {messageOr(ingredients.error, 'The ingredients could not be loaded.')}{' '}
                  <Button variant="link" onClick={() => void ingredients.refetch()}>
                    Try again
                  </Button>
                </p>
              ) : (
                <ul className="divide-y divide-border">
                  {(ingredients.data ?? []).map((line) => (
                    <li key={line.id} className="flex items-start justify-between gap-3 py-3">
                      <div className="min-w-0">
                        <p className="font-medium">
                          {formatAmount(line.quantity, line.unit) ? <span className="mr-1.5 tabular-nums text-primary">{formatAmount(line.quantity, line.unit)}</span> : null}
                          {line.name}
                        </p>
                        <p className="text-sm text-muted-foreground">
                          {line.notes ? <span>{line.notes} · </span> : null}
                          <span>{line.category}</span>
                          {line.allergens.length ? <span className="text-red-800"> · contains {line.allergens.map((a) => a.replace(/-/g, ' ')).join(', ')}</span> : null}
                        </p>
                      </div>
                      <span className="shrink-0 pt-0.5 text-sm">
                        {line.estimatedCost === null ? <span className="text-muted-foreground">n/a</span> : <Money amount={line.estimatedCost} />}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <Card className="order-3 lg:order-none" data-testid="recipe-method">
            <CardHeader className="pb-3 sm:pb-4">
              <CardTitle className="flex items-center gap-2">
                <UtensilsCrossed className="size-5 text-primary" aria-hidden /> Method
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="space-y-4">
                {r.instructions.map((step, i) => (
                  <li key={i} className="flex gap-3">
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground" aria-hidden>
                      {i + 1}
                    </span>
                    <p className="pt-1">
                      <span className="sr-only">Step {i + 1}: </span>
                      {step}
                    </p>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
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

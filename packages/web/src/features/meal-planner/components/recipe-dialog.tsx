import { Clock, CookingPot, ExternalLink, Repeat2, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { cooksForLaterText, leftoverText, sidesText } from '../../../lib/meal-plans/feeding';
import { KeepingNotes } from './keeping-notes';
import { fromPence, toPence } from '../../../lib/meal-plans/figures';
import { useRecipe } from '../api/get-recipe';
import { useRecipeIngredients } from '../api/get-recipe-ingredients';
import { sodiumMgToSaltG } from '../utils/nutrition';
import { formatAmount, scaleQuantity } from '../../../lib/quantity';

type Item = TMealPlan['items'][number];

function Fact({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-xl bg-muted/70 px-3 py-2">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-3.5" aria-hidden />
        {label}
      </dt>
      <dd className="text-sm font-semibold">{children}</dd>
    </div>
  );
}

const minutes = (m: number) => (m >= 60 ? `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}` : `${m} min`);

/** `twice`: the meal is cooked for two meals (cook once, eat twice), so the ingredients are for twice the servings. */
function RecipeBody({ item, chain, twice }: { item: Item; chain: string; twice: boolean }) {
  const cook = twice ? item.servings * 2 : item.servings;
  const recipe = useRecipe(item.recipeId, chain);
  const ingredients = useRecipeIngredients(item.recipeId, chain);
  const r = recipe.data;
  const perServing = cook > 0 ? fromPence(Math.round(toPence(item.cost) / cook)) : null;

  if (recipe.isError) return <p className="text-sm text-destructive">Could not load this recipe: {recipe.error.message}</p>;
  if (!r) {
    return (
      <div className="space-y-3" aria-label="Loading recipe">
        <Skeleton className="h-16" />
        <Skeleton className="h-32" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  const scaled = r.serves !== cook;
  const nutrition: Array<[string, string]> = [
    ['Energy', `${Math.round(r.calories)} kcal`],
    ['Protein', `${r.protein} g`],
    ['Carbohydrate', `${r.carbohydrates} g`],
    ['of which sugars', `${r.sugar} g`],
    ['Fat', `${r.fat} g`],
    ['Fibre', `${r.fiber} g`],
    ['Salt', `${Math.round(sodiumMgToSaltG(r.sodium) * 10) / 10} g`],
  ];

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-3 gap-2">
        <Fact icon={Wallet} label="Cost">
          <Money amount={item.cost} />
          {perServing !== null ? (
            <span className="block text-xs font-normal text-muted-foreground">
              <Money amount={perServing} /> each
            </span>
          ) : null}
        </Fact>
        <Fact icon={Users} label="Serves">
          {cook}
          {twice ? <span className="block text-xs font-normal text-muted-foreground">{item.servings} now, {item.servings} later</span> : null}
        </Fact>
        <Fact icon={Clock} label="Time">
          {minutes(r.totalTime)}
        </Fact>
      </dl>

      <section aria-labelledby="dialog-ingredients">
        <h3 id="dialog-ingredients" className="mb-2 font-semibold">
          Ingredients
          {scaled ? <span className="ml-1 text-sm font-normal text-muted-foreground">for {cook} servings{twice ? ', two meals' : ''}</span> : null}
        </h3>
        {ingredients.data ? (
          <ul className="divide-y divide-border text-sm" data-testid="dialog-ingredients">
            {ingredients.data.map((line) => {
              const amount = formatAmount(scaleQuantity(line.quantity, r.serves, cook), line.unit);
              return (
                <li key={line.id} className="flex gap-3 py-1.5">
                  <span className="w-20 shrink-0 font-medium text-foreground">{amount}</span>
                  <span>
                    {line.name}
                    {line.notes ? <span className="text-muted-foreground">, {line.notes}</span> : null}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : ingredients.isError ? (
          <p className="text-sm text-muted-foreground">{item.ingredients}</p>
        ) : (
          <Skeleton className="h-24" />
        )}
      </section>

      <section aria-labelledby="dialog-method">
        <h3 id="dialog-method" className="mb-2 font-semibold">
          Method
        </h3>
        <ol className="space-y-2.5 text-sm" data-testid="dialog-steps">
          {r.instructions.map((step, i) => (
            <li key={i} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-bold text-primary" aria-hidden>
                {i + 1}
              </span>
              <span className="pt-0.5 leading-relaxed">
                <span className="sr-only">Step {i + 1}: </span>
                {step}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="dialog-nutrition">
        <h3 id="dialog-nutrition" className="mb-1 font-semibold">
          Nutrition per serving
        </h3>
        <dl className="divide-y divide-border text-sm" data-testid="dialog-nutrition">
          {nutrition.map(([label, value]) => (
            <div key={label} className={cn('flex justify-between gap-3 py-1.5', label === 'of which sugars' && 'pl-4 text-muted-foreground')}>
              <dt>{label}</dt>
              <dd className="money font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {r.nutritionCoverage < 1 ? (
          <p className="mt-2 text-xs text-muted-foreground">
            Known for {Math.floor(r.nutritionCoverage * 100)}% of the ingredients by weight; the rest is not counted.
          </p>
        ) : null}
      </section>

      <Button asChild variant="outline" className="w-full">
        <Link to={`/recipe/${encodeURIComponent(item.recipeId)}?chain=${encodeURIComponent(chain)}`}>
          <ExternalLink aria-hidden /> Open the full recipe
        </Link>
      </Button>
    </div>
  );
}

/** Where a leftover meal comes from, what a meal cooked twice over is for, and what is served beside it. */
function MealNotes({ item, items }: { item: Item; items: readonly Item[] }) {
  const leftover = leftoverText(item);
  const forLater = cooksForLaterText(item, items);
  const sides = sidesText(item.sides);
  if (!leftover && !forLater && !sides && !item.keeping.length) return null;
  return (
    <div className="space-y-2 pb-2 text-sm" data-testid="dialog-meal-notes">
      {leftover ? (
        <p className="flex items-start gap-2 rounded-xl bg-accent-soft px-3 py-2.5 font-semibold text-accent-foreground">
          <Repeat2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {leftover}. Nothing to cook or buy.
          </span>
        </p>
      ) : null}
      {forLater ? (
        <p className="flex items-start gap-2 rounded-xl bg-primary-soft px-3 py-2.5 font-semibold text-primary">
          <CookingPot className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {forLater}.
          </span>
        </p>
      ) : null}
      <KeepingNotes notes={item.keeping} />
      {sides ? <p className="text-muted-foreground">Served {sides}.</p> : null}
    </div>
  );
}

/** View Recipe: the meal's cost and servings, the recipe's ingredients, its real steps and nutrition per serving. */
export function RecipeDialog({ item, items = [], chain, onClose }: { item: Item | null; items?: readonly Item[]; chain: string; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <DialogContent className="max-w-xl" data-testid="recipe-dialog">
          <DialogHeader>
            <DialogTitle>{item.recipeName}</DialogTitle>
            <DialogDescription>
              {item.mealType.charAt(0).toUpperCase() + item.mealType.slice(1)}, priced at {chain}.
            </DialogDescription>
          </DialogHeader>
          <MealNotes item={item} items={items} />
          <RecipeBody item={item} chain={chain} twice={cooksForLaterText(item, items) !== null} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

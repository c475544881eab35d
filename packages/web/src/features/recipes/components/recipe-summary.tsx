import { ChefHat, Clock, Flame, TriangleAlert, Users } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TRecipe } from '@larder/contract/recipes';
import { Badge } from '../../../components/ui/badge';
import { formatMinutes } from '../utils/duration';
import { difficultyLabel, mealTypeLabel } from '../utils/filters';
import { AddToShoppingListButton } from './add-to-shopping-list-button';
import { PinToPlan } from './pin-to-plan';
import { SaveButton } from './save-button';

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

/** The top of the recipe page: its picture, badges, name and description, times, the save and list buttons, diets and allergens. */
export function RecipeSummary({ recipe: r, householdActions = true }: { recipe: TRecipe; householdActions?: boolean }) {
  return (
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
        {householdActions ? (
          <div className="flex flex-wrap items-center gap-2">
            <SaveButton recipeId={r.id} size="lg" className="w-full sm:w-auto" />
            <AddToShoppingListButton recipeId={r.id} size="lg" className="w-full sm:w-auto" />
          </div>
        ) : null}
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
          {r.uncheckedLines?.length ? (
            <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="recipe-not-checked">
              <strong>
                Diets not checked: {r.uncheckedLines.length} {r.uncheckedLines.length === 1 ? 'ingredient' : 'ingredients'} we could not identify
              </strong>{' '}
              ({r.uncheckedLines.join('; ')}). Choose {r.uncheckedLines.length === 1 ? 'its food' : 'their foods'} to see which diets this recipe suits; allergens below are
              only those of the ingredients we know.
            </p>
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
              {r.uncheckedLines?.length
                ? 'None of the 14 major allergens is in the ingredients we could identify.'
                : 'None of the 14 major allergens is in this recipe’s ingredients.'}{' '}
              Always check the labels of what you buy.
            </p>
          )}
          {r.mayContain?.length ? (
            <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="recipe-may-contain">
              <strong>May contain: {r.mayContain.map(allergenLabel).join(', ')}</strong>, depending on the brand of some ingredients (a stock cube, a paste, a
              sauce). Check their labels.
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

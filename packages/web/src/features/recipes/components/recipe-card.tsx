import { Clock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TRecipe } from '@larder/contract/recipes';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { formatMinutes } from '../utils/duration';

/** The link to a recipe's page, keeping the chain its prices are compared at. */
export const recipeHref = (id: string, chain: string | null) => `/recipe/${encodeURIComponent(id)}${chain ? `?chain=${encodeURIComponent(chain)}` : ''}`;

const MAX_TAGS = 3;

/** A vegetarian recipe is pescatarian too: on a small card that tag only takes room (the recipe page lists every tag). */
export const cardTags = (tags: readonly string[]): string[] => (tags.includes('Vegetarian') ? tags.filter((t) => t !== 'Pescatarian') : [...tags]);

/** A recipe in a grid: picture, name, time, servings, cost per serving at a chain, diet tags. The whole card is the link. */
export function RecipeCard({ recipe, chain, actions }: { recipe: TRecipe; chain: string | null; actions?: ReactNode }) {
  const shown = cardTags(recipe.dietaryTags);
  const tags = shown.slice(0, MAX_TAGS);
  const more = shown.length - tags.length;
  return (
    <Card
      className="group relative flex w-full flex-row overflow-hidden transition-shadow hover:shadow-md sm:flex-col"
      data-testid="recipe-card"
      data-total-minutes={recipe.totalTime}
      data-diets={recipe.dietaryTags.join(',')}
    >
      <div className="w-28 shrink-0 overflow-hidden bg-primary-soft sm:aspect-[4/3] sm:w-auto">
        <img
          src={recipe.imageUrl}
          alt=""
          loading="lazy"
          width={320}
          height={240}
          className="size-full object-cover transition-transform group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-4">
        <h3 className="text-base font-semibold leading-snug">
          <Link
            to={recipeHref(recipe.id, chain)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {recipe.name}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1" data-testid="card-time">
            <Clock className="size-4" aria-hidden />
            <span className="sr-only">Total time </span>
            {formatMinutes(recipe.totalTime)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden />
            Serves {recipe.serves}
          </span>
        </div>
        <div className="flex items-baseline justify-between gap-2" data-testid="card-cost">
          <span className="text-xs text-muted-foreground">{recipe.costChain ? `Per serving at ${recipe.costChain}` : 'Per serving'}</span>
          <Money amount={recipe.costPerServing} className="text-base font-semibold" />
        </div>
        {tags.length ? (
          <ul className="mt-auto flex flex-wrap gap-1.5" aria-label="Dietary tags" data-testid="card-tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge variant="muted">+{more}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {actions ? <div className="relative z-10 flex gap-2 border-t border-border pt-3">{actions}</div> : null}
      </div>
    </Card>
  );
}

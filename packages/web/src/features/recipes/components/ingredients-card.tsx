import type { TRecipe } from '@larder/contract/recipes';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { messageOr } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/quantity';
import type { useRecipeIngredients } from '../api/get-recipe-ingredients';

/** The recipe's "Ingredients" card: each line's amount, notes, aisle and allergens, and its cost at the chosen chain. */
export function IngredientsCard({ recipe: r, ingredients }: { recipe: TRecipe; ingredients: ReturnType<typeof useRecipeIngredients> }) {
  return (
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
  );
}

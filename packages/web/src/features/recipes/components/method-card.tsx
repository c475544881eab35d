import { UtensilsCrossed } from 'lucide-react';
import type { TRecipe } from '@larder/contract/recipes';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** The recipe's "Method" card: its steps, numbered. */
export function MethodCard({ recipe: r }: { recipe: TRecipe }) {
  return (
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
  );
}

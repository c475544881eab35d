import type { TRecipe } from '@larder/contract/recipes';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { saltGrams } from '../utils/ingredient-line';

/** The recipe's "Nutrition per serving" card, with a note when some ingredients' figures are unknown. */
export function NutritionCard({ recipe }: { recipe: TRecipe }) {
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

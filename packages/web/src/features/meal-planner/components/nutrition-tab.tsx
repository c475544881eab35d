import type { TMealPlan } from '@larder/adapters-http/contract/meal-plans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { nutritionRows } from '../utils/nutrition';

const fmt = (n: number) => n.toLocaleString('en-GB', { maximumFractionDigits: 1 });

/** The plan's average per person per day against the UK reference intakes. */
export function NutritionTab({ plan }: { plan: TMealPlan }) {
  const rows = nutritionRows(plan.nutritionPerPersonPerDay);
  return (
    <Card data-testid="nutrition-tab">
      <CardHeader>
        <CardTitle>Nutrition per person per day</CardTitle>
        <CardDescription>
          The average of this plan's {plan.items.length} meals, computed from each recipe's ingredients, against the UK reference intakes for an adult
          (energy 2,000 kcal). Snacks and drinks are not planned, so energy will read below the reference.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {rows.map((row) => {
            const over = row.limit && row.percent > 100;
            return (
              <li key={row.key} className={cn('py-3', row.indent && 'pl-4')} data-testid="nutrient" data-nutrient={row.key}>
                <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
                  <span className={cn('font-medium', row.indent && 'font-normal text-muted-foreground')}>{row.label}</span>
                  <span className="money">
                    <span className="font-semibold">
                      {fmt(row.value)} {row.unit}
                    </span>
                    <span className="text-muted-foreground">
                      {' '}
                      of {fmt(row.reference)} {row.unit}
                    </span>
                    <span className={cn('ml-2 inline-block w-12 font-semibold', over ? 'text-accent-strong' : 'text-primary')}>{row.percent}%</span>
                  </span>
                </div>
                <Progress value={row.percent} aria-label={`${row.label}: ${row.percent}% of the reference intake`} className={cn(over && '[&>div]:bg-accent')} />
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-xs text-muted-foreground">
          Reference intakes: energy 2,000 kcal, protein 50 g, carbohydrate 260 g, sugars 90 g, fat 70 g, fibre 30 g, salt 6 g (sodium 2,400 mg). Fat,
          sugars and salt are amounts to stay under.
        </p>
      </CardContent>
    </Card>
  );
}

import type { TMealPlan } from '@larder/contract/meal-plans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { peopleOfPlan } from '../../../lib/meal-plans/feeding';
import { nutritionRows } from '../utils/nutrition';
import { FeedingChoice } from './feeding-choice';
import { PersonTargets } from './person-targets';

const fmt = (n: number) => n.toLocaleString('en-GB', { maximumFractionDigits: 1 });

/** The average person's food against an adult's label reference intakes: carbohydrate, fat and sugars beside the targets. */
function AverageNutrients({ plan }: { plan: TMealPlan }) {
  const rows = nutritionRows(plan.nutritionPerPersonPerDay);
  return (
    <details className="group rounded-2xl border border-border bg-card shadow-sm" data-testid="nutrition-average">
      <summary className="cursor-pointer list-none px-5 py-4 font-semibold sm:px-6 [&::-webkit-details-marker]:hidden">
        <span className="mr-2 inline-block transition-transform group-open:rotate-90" aria-hidden>
          ›
        </span>
        Every nutrient, for the average person
      </summary>
      <div className="px-5 pb-5 sm:px-6">
        <p className="mb-2 text-sm text-muted-foreground">
          The household's food a day shared by {plan.serves} {plan.serves === 1 ? 'person' : 'people'}, against the reference intakes on UK food labels
          (for an adult: energy 2,000 kcal, protein 50 g, carbohydrate 260 g, sugars 90 g, fat 70 g, fibre 30 g, salt 6 g). Fat, sugars and salt are
          amounts to stay under.
        </p>
        <ul className="divide-y divide-border">
          {rows.map((row) => {
            const over = row.limit && row.percent > 100;
            return (
              <li key={row.key} className={cn('py-3', row.indent && 'pl-4')} data-testid="nutrient" data-nutrient={row.key}>
                <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className={cn('font-medium', row.indent && 'font-normal text-muted-foreground')}>{row.label}</span>
                  <span className="money">
                    <span className="font-semibold">
                      {fmt(row.value)} {row.unit}
                    </span>
                    <span className="text-muted-foreground"> of {fmt(row.reference)} {row.unit}</span>
                    <span className={cn('ml-2 inline-block w-12 font-semibold', over ? 'text-accent-strong' : 'text-primary')}>{row.percent}%</span>
                  </span>
                </div>
                <Progress value={row.percent} aria-label={`${row.label}: ${row.percent}% of the reference intake`} className={cn(over && '[&>div]:bg-accent')} />
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}

/** Per person per day: each target and where the plan stands, what falls short and what feeding everyone costs. */
export function NutritionTab({ plan }: { plan: TMealPlan }) {
  const people = peopleOfPlan(plan);
  return (
    <div className="space-y-4" data-testid="nutrition-tab">
      <FeedingChoice plan={plan} />
      <Card className="border-none bg-transparent shadow-none">
        <CardHeader className="px-0 pt-1 pb-3 sm:px-0 sm:pt-1">
          <CardTitle>Each person, each day</CardTitle>
          <CardDescription>
            What this plan's meals, sides and extras give each person on an average day, against UK targets for their age: energy (SACN), protein,
            fibre, salt (the most to eat) and 5 A Day.
          </CardDescription>
        </CardHeader>
        <CardContent className="px-0 pb-0 sm:px-0 sm:pb-0">
          {people.length ? (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {people.map((person, i) => (
                <PersonTargets key={i} person={person} index={i} />
              ))}
            </div>
          ) : (
            <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">This plan was made before Larder counted each person's needs. Make a new plan to see them.</p>
          )}
        </CardContent>
      </Card>
      <AverageNutrients plan={plan} />
    </div>
  );
}

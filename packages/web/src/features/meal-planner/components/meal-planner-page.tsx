import { AlertCircle, CalendarDays, ChefHat, HeartPulse, Loader2, PiggyBank, RotateCw, Settings2, ShoppingBasket, Sparkles, UtensilsCrossed } from 'lucide-react';
import { FeedingLine } from '../../../components/feeding-line';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useMealPlans } from '../../../lib/meal-plans/get-meal-plans';
import { useLivePlans } from '../api/live-plans';
import { weekCount } from '../utils/weeks';
import { MealsTab } from './meals-tab';
import { NutritionTab } from './nutrition-tab';
import { PlanSummary } from './plan-summary';
import { PlanChanges } from './plan-changes';
import { SettingsTab } from './settings-tab';
import { ShoppingTab } from './shopping-tab';
import { useGeneratePlanWithToasts } from './use-generate-plan';

const TABS = ['meals', 'nutrition', 'shopping', 'settings'] as const;
type Tab = (typeof TABS)[number];

const longDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
};

function PlannerSkeleton() {
  return (
    <div className="space-y-6" aria-label="Loading your meal plan" data-testid="planner-loading">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-12" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    </div>
  );
}

function EmptyPlan({ onGenerate, isPending }: { onGenerate: () => void; isPending: boolean }) {
  return (
    <Card className="border-dashed" data-testid="planner-empty">
      <CardHeader className="items-center py-10 text-center sm:py-14">
        <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <ChefHat className="size-7" aria-hidden />
        </span>
        <CardTitle className="text-xl">No meal plan yet</CardTitle>
        <CardDescription className="max-w-md text-base">
          Generate a plan of breakfasts, lunches and dinners from your profile and budget, with a priced shopping list to match.
        </CardDescription>
        <div className="mt-4 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {/* Issue 24: the empty state plans here; it never sends the household to the dashboard and back. */}
          <Button size="lg" onClick={onGenerate} disabled={isPending}>
            {isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            {isPending ? 'Generating...' : 'Create Your First Plan'}
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/ai-meal-planner">Plan it with the AI assistant</Link>
          </Button>
        </div>
      </CardHeader>
    </Card>
  );
}

function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" data-testid="planner-error">
      <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <AlertCircle className="mt-0.5 size-6 shrink-0 text-destructive" aria-hidden />
          <div>
            <p className="font-semibold">Error loading meal plans: {message}</p>
            <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
          </div>
        </div>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden /> Retry
        </Button>
      </CardContent>
    </Card>
  );
}

function PlanView({ plan, tab, onTab }: { plan: TMealPlan; tab: Tab; onTab: (tab: Tab) => void }) {
  // The week shown by Meals and Shopping; a new plan (another id) starts at week 1.
  const [week, setWeek] = useState<{ planId: string; index: number }>({ planId: plan.id, index: 0 });
  const weekIndex = week.planId === plan.id ? Math.min(week.index, weekCount(plan.days) - 1) : 0;
  const chooseWeek = (index: number) => setWeek({ planId: plan.id, index });

  return (
    // On a phone the meals come first (today's on the first screen of a 375 x 667 phone, issue 32); the summary and
    // what changed follow them. From 1024 px the summary leads, as before.
    <div className="flex flex-col gap-6">
      <FeedingLine plan={plan} />
      <div className="order-last space-y-6 lg:order-none">
        <PlanSummary plan={plan} />
        <PlanChanges plan={plan} />
      </div>
      <Tabs value={tab} onValueChange={(v) => onTab(v as Tab)}>
        <TabsList aria-label="Meal plan">
          <TabsTrigger value="meals">
            <UtensilsCrossed className="hidden sm:block" aria-hidden /> Meals
          </TabsTrigger>
          <TabsTrigger value="nutrition">
            <HeartPulse className="hidden sm:block" aria-hidden /> Nutrition
          </TabsTrigger>
          <TabsTrigger value="shopping">
            <ShoppingBasket className="hidden sm:block" aria-hidden /> Shopping
          </TabsTrigger>
          <TabsTrigger value="settings">
            <Settings2 className="hidden sm:block" aria-hidden /> Settings
          </TabsTrigger>
        </TabsList>
        <TabsContent value="meals">
          <MealsTab plan={plan} weekIndex={weekIndex} onWeek={chooseWeek} />
        </TabsContent>
        <TabsContent value="nutrition">
          <NutritionTab plan={plan} />
        </TabsContent>
        <TabsContent value="shopping">
          <ShoppingTab plan={plan} weekIndex={weekIndex} onWeek={chooseWeek} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab plan={plan} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** /meal-planner: the household's most recent plan (document 001), from real data only. */
export function MealPlannerPage() {
  const plans = useMealPlans();
  useLivePlans();
  const generate = useGeneratePlanWithToasts();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'meals';
  const onTab = (next: Tab) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === 'meals') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  // A plan opened from elsewhere (the AI chat's "Open in Meal Planner") by ?plan=<id>; otherwise the most recent.
  const requestedPlan = searchParams.get('plan');
  const plan = (requestedPlan ? plans.data?.find((p) => p.id === requestedPlan) : undefined) ?? plans.data?.[0];
  const description = plan
    ? `Your ${plan.days}-day plan for ${plan.serves} ${plan.serves === 1 ? 'person' : 'people'}, priced at ${plan.chain}${plan.dates.length ? `, ${plan.dates[0]!.label} to ${plan.dates[plan.dates.length - 1]!.label}` : ''}${longDate(plan.createdAt) ? ` (made ${longDate(plan.createdAt)})` : ''}.`
    : 'Breakfast, lunch and dinner planned within your budget.';

  return (
    <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-10">
      <PageHeader
        title="Meal Planner"
        description={description}
        actions={
          <>
            <Button asChild variant="outline" className="flex-1 sm:flex-none">
              <Link to="/budget-tracker">
                <PiggyBank aria-hidden /> Budget Tracker
              </Link>
            </Button>
            <Button onClick={() => generate.run()} disabled={generate.isPending} className="flex-1 sm:flex-none">
              {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <CalendarDays aria-hidden />}
              {generate.isPending ? 'Generating...' : 'New Plan'}
            </Button>
          </>
        }
      />
      {plans.isLoading ? (
        <PlannerSkeleton />
      ) : plans.isError ? (
        <LoadError message={plans.error.message} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />
      ) : plan ? (
        <PlanView plan={plan} tab={tab} onTab={onTab} />
      ) : (
        <EmptyPlan onGenerate={() => generate.run()} isPending={generate.isPending} />
      )}
    </div>
  );
}

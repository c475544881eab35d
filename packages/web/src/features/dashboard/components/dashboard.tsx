import { BookmarkCheck, BookOpen, CalendarDays, CheckCircle2, ChefHat, ClipboardList, Loader2, LogOut, PiggyBank, Settings, Sparkles, Users, UtensilsCrossed, XCircle } from 'lucide-react';
import { LarderGlance } from './larder-glance';
import { PayDayLine } from './pay-day-line';
import { PriceWatch } from './price-watch';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { TUser } from '@larder/contract/accounts';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { useLogout } from '../../../lib/auth/logout';
import { cn } from '../../../lib/cn';
import { SavingsTracker } from './savings-tracker';
import { useHouseholdSaving } from '../api/get-saving';
import { budgetLeft, fromPence, mealsLabel } from '../../../lib/meal-plans/figures';
import { useGenerateMealPlan } from '../../../lib/meal-plans/generate-meal-plan';
import { useMealPlans } from '../../../lib/meal-plans/get-meal-plans';
import { formatMoney } from '../../../lib/money';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useShoppingListCount } from '../api/get-shopping-lists';
import { SupportButton } from '../../../components/support/support-button';
import { PlanFeeding } from './plan-feeding';
import { SubscriptionCard } from './subscription-card';
import { ownerOnlyText, useOwnerOnly } from '../../../lib/household/owner-only';

/**
 * "Welcome back" only for a returning household (README): one that has made a plan, or whose account is more
 * than a day old. A household that has just signed up is welcomed, not welcomed back.
 */
export const isReturning = (user: Pick<TUser, 'createdAt'>, planCount: number, now = Date.now()): boolean =>
  planCount > 0 || now - new Date(user.createdAt).getTime() > 24 * 60 * 60 * 1000;

/** The dashboard gate of document 000: size, budget and skill must all be set. */
const profileMissing = (user: TUser) => user.householdSize === null || user.weeklyBudget === null || user.cookingSkill === null;

/** One figure: a card of four on wide screens, two by two on phones. */
function Stat({ icon: Icon, label, sub, testId, children }: { icon: typeof Users; label: string; sub?: ReactNode; testId?: string; children: ReactNode }) {
  return (
    // A definition list's group holds only its dt and dd (axe: definition-list); the icon sits inside the dt.
    <div className="relative min-w-0 rounded-2xl border border-border bg-card p-3.5 shadow-sm sm:min-h-[5.75rem] sm:p-5 sm:pl-20" data-testid={testId}>
      <dt className="text-xs text-muted-foreground sm:text-sm">
        <span className="absolute top-5 left-5 hidden size-11 items-center justify-center rounded-xl bg-primary-soft text-primary sm:flex">
          <Icon className="size-5" aria-hidden />
        </span>
        {label}
      </dt>
      <dd className="text-lg font-bold sm:text-2xl">{children}</dd>
      {sub ? <dd className="mt-0.5 text-xs text-muted-foreground">{sub}</dd> : null}
    </div>
  );
}

const daysLabel = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Document 000's generate button: POST /api/simple-meal-plans, then the plan and shopping-list queries refresh. */
function useGenerateWithToasts() {
  const generate = useGenerateMealPlan();
  const run = () => {
    if (generate.isPending) return;
    generate.mutate(undefined, {
      onSuccess: () => toast({ title: 'Meal Plan Generated!', description: 'Your weekly meal plan and shopping list are ready.' }),
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else toast({ title: 'Error', description: messageOr(error, 'Failed to generate meal plan'), variant: 'destructive' });
      },
    });
  };
  return { run, isPending: generate.isPending };
}

function GenerateButton({ generate, size = 'default', className }: { generate: { run: () => void; isPending: boolean }; size?: 'default' | 'lg'; className?: string }) {
  return (
    <Button size={size} onClick={generate.run} disabled={generate.isPending} className={className}>
      {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
      {generate.isPending ? 'Generating AI Plan...' : 'Generate Meal Plan'}
    </Button>
  );
}

function Figure({ label, children, tone, testId }: { label: string; children: ReactNode; tone?: 'good' | 'bad'; testId?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-muted/70 p-3" data-testid={testId}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('text-lg font-bold sm:text-xl', tone === 'good' && 'text-primary', tone === 'bad' && 'text-destructive')}>{children}</dd>
    </div>
  );
}

/** "This Week's Meal Plan": the current (newest) plan's cost, savings against its budget and meals. */
function CurrentPlanCard({ plan }: { plan: TMealPlan }) {
  const left = budgetLeft(plan);
  return (
    <Card data-testid="current-plan">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <div className="space-y-1">
            <CardTitle className="text-xl">This Week's Meal Plan</CardTitle>
            <CardDescription>
              {plan.days === 7 ? 'Seven days' : `A ${plan.days}-day plan`} for {plan.serves} {plan.serves === 1 ? 'person' : 'people'}, priced at {plan.chain}.
              {plan.dates.length ? (
                <span className="block" data-testid="plan-dates">
                  {plan.dates[0]!.label} to {plan.dates[plan.dates.length - 1]!.label}
                </span>
              ) : null}
            </CardDescription>
          </div>
          <Badge data-testid="plan-ready">
            <CheckCircle2 className="size-3.5" aria-hidden /> Ready
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-3 gap-2 sm:gap-3">
          <Figure label="Total cost" tone={plan.withinBudget ? undefined : 'bad'}>
            <Money amount={plan.totalCost} />
          </Figure>
          {/* One wording with the planner (budgetLeft): room in the budget is not a saving, and never green while someone goes short. */}
          <Figure label={left.label} tone={left.over ? 'bad' : left.good ? 'good' : undefined} testId="plan-left">
            <Money amount={fromPence(left.pence)} />
          </Figure>
          <Figure label="Meals">
            <span data-testid="plan-meal-count">{plan.items.length}</span>
          </Figure>
        </dl>
        <p className="font-semibold" data-testid="plan-meals-label">
          <UtensilsCrossed className="mr-2 inline size-4 align-[-2px] text-primary" aria-hidden />
          {mealsLabel(plan.items.length)}{' '}
          <span className="font-normal text-muted-foreground">({daysLabel(plan.days)} of breakfast, lunch and dinner)</span>
        </p>
        {left.note ? (
          <p className="text-sm text-muted-foreground" data-testid="plan-not-saved">
            {left.note}
          </p>
        ) : null}
        <PlanFeeding plan={plan} />
        <p className="text-sm text-muted-foreground">
          Budget <Money amount={plan.budget} /> for {daysLabel(plan.days)}. Estimated prices;{' '}
          <Link to="/about-our-data#prices" className="underline underline-offset-2 hover:no-underline">
            about our data
          </Link>
          .
        </p>
        <Button asChild className="w-full sm:w-auto">
          <Link to="/meal-planner">
            <ChefHat aria-hidden /> View Meal Plan
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function EmptyPlanCard({ user, generate }: { user: TUser; generate: { run: () => void; isPending: boolean } }) {
  return (
    <Card className="border-dashed" data-testid="empty-plan">
      <CardHeader className="items-center py-10 text-center sm:py-14">
        <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <ChefHat className="size-7" aria-hidden />
        </span>
        <CardTitle className="text-xl">Create Your First Meal Plan</CardTitle>
        <CardDescription className="max-w-md text-base">
          You have no meal plans yet. Plan breakfasts, lunches and dinners within your <Money amount={user.weeklyBudget} /> weekly budget, with a
          shopping list to match.
        </CardDescription>
        <div className="mt-4 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <GenerateButton generate={generate} size="lg" />
          <Button asChild size="lg" variant="outline">
            <Link to="/meal-planner">Go to the Meal Planner</Link>
          </Button>
        </div>
      </CardHeader>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]" aria-label="Loading your meal plans" data-testid="dashboard-loading">
      <Skeleton className="h-64" />
      <Skeleton className="h-64" />
      <Skeleton className="h-40 lg:col-span-2" />
    </div>
  );
}

/** The signed-in home of document 000: the household's own plans, lists and savings, all from real data. */
export function Dashboard({ user }: { user: TUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const ownerOnly = useOwnerOnly();
  const missing = profileMissing(user);
  const plans = useMealPlans();
  const listCount = useShoppingListCount();
  const generate = useGenerateWithToasts();

  useEffect(() => {
    if (missing) navigate('/account', { replace: true });
  }, [missing, navigate]);

  if (missing) return <PageSpinner label="Opening your account settings" />;

  const firstName = user.firstName.trim() || 'Chef';
  const plan = plans.data?.[0];
  const lists = listCount.data ?? null;
  const { saving } = useHouseholdSaving();
  const counted = saving?.weeksCounted ?? 0;

  const listsStat =
    lists !== null ? (
      { value: String(lists), sub: lists === 1 ? 'shopping list' : 'shopping lists' }
    ) : plan ? (
      { value: `${plan.shopping.length} ${plan.shopping.length === 1 ? 'item' : 'items'}`, sub: 'to buy for this plan' }
    ) : (
      { value: '0', sub: 'Generate a plan to get a list' }
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="dashboard-greeting">
            {isReturning(user, plans.data?.length ?? 0) ? `Welcome back, ${firstName}!` : `Welcome, ${firstName}!`}
          </h1>
          <p className="text-muted-foreground">Here is your kitchen at a glance.</p>
        </div>
        <div className="flex gap-2">
          <GenerateButton generate={generate} className="flex-1 sm:flex-none" />
          <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden /> Log out
          </Button>
        </div>
      </div>

      {plans.isLoading ? (
        <DashboardSkeleton />
      ) : (
        <>
          <dl className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <Stat icon={CalendarDays} label="Meal plans created" testId="stat-plans">
              {plans.data?.length ?? 0}
            </Stat>
            <Stat icon={ClipboardList} label="Shopping lists" sub={listsStat.sub} testId="stat-lists">
              {listsStat.value}
            </Stat>
            <Stat
              icon={PiggyBank}
              label="Weekly savings"
              testId="stat-savings"
              sub={counted > 0 ? `a week on average over ${counted} ${counted === 1 ? 'week' : 'weeks'}, against the UK average` : 'from your first full week of ticks and receipts'}
            >
              {counted > 0 && saving ? <Money amount={saving.perWeek} /> : '—'}
            </Stat>
            <Stat icon={Users} label="Household size" testId="stat-household" sub={`Budget ${formatMoney(user.weeklyBudget)} a week`}>
              {user.householdSize === 1 ? '1 person' : `${user.householdSize} people`}
            </Stat>
          </dl>
          <PayDayLine />
          <PriceWatch />
          <LarderGlance />

          {plans.isError ? (
            <Card role="alert" className="mb-6">
              <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
                <p className="font-medium">Error loading meal plans: {plans.error.message}</p>
                <Button variant="outline" onClick={() => void plans.refetch()} disabled={plans.isFetching}>
                  Retry
                </Button>
              </CardContent>
            </Card>
          ) : null}

          <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
            <div className="space-y-6">
              {plan ? <CurrentPlanCard plan={plan} /> : plans.isError ? null : <EmptyPlanCard user={user} generate={generate} />}
              {plan ? <SavingsTracker plan={plan} saving={saving} /> : null}
            </div>

            <div className="space-y-6">
              <SubscriptionCard user={user} />
              <Card>
                <CardHeader>
                  <CardTitle>Quick actions</CardTitle>
                </CardHeader>
                <CardContent className="grid gap-2">
                  <Button asChild variant="outline" className="justify-start">
                    <Link to="/meal-planner">
                      <ChefHat aria-hidden /> Meal planner
                    </Link>
                  </Button>
                  <Button asChild variant="outline" className="justify-start">
                    <Link to="/simple-shopping-lists">
                      <ClipboardList aria-hidden /> Shopping lists
                      <Badge variant="muted" className="ml-auto" data-testid="quick-list-count">
                        {lists !== null ? lists : plan ? `${plan.shopping.length} items` : 0}
                      </Badge>
                    </Link>
                  </Button>
                  <Button asChild variant="outline" className="justify-start">
                    <Link to="/saved-recipes">
                      <BookmarkCheck aria-hidden /> Saved recipes
                    </Link>
                  </Button>
                  <Button asChild variant="outline" className="justify-start">
                    <Link to="/recipes">
                      <BookOpen aria-hidden /> Browse recipes
                    </Link>
                  </Button>
                  <Button asChild variant="outline" className="justify-start">
                    <Link to="/account">
                      <Settings aria-hidden /> Update preferences
                    </Link>
                  </Button>
                  {ownerOnly.isMember ? (
                    <p className="text-sm text-muted-foreground" data-testid="owner-only-cancel">
                      {ownerOnlyText(ownerOnly.ownerFirstName, 'cancel')}
                    </p>
                  ) : (
                    <Button asChild variant="destructive-outline" className="justify-start">
                      <Link to="/cancel-subscription">
                        <XCircle aria-hidden /> Cancel Subscription
                      </Link>
                    </Button>
                  )}
                </CardContent>
              </Card>
            </div>
          </div>
        </>
      )}
      <SupportButton />
    </div>
  );
}

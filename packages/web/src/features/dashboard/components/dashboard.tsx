import { BookmarkCheck, BookOpen, CalendarClock, ChefHat, ClipboardList, LogOut, PiggyBank, Settings, Sparkles, Users, UtensilsCrossed, XCircle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { TUser } from '@larder/adapters-http/contract/accounts';
import { PLAN } from '@larder/domain/billing/plan';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { PageSpinner } from '../../../components/ui/spinner';
import { useLogout } from '../../../lib/auth/logout';
import { formatPence } from '../../../lib/money';
import { isInTrial, trialDaysRemaining } from '../../../lib/trial';

const PRICE = formatPence(PLAN.pricePence);
const SKILL_LABEL = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const;

const longDate = (iso: string | null) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
};

/** The dashboard gate of document 000: size, budget and skill must all be set. */
const profileMissing = (user: TUser) => user.householdSize === null || user.weeklyBudget === null || user.cookingSkill === null;

/** One figure of the profile: compact in a row of three on phones, a card with an icon from 640 px. */
function Stat({ icon: Icon, label, children }: { icon: typeof Users; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-4 sm:rounded-2xl sm:border sm:border-border sm:bg-card sm:p-5 sm:shadow-sm">
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary sm:flex">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
        <dd className="text-base font-bold sm:text-xl">{children}</dd>
      </div>
    </div>
  );
}

function SubscriptionCard({ user }: { user: TUser }) {
  const inTrial = isInTrial(user.subscriptionStatus);
  const nextCharge = longDate(user.nextChargeAt);
  if (inTrial) {
    const days = trialDaysRemaining(user.trialEndsAt);
    const ends = longDate(user.trialEndsAt);
    return (
      <Card className="border-amber-200 bg-accent-soft/60" data-testid="trial-card">
        <CardHeader>
          <div className="flex items-center justify-between gap-2">
            <CardTitle className="flex items-center gap-2">
              <Sparkles className="size-5 text-accent-strong" aria-hidden /> Free trial
            </CardTitle>
            <Badge variant="accent">{days === 1 ? '1 day left' : `${days} days left`}</Badge>
          </div>
          <CardDescription className="text-accent-foreground/80">
            {days > 0 ? `Your free trial has ${days} ${days === 1 ? 'day' : 'days'} remaining` : 'Your free trial has ended'}
            {ends ? ` (ends ${ends}).` : '.'} Nothing is charged during the trial; then {PRICE}/month{nextCharge ? `, first charge on ${nextCharge}` : ''}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to="/subscribe">View plan and payment day</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const statusText: Record<string, string> = {
    active: 'Your subscription is active.',
    pending: 'Your payment is being processed.',
    failed: 'Your last payment failed. Please check your card.',
    cancelled: 'Your subscription is cancelled. You keep access to the end of the period you paid for.',
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-5 text-primary" aria-hidden /> {PLAN.name}
        </CardTitle>
        <CardDescription>
          {statusText[user.subscriptionStatus ?? ''] ?? ''}
          {nextCharge && user.subscriptionStatus === 'active' ? ` Next charge of ${PRICE} on ${nextCharge}.` : ''}
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

/** The signed-in home. Plans, lists and savings arrive with the planner; until then it says what to do next. */
export function Dashboard({ user }: { user: TUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const missing = profileMissing(user);

  useEffect(() => {
    if (missing) navigate('/account', { replace: true });
  }, [missing, navigate]);

  if (missing) return <PageSpinner label="Opening your account settings" />;

  const firstName = user.firstName.trim() || 'Chef';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome back, {firstName}!</h1>
          <p className="text-muted-foreground">Here is your kitchen at a glance.</p>
        </div>
        <div className="flex gap-2">
          <Button asChild>
            <Link to="/meal-planner">
              <ChefHat aria-hidden /> Plan my week
            </Link>
          </Button>
          <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden /> Log out
          </Button>
        </div>
      </div>

      <dl className="mb-6 grid grid-cols-3 divide-x divide-border rounded-2xl border border-border bg-card shadow-sm sm:gap-4 sm:divide-x-0 sm:rounded-none sm:border-0 sm:bg-transparent sm:shadow-none">
        <Stat icon={Users} label="Household size">
          {user.householdSize === 1 ? '1 person' : `${user.householdSize} people`}
        </Stat>
        <Stat icon={PiggyBank} label="Weekly budget">
          <Money amount={user.weeklyBudget} />
        </Stat>
        <Stat icon={UtensilsCrossed} label="Cooking skill">
          {user.cookingSkill ? SKILL_LABEL[user.cookingSkill] : 'Not set'}
        </Stat>
      </dl>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card className="border-dashed" data-testid="empty-plan">
          <CardHeader className="items-center py-10 text-center sm:py-14">
            <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
              <ChefHat className="size-7" aria-hidden />
            </span>
            <CardTitle className="text-xl">Create Your First Meal Plan</CardTitle>
            <CardDescription className="max-w-md text-base">
              You have no meal plans yet. Plan a week of breakfasts, lunches and dinners within your <Money amount={user.weeklyBudget} /> budget, with a
              shopping list to match.
            </CardDescription>
            <Button asChild size="lg" className="mt-4">
              <Link to="/meal-planner">Go to the Meal Planner</Link>
            </Button>
          </CardHeader>
        </Card>

        <div className="space-y-6">
          <SubscriptionCard user={user} />
          <Card>
            <CardHeader>
              <CardTitle>Quick actions</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
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
                <Link to="/simple-shopping-lists">
                  <ClipboardList aria-hidden /> Shopping lists
                </Link>
              </Button>
              <Button asChild variant="outline" className="justify-start">
                <Link to="/account">
                  <Settings aria-hidden /> Update preferences
                </Link>
              </Button>
              <Button asChild variant="destructive-outline" className="justify-start">
                <Link to="/cancel-subscription">
                  <XCircle aria-hidden /> Cancel Subscription
                </Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

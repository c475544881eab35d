import { ArrowLeft, LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/get-user';
import { ordinal } from '../../../lib/ordinal';
import { useSubscription } from '../api/get-subscription';
import { AcquiredCardForm } from './acquired-card-form';
import { PlanCard } from './plan-card';

/** /acquired-payment: the Acquired payment test page (document 001). Public, but subscribing needs an account. */
export function AcquiredPaymentPage() {
  const { user, isLoading } = useAuth();
  const subscription = useSubscription(!!user);
  const live = subscription.data && ['trialing', 'active', 'pending'].includes(subscription.data.status) ? subscription.data : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-6 flex flex-col gap-3 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Larder Meal Planner: Acquired payments</h1>
          <p className="text-muted-foreground">Start your subscription with a card through Acquired.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden /> Back to App
          </Link>
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <PlanCard note="You choose the day of the month you are billed. In shorter months, billing happens on the last day of the month." />
        <Card>
          <CardHeader>
            <CardTitle>Test subscription</CardTitle>
            <CardDescription>Card payments through Acquired, with 3-D Secure on the first payment.</CardDescription>
          </CardHeader>
          <CardContent>
            {isLoading ? (
              <div className="space-y-3" aria-label="Loading">
                <Skeleton className="h-11" />
                <Skeleton className="h-11" />
                <Skeleton className="h-11" />
              </div>
            ) : user ? (
              <>
                {live ? (
                  <p className="mb-5 rounded-xl bg-muted p-3 text-sm text-muted-foreground" data-testid="live-subscription-note">
                    You already have a subscription, billed on the {ordinal(live.billingDay)}. A card entered here replaces the one on file, and the pay day you choose
                    becomes your billing day.
                  </p>
                ) : null}
                <AcquiredCardForm customer={{ email: user.email, firstName: user.firstName, lastName: user.lastName }} />
              </>
            ) : (
              <div className="space-y-4 rounded-xl bg-muted p-4" data-testid="acquired-sign-in">
                <p className="font-semibold">Please sign in to subscribe</p>
                <p className="text-sm text-muted-foreground">A subscription belongs to your Larder account. Sign in, or start a free trial to create one.</p>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Button asChild>
                    <Link to="/login">
                      <LogIn aria-hidden /> Sign In
                    </Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/signup">Start Free Trial</Link>
                  </Button>
                </div>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

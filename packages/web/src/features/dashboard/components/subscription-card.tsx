import { CalendarClock, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TUser } from '@larder/contract/accounts';
import { PLAN } from '@larder/domain/billing/plan';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatPence } from '../../../lib/money';
import { isInTrial, trialDaysRemaining } from '../../../lib/trial';

const PRICE = formatPence(PLAN.pricePence);

const longDate = (iso: string | null) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
};

/** The dashboard's subscription card: the trial's days left and first charge, or the subscription's state and next charge. */
export function SubscriptionCard({ user }: { user: TUser }) {
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

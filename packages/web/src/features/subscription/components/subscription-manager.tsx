import { AlertTriangle, CalendarDays, CreditCard, Loader2, RefreshCw, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { TSubscriptionView } from '@larder/contract/billing';
import { StatusBadge } from './status-badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { messageOr } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { ordinal } from '../../../lib/ordinal';
import { useSubscription } from '../api/get-subscription';
import { useCancelSubscription, useUpdateBillingDay } from '../api/manage-subscription';
import { longDate } from '../utils/subscription-form';
import { DaySelect } from '../../../components/day-select';

type Status = TSubscriptionView['status'];

const STATUS_BADGE: Record<Status, { label: string; variant: 'default' | 'accent' | 'muted' | 'destructive' }> = {
  active: { label: 'Active', variant: 'default' },
  trialing: { label: 'Free trial', variant: 'accent' },
  pending: { label: 'Pending', variant: 'muted' },
  failed: { label: 'Failed', variant: 'destructive' },
  cancelled: { label: 'Cancelled', variant: 'muted' },
};

/** Statuses that show the management controls (change billing day, cancel). */
const MANAGEABLE: ReadonlySet<Status> = new Set(['active', 'trialing', 'pending']);

/** The moment the period the household has (paid or trial) ends. */
const periodEnd = (s: TSubscriptionView) => (s.status === 'trialing' ? (s.trialEndsAt ?? s.nextBillingDate) : s.nextBillingDate);

/** "visa" -> "Visa", "mastercard" -> "Mastercard", "amex" -> "American Express". */
const brandName = (brand: string) => (brand.toLowerCase() === 'amex' ? 'American Express' : brand.charAt(0).toUpperCase() + brand.slice(1));

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-border py-2.5 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/**
 * The subscription manager (document 001): status, failed payments, amount, ordinal billing day, last and
 * next billing dates; change the billing day; cancel after a confirmation.
 */
export function SubscriptionManager({ emptyAction }: { emptyAction?: ReactNode }) {
  const query = useSubscription();

  if (query.isLoading) {
    return (
      <Card aria-label="Loading your subscription">
        <CardContent className="space-y-3 pt-5 sm:pt-6">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </CardContent>
      </Card>
    );
  }
  if (query.error) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Your subscription</CardTitle>
          <CardDescription role="alert" className="text-base text-red-800">
            {messageOr(query.error, 'Your subscription could not be loaded. Please try again.')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden /> Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  const subscription = query.data ?? null;
  if (!subscription) {
    return (
      <Card data-testid="subscription-manager">
        <CardHeader>
          <CardTitle>No Acquired Subscription</CardTitle>
          <CardDescription className="text-base">You don't have an active Acquired subscription yet.</CardDescription>
        </CardHeader>
        {emptyAction ? <CardContent>{emptyAction}</CardContent> : null}
      </Card>
    );
  }
  return <SubscriptionDetails subscription={subscription} />;
}

function SubscriptionDetails({ subscription: s }: { subscription: TSubscriptionView }) {
  const badge = STATUS_BADGE[s.status];
  const showNext = (s.status === 'active' || s.status === 'trialing') && s.nextBillingDate;
  return (
    <Card data-testid="subscription-manager">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <CreditCard className="size-5 text-primary" aria-hidden /> Your subscription
          </CardTitle>
          <div className="flex flex-wrap gap-1.5">
            <StatusBadge variant={badge.variant} data-testid="subscription-status">
              {badge.label}
            </StatusBadge>
            {s.failedAttempts > 0 ? (
              <StatusBadge variant="destructive" data-testid="failed-payments">
                <AlertTriangle className="size-3.5" aria-hidden /> {s.failedAttempts} failed {s.failedAttempts === 1 ? 'payment' : 'payments'}
              </StatusBadge>
            ) : null}
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl>
          <Row label="Monthly amount">
            <span className="money">{formatMoney(s.amount)}</span>
          </Row>
          <Row label="Billing day">{ordinal(s.billingDay)} of each month</Row>
          {s.status === 'trialing' && s.trialEndsAt ? <Row label="Free trial ends">{longDate(s.trialEndsAt)}</Row> : null}
          <Row label="Last billing date">{s.lastBillingDate ? longDate(s.lastBillingDate) : 'Not billed yet'}</Row>
          {showNext ? <Row label="Next billing date">{longDate(s.nextBillingDate)}</Row> : null}
          {s.card ? (
            <Row label="Card">
              {brandName(s.card.brand)} ending {s.card.last4}
            </Row>
          ) : null}
        </dl>

        {s.status === 'cancelled' ? (
          <div className="rounded-xl border border-border bg-muted p-4 text-sm" role="status">
            <p className="font-semibold">Your subscription has been cancelled. You will not be charged again.</p>
            {s.accessEndsAt && Date.parse(s.accessEndsAt) > Date.now() ? (
              <p className="mt-1 text-muted-foreground">You keep full access until {longDate(s.accessEndsAt)}.</p>
            ) : null}
          </div>
        ) : null}

        {s.status === 'failed' ? (
          <div className="flex gap-3 rounded-xl border border-red-200 bg-destructive-soft p-4 text-sm text-red-800" role="alert">
            <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div>
              <p className="font-semibold">Payment Failed</p>
              <p>Your subscription has been suspended due to payment issues. Please contact support to restore it.</p>
            </div>
          </div>
        ) : null}

        {s.status === 'pending' ? (
          <p className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">Your first payment is being processed. This page updates when it completes.</p>
        ) : null}

        {MANAGEABLE.has(s.status) ? (
          <>
            <ChangeBillingDay current={s.billingDay} />
            <CancelSubscription subscription={s} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ChangeBillingDay({ current }: { current: number }) {
  const [chosen, setChosen] = useState('');
  const update = useUpdateBillingDay();
  const disabled = chosen === '' || Number(chosen) === current || update.isPending;

  const onUpdate = () => {
    if (disabled) return;
    update.mutate(Number(chosen), {
      onSuccess: () => {
        setChosen('');
        toast({ title: 'Billing Day Updated', description: 'Your billing day has been updated successfully.' });
      },
      onError: (error) => {
        toast({ title: 'Update Failed', description: messageOr(error, 'Failed to update billing day. Please try again.'), variant: 'destructive' });
      },
    });
  };

  return (
    <div className="space-y-3 rounded-xl border border-border p-4">
      <h4 className="flex items-center gap-2 font-semibold">
        <CalendarDays className="size-4 text-primary" aria-hidden /> Change billing day
      </h4>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id="new-billing-day" label="New billing day" className="flex-1">
          <DaySelect id="new-billing-day" value={chosen} onChange={setChosen} disabled={update.isPending} />
        </Field>
        <Button onClick={onUpdate} disabled={disabled} className="sm:w-32">
          {update.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {update.isPending ? 'Updating...' : 'Update'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">In months shorter than your billing day, you are billed on the last day of the month.</p>
    </div>
  );
}

function CancelSubscription({ subscription }: { subscription: TSubscriptionView }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const end = periodEnd(subscription);

  const onConfirm = () => {
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Subscription Cancelled', description: 'Your Acquired subscription has been cancelled successfully.' });
      },
      onError: (error) => {
        toast({ title: 'Cancellation Failed', description: messageOr(error, 'Failed to cancel subscription. Please try again.'), variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <Button variant="destructive-outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <XCircle aria-hidden /> Cancel Subscription
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription className="text-base">
            This cannot be undone here. You keep premium access until the end of your current{' '}
            {subscription.status === 'trialing' ? 'free trial' : 'billing period'}
            {end ? ` (${longDate(end)})` : ''}, then lose it. You will not be charged again.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              Keep Subscription
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={cancel.isPending}>
            {cancel.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {cancel.isPending ? 'Cancelling...' : 'Yes, Cancel Subscription'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

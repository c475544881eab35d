import { AlertTriangle, CreditCard, Home, Loader2, LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { TSubscriptionView } from '@larder/contract/billing';
import { DEFAULT_PAY_DAY } from '@larder/domain/billing/billing-day';
import { PLAN } from '@larder/domain/billing/plan';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/get-user';
import { ordinal } from '../../../lib/ordinal';
import { handleUnauthorized, SIGN_IN_REDIRECT } from '../../../lib/unauthorized';
import type { CardStepHandle } from '../../signup/components/card-step';
import { PayDaySelect } from '../../signup/components/pay-day-select';
import { useSubscription } from '../api/get-subscription';
import { useCreateSubscription } from '../api/create-subscription';
import { PLAN_PRICE, PlanCard } from './plan-card';
import { SubscriptionManager } from './subscription-manager';
import { canTakeCard, PaymentCardStep } from './payment-card-step';

/** After a success the page goes home after 2 s (document 000 section 4). */
const REDIRECT_DELAY_MS = 2000;

/** Statuses of a subscription that is still live (as the server counts them): the page shows its manager instead of a second one. */
const isLive = (s: TSubscriptionView | null | undefined) => !!s && (s.status === 'trialing' || s.status === 'active' || s.status === 'pending');

/** The server's answer when the provider's keys are missing (document 000: "payment keys not configured"). */
const isNotConfigured = (message: string) => /not (yet )?configured/i.test(message);

/** A failure of the card itself (declined, unusable), as opposed to a problem with the request. */
const isPaymentFailure = (error: unknown) => error instanceof ApiError && (error.status === 402 || error.field === 'paymentMethodId' || error.field === 'card');

/** /subscribe (document 000): the plan, a payment day and a card; every state of section 4 and toast of section 8. */
export function SubscribePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <SignedOut />;
  return <Subscribe />;
}

function SignedOut() {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <LogIn className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-2xl">Authentication Required</CardTitle>
          <CardDescription>Please sign in to subscribe.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Button asChild size="lg">
            <a href={SIGN_IN_REDIRECT}>Sign In</a>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/signup">Start Free Trial</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function ErrorCard({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card role="alert">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive">
            <AlertTriangle className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-2xl">Something went wrong</CardTitle>
          <CardDescription className="text-base">{message}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="lg" className="w-full">
            <Link to="/">
              <Home aria-hidden /> Go Home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function Subscribe() {
  const subscription = useSubscription();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [payDay, setPayDay] = useState(String(DEFAULT_PAY_DAY));
  const [processingCard, setProcessingCard] = useState(false);
  const [done, setDone] = useState(false);
  const [initError, setInitError] = useState<string | null>(null);
  const init = useCreateSubscription();
  const create = useCreateSubscription();
  const cardRef = useRef<CardStepHandle>(null);

  const goHomeSoon = () => {
    setDone(true);
    setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
  };

  // Back from a provider's confirmation page (document 000: payment_intent_status=succeeded and preferred_pay_day).
  const returned = useRef(false);
  useEffect(() => {
    if (returned.current || params.get('payment_intent_status') !== 'succeeded') return;
    returned.current = true;
    const day = Number(params.get('preferred_pay_day') ?? DEFAULT_PAY_DAY);
    toast({ title: 'Payment Successful', description: `You are now subscribed to the Pro plan. You will be billed on the ${ordinal(day)} of each month.` });
    goHomeSoon();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, []);

  // Ask for the card form once we know there is no live subscription (the answer carries the client secret).
  const asked = useRef(false);
  const ready = subscription.isSuccess && !isLive(subscription.data);
  useEffect(() => {
    if (!ready || asked.current || returned.current) return;
    asked.current = true;
    init.mutate(
      { preferredPayDay: Number(payDay) },
      {
        onSuccess: (answer) => {
          if ('subscription' in answer) activated(answer.subscription, answer.message);
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return handleUnauthorized();
          const message = messageOr(error, 'Failed to initialize subscription. Please try again.');
          if (isNotConfigured(message)) {
            toast({ title: 'Payment Setup Required', description: 'Stripe payment processing is not yet configured. Contact support to enable subscriptions.', variant: 'destructive' });
            goHomeSoon();
            return;
          }
          if (error instanceof ApiError && error.status === 409) {
            void subscription.refetch();
            return;
          }
          toast({ title: 'Error', description: 'Failed to initialize subscription. Please try again.', variant: 'destructive' });
          setInitError(message);
        },
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page is ready
  }, [ready]);

  const activated = (s: TSubscriptionView, message: string) => {
    if (s.status === 'trialing') {
      toast({ title: 'Trial Activated', description: `Your ${PLAN.trialDays}-day free trial has been activated! You won't be charged until it ends.` });
    } else {
      toast({ title: 'Subscription Activated', description: message });
    }
    goHomeSoon();
  };

  const busy = processingCard || create.isPending || done;

  const onSubscribe = async () => {
    if (busy) return;
    const card = cardRef.current;
    if (!card) {
      toast({ title: 'Payment Failed', description: 'Stripe is not loaded. Please refresh and try again.', variant: 'destructive' });
      return;
    }
    let paymentMethodId: string;
    setProcessingCard(true);
    try {
      paymentMethodId = await card.createPaymentMethod();
    } catch (error) {
      toast({ title: 'Payment Failed', description: error instanceof Error && error.message ? error.message : 'Failed to process payment information', variant: 'destructive' });
      return;
    } finally {
      setProcessingCard(false);
    }
    create.mutate(
      { preferredPayDay: Number(payDay), paymentMethodId },
      {
        onSuccess: (answer) => {
          if ('subscription' in answer) activated(answer.subscription, answer.message);
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return handleUnauthorized();
          if (isPaymentFailure(error)) {
            toast({ title: 'Payment Failed', description: messageOr(error, 'Your card was declined. Please try another card.'), variant: 'destructive' });
          } else if (error instanceof ApiError && error.status === 409) {
            toast({ title: 'Error', description: messageOr(error, 'You already have a subscription.'), variant: 'destructive' });
            void subscription.refetch();
          } else {
            toast({ title: 'Error', description: messageOr(error, 'Failed to save payment preferences. Please try again.'), variant: 'destructive' });
          }
        },
      },
    );
  };

  if (subscription.isLoading) return <PageSpinner />;
  if (subscription.error) return <ErrorCard message={messageOr(subscription.error, 'Your subscription could not be loaded. Please try again.')} />;
  if (initError) return <ErrorCard message={initError} />;

  if (isLive(subscription.data) && !done) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
        <PageHeader title="Your subscription" description="You already have a Larder subscription. Manage it here." />
        <SubscriptionManager />
      </div>
    );
  }

  const intent = init.data && 'clientSecret' in init.data ? init.data : undefined;
  const previous = subscription.data;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Subscribe to Larder"
        description={previous ? 'Welcome back. Subscribe again to pick up where you left off.' : `Start your ${PLAN.trialDays}-day free trial. Nothing is charged until it ends.`}
      />
      {previous?.status === 'failed' ? (
        <p role="alert" className="mb-6 flex gap-2 rounded-xl border border-red-200 bg-destructive-soft p-4 text-sm text-red-800">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          Your subscription was suspended because its payments failed. Subscribe again with a card that works to restore your access.
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <PlanCard trialBadge={!previous} />
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CreditCard className="size-5 text-primary" aria-hidden /> Payment
            </CardTitle>
            <CardDescription>
              {previous ? `Your first month (${PLAN_PRICE}) is charged today, then on your payment day each month.` : 'A card is needed to start the trial. Cancel before it ends and you pay nothing.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <Field id="pay-day" label="Payment day" hint={`${PLAN_PRICE} is charged on the ${ordinal(Number(payDay))} of each month${previous ? '' : ' after your trial'}; in shorter months, on the last day.`}>
              <PayDaySelect id="pay-day" value={payDay} onChange={setPayDay} disabled={busy} />
            </Field>
            <div className="space-y-2">
              <p className="flex items-center gap-2 text-sm font-medium">
                <CreditCard className="size-4 text-primary" aria-hidden /> Card details
              </p>
              <PaymentCardStep ref={cardRef} intent={intent} isLoading={init.isPending || (!intent && !init.isError && !done)} loadError={init.isError} disabled={busy} />
            </div>
            <Button size="lg" className="h-14 w-full text-base" onClick={() => void onSubscribe()} disabled={busy || !canTakeCard(intent)}>
              {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {busy ? 'Subscribing...' : 'Subscribe Now'}
            </Button>
            <p className="text-center text-xs text-muted-foreground">
              {PLAN_PRICE} per month{previous ? '' : ` after the ${PLAN.trialDays}-day free trial`}. Cancel anytime; you keep access to the end of the period you paid for.
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

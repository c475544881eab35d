import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Check, CreditCard, FlaskConical, Lock, PiggyBank, ShieldCheck, Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TLeadView } from '@larder/contract/leads';
import { PLAN } from '@larder/domain/billing/plan';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatPence } from '../../../lib/money';
import { ordinal } from '../../../lib/ordinal';
import { CardStep, type CardStepHandle } from '../../signup/components/card-step';
import { PayDaySelect } from '../../signup/components/pay-day-select';
import { createSimulatedPaymentMethod } from '../../signup/api/create-simulated-payment-method';
import { createLeadSetupIntent, submitToPartner, subscribeLead, trackView, useLead } from '../api/lead-journey';
import {
  EXPRESS_CHECKOUT_TIMEOUT_MS,
  PROCESSING_LIMIT_MS,
  REDIRECT_DELAY_MS,
  defaultPartnerUrl,
  firstChargeLabel,
  isDemoSession,
} from '../utils/journey';
import { SAVINGS, includedFeatures } from './lead-welcome-page';
import { useSiteFacts } from '../../../lib/site-facts';
import { ProcessingOverlay } from './processing-overlay';
import { ApplicationStatus, SessionExpired, SessionIssue } from './session-cards';

/** The lender-matching partner's name in POST /api/leads/submit-to-{partner} (the server's default). */
const PARTNER = 'peppy';

class TimedOut extends Error {}
const within = <T,>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new TimedOut()), ms))]);

/**
 * /lead-subscribe?session= and /subscription-signup (the same screen, document 002): the 7-day trial with a
 * card, then on to the lender-matching partner. "Session Issue" without a usable session (Try Demo Mode for
 * demo- sessions), "Session Expired" after 7 days.
 */
export function LeadSubscribePage() {
  const [params] = useSearchParams();
  const session = params.get('session') ?? params.get('session_id');
  const [demo, setDemo] = useState(false);
  const lead = useLead(demo ? null : session);

  if (!session) return <SessionIssue reason="Missing session ID" demo={false} onDemo={() => undefined} />;
  if (demo) return <SubscribeScreen session={session} lead={null} />;
  if (lead.isLoading) {
    return (
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 lg:grid-cols-[1fr_22rem]" aria-label="Loading your session">
        <Skeleton className="h-96" />
        <Skeleton className="h-72" />
      </div>
    );
  }
  if (lead.error instanceof ApiError && lead.error.status === 410) return <SessionExpired />;
  if (!lead.data) {
    const demoSession = isDemoSession(session);
    const reason = demoSession
      ? 'This is a demo link: there is no application behind it. You can preview the page in demo mode; nothing is saved or charged.'
      : lead.error instanceof ApiError && lead.error.status === 404
        ? 'We could not find this session. Please use the link from your application.'
        : 'We could not load your session. Please refresh the page and try again.';
    return <SessionIssue reason={reason} demo={demoSession} onDemo={() => setDemo(true)} />;
  }
  return <SubscribeScreen session={session} lead={lead.data} />;
}

function Steps() {
  const steps = ['Application received', 'Start your free trial', 'Lender matching'];
  return (
    <ol className="mb-6 grid grid-cols-3 gap-2 text-center text-xs sm:text-sm" aria-label="Progress">
      {steps.map((label, i) => (
        <li key={label} aria-current={i === 1 ? 'step' : undefined} className="flex flex-col items-center gap-1.5">
          <span
            className={cn(
              'flex size-8 items-center justify-center rounded-full text-sm font-semibold',
              i === 0 ? 'bg-primary text-primary-foreground' : i === 1 ? 'border-2 border-primary bg-card text-primary' : 'bg-muted text-muted-foreground',
            )}
          >
            {i === 0 ? <Check className="size-4" aria-hidden /> : i + 1}
          </span>
          <span className={cn(i === 1 ? 'font-semibold text-foreground' : 'text-muted-foreground')}>{label}</span>
        </li>
      ))}
    </ol>
  );
}

function SubscribeScreen({ session, lead }: { session: string; lead: TLeadView | null }) {
  const demo = lead === null;
  const facts = useSiteFacts();
  const [name, setName] = useState(lead ? `${lead.firstName} ${lead.lastName}` : '');
  const [email, setEmail] = useState(lead?.email ?? '');
  const [payDay, setPayDay] = useState(String(lead?.payDay ?? 1));
  const [terms, setTerms] = useState(false);
  const [processingSince, setProcessingSince] = useState<number | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [expired, setExpired] = useState(false);
  const [applicationStatus, setApplicationStatus] = useState<string | null>(null);
  const cardRef = useRef<CardStepHandle>(null);

  const intent = useQuery({ queryKey: ['/api/subscription/create-setup-intent', session], queryFn: () => createLeadSetupIntent(session), enabled: !demo, retry: false, gcTime: 0, staleTime: Infinity });
  useEffect(() => {
    if (!intent.error) return;
    if (intent.error instanceof ApiError && intent.error.status === 410) setExpired(true);
    else toast({ title: 'Error', description: 'Failed to initialize secure payment. Please refresh the page.', variant: 'destructive' });
  }, [intent.error]);

  const tracked = useRef(false);
  useEffect(() => {
    if (demo || tracked.current) return;
    tracked.current = true;
    void trackView(session, 'subscription');
  }, [demo, session]);

  const goToPartner = (url: string | null) => {
    setRedirecting(true);
    setTimeout(() => window.location.assign(url || defaultPartnerUrl(session)), REDIRECT_DELAY_MS);
  };

  const continueToPartner = async () => {
    try {
      const answer = await submitToPartner(PARTNER, session, false);
      goToPartner(answer.redirectUrl);
    } catch {
      goToPartner(null);
    }
  };

  const pay = async (express: boolean) => {
    if (!terms) {
      toast({ title: 'Terms Required', description: 'Please accept the terms and conditions to continue', variant: 'destructive' });
      return;
    }
    if (demo) {
      toast({ title: 'Demo mode', description: 'This is a preview: no card was saved and nothing was charged.' });
      return;
    }
    let paymentMethodId: string;
    let cardReady = false;
    const started = Date.now();
    try {
      if (express) {
        setProcessingSince(started);
        // The simulated provider's wallet holds its test card; a real wallet would hand us its token the same way.
        paymentMethodId = (await within(createSimulatedPaymentMethod({ number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 5, cvc: '123' }), EXPRESS_CHECKOUT_TIMEOUT_MS)).id;
      } else {
        try {
          paymentMethodId = await cardRef.current!.createPaymentMethod();
        } catch (error) {
          toast({ title: 'Payment form validation failed', description: (error as Error).message, variant: 'destructive' });
          return;
        }
        setProcessingSince(started);
      }
      cardReady = true;
      const limit = express ? Math.max(1000, EXPRESS_CHECKOUT_TIMEOUT_MS - (Date.now() - started)) : PROCESSING_LIMIT_MS;
      const answer = await within(subscribeLead(session, { paymentMethodId, payDay: Number(payDay), customerName: name.trim(), customerEmail: email.trim() }), limit);
      toast({
        title: answer.alreadySubscribed ? 'Your free trial is already running' : 'Your free trial has started',
        description: 'Taking you to your lender match now…',
      });
      goToPartner(answer.peppyRedirectUrl);
    } catch (error) {
      setProcessingSince(null);
      if (error instanceof TimedOut) {
        if (express) toast({ title: 'Express Checkout Failed', description: 'It took too long. Please try again or use manual payment.', variant: 'destructive' });
        else toast({ title: 'Payment Error', description: 'This is taking longer than it should. Check your email for a trial confirmation before trying again, or contact support.', variant: 'destructive' });
        return;
      }
      if (!(error instanceof ApiError)) {
        toast({ title: express ? 'Express Checkout Failed' : 'Payment Error', description: 'Please check your connection and try again.', variant: 'destructive' });
        return;
      }
      const message = error.serverMessage ?? error.message;
      if (error.status === 410) return setExpired(true);
      if (error.status === 409) return setApplicationStatus(message);
      if (error.status === 402 || error.field === 'paymentMethodId') {
        if (/authenticat|3-?d ?secure/i.test(message)) toast({ title: 'Payment Authentication Failed', description: 'Your bank could not confirm this card. Please try a different card.', variant: 'destructive' });
        else toast({ title: express ? 'Express Checkout Failed' : 'Card Setup Failed', description: 'Please check your card details and try again', variant: 'destructive' });
        return;
      }
      if (error.status >= 500 && cardReady) {
        toast({ title: 'Subscription Error', description: 'Payment succeeded but subscription setup failed. Please contact support', variant: 'destructive' });
        return;
      }
      toast({ title: express ? 'Error' : 'Payment Error', description: message, variant: 'destructive' });
    }
  };

  if (expired) return <SessionExpired />;
  if (applicationStatus) return <ApplicationStatus message={applicationStatus} onContinue={() => void continueToPartner()} />;

  const day = Number(payDay);
  const busy = processingSince !== null || redirecting;
  const canPay = terms && (demo || intent.isSuccess) && !busy;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      {processingSince !== null && !redirecting ? <ProcessingOverlay startedAt={processingSince} /> : null}
      <div className="mb-6 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-xl bg-primary px-4 py-2.5 text-center text-sm font-medium text-primary-foreground" data-testid="trust-banner">
        <span className="flex items-center gap-1.5">
          <Lock className="size-4" aria-hidden /> Secure checkout
        </span>
        <span className="flex items-center gap-1.5">
          <BadgeCheck className="size-4" aria-hidden /> £0 today: {PLAN.trialDays}-day free trial
        </span>
        <span className="flex items-center gap-1.5">
          <ShieldCheck className="size-4" aria-hidden /> Cancel any time
        </span>
      </div>
      {demo ? (
        <p className="mb-4 flex items-center gap-2 rounded-xl border border-amber-200 bg-accent-soft p-3 text-sm text-accent-foreground" role="status">
          <FlaskConical className="size-4 shrink-0" aria-hidden /> Demo mode: a preview with no application behind it. Nothing you enter is saved or charged.
        </p>
      ) : null}
      <Steps />
      <h1 className="mb-1 text-2xl font-bold tracking-tight sm:text-3xl">{lead ? `${lead.firstName}, start your free trial` : 'Start your free trial'}</h1>
      <p className="mb-6 text-muted-foreground">
        {formatPence(0)} today. Then {formatPence(PLAN.pricePence)} a month, on the {ordinal(day)} of each month (the last day in shorter months).
      </p>

      <p className="mb-4 flex items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm lg:hidden" data-testid="order-summary-compact">
        <span>
          Due today <strong className="tabular-nums">{formatPence(0)}</strong>
        </span>
        <span className="text-muted-foreground">
          then <span className="tabular-nums">{formatPence(PLAN.pricePence)}</span>/month from {firstChargeLabel(day)}
        </span>
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Card>
          <CardHeader>
            <CardTitle>Your details and card</CardTitle>
            <CardDescription>Nothing is charged during the trial. We email you before it ends.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="lead-name" label="Name on the account">
                <Input id="lead-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} disabled={busy} />
              </Field>
              <Field id="lead-email" label="Email address">
                <Input id="lead-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={busy} />
              </Field>
            </div>
            <Field id="lead-pay-day" label="Payment day" hint={lead?.nextPayDate ? 'Suggested from your next pay date; choose any day from the 1st to the 31st.' : 'Any day from the 1st to the 31st.'}>
              <PayDaySelect id="lead-pay-day" value={payDay} onChange={setPayDay} disabled={busy} />
            </Field>
            <div className="space-y-2">
              <p className="text-sm font-semibold">Card</p>
              {demo ? (
                <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">The card form appears here with a real session.</p>
              ) : (
                <CardStep ref={cardRef} setupIntent={intent.data} isLoading={intent.isLoading} loadError={intent.isError} disabled={busy} />
              )}
            </div>
            <label className="flex items-start gap-3 rounded-xl border border-border p-3 text-sm" htmlFor="lead-terms">
              <Checkbox id="lead-terms" checked={terms} onCheckedChange={(v) => setTerms(v === true)} disabled={busy} className="mt-0.5" />
              <span>
                I agree to the{' '}
                <Link to="/terms" target="_blank" className="font-semibold text-primary underline">
                  Terms and Conditions
                </Link>{' '}
                and the{' '}
                <Link to="/privacy" target="_blank" className="font-semibold text-primary underline">
                  Privacy Policy
                </Link>
                . After the {PLAN.trialDays}-day free trial I will be charged {formatPence(PLAN.pricePence)} a month on the {ordinal(day)} until I cancel. No refunds for a
                month already paid; I keep access to its end.
              </span>
            </label>
            <Button size="lg" className="w-full" disabled={!canPay} onClick={() => void pay(false)} data-testid="start-trial">
              <CreditCard aria-hidden /> Start My Free Trial
            </Button>
            <div className="flex items-center gap-3 text-xs text-muted-foreground">
              <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
            </div>
            <Button
              size="lg"
              variant="outline"
              className="w-full"
              disabled={busy || (!demo && intent.data?.provider !== 'simulated')}
              onClick={() => void pay(true)}
              data-testid="express-checkout"
            >
              <Wallet aria-hidden /> Express checkout{intent.data?.provider === 'simulated' || demo ? ' (test wallet)' : ''}
            </Button>
            {!demo && intent.data && intent.data.provider !== 'simulated' ? (
              <p className="text-xs text-muted-foreground">Express checkout is not available on this device; please use your card above.</p>
            ) : null}
            {redirecting ? (
              <p role="status" className="rounded-xl bg-primary-soft p-3 text-center text-sm font-semibold text-primary">
                Your free trial has started. Taking you to your lender match…
              </p>
            ) : null}
          </CardContent>
        </Card>

        <div className="space-y-4">
          <Card data-testid="order-summary">
            <CardHeader>
              <CardTitle>Order summary</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              <div className="flex justify-between gap-3">
                <span>{PLAN.name}, {PLAN.trialDays}-day free trial</span>
                <span className="tabular-nums font-semibold">{formatPence(0)}</span>
              </div>
              <div className="flex justify-between gap-3 text-muted-foreground">
                <span>Then monthly, from {firstChargeLabel(day)}</span>
                <span className="tabular-nums">{formatPence(PLAN.pricePence)}</span>
              </div>
              <div className="flex justify-between gap-3 border-t border-border pt-3 text-base font-semibold">
                <span>Due today</span>
                <span className="tabular-nums">{formatPence(0)}</span>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Included</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-2 text-sm">
                {includedFeatures(facts).map((f) => (
                  <li key={f} className="flex items-center gap-2">
                    <Check className="size-4 shrink-0 text-primary" aria-hidden /> {f}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card className="bg-accent-soft">
            <CardContent className="flex gap-3 pt-5 text-sm text-accent-foreground">
              <PiggyBank className="size-6 shrink-0" aria-hidden />
              <p>
                Our claim: households save <strong>£{SAVINGS.monthly} a month</strong> on average, <strong>£{SAVINGS.yearly}+ a year</strong>, by planning meals and shopping
                where it is cheapest (not measured for you).
              </p>
            </CardContent>
          </Card>
          <div className="space-y-2 px-1 text-xs text-muted-foreground">
            <p className="flex gap-1.5">
              <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden /> Your card goes straight to our payment provider; Larder never sees or stores the number.
            </p>
            <p className="flex gap-1.5">
              <ShieldCheck className="mt-0.5 size-3.5 shrink-0" aria-hidden /> Your bank may ask you to confirm the card (3-D Secure). Cancel any time from your account or at
              /cancel-subscription.
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}

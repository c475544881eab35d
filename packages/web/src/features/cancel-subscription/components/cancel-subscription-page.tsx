import { ArrowLeftRight, CheckCircle2, Heart, Home, Info, Loader2, SearchX, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { TCancelResult } from '@larder/contract/billing';
import { PageHeader } from '../../../components/page-header';
import { SupportButton } from '../../../components/support/support-button';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useCancelSubscription, type CancelRequest } from '../api/cancel-subscription';
import { ownerOnlyText, useOwnerOnly } from '../../../lib/household/owner-only';

type Method = 'email' | 'details';

const BY_DETAILS_FAILED = "We couldn't find a subscription matching these details. Please check your information and try again.";

/** Document 002 section 8: what a failed lookup shows. */
type Failure = { kind: 'not-found-email' } | { kind: 'message'; text: string };

const longDate = (iso: string | null) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/** Trimmed, the email lower-cased, the postcode upper-cased (document 002 section 5). */
export function cancelRequestFrom(method: Method, v: { email: string; firstName: string; lastName: string; postcode: string }): CancelRequest | null {
  const firstName = v.firstName.trim();
  const lastName = v.lastName.trim();
  if (method === 'email') {
    const email = v.email.trim().toLowerCase();
    return email && firstName && lastName ? { method, email, firstName, lastName } : null;
  }
  const postcode = v.postcode.trim().toUpperCase();
  return firstName && lastName && postcode ? { method, firstName, lastName, postcode } : null;
}

function WhatHappensNext() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Info className="size-4 text-primary" aria-hidden /> What happens next
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          <li>Your subscription stops renewing straight away: you will not be charged again.</li>
          <li>You keep full access to your meal plans, recipes and shopping lists until the end of the period you have paid for.</li>
          <li>We email the account holder a confirmation, with a one-click link to keep the subscription if this was a mistake.</li>
          <li>Part months are not refunded, as our terms say. You can subscribe again whenever you like.</li>
        </ul>
      </CardContent>
    </Card>
  );
}

/** /cancel-subscription (public, document 002): identify yourself by email or by name and postcode. */
export function CancelSubscriptionPage() {
  const [method, setMethod] = useState<Method>('email');
  const [values, setValues] = useState({ email: '', firstName: '', lastName: '', postcode: '' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [result, setResult] = useState<TCancelResult | null>(null);
  const cancel = useCancelSubscription();
  const ownerOnly = useOwnerOnly();

  const request = cancelRequestFrom(method, values);
  const set = (key: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setFailure(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!request || cancel.isPending) return;
    setFailure(null);
    cancel.mutate(request, {
      onSuccess: setResult,
      onError: (error) => {
        const notFound = error instanceof ApiError && error.status === 404;
        if (notFound && request.method === 'email') setFailure({ kind: 'not-found-email' });
        else if (notFound) setFailure({ kind: 'message', text: messageOr(error, BY_DETAILS_FAILED) });
        else if (request.method === 'details') setFailure({ kind: 'message', text: messageOr(error, BY_DETAILS_FAILED) });
        else setFailure({ kind: 'message', text: messageOr(error, 'Something went wrong. Please try again.') });
      },
    });
  };

  const switchMethod = () => {
    setMethod((m) => (m === 'email' ? 'details' : 'email'));
    setFailure(null);
  };

  if (result) return <CancelResult result={result} />;
  // A signed-in member of a household pays nothing here: the page says who does, instead of a form the server refuses.
  if (ownerOnly.isMember) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <PageHeader title="Cancel Subscription" description="Your household shares one subscription." />
        <Card data-testid="owner-only-cancel">
          <CardContent className="space-y-4 pt-6">
            <p>{ownerOnlyText(ownerOnly.ownerFirstName, 'cancel')} Ask them, or leave the household from your account page.</p>
            <Button asChild variant="outline" className="min-h-11">
              <Link to="/account">Your account</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const busy = cancel.isPending;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Cancel Subscription"
        description="We're sorry to see you go. Tell us who you are and we'll cancel your subscription; you keep access until the end of the period you've paid for."
      />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle>{method === 'email' ? 'Cancel with your email' : 'Cancel with your name and postcode'}</CardTitle>
            <CardDescription>
              {method === 'email' ? 'Enter your name and the email address you registered with.' : 'Enter your name and the postcode on your account.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form className="space-y-5" onSubmit={onSubmit} noValidate data-testid={`cancel-by-${method}`}>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id="cancel-first-name" label="First name">
                  <Input id="cancel-first-name" autoComplete="given-name" required value={values.firstName} disabled={busy} onChange={(e) => set('firstName', e.target.value)} />
                </Field>
                <Field id="cancel-last-name" label="Last name">
                  <Input id="cancel-last-name" autoComplete="family-name" required value={values.lastName} disabled={busy} onChange={(e) => set('lastName', e.target.value)} />
                </Field>
              </div>
              {method === 'email' ? (
                <Field id="cancel-email" label="Email address">
                  <Input id="cancel-email" type="email" inputMode="email" autoComplete="email" required value={values.email} disabled={busy} onChange={(e) => set('email', e.target.value)} />
                </Field>
              ) : (
                <Field id="cancel-postcode" label="Postcode">
                  <Input
                    id="cancel-postcode"
                    autoComplete="postal-code"
                    autoCapitalize="characters"
                    placeholder="e.g. SW1A 1AA"
                    required
                    value={values.postcode}
                    disabled={busy}
                    onChange={(e) => set('postcode', e.target.value.toUpperCase())}
                  />
                </Field>
              )}

              {failure?.kind === 'not-found-email' ? (
                <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-destructive-soft p-4 text-sm text-red-800" data-testid="cancel-failure">
                  <SearchX className="mt-0.5 size-5 shrink-0" aria-hidden />
                  <div className="space-y-1.5">
                    <p className="font-semibold">Unable to locate your subscription</p>
                    <ul className="list-disc space-y-1 pl-5">
                      <li>Try another email address you may have signed up with.</li>
                      <li>Check your name and email for typos.</li>
                      <li>Still stuck? Use the contact icon at the bottom of the page and we'll help.</li>
                    </ul>
                  </div>
                </div>
              ) : failure?.kind === 'message' ? (
                <p role="alert" className="flex gap-2 rounded-xl border border-red-200 bg-destructive-soft p-4 text-sm text-red-800" data-testid="cancel-failure">
                  <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {failure.text}
                </p>
              ) : null}

              <Button type="submit" variant="destructive" size="lg" className="w-full" disabled={!request || busy}>
                {busy ? <Loader2 className="animate-spin" aria-hidden /> : <XCircle aria-hidden />}
                {busy ? 'Cancelling...' : 'Cancel Subscription'}
              </Button>
              <div className="grid gap-2 sm:grid-cols-2">
                <Button type="button" variant="outline" onClick={switchMethod} disabled={busy}>
                  <ArrowLeftRight aria-hidden /> {method === 'email' ? 'Use name and postcode instead' : 'Use email instead'}
                </Button>
                <Button asChild variant="secondary" className="text-green-800">
                  <Link to="/">
                    <Heart aria-hidden /> Keep My Subscription
                  </Link>
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <WhatHappensNext />
      </div>
      {/* The "contact icon" the failed-lookup tips point to. */}
      <SupportButton />
    </div>
  );
}

function CancelResult({ result }: { result: TCancelResult }) {
  const until = longDate(result.accessEndsAt);
  const already = result.status === 'already_cancelled';
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <Card data-testid="cancel-result">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            {already ? <Info className="size-7" aria-hidden /> : <CheckCircle2 className="size-7" aria-hidden />}
          </span>
          <CardTitle className="text-2xl" role="status">
            {already ? 'Already Cancelled' : 'Subscription Cancelled'}
          </CardTitle>
          <CardDescription className="text-base">
            The subscription for <span className="font-medium break-all text-foreground">{result.customerEmail}</span> {already ? 'was already cancelled.' : 'has been cancelled.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4 text-center">
          {until ? (
            <p className="rounded-xl bg-muted p-3">
              You keep full access until <strong>{until}</strong>. You will not be charged again.
            </p>
          ) : (
            <p className="rounded-xl bg-muted p-3">Your access has ended. You will not be charged again.</p>
          )}
          <Button asChild size="lg">
            <Link to="/">
              <Home aria-hidden /> Return to Home
            </Link>
          </Button>
        </CardContent>
      </Card>
      <WhatHappensNext />
    </div>
  );
}

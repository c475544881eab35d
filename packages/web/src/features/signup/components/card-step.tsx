import { AlertTriangle, Lock } from 'lucide-react';
import { lazy, Suspense, type Ref } from 'react';
import type { TSetupIntentResponse } from '@larder/contract/accounts';
import { Skeleton } from '../../../components/ui/skeleton';
import type { CardStepHandle } from './card-step-handle';
import { SimulatedCardForm } from './simulated-card-form';

export type { CardStepHandle } from './card-step-handle';

// Stripe.js loads only when the server's provider is Stripe (its own chunk).
const StripeCardForm = lazy(() => import('../../subscription/components/stripe-card-form'));

/** The card step, chosen by the provider the setup intent names: the simulated form, or Stripe Elements. */
export function CardStep({
  ref,
  setupIntent,
  isLoading,
  loadError,
  disabled,
}: {
  ref: Ref<CardStepHandle>;
  setupIntent: TSetupIntentResponse | undefined;
  isLoading: boolean;
  loadError: boolean;
  disabled: boolean;
}) {
  let body;
  if (isLoading) {
    body = (
      <div className="space-y-3" aria-label="Loading the card form">
        <Skeleton className="h-11" />
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      </div>
    );
  } else if (loadError || !setupIntent) {
    body = (
      <p role="alert" className="flex gap-2 rounded-xl border border-red-200 bg-destructive-soft p-3 text-sm text-red-800">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        The card form could not be loaded. Please refresh the page and try again.
      </p>
    );
  } else if (setupIntent.provider === 'simulated') {
    body = <SimulatedCardForm ref={ref} disabled={disabled} />;
  } else if (setupIntent.provider === 'stripe' && setupIntent.publishableKey) {
    body = (
      <Suspense fallback={<Skeleton className="h-11" />}>
        <StripeCardForm ref={ref} clientSecret={setupIntent.clientSecret} publishableKey={setupIntent.publishableKey} disabled={disabled} />
      </Suspense>
    );
  } else {
    body = (
      <p role="alert" className="flex gap-2 rounded-xl border border-amber-200 bg-accent-soft p-3 text-sm text-accent-foreground">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        Card payments through {setupIntent.provider} are not available in this version of the app yet. Please contact support.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {body}
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden /> Your card details go straight to the payment provider; Larder never stores them.
      </p>
    </div>
  );
}

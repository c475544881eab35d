import { lazy, Suspense, type Ref } from 'react';
import type { TSetupIntentResponse } from '@larder/contract/accounts';
import { Skeleton } from '../../../components/ui/skeleton';
import { CardStep, type CardStepHandle } from '../../signup/components/card-step';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** Whether the page can take a card with this answer: the simulated form, or Stripe with its publishable key. */
export const canTakeCard = (intent: TSetupIntentResponse | undefined) =>
  !!intent && (intent.provider === 'simulated' || (intent.provider === 'stripe' && !!intent.publishableKey));

/**
 * The card form of /subscribe: Stripe Elements when the server's provider is Stripe, otherwise the signup
 * page's card step (the simulated provider's form, or its message for a provider it cannot show).
 */
export function PaymentCardStep({
  ref,
  intent,
  isLoading,
  loadError,
  disabled,
}: {
  ref: Ref<CardStepHandle>;
  intent: TSetupIntentResponse | undefined;
  isLoading: boolean;
  loadError: boolean;
  disabled: boolean;
}) {
  if (intent && intent.provider === 'stripe' && intent.publishableKey && !isLoading && !loadError) {
    return (
      <Suspense fallback={<Skeleton className="h-14" aria-label="Loading the card form" />}>
        <StripeCardForm ref={ref} clientSecret={intent.clientSecret} publishableKey={intent.publishableKey} disabled={disabled} />
      </Suspense>
    );
  }
  return <CardStep ref={ref} setupIntent={intent} isLoading={isLoading} loadError={loadError} disabled={disabled} />;
}

import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useImperativeHandle, useState, type Ref } from 'react';
import type { CardStepHandle } from '../../signup/components/card-step-handle';

/** One Stripe.js per publishable key; a failure to load (offline, blocked) reads as "not loaded", never an unhandled error. */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => null);
    loaded.set(publishableKey, promise);
  }
  return promise;
};

const NOT_LOADED = 'Stripe is not loaded. Please refresh and try again.';

/**
 * Stripe Elements for a SetupIntent: the card goes from the browser to Stripe, never to our server, and
 * `confirmCardSetup` runs 3-D Secure in Stripe's own dialog when the bank asks for it (no redirect).
 * Loaded lazily, only when the server's provider is Stripe.
 */
export default function StripeCardForm({
  ref,
  clientSecret,
  publishableKey,
  disabled,
}: {
  ref: Ref<CardStepHandle>;
  clientSecret: string;
  publishableKey: string;
  disabled: boolean;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard ref={ref} clientSecret={clientSecret} disabled={disabled} />
    </Elements>
  );
}

function StripeCard({ ref, clientSecret, disabled }: { ref: Ref<CardStepHandle>; clientSecret: string; disabled: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod() {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new Error(NOT_LOADED);
        setError(null);
        const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
        if (result.error) {
          const message = result.error.message ?? 'Failed to process payment information';
          setError(message);
          throw new Error(message);
        }
        const method = result.setupIntent.payment_method;
        const id = typeof method === 'string' ? method : method?.id;
        if (!id) throw new Error('Failed to process payment information');
        return id;
      },
    }),
    [stripe, elements, clientSecret],
  );

  return (
    <div className="space-y-2" data-testid="stripe-card-form">
      <div className="rounded-xl border border-input bg-card px-3.5 py-3.5 shadow-xs">
        <CardElement
          options={{
            disabled,
            hidePostalCode: false,
            style: { base: { fontSize: '16px', color: '#1c1917', fontFamily: 'Inter, system-ui, sans-serif', '::placeholder': { color: '#5b5650' } }, invalid: { color: '#b91c1c' } },
          }}
          onChange={() => setError(null)}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

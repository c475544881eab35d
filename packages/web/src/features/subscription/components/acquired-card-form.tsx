import { CheckCircle2, CreditCard, Loader2, Lock, XCircle } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import type { TSubscriptionView } from '@larder/contract/billing';
import { PLAN } from '@larder/domain/billing/plan';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { ordinal } from '../../../lib/ordinal';
import { useCreateCardSubscription } from '../api/create-card-subscription';
import { MONTHS, TEST_PAGE_EXPIRY_YEARS, cleanCvv, expiryYears, groupCardNumber, testPageBody, testPageFormComplete, type TestPageFormValues } from '../utils/subscription-form';
import { DaySelect, ListSelect } from '../../../components/day-select';
import { PLAN_PRICE } from './plan-card';
import { TestCardHint } from './test-card-hint';

const EMPTY: TestPageFormValues = { payDay: '', holderName: '', cardNumber: '', expiryMonth: '', expiryYear: '', cvv: '' };

type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

/**
 * The Acquired test page's card form (document 001, /acquired-payment): every field required, submit disabled
 * until all are filled. It sends the signed-in household's own name and email (not placeholders).
 */
export function AcquiredCardForm({
  customer,
  onSuccess,
}: {
  customer: { email: string; firstName: string; lastName: string };
  onSuccess?: (subscription: TSubscriptionView | undefined) => void;
}) {
  const [values, setValues] = useState<TestPageFormValues>(EMPTY);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const create = useCreateCardSubscription();
  const years = useMemo(() => expiryYears(TEST_PAGE_EXPIRY_YEARS), []);
  const set = <K extends keyof TestPageFormValues>(key: K, value: TestPageFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const complete = testPageFormComplete(values);
  const busy = create.isPending;

  const fail = (text: string) => {
    setOutcome({ ok: false, text });
    toast({ title: 'Payment Failed', description: text, variant: 'destructive' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    setOutcome(null);
    const payDay = Number(values.payDay);
    create.mutate(testPageBody(values, customer, PLAN.pricePence), {
      onSuccess: (answer) => {
        if (!answer.success) {
          fail(answer.error ?? 'There was an issue processing your payment. Please try again.');
          return;
        }
        // The server's message names the billing day; the page says it too in case it does not.
        const named = answer.message.includes(ordinal(payDay));
        const text = named ? answer.message : `${answer.message} You will be billed ${PLAN_PRICE} on the ${ordinal(payDay)} of each month.`.trim();
        setOutcome({ ok: true, text });
        setValues(EMPTY);
        toast({ title: 'Payment Successful', description: text });
        onSuccess?.(answer.subscription);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          fail(error.serverMessage ?? 'There was an issue processing your payment. Please try again.');
          return;
        }
        setOutcome({ ok: false, text: 'Failed to process payment. Please check your details and try again.' });
        toast({ title: 'Error', description: 'Failed to process payment. Please check your details and try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <form className="space-y-5" onSubmit={onSubmit} noValidate data-testid="acquired-card-form">
      <Field id="acq-payDay" label="Preferred pay day" hint="In shorter months, billing happens on the last day of the month.">
        <DaySelect id="acq-payDay" value={values.payDay} onChange={(v) => set('payDay', v)} disabled={busy} placeholder="Choose your pay day" />
      </Field>
      <Field id="acq-holderName" label="Cardholder name">
        <Input id="acq-holderName" autoComplete="cc-name" required value={values.holderName} disabled={busy} onChange={(e) => set('holderName', e.target.value)} />
      </Field>
      <Field id="acq-cardNumber" label="Card number">
        <div className="relative">
          <Input
            id="acq-cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={23}
            required
            value={values.cardNumber}
            disabled={busy}
            onChange={(e) => set('cardNumber', groupCardNumber(e.target.value))}
            className="pl-11 font-mono tracking-wide"
          />
          <CreditCard className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field id="acq-expiryMonth" label="Expiry month">
          <ListSelect id="acq-expiryMonth" value={values.expiryMonth} onChange={(v) => set('expiryMonth', v)} options={MONTHS} placeholder="MM" disabled={busy} />
        </Field>
        <Field id="acq-expiryYear" label="Expiry year">
          <ListSelect id="acq-expiryYear" value={values.expiryYear} onChange={(v) => set('expiryYear', v)} options={years} placeholder="YYYY" disabled={busy} />
        </Field>
        <Field id="acq-cvv" label="CVV" className="col-span-2 sm:col-span-1">
          <Input
            id="acq-cvv"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            required
            value={values.cvv}
            disabled={busy}
            onChange={(e) => set('cvv', cleanCvv(e.target.value))}
            className="font-mono"
          />
        </Field>
      </div>
      <TestCardHint />
      <Button type="submit" size="lg" className="w-full" disabled={!complete || busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? 'Processing...' : 'Subscribe with Acquired'}
      </Button>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="payment-outcome"
          className={
            outcome.ok
              ? 'flex gap-2 rounded-xl border border-green-200 bg-primary-soft p-3 text-sm text-green-900'
              : 'flex gap-2 rounded-xl border border-red-200 bg-destructive-soft p-3 text-sm text-red-800'
          }
        >
          {outcome.ok ? <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden /> : <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />}
          {outcome.text}
        </p>
      ) : null}
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden /> Your card details go straight to Acquired; Larder never stores them.
      </p>
    </form>
  );
}

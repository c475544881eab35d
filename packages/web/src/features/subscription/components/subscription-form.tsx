import { CreditCard, Loader2, Lock } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import type { TSubscriptionView } from '@larder/contract/billing';
import { DEFAULT_PAY_DAY } from '@larder/domain/billing/billing-day';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useCreateCardSubscription } from '../api/create-card-subscription';
import {
  DEFAULT_AMOUNT,
  IN_APP_EXPIRY_YEARS,
  MONTHS,
  cleanCvv,
  expiryYears,
  groupCardNumber,
  inAppBody,
  validateInAppForm,
  type InAppFormErrors,
  type InAppFormValues,
} from '../utils/subscription-form';
import { DaySelect, ListSelect } from '../../../components/day-select';
import { TestCardHint } from './test-card-hint';

/** The server's field names (either body shape, or the provider's) to the form's. */
const SERVER_FIELDS: Record<string, keyof InAppFormValues> = {
  firstName: 'firstName',
  lastName: 'lastName',
  amount: 'amount',
  billingDay: 'billingDay',
  holderName: 'holderName',
  number: 'cardNumber',
  cardNumber: 'cardNumber',
  expiryMonth: 'expiryMonth',
  expMonth: 'expiryMonth',
  expiryYear: 'expiryYear',
  expYear: 'expiryYear',
  cvv: 'cvv',
  cvc: 'cvv',
};

/** The order the fields appear in: the first with an error takes the focus. */
const FIELD_ORDER: ReadonlyArray<keyof InAppFormValues> = ['firstName', 'lastName', 'amount', 'billingDay', 'holderName', 'cardNumber', 'expiryMonth', 'expiryYear', 'cvv'];

/**
 * The reusable in-app subscription form (document 001): validated with the table of section 5 before anything
 * is sent; the card goes to the provider through our server and is never stored.
 */
export function SubscriptionForm({
  onSuccess,
  onFailure,
  amount = DEFAULT_AMOUNT,
  defaults,
}: {
  onSuccess?: (subscription: TSubscriptionView | undefined, message: string) => void;
  /** Told the message shown when the server refused the subscription. */
  onFailure?: (message: string) => void;
  /** Pounds; the plan's price (19.99) unless told otherwise. */
  amount?: string;
  defaults?: { firstName?: string; lastName?: string };
}) {
  const [values, setValues] = useState<InAppFormValues>({
    firstName: defaults?.firstName ?? '',
    lastName: defaults?.lastName ?? '',
    amount,
    billingDay: String(DEFAULT_PAY_DAY),
    holderName: '',
    cardNumber: '',
    expiryMonth: '',
    expiryYear: '',
    cvv: '',
  });
  const [errors, setErrors] = useState<InAppFormErrors>({});
  const create = useCreateCardSubscription();
  const years = useMemo(() => expiryYears(IN_APP_EXPIRY_YEARS), []);

  const set = <K extends keyof InAppFormValues>(key: K, value: InAppFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const failed = (message: string) => {
    toast({ title: 'Subscription Failed', description: message, variant: 'destructive' });
    onFailure?.(message);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = validateInAppForm(values);
    setErrors(found);
    const first = FIELD_ORDER.find((key) => found[key]);
    if (first) {
      document.getElementById(`sub-${first}`)?.focus();
      return;
    }
    create.mutate(inAppBody(values), {
      onSuccess: (answer) => {
        if (!answer.success) {
          failed(answer.error ?? answer.message ?? 'Failed to create subscription. Please try again.');
          return;
        }
        toast({ title: 'Subscription Created', description: answer.message });
        setValues((v) => ({ ...v, cardNumber: '', cvv: '' }));
        onSuccess?.(answer.subscription, answer.message);
      },
      onError: (error) => {
        const message = messageOr(error, 'Failed to create subscription. Please try again.');
        // A field the server (or the provider) refused is marked beside the field too.
        const field = error instanceof ApiError && error.field ? SERVER_FIELDS[error.field] : undefined;
        if (field) setErrors({ [field]: message });
        failed(message);
      },
    });
  };

  const busy = create.isPending;
  const invalid = (key: keyof InAppFormValues) => (errors[key] ? true : undefined);

  return (
    <form className="space-y-5" onSubmit={onSubmit} noValidate data-testid="subscription-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="sub-firstName" label="First name" error={errors.firstName}>
          <Input id="sub-firstName" autoComplete="given-name" value={values.firstName} disabled={busy} aria-invalid={invalid('firstName')} onChange={(e) => set('firstName', e.target.value)} />
        </Field>
        <Field id="sub-lastName" label="Last name" error={errors.lastName}>
          <Input id="sub-lastName" autoComplete="family-name" value={values.lastName} disabled={busy} aria-invalid={invalid('lastName')} onChange={(e) => set('lastName', e.target.value)} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="sub-amount" label="Monthly amount (£)" error={errors.amount} hint="One plan, one price.">
          <Input id="sub-amount" inputMode="decimal" value={values.amount} readOnly aria-invalid={invalid('amount')} className="bg-muted tabular-nums" />
        </Field>
        <Field id="sub-billingDay" label="Billing day" error={errors.billingDay}>
          <DaySelect id="sub-billingDay" value={values.billingDay} onChange={(v) => set('billingDay', v)} disabled={busy} invalid={!!errors.billingDay} />
        </Field>
      </div>
      <Field id="sub-holderName" label="Cardholder name" error={errors.holderName}>
        <Input id="sub-holderName" autoComplete="cc-name" value={values.holderName} disabled={busy} aria-invalid={invalid('holderName')} onChange={(e) => set('holderName', e.target.value)} />
      </Field>
      <Field id="sub-cardNumber" label="Card number" error={errors.cardNumber}>
        <div className="relative">
          <Input
            id="sub-cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            value={values.cardNumber}
            disabled={busy}
            aria-invalid={invalid('cardNumber')}
            onChange={(e) => set('cardNumber', groupCardNumber(e.target.value))}
            className="pl-11 font-mono tracking-wide"
          />
          <CreditCard className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field id="sub-expiryMonth" label="Expiry month" error={errors.expiryMonth}>
          <ListSelect id="sub-expiryMonth" value={values.expiryMonth} onChange={(v) => set('expiryMonth', v)} options={MONTHS} placeholder="MM" disabled={busy} invalid={!!errors.expiryMonth} />
        </Field>
        <Field id="sub-expiryYear" label="Expiry year" error={errors.expiryYear}>
          <ListSelect id="sub-expiryYear" value={values.expiryYear} onChange={(v) => set('expiryYear', v)} options={years} placeholder="YYYY" disabled={busy} invalid={!!errors.expiryYear} />
        </Field>
        <Field id="sub-cvv" label="CVV" error={errors.cvv} className="col-span-2 sm:col-span-1">
          <Input
            id="sub-cvv"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={values.cvv}
            disabled={busy}
            aria-invalid={invalid('cvv')}
            onChange={(e) => set('cvv', cleanCvv(e.target.value))}
            className="font-mono"
          />
        </Field>
      </div>
      <TestCardHint />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? 'Creating Subscription...' : 'Create Subscription'}
      </Button>
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden /> Your card details go straight to the payment provider; Larder never stores them.
      </p>
    </form>
  );
}

import { CreditCard, FlaskConical } from 'lucide-react';
import { useImperativeHandle, useState, type Ref } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { createSimulatedPaymentMethod } from '../api/create-simulated-payment-method';
import type { CardStepHandle } from './card-step-handle';

const digits = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" -> "4242 4242 4242 4242". */
export const formatCardNumber = (value: string) =>
  digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "123" -> "12/3", "1234" -> "12/34". */
export const formatExpiry = (value: string) => {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

type Errors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

/** Checks the form before anything is sent; returns the fields to send or the errors to show. */
export function readCard(number: string, expiry: string, cvc: string): { ok: true; card: { number: string; expMonth: number; expYear: number; cvc: string } } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const n = digits(number);
  if (n.length < 12 || n.length > 19) errors.number = 'Please enter your card number';
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  const month = match ? Number(match[1]) : NaN;
  if (!match || month < 1 || month > 12) errors.expiry = 'Please enter the expiry date as MM/YY';
  if (!/^\d{3,4}$/.test(cvc.trim())) errors.cvc = 'Please enter the 3 or 4 digit security code';
  if (Object.keys(errors).length > 0 || !match) return { ok: false, errors };
  return { ok: true, card: { number: n, expMonth: month, expYear: 2000 + Number(match[2]), cvc: cvc.trim() } };
}

/** The simulated provider's own card form: behaves like a provider's test mode, test cards included. */
export function SimulatedCardForm({ ref, disabled }: { ref: Ref<CardStepHandle>; disabled: boolean }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod() {
        const read = readCard(number, expiry, cvc);
        if (!read.ok) {
          setErrors(read.errors);
          throw new Error(Object.values(read.errors)[0]);
        }
        setErrors({});
        try {
          const method = await createSimulatedPaymentMethod(read.card);
          return method.id;
        } catch (error) {
          if (error instanceof ApiError && error.serverMessage) {
            if (error.field === 'number' || error.field === 'cvc') setErrors({ [error.field]: error.serverMessage });
            else if (error.field === 'expMonth' || error.field === 'expYear') setErrors({ expiry: error.serverMessage });
            throw new Error(error.serverMessage);
          }
          throw new Error('Failed to process payment information');
        }
      },
    }),
    [number, expiry, cvc],
  );

  return (
    <div className="space-y-4" data-testid="simulated-card-form">
      <div className="flex gap-2 rounded-xl border border-amber-200 bg-accent-soft p-3 text-sm text-accent-foreground">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">Test payments: no real card is charged</p>
          <p>
            Use <span className="font-mono">4242 4242 4242 4242</span> (succeeds) or <span className="font-mono">4000 0000 0000 0002</span> (declined), any
            future expiry and any CVC.
          </p>
        </div>
      </div>
      <Field id="card-number" label="Card number" error={errors.number}>
        <div className="relative">
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={number}
            disabled={disabled}
            aria-invalid={errors.number ? true : undefined}
            onChange={(e) => setNumber(formatCardNumber(e.target.value))}
            className="pl-11 font-mono tracking-wide"
          />
          <CreditCard className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="card-expiry" label="Expiry (MM/YY)" error={errors.expiry}>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={expiry}
            disabled={disabled}
            aria-invalid={errors.expiry ? true : undefined}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            className="font-mono"
          />
        </Field>
        <Field id="card-cvc" label="CVC" error={errors.cvc}>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            disabled={disabled}
            aria-invalid={errors.cvc ? true : undefined}
            onChange={(e) => setCvc(digits(e.target.value).slice(0, 4))}
            className="font-mono"
          />
        </Field>
      </div>
    </div>
  );
}

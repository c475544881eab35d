import { CalendarDays, CreditCard, Loader2, MapPin, UserRound } from 'lucide-react';
import { memo, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ALLERGY_OPTIONS,
  COOKING_SKILLS,
  CUISINE_OPTIONS,
  DIETARY_OPTIONS,
  DEFAULT_HOUSEHOLD_SIZE,
  HOUSEHOLD_SIZE_MAX,
  HOUSEHOLD_SIZE_MIN,
  SKILL_TIME_MINUTES,
} from '@larder/domain/accounts/household-options';
import { parsePostcode } from '@larder/domain/accounts/postcode';
import { DEFAULT_PAY_DAY } from '@larder/domain/billing/billing-day';
import { PLAN } from '@larder/domain/billing/plan';
import { BudgetWarning } from '../../../components/budget-warning';
import { CheckboxGroup } from '../../../components/checkbox-group';
import { ALLERGY_HINTS } from '../../../lib/household/allergy-hints';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOr } from '../../../lib/api-client';
import { formatPence } from '../../../lib/money';
import { ordinal } from '../../../lib/ordinal';
import { useSetupIntent } from '../api/create-setup-intent';
import { useSignupWithPayment } from '../api/signup-with-payment';
import { CardStep, type CardStepHandle } from './card-step';
import { FormSection } from '../../../components/ui/form-section';
import { PayDaySelect } from './pay-day-select';

const PRICE = formatPence(PLAN.pricePence);
const PASSWORD_MIN = 8;

interface FormState {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  postcode: string;
  householdSize: string;
  weeklyBudget: string;
  preferredPayDay: string;
  cookingSkill: string;
  dietaryRestrictions: string[];
  cuisinePreferences: string[];
  allergies: string[];
}

const INITIAL: FormState = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  postcode: '',
  householdSize: String(DEFAULT_HOUSEHOLD_SIZE),
  weeklyBudget: '',
  preferredPayDay: String(DEFAULT_PAY_DAY),
  cookingSkill: '',
  dietaryRestrictions: [],
  cuisinePreferences: [],
  allergies: [],
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const skillHint = (skill: (typeof COOKING_SKILLS)[number]) => {
  const t = SKILL_TIME_MINUTES[skill];
  return t.max === null ? `${t.min}+ min` : `${t.min}-${t.max} min`;
};

/** A failure of the payment itself (declined or unusable card), as opposed to a problem with the form. */
const isPaymentFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 402 || error.field === 'paymentMethodId' || error.field === 'card');

/** /signup: start a subscription with a 7-day free trial (document 000 sections 2, 4, 5 and 8). */
export function SignupPage() {
  const [form, setForm] = useState<FormState>(INITIAL);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  const [processingCard, setProcessingCard] = useState(false);
  const [done, setDone] = useState(false);
  const setupIntent = useSetupIntent();
  const signup = useSignupWithPayment();
  const navigate = useNavigate();
  const cardRef = useRef<CardStepHandle>(null);

  const set: SetField = useCallback((key, value) => setForm((f) => ({ ...f, [key]: value })), []);
  const busy = processingCard || signup.isPending || done;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!form.email.trim() || !form.firstName.trim() || !form.postcode.trim()) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields (email, name, postcode)', variant: 'destructive' });
      return;
    }
    if (form.password || form.confirmPassword) {
      if (form.password !== form.confirmPassword) {
        setPasswordError('Passwords do not match');
        toast({ title: 'Password Mismatch', description: 'Passwords do not match', variant: 'destructive' });
        document.getElementById('confirm-password')?.focus();
        return;
      }
      if (form.password.length < PASSWORD_MIN) {
        toast({ title: 'Password Too Short', description: 'Password must be at least 8 characters long', variant: 'destructive' });
        document.getElementById('password')?.focus();
        return;
      }
    }
    setPasswordError(null);
    const postcode = parsePostcode(form.postcode);
    if (!postcode.ok) {
      setPostcodeError(postcode.error.message);
      document.getElementById('postcode')?.focus();
      return;
    }
    setPostcodeError(null);

    const card = cardRef.current;
    if (!card) {
      toast({ title: 'Payment Error', description: 'Stripe is not loaded. Please refresh and try again.', variant: 'destructive' });
      return;
    }
    let paymentMethodId: string;
    setProcessingCard(true);
    try {
      paymentMethodId = await card.createPaymentMethod();
    } catch (error) {
      toast({
        title: 'Payment Error',
        description: error instanceof Error && error.message ? error.message : 'Failed to process payment information',
        variant: 'destructive',
      });
      return;
    } finally {
      setProcessingCard(false);
    }

    signup.mutate(
      {
        formData: {
          email: form.email.trim(),
          password: form.password,
          confirmPassword: form.confirmPassword,
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          postcode: postcode.value.value,
          householdSize: form.householdSize,
          weeklyBudget: form.weeklyBudget,
          preferredPayDay: form.preferredPayDay,
          ...(form.cookingSkill ? { cookingSkill: form.cookingSkill } : {}),
          dietaryRestrictions: form.dietaryRestrictions,
          cuisinePreferences: form.cuisinePreferences,
          allergies: form.allergies,
        },
        paymentMethodId,
      },
      {
        onSuccess: () => {
          setDone(true);
          // The toast lives in the app shell, so it stays on screen across this in-app navigation.
          toast({ title: 'Account Created!', description: 'You are now logged in.' });
          navigate('/');
        },
        onError: (error) => {
          if (isPaymentFailure(error)) {
            toast({ title: 'Payment Error', description: messageOr(error, 'Failed to process payment information'), variant: 'destructive' });
          } else {
            toast({ title: 'Error', description: messageOr(error, 'Failed to create account'), variant: 'destructive' });
          }
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">Start your free trial</h1>
          <p className="text-muted-foreground">
            {PLAN.trialDays} days free, then {PRICE}/month. Cancel anytime.
          </p>
        </div>
        <p className="text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-primary hover:underline">
            Sign In
          </Link>
        </p>
      </div>

      <form className="space-y-6" onSubmit={onSubmit} noValidate>
        <FormFields
          form={form}
          set={set}
          passwordError={passwordError}
          setPasswordError={setPasswordError}
          postcodeError={postcodeError}
          setPostcodeError={setPostcodeError}
          busy={busy}
        />

        <FormSection headingLevel={2} icon={CreditCard} title="Payment details" description="A card is needed to start the trial. You can cancel before it ends and pay nothing.">
          <CardStep ref={cardRef} setupIntent={setupIntent.data} isLoading={setupIntent.isLoading} loadError={setupIntent.isError} disabled={busy} />
        </FormSection>

        <div className="space-y-3">
          <Button type="submit" size="lg" className="h-14 w-full text-base" disabled={busy || setupIntent.isLoading}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {busy ? 'Starting your subscription...' : `Start Subscription - ${PRICE}/month`}
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            By starting your subscription you agree to our{' '}
            <Link to="/terms" className="underline">
              Terms
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="underline">
              Privacy Policy
            </Link>
            . {PRICE} per month after the {PLAN.trialDays}-day free trial; no refunds for part months, and you keep access to the end of the period you paid for.
          </p>
        </div>
      </form>
    </div>
  );
}

type SetField = <K extends keyof FormState>(key: K, value: FormState[K]) => void;

/**
 * The form's fields up to the card step, memoised: they re-render when what they show changes (a value typed, an
 * error), not when the setup intent arrives or the card step changes. Those re-renders are synchronous (a query's
 * result), and this part holds most of the page's controls (three groups of checkboxes, two selects).
 */
const FormFields = memo(function FormFields({
  form,
  set,
  passwordError,
  setPasswordError,
  postcodeError,
  setPostcodeError,
  busy,
}: {
  form: FormState;
  set: SetField;
  passwordError: string | null;
  setPasswordError: (error: string | null) => void;
  postcodeError: string | null;
  setPostcodeError: (error: string | null) => void;
  busy: boolean;
}) {
  const payDay = Number(form.preferredPayDay);
  // The optional preferences (34 checkboxes) are drawn when their section is first opened, not in the page drawn at
  // build: a third of the page's nodes, to parse, style and hydrate, for a section most visitors leave closed. Opened
  // before React attached, it is drawn as soon as React has.
  const [preferencesShown, setPreferencesShown] = useState(false);
  const preferencesRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (preferencesRef.current?.open) setPreferencesShown(true);
  }, []);
  return (
    <>
      <FormSection headingLevel={2} icon={UserRound} title="Personal information">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="first-name" label="First name">
            <Input id="first-name" autoComplete="given-name" required value={form.firstName} onChange={(e) => set('firstName', e.target.value)} />
          </Field>
          <Field id="last-name" label="Last name">
            <Input id="last-name" autoComplete="family-name" value={form.lastName} onChange={(e) => set('lastName', e.target.value)} />
          </Field>
        </div>
        <Field id="email" label="Email address">
          <Input id="email" type="email" inputMode="email" autoComplete="email" required value={form.email} onChange={(e) => set('email', e.target.value)} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="password" label="Password" optional hint="At least 8 characters.">
            <Input
              id="password"
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(e) => {
                set('password', e.target.value);
                setPasswordError(null);
              }}
            />
          </Field>
          <Field id="confirm-password" label="Confirm password" error={passwordError}>
            <Input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={passwordError ? true : undefined}
              value={form.confirmPassword}
              onChange={(e) => {
                set('confirmPassword', e.target.value);
                setPasswordError(null);
              }}
            />
          </Field>
        </div>
        <p className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">
          Leave the password blank for a passwordless account: you sign in with a secure link we email you each time.
        </p>
      </FormSection>

      <FormSection headingLevel={2} icon={MapPin} title="Location and preferences" description="Your postcode finds the supermarkets near you. You can change all of this later.">
        <div className="grid gap-5 sm:grid-cols-3">
          <Field id="postcode" label="Postcode" error={postcodeError}>
            <Input
              id="postcode"
              autoComplete="postal-code"
              autoCapitalize="characters"
              required
              placeholder="e.g. SW1A 1AA"
              aria-invalid={postcodeError ? true : undefined}
              value={form.postcode}
              onChange={(e) => {
                set('postcode', e.target.value.toUpperCase());
                setPostcodeError(null);
              }}
            />
          </Field>
          <Field id="household-size" label="Household size" hint="People you cook for (1 to 10).">
            <Input
              id="household-size"
              type="number"
              inputMode="numeric"
              min={HOUSEHOLD_SIZE_MIN}
              max={HOUSEHOLD_SIZE_MAX}
              value={form.householdSize}
              onChange={(e) => set('householdSize', e.target.value)}
            />
          </Field>
          <Field id="weekly-budget" label="Weekly budget (£)" optional>
            <Input
              id="weekly-budget"
              type="number"
              inputMode="decimal"
              min={10}
              step="0.01"
              placeholder="e.g. 80"
              value={form.weeklyBudget}
              onChange={(e) => set('weeklyBudget', e.target.value)}
            />
          </Field>
        </div>
        {form.weeklyBudget.trim() ? <BudgetWarning budget={form.weeklyBudget} householdSize={Number(form.householdSize) || null} /> : null}
        <Field id="cooking-skill" label="Cooking skill" optional>
          <Select value={form.cookingSkill} onValueChange={(v) => set('cookingSkill', v)}>
            <SelectTrigger id="cooking-skill">
              <SelectValue placeholder="Choose your cooking skill" />
            </SelectTrigger>
            <SelectContent>
              {COOKING_SKILLS.map((skill) => (
                <SelectItem key={skill} value={skill} hint={`(${skillHint(skill)})`}>
                  {capitalise(skill)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <details ref={preferencesRef} className="group rounded-xl border border-border p-4 open:bg-background" onToggle={(event) => event.currentTarget.open && setPreferencesShown(true)}>
          <summary className="cursor-pointer list-none text-sm font-semibold text-primary marker:hidden">
            <span className="group-open:hidden">+ Add dietary needs, cuisines and allergies (optional)</span>
            <span className="hidden group-open:inline">− Dietary needs, cuisines and allergies</span>
          </summary>
          <div className="mt-4 space-y-6">
            {preferencesShown ? (
              <>
                <CheckboxGroup legend="Dietary restrictions" name="dietaryRestrictions" options={DIETARY_OPTIONS} value={form.dietaryRestrictions} onChange={(v) => set('dietaryRestrictions', v)} />
                <CheckboxGroup legend="Cuisine preferences" name="cuisinePreferences" options={CUISINE_OPTIONS} value={form.cuisinePreferences} onChange={(v) => set('cuisinePreferences', v)} />
                <CheckboxGroup legend="Allergies" name="allergies" options={ALLERGY_OPTIONS} hints={ALLERGY_HINTS} value={form.allergies} onChange={(v) => set('allergies', v)} />
              </>
            ) : null}
          </div>
        </details>
      </FormSection>

      <FormSection headingLevel={2} icon={CalendarDays} title="Monthly payment day">
        <Field id="pay-day" label="Charge my card on the">
          <PayDaySelect id="pay-day" value={form.preferredPayDay} onChange={(v) => set('preferredPayDay', v)} disabled={busy} />
        </Field>
        <ul className="space-y-1.5 text-sm text-muted-foreground">
          <li>
            Nothing is charged during your {PLAN.trialDays}-day free trial. After it, {PRICE} is charged on the {ordinal(payDay)} of each month.
          </li>
          <li>In months shorter than your chosen day (for example the 31st in June), the charge falls on the last day of the month.</li>
        </ul>
      </FormSection>
    </>
  );
});

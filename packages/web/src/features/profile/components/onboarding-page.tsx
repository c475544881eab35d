import { ArrowLeft, ArrowRight, Loader2, Minus, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  HOUSEHOLD_SIZE_MAX,
  HOUSEHOLD_SIZE_MIN,
  MIN_BUDGET_PER_PERSON,
  ONBOARDING_DEFAULTS,
  UK_AVERAGE_PER_PERSON,
} from '@larder/domain/accounts/household-options';
import { parsePostcode } from '@larder/domain/accounts/postcode';
import { parseWeeklyBudget } from '@larder/domain/accounts/profile-rules';
import { formatPounds } from '@larder/domain/shared/money';
import { BudgetWarning } from '../../../components/budget-warning';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Progress } from '../../../components/ui/progress';
import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/get-user';
import { formatPence } from '../../../lib/money';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { useUpdatePreferences } from '../api/update-preferences';
import { HouseholdMembersEditor } from '../../../components/household-members-editor';
import { FoodRulesFields } from '../../../components/food-rules-fields';
import { membersForSize, type Member } from '../../../lib/household/members';
import { UseLocationButton } from './use-location-button';
import { useLarder, useSaveStaples } from '../../larder/api/larder';
import { StaplesQuestion, initialStaples } from '../../larder/components/staples-question';

const STEPS = 3;

const validSize = (text: string): number | null => {
  const n = /^\d{1,2}$/.test(text.trim()) ? Number(text) : NaN;
  return Number.isInteger(n) && n >= HOUSEHOLD_SIZE_MIN && n <= HOUSEHOLD_SIZE_MAX ? n : null;
};

/** /onboarding: postcode, household size (with allergies and foods to avoid), weekly budget (document 000 sections 2, 4 and 5) and the staples it already has (issue 31). */
export function OnboardingPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const complete = useCompleteOnboarding();
  const savePreferences = useUpdatePreferences();
  const [members, setMembers] = useState<Member[]>(user?.members ?? []);
  // What the household is allergic to and won't eat (issue 31): the same fields as /account, saved with the wizard.
  const [allergies, setAllergies] = useState<string[]>(user?.allergies ?? []);
  const [avoids, setAvoids] = useState<string[]>(user?.avoids ?? []);
  const [step, setStep] = useState(1);
  const [postcode, setPostcode] = useState(user?.postcode ?? '');
  // Opens with what is saved; the spec's defaults ('4' and '50') only for what is not.
  const [householdSize, setHouseholdSize] = useState(String(user?.householdSize ?? ONBOARDING_DEFAULTS.householdSize));
  const [weeklyBudget, setWeeklyBudget] = useState(user?.weeklyBudget ?? formatPounds(ONBOARDING_DEFAULTS.weeklyBudget).replace(/\.00$/, ''));
  const [error, setError] = useState<string | null>(null);
  // The staples it already has: asked once, here; the usual ten ticked until changed.
  const larder = useLarder();
  const saveStaples = useSaveStaples();
  const [staples, setStaples] = useState<string[] | null>(null);
  const staplesNow = staples ?? initialStaples(larder.data);

  const size = validSize(householdSize);
  const people = size ?? ONBOARDING_DEFAULTS.householdSize;
  const minimum = MIN_BUDGET_PER_PERSON * people;
  const average = UK_AVERAGE_PER_PERSON * people;
  const percent = Math.round((step / STEPS) * 100);

  const next = () => {
    setError(null);
    if (step === 1) {
      const parsed = parsePostcode(postcode);
      if (!parsed.ok) {
        setError(parsed.error.message);
        return;
      }
      setPostcode(parsed.value.value);
    }
    if (step === 2 && size === null) {
      setError(`Household size must be a whole number from ${HOUSEHOLD_SIZE_MIN} to ${HOUSEHOLD_SIZE_MAX}`);
      return;
    }
    setStep((s) => Math.min(STEPS, s + 1));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < STEPS) {
      next();
      return;
    }
    // The one budget rule: £10 to £1,000 a week; below £38.60 a person is a warning shown beside the field, not a refusal.
    const checked = parseWeeklyBudget(weeklyBudget);
    if (!checked.ok) {
      setError(checked.error.message);
      return;
    }
    setError(null);
    complete.mutate(
      { postcode, householdSize, weeklyBudget, allergies, avoids },
      {
        onSuccess: (saved) => {
          if (larder.data) saveStaples.mutate(staplesNow, { onError: (err) => toast({ title: 'Error', description: messageOr(err, 'Failed to save your staples'), variant: 'destructive' }) });
          const who = membersForSize(members, saved.householdSize ?? people);
          // Who eats is saved with the profile; until the cooking skill is chosen (on /account) it goes there with the household.
          if (who.length === 0 && saved.members.length === 0) return navigate('/');
          if (!saved.cookingSkill || saved.weeklyBudget === null) return navigate('/account', { state: { members: who } });
          savePreferences.mutate(
            { householdSize: saved.householdSize ?? people, weeklyBudget: saved.weeklyBudget, cookingSkill: saved.cookingSkill, members: who },
            {
              onSuccess: () => navigate('/'),
              onError: (err) => toast({ title: 'Error', description: messageOr(err, 'Failed to save who is in your household'), variant: 'destructive' }),
            },
          );
        },
        onError: (err) => {
          if (isUnauthorizedError(err)) handleUnauthorized();
          else toast({ title: 'Error', description: messageOr(err, 'Failed to complete setup'), variant: 'destructive' });
        },
      },
    );
  };

  const setSize = (n: number) => {
    setHouseholdSize(String(Math.min(HOUSEHOLD_SIZE_MAX, Math.max(HOUSEHOLD_SIZE_MIN, n))));
    setError(null);
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-14">
      <div className="mb-6 space-y-3">
        <div className="flex items-center justify-between text-sm font-medium">
          <span>
            Step {step} of {STEPS}
          </span>
          <span className="text-muted-foreground">{percent}% complete</span>
        </div>
        <Progress value={percent} aria-label={`Step ${step} of ${STEPS}`} />
      </div>
      <Card>
        <CardContent className="pt-6 sm:pt-8">
          <form className="space-y-6" onSubmit={onSubmit} noValidate>
            {step === 1 ? (
              <>
                <div className="space-y-1.5">
                  <h1 className="text-2xl font-bold tracking-tight">Where do you shop?</h1>
                  <p className="text-muted-foreground">Your postcode tells us which supermarkets are near you.</p>
                </div>
                <Field id="onboarding-postcode" label="Postcode" error={error}>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Input
                      id="onboarding-postcode"
                      autoComplete="postal-code"
                      autoCapitalize="characters"
                      autoFocus
                      placeholder="e.g. LS1 4AP"
                      value={postcode}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => {
                        setPostcode(e.target.value.toUpperCase());
                        setError(null);
                      }}
                    />
                    <UseLocationButton
                      onFound={(outward) => {
                        setPostcode(outward);
                        setError(null);
                      }}
                    />
                  </div>
                </Field>
                <p className="text-xs text-muted-foreground">Your location is sent only to Larder’s own server, to find your postcode district.</p>
              </>
            ) : null}
            {step === 2 ? (
              <>
                <div className="space-y-1.5">
                  <h1 className="text-2xl font-bold tracking-tight">How many people do you cook for?</h1>
                  <p className="text-muted-foreground">Portions and quantities are scaled to your household.</p>
                </div>
                <Field id="onboarding-size" label="Household size" error={error} hint={`From ${HOUSEHOLD_SIZE_MIN} to ${HOUSEHOLD_SIZE_MAX} people.`}>
                  <div className="flex items-center gap-3">
                    <Button type="button" variant="outline" size="icon" className="size-12" aria-label="One fewer person" onClick={() => setSize(people - 1)}>
                      <Minus aria-hidden />
                    </Button>
                    <Input
                      id="onboarding-size"
                      type="number"
                      inputMode="numeric"
                      min={HOUSEHOLD_SIZE_MIN}
                      max={HOUSEHOLD_SIZE_MAX}
                      value={householdSize}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => {
                        setHouseholdSize(e.target.value);
                        setError(null);
                      }}
                      className="h-12 text-center text-xl font-semibold"
                    />
                    <Button type="button" variant="outline" size="icon" className="size-12" aria-label="One more person" onClick={() => setSize(people + 1)}>
                      <Plus aria-hidden />
                    </Button>
                  </div>
                </Field>
                <HouseholdMembersEditor size={size ?? 0} members={members} onChange={setMembers} />
                <div className="space-y-1.5 border-t pt-5">
                  <h2 className="text-lg font-semibold">Anything your household can't eat?</h2>
                  <p className="text-sm text-muted-foreground">Allergies, and foods anyone won't eat ("no pork", "no mushrooms"). You can change these on your account later.</p>
                </div>
                <FoodRulesFields allergies={allergies} onAllergies={setAllergies} avoids={avoids} onAvoids={setAvoids} />
              </>
            ) : null}
            {step === 3 ? (
              <>
                <div className="space-y-1.5">
                  <h1 className="text-2xl font-bold tracking-tight">What is your weekly food budget?</h1>
                  <p className="text-muted-foreground">We plan every week to stay within it.</p>
                </div>
                <Field id="onboarding-budget" label="Weekly budget (£)" error={error}>
                  <Input
                    id="onboarding-budget"
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min={10}
                    placeholder={formatPounds(average)}
                    value={weeklyBudget}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => {
                      setWeeklyBudget(e.target.value);
                      setError(null);
                    }}
                    className="h-12 text-xl font-semibold"
                  />
                </Field>
                <BudgetWarning budget={weeklyBudget} householdSize={people} />
                <ul className="space-y-1.5 rounded-xl bg-muted p-4 text-sm text-muted-foreground">
                  <li>
                    The UK average is £32.17 a person a week (national statistics, financial year ending 2022):{' '}
                    <span className="money font-semibold text-foreground">{formatPence(average)}</span> for {people === 1 ? '1 person' : `${people} people`}.
                  </li>
                  <li>
                    We suggest at least £38.60 a person, so the plan can meet the nutrition targets:{' '}
                    <span className="money font-semibold text-foreground">{formatPence(minimum)}</span>.
                  </li>
                </ul>
                {larder.data ? <StaplesQuestion larder={larder.data} value={staplesNow} onChange={setStaples} /> : null}
              </>
            ) : null}
            <div className="flex gap-3 pt-2">
              <Button
                type="button"
                variant="outline"
                size="lg"
                className="flex-1"
                disabled={step === 1 || complete.isPending}
                onClick={() => {
                  setError(null);
                  setStep((s) => Math.max(1, s - 1));
                }}
              >
                <ArrowLeft aria-hidden /> Back
              </Button>
              {step < STEPS ? (
                <Button type="submit" size="lg" className="flex-1" disabled={step === 1 && postcode.trim() === ''}>
                  Next <ArrowRight aria-hidden />
                </Button>
              ) : (
                <Button type="submit" size="lg" className="flex-1" disabled={complete.isPending || savePreferences.isPending}>
                  {complete.isPending || savePreferences.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                  Complete Setup
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

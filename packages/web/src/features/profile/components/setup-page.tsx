import { Loader2, MapPin, PiggyBank, Users, UtensilsCrossed } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ALLERGY_OPTIONS,
  CUISINE_OPTIONS,
  DEFAULT_CUISINE,
  DEFAULT_HOUSEHOLD_SIZE,
  DIETARY_OPTIONS,
  SETUP_BUDGET_DEFAULT,
  SETUP_BUDGET_MAX,
  SETUP_BUDGET_MIN,
  SETUP_BUDGET_STEP,
  type CookingSkill,
} from '@larder/domain/accounts/household-options';
import { parsePostcode } from '@larder/domain/accounts/postcode';
import { parseWeeklyBudget } from '@larder/domain/accounts/profile-rules';
import { formatPounds, parsePounds } from '@larder/domain/shared/money';
import { BudgetWarning, recommendedBudgetText } from '../../../components/budget-warning';
import { ALLERGY_HINTS } from '../../../lib/household/allergy-hints';
import { CheckboxGroup } from '../../../components/checkbox-group';
import { ChoiceButtons } from '../../../components/choice-buttons';
import { Button } from '../../../components/ui/button';
import { FormSection } from '../../../components/ui/form-section';
import { Card, CardContent } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Slider } from '../../../components/ui/slider';
import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/get-user';
import { formatPence } from '../../../lib/money';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useUpdatePreferences } from '../api/update-preferences';
import { SKILL_OPTIONS } from './skill';
import { UseLocationButton } from './use-location-button';

const MIN = SETUP_BUDGET_MIN / 100;
const MAX = SETUP_BUDGET_MAX / 100;
const STEP = SETUP_BUDGET_STEP / 100;

/** The spec's quick options; a saved size of 3 or 5+ stays exactly as saved (the button holds it). */
const householdOptions = (size: number) =>
  [
    { value: 1, label: 'Just me' },
    { value: 2, label: '2 people' },
    { value: size === 3 ? 3 : 4, label: '3-4 people' },
    { value: size >= 5 ? size : 6, label: size > 5 ? `${size} people` : '5+ people' },
  ] as const;

/** The saved budget exactly as saved ("62.50"), else the slider's default 50. */
const initialBudget = (weeklyBudget: string | null | undefined): string =>
  weeklyBudget && parsePounds(weeklyBudget) !== null ? weeklyBudget : formatPounds(SETUP_BUDGET_DEFAULT);
const onSlider = (pounds: number) => Math.min(MAX, Math.max(MIN, Math.round(pounds / STEP) * STEP));

/** Preferences setup screen (document 000 sections 2 and 5). */
export function SetupPage() {
  const navigate = useNavigate();
  const { user, isAuthenticated } = useAuth();
  const save = useUpdatePreferences();
  const [postcode, setPostcode] = useState(user?.postcode ?? '');
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  // The exact figure is what is saved; the slider (20 to 200 in fives) only moves it.
  const [budget, setBudget] = useState(() => initialBudget(user?.weeklyBudget));
  const [budgetError, setBudgetError] = useState<string | null>(null);
  const budgetPence = parsePounds(budget);
  const [householdSize, setHouseholdSize] = useState<number>(user?.householdSize ?? DEFAULT_HOUSEHOLD_SIZE);
  const [cookingSkill, setCookingSkill] = useState<CookingSkill>(user?.cookingSkill ?? 'beginner');
  // One diet list: the account screen's dietaryRestrictions and this screen's dietaryPreferences are the same list.
  const [dietaryPreferences, setDietaryPreferences] = useState<string[]>(user?.dietaryPreferences ?? []);
  const [cuisinePreferences, setCuisinePreferences] = useState<string[]>(
    user && user.cuisinePreferences.length > 0 ? user.cuisinePreferences : [DEFAULT_CUISINE],
  );
  const [allergies, setAllergies] = useState<string[]>(user?.allergies ?? []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePostcode(postcode);
    if (!parsed.ok) {
      setPostcodeError('Please enter a valid UK postcode');
      document.getElementById('setup-postcode')?.focus();
      return;
    }
    const checked = parseWeeklyBudget(budget);
    if (!checked.ok) {
      setBudgetError(checked.error.message);
      document.getElementById('setup-budget')?.focus();
      return;
    }
    save.mutate(
      {
        postcode: parsed.value.value,
        weeklyBudget: formatPounds(checked.value),
        householdSize,
        cookingSkill,
        dietaryPreferences,
        cuisinePreferences,
        allergies,
      },
      {
        onSuccess: () => {
          toast({ title: 'Preferences Saved', description: 'Your preferences have been saved!' });
          navigate('/');
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) handleUnauthorized();
          else toast({ title: 'Error', description: messageOr(error, 'Failed to save preferences'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Set Up Your Meal Planning Profile</h1>
        <p className="text-muted-foreground">Tell us about your household and we will plan meals that fit your budget and your tastes.</p>
      </div>
      <form className="space-y-6" onSubmit={onSubmit} noValidate>
        <FormSection icon={MapPin} title="Your location" description="We use your postcode to find supermarkets near you.">
          <Field id="setup-postcode" label="Postcode" error={postcodeError}>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="setup-postcode"
                autoComplete="postal-code"
                autoCapitalize="characters"
                placeholder="e.g. M1 1AE or M1"
                value={postcode}
                aria-invalid={postcodeError ? true : undefined}
                onChange={(e) => {
                  setPostcode(e.target.value.toUpperCase());
                  setPostcodeError(null);
                }}
              />
              <UseLocationButton
                onFound={(outward) => {
                  setPostcode(outward);
                  setPostcodeError(null);
                }}
              />
            </div>
          </Field>
          <p className="text-xs text-muted-foreground">Your location is sent only to Larder’s own server, to find your postcode district.</p>
        </FormSection>

        <FormSection icon={PiggyBank} title="Weekly food budget">
          <div className="flex items-end justify-between gap-4">
            <Field id="setup-budget" label="Per week (£)" error={budgetError} className="w-40">
              <Input
                id="setup-budget"
                type="number"
                inputMode="decimal"
                step="0.01"
                min={10}
                value={budget}
                aria-invalid={budgetError ? true : undefined}
                onChange={(e) => {
                  setBudget(e.target.value);
                  setBudgetError(null);
                }}
                className="money text-lg font-semibold"
              />
            </Field>
            <span className="money text-3xl font-bold text-primary" data-testid="budget-value">
              {budgetPence === null ? '£0.00' : formatPence(budgetPence)}
            </span>
          </div>
          <Slider
            aria-label="Weekly budget"
            min={MIN}
            max={MAX}
            step={STEP}
            value={[onSlider(budgetPence === null ? SETUP_BUDGET_DEFAULT / 100 : budgetPence / 100)]}
            onValueChange={([v]) => {
              if (v === undefined) return;
              setBudget(formatPounds(v * 100));
              setBudgetError(null);
            }}
          />
          <div className="flex justify-between text-xs text-muted-foreground">
            <span className="money">{formatPence(SETUP_BUDGET_MIN)}</span>
            <span className="money">{formatPence(SETUP_BUDGET_MAX)}</span>
          </div>
          <p className="text-sm text-muted-foreground" data-testid="budget-recommendation">
            {recommendedBudgetText(householdSize)}
          </p>
          <BudgetWarning budget={budget} householdSize={householdSize} />
        </FormSection>

        <FormSection icon={Users} title="Household size" description="How many people do you cook for?">
          <ChoiceButtons label="Household size" options={householdOptions(householdSize)} value={householdSize} onChange={setHouseholdSize} columns={4} />
        </FormSection>

        <FormSection icon={UtensilsCrossed} title="Cooking skill" description="We match recipes to the time you have.">
          <ChoiceButtons label="Cooking skill" options={SKILL_OPTIONS} value={cookingSkill} onChange={setCookingSkill} columns={3} />
        </FormSection>

        <Card>
          <CardContent className="space-y-8 pt-5 sm:pt-6">
            <CheckboxGroup legend="Dietary needs" name="dietaryPreferences" options={DIETARY_OPTIONS} value={dietaryPreferences} onChange={setDietaryPreferences} />
            <CheckboxGroup legend="Cuisine preferences" name="cuisinePreferences" options={CUISINE_OPTIONS} value={cuisinePreferences} onChange={setCuisinePreferences} />
            <CheckboxGroup
              legend="Allergies"
              description="The 14 allergens of UK food law. Recipes with these are never planned."
              name="allergies"
              options={ALLERGY_OPTIONS}
              hints={ALLERGY_HINTS}
              value={allergies}
              onChange={setAllergies}
            />
          </CardContent>
        </Card>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {isAuthenticated ? (
            <Button type="button" variant="ghost" size="lg" onClick={() => navigate('/')}>
              Skip for Now
            </Button>
          ) : null}
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {isAuthenticated ? 'Save Preferences' : 'Generate My First Meal Plan'}
          </Button>
        </div>
      </form>
    </div>
  );
}

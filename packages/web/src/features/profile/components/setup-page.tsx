import { Loader2, MapPin, PiggyBank, Users, UtensilsCrossed } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DEFAULT_CUISINE,
  DEFAULT_HOUSEHOLD_SIZE,
  SETUP_ALLERGY_OPTIONS,
  SETUP_BUDGET_DEFAULT,
  SETUP_BUDGET_MAX,
  SETUP_BUDGET_MIN,
  SETUP_BUDGET_STEP,
  SETUP_CUISINE_OPTIONS,
  SETUP_DIETARY_OPTIONS,
  type CookingSkill,
} from '@larder/domain/accounts/household-options';
import { parsePostcode } from '@larder/domain/accounts/postcode';
import { parsePounds } from '@larder/domain/shared/money';
import { CheckboxGroup } from '../../../components/checkbox-group';
import { ChoiceButtons } from '../../../components/choice-buttons';
import { Button } from '../../../components/ui/button';
import { FormSection } from '../../../components/ui/form-section';
import { Card, CardContent } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Slider } from '../../../components/ui/slider';
import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/get-user';
import { formatPence } from '../../../lib/money';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useUpdatePreferences } from '../api/update-preferences';
import { SKILL_OPTIONS } from './skill';
import { UseLocationButton } from './use-location-button';

const MIN = SETUP_BUDGET_MIN / 100;
const MAX = SETUP_BUDGET_MAX / 100;
const STEP = SETUP_BUDGET_STEP / 100;

const HOUSEHOLD_OPTIONS = [
  { value: 1, label: 'Just me' },
  { value: 2, label: '2 people' },
  { value: 4, label: '3-4 people' },
  { value: 6, label: '5+ people' },
] as const;

/** The stored budget on the slider's scale (20 to 200 in steps of 5), else the default 50. */
function initialBudget(weeklyBudget: string | null | undefined): number {
  const p = weeklyBudget ? parsePounds(weeklyBudget) : null;
  if (p === null) return SETUP_BUDGET_DEFAULT / 100;
  const pounds = Math.round(p / SETUP_BUDGET_STEP) * STEP;
  return Math.min(MAX, Math.max(MIN, pounds));
}

/** Preferences setup screen (document 000 sections 2 and 5). */
export function SetupPage() {
  const navigate = useNavigate();
  const { user, isAuthenticated } = useAuth();
  const save = useUpdatePreferences();
  const [postcode, setPostcode] = useState(user?.postcode ?? '');
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  const [budget, setBudget] = useState(() => initialBudget(user?.weeklyBudget));
  const [householdSize, setHouseholdSize] = useState<number>(user?.householdSize ?? DEFAULT_HOUSEHOLD_SIZE);
  const [cookingSkill, setCookingSkill] = useState<CookingSkill>(user?.cookingSkill ?? 'beginner');
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
    save.mutate(
      {
        postcode: parsed.value.value,
        weeklyBudget: budget,
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
          else toast({ title: 'Error', description: 'Failed to save preferences', variant: 'destructive' });
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
          <div className="flex items-baseline justify-between gap-4">
            <span className="text-sm text-muted-foreground">Per week</span>
            <span className="money text-3xl font-bold text-primary" data-testid="budget-value">
              {formatPence(budget * 100)}
            </span>
          </div>
          <Slider aria-label="Weekly budget" min={MIN} max={MAX} step={STEP} value={[budget]} onValueChange={([v]) => v !== undefined && setBudget(v)} />
          <div className="flex justify-between text-xs text-muted-foreground">
            <span className="money">{formatPence(SETUP_BUDGET_MIN)}</span>
            <span className="money">{formatPence(SETUP_BUDGET_MAX)}</span>
          </div>
          <p className="text-sm text-muted-foreground">Recommended budget: £40-60 per week for 4 people.</p>
        </FormSection>

        <FormSection icon={Users} title="Household size" description="How many people do you cook for?">
          <ChoiceButtons label="Household size" options={HOUSEHOLD_OPTIONS} value={householdSize} onChange={setHouseholdSize} columns={4} />
        </FormSection>

        <FormSection icon={UtensilsCrossed} title="Cooking skill" description="We match recipes to the time you have.">
          <ChoiceButtons label="Cooking skill" options={SKILL_OPTIONS} value={cookingSkill} onChange={setCookingSkill} columns={3} />
        </FormSection>

        <Card>
          <CardContent className="space-y-8 pt-5 sm:pt-6">
            <CheckboxGroup legend="Dietary preferences" name="dietaryPreferences" options={SETUP_DIETARY_OPTIONS} value={dietaryPreferences} onChange={setDietaryPreferences} />
            <CheckboxGroup legend="Cuisine preferences" name="cuisinePreferences" options={SETUP_CUISINE_OPTIONS} value={cuisinePreferences} onChange={setCuisinePreferences} />
            <CheckboxGroup
              legend="Allergies"
              description="Recipes with these are never planned."
              name="allergies"
              options={SETUP_ALLERGY_OPTIONS}
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

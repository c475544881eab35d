import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, ChefHat, Clock, Globe2, Loader2, Minus, Plus, Rocket, Salad, Users, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TUser } from '@larder/contract/accounts';
import type { TChatPreferences } from '@larder/contract/chat';
import { ALLERGY_OPTION_DETAILS, ALLERGY_OPTIONS, CUISINE_OPTIONS, DIETARY_OPTIONS } from '@larder/domain/accounts/household-options';
import { chatOptionValue } from '@larder/domain/assistant/chat-preferences';
import { HouseholdMembersEditor } from '../../../components/household-members-editor';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Progress } from '../../../components/ui/progress';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { USER_QUERY_KEY, useAuth } from '../../../lib/auth/get-user';
import { membersForSize, type Member } from '../../../lib/household/members';
import { cn } from '../../../lib/cn';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { saveChatPreferences } from '../api/chat';
import { saveHousehold } from '../api/save-household';
import { composePrompt } from '../utils/compose-prompt';

/** Document 001 section 2: the six steps, in order. */
export const WIZARD_STEPS = ['Cooking Style', 'Time Preference', 'Household Info', 'Meal Types', 'Dietary Needs', 'Cuisine Preferences'] as const;
const STEP_ICONS = [ChefHat, Clock, Users, UtensilsCrossed, Salad, Globe2];
export const SERVING_MIN = 1;
export const SERVING_MAX = 10;

type Answers = Omit<TChatPreferences, 'allergies'> & { allergyOptions: string[]; allergiesText: string };
const DEFAULTS: Answers = {
  cookingAbility: 'beginner',
  mealComplexity: 'quick_easy',
  servingSize: 2,
  mealTypes: ['breakfast', 'lunch', 'dinner'],
  planDuration: 7,
  totalBudget: '50',
  postcode: '',
  dietaryRestrictions: [],
  cuisinePreferences: [],
  allergyOptions: [],
  allergiesText: '',
};

/** The wizard opens with the household's saved profile (the same one sign-up, /setup, /onboarding and /account edit). */
export function answersFromProfile(user: TUser | null | undefined): Answers {
  if (!user) return DEFAULTS;
  const known = (options: readonly string[], saved: readonly string[]) => saved.filter((v) => options.includes(v));
  return {
    ...DEFAULTS,
    cookingAbility: user.cookingSkill ?? DEFAULTS.cookingAbility,
    servingSize: user.householdSize ?? (user.members.length || DEFAULTS.servingSize),
    totalBudget: user.weeklyBudget ?? DEFAULTS.totalBudget,
    postcode: user.postcode ?? '',
    dietaryRestrictions: known(DIETARY_OPTIONS, user.dietaryRestrictions).map(chatOptionValue),
    cuisinePreferences: known(CUISINE_OPTIONS, user.cuisinePreferences).map(chatOptionValue),
    allergyOptions: known(ALLERGY_OPTIONS, user.allergies),
    allergiesText: user.allergies.filter((a) => !ALLERGY_OPTIONS.includes(a)).join(', '),
  };
}

interface Option<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

function OptionCards<T extends string>({ label, options, selected, onToggle, columns = 3 }: { label: string; options: ReadonlyArray<Option<T>>; selected: readonly T[]; onToggle: (value: T) => void; columns?: 2 | 3 | 4 }) {
  return (
    <div role="group" aria-label={label} className={cn('grid gap-2.5', columns === 4 ? 'grid-cols-2 sm:grid-cols-4' : columns === 2 ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-1 sm:grid-cols-3')}>
      {options.map((o) => {
        const on = selected.includes(o.value);
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(o.value)}
            className={cn(
              'relative flex min-h-16 flex-col items-start justify-center rounded-xl border-2 px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              on ? 'border-primary bg-primary-soft' : 'border-border bg-card hover:bg-muted',
            )}
          >
            <span className="pr-6 text-sm font-semibold">{o.label}</span>
            {o.hint ? <span className="text-xs text-muted-foreground">{o.hint}</span> : null}
            {on ? <Check className="absolute top-3 right-3 size-4 text-primary" aria-hidden /> : null}
          </button>
        );
      })}
    </div>
  );
}

const ABILITIES: ReadonlyArray<Option<TChatPreferences['cookingAbility']>> = [
  { value: 'beginner', label: 'Beginner', hint: 'Simple recipes, up to 30 minutes' },
  { value: 'intermediate', label: 'Intermediate', hint: 'Comfortable with most recipes' },
  { value: 'advanced', label: 'Advanced', hint: 'Happy with anything' },
];
const COMPLEXITY: ReadonlyArray<Option<TChatPreferences['mealComplexity']>> = [
  { value: 'quick_easy', label: 'Quick & Easy', hint: '30 minutes or less' },
  { value: 'moderate', label: 'Moderate', hint: 'Up to an hour' },
  { value: 'complex', label: 'Complex', hint: 'Take the time it takes' },
];
const MEALS: ReadonlyArray<Option<TChatPreferences['mealTypes'][number]>> = [
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'lunch', label: 'Lunch' },
  { value: 'dinner', label: 'Dinner' },
  { value: 'snacks', label: 'Snacks' },
];
// The one set of options every profile screen offers (profile-options.json), in the payload's spelling.
const DIETS: ReadonlyArray<Option<string>> = DIETARY_OPTIONS.map((label) => ({ value: chatOptionValue(label), label }));
const CUISINES: ReadonlyArray<Option<string>> = CUISINE_OPTIONS.map((label) => ({ value: chatOptionValue(label), label }));
const ALLERGIES: ReadonlyArray<Option<string>> = ALLERGY_OPTION_DETAILS.map((a) => ({ value: a.label, label: a.label, ...(a.hint ? { hint: a.hint } : {}) }));
const DURATIONS = [3, 7, 14, 30] as const;

const toggle = <T,>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
/** Allergies typed as comma-separated text become a list. */
export const allergiesFrom = (text: string): string[] => [...new Set(text.split(',').map((a) => a.trim()).filter(Boolean))];
const moneyText = (n: number) => (Number.isFinite(n) && n >= 0 ? `£${n.toFixed(2)}` : '£0.00');

function Wizard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [step, setStep] = useState(0);
  const [a, setA] = useState<Answers>(() => answersFromProfile(user));
  // Who eats; saved with the profile only when changed here (the serving size then becomes the household's size).
  const [members, setMembers] = useState<Member[]>(user?.members ?? []);
  const [membersTouched, setMembersTouched] = useState(false);
  const set = (patch: Partial<Answers>) => setA((prev) => ({ ...prev, ...patch }));
  const last = step === WIZARD_STEPS.length - 1;
  const progress = Math.round((step / WIZARD_STEPS.length) * 100);
  const budget = Number(a.totalBudget);
  const perPerson = a.totalBudget.trim() === '' ? 0 : budget / a.servingSize;
  const Icon = STEP_ICONS[step]!;

  const save = useMutation({
    mutationFn: async () => {
      const { allergiesText, allergyOptions, ...rest } = a;
      if (membersTouched && user) {
        await saveHousehold({
          householdSize: a.servingSize,
          weeklyBudget: user.weeklyBudget ?? a.totalBudget,
          cookingSkill: user.cookingSkill ?? a.cookingAbility,
          members: membersForSize(members, a.servingSize),
        });
        await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      }
      return saveChatPreferences({ ...rest, postcode: rest.postcode.trim().toUpperCase(), allergies: [...new Set([...allergyOptions, ...allergiesFrom(allergiesText)])] });
    },
    onSuccess: ({ preferences }) => {
      toast({ title: 'Preferences Saved!', description: 'Opening the AI meal planner with your answers.' });
      navigate(`/ai-meal-planner?prompt=${encodeURIComponent(composePrompt(preferences))}`);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: 'Error', description: messageOr(error, 'Failed to save preferences'), variant: 'destructive' });
    },
  });

  const canContinue =
    step === 3 ? a.mealTypes.length > 0 : step === 2 ? a.totalBudget.trim() !== '' && Number.isFinite(budget) && budget > 0 : true;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-6 space-y-3">
        <div className="flex items-center justify-between text-sm">
          {/* The page's one h1 (issue 24: every signed-in page has a main heading). */}
          <h1 className="font-semibold" data-testid="wizard-step">
            Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
          </h1>
          <span className="text-muted-foreground" data-testid="wizard-progress">
            {progress}% complete
          </span>
        </div>
        <Progress value={progress} aria-label="Progress" />
      </div>
      <Card>
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <CardTitle className="text-xl">{WIZARD_STEPS[step]}</CardTitle>
              <CardDescription>
                {
                  [
                    'How confident are you in the kitchen?',
                    'How much time do you want to spend cooking?',
                    'Who are you cooking for, and what can you spend?',
                    'Which meals should the plan cover?',
                    'Any diets or allergies we must respect?',
                    'Which cuisines do you enjoy?',
                  ][step]
                }
              </CardDescription>
            </div>
          </div>
        </CardHeader>
        <CardContent className="space-y-5">
          {step === 0 ? <OptionCards label="Cooking ability" options={ABILITIES} selected={[a.cookingAbility]} onToggle={(v) => set({ cookingAbility: v })} /> : null}
          {step === 1 ? <OptionCards label="Meal complexity" options={COMPLEXITY} selected={[a.mealComplexity]} onToggle={(v) => set({ mealComplexity: v })} /> : null}
          {step === 2 ? (
            <div className="space-y-5">
              <div className="space-y-2">
                <Label id="serving-label">Serving size</Label>
                <div className="flex items-center gap-3" role="group" aria-labelledby="serving-label">
                  <Button type="button" variant="outline" size="icon" aria-label="Fewer people" disabled={a.servingSize <= SERVING_MIN} onClick={() => set({ servingSize: Math.max(SERVING_MIN, a.servingSize - 1) })}>
                    <Minus aria-hidden />
                  </Button>
                  <span className="w-20 text-center text-2xl font-bold tabular-nums" data-testid="serving-size" aria-live="polite">
                    {a.servingSize}
                  </span>
                  <Button type="button" variant="outline" size="icon" aria-label="More people" disabled={a.servingSize >= SERVING_MAX} onClick={() => set({ servingSize: Math.min(SERVING_MAX, a.servingSize + 1) })}>
                    <Plus aria-hidden />
                  </Button>
                  <span className="text-sm text-muted-foreground">{a.servingSize === 1 ? 'person' : 'people'}</span>
                </div>
              </div>
              <HouseholdMembersEditor
                size={a.servingSize}
                members={members}
                onChange={(next) => {
                  setMembers(next);
                  setMembersTouched(true);
                }}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="space-y-2">
                  <Label htmlFor="total-budget">Budget for the plan (£)</Label>
                  <Input id="total-budget" type="number" inputMode="decimal" min={1} step="0.01" value={a.totalBudget} onChange={(e) => set({ totalBudget: e.target.value })} />
                  <p className="text-sm text-muted-foreground" data-testid="per-person">
                    {moneyText(perPerson)} per person
                  </p>
                </div>
                <div className="space-y-2">
                  <Label htmlFor="plan-duration">Plan length</Label>
                  <select
                    id="plan-duration"
                    value={a.planDuration}
                    onChange={(e) => set({ planDuration: Number(e.target.value) })}
                    className="h-11 w-full rounded-xl border border-input bg-background px-3 text-sm"
                  >
                    {DURATIONS.map((d) => (
                      <option key={d} value={d}>
                        {d} days
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div className="space-y-2">
                <Label htmlFor="postcode">Postcode (for supermarkets near you)</Label>
                <Input id="postcode" value={a.postcode} autoComplete="postal-code" maxLength={8} onChange={(e) => set({ postcode: e.target.value.toUpperCase() })} placeholder="e.g. SW1A 1AA" className="uppercase sm:max-w-48" />
              </div>
            </div>
          ) : null}
          {step === 3 ? (
            <>
              <OptionCards label="Meal types" options={MEALS} selected={a.mealTypes} onToggle={(v) => set({ mealTypes: toggle(a.mealTypes, v) })} columns={4} />
              {!a.mealTypes.length ? <p className="text-sm text-destructive">Choose at least one meal.</p> : null}
            </>
          ) : null}
          {step === 4 ? (
            <div className="space-y-5">
              <OptionCards label="Dietary restrictions" options={DIETS} selected={a.dietaryRestrictions} onToggle={(v) => set({ dietaryRestrictions: toggle(a.dietaryRestrictions, v) })} columns={4} />
              <OptionCards label="The 14 allergens" options={ALLERGIES} selected={a.allergyOptions} onToggle={(v) => set({ allergyOptions: toggle(a.allergyOptions, v) })} columns={4} />
              <div className="space-y-2">
                <Label htmlFor="allergies">Other allergies</Label>
                <Input id="allergies" value={a.allergiesText} onChange={(e) => set({ allergiesText: e.target.value })} placeholder="e.g. kiwi" />
                <p className="text-xs text-muted-foreground">Separate them with commas. Allergens are hard rules for the planner.</p>
              </div>
            </div>
          ) : null}
          {step === 5 ? <OptionCards label="Cuisine preferences" options={CUISINES} selected={a.cuisinePreferences} onToggle={(v) => set({ cuisinePreferences: toggle(a.cuisinePreferences, v) })} columns={4} /> : null}
        </CardContent>
        <CardFooter className="flex justify-between gap-3">
          <Button type="button" variant="outline" disabled={step === 0 || save.isPending} onClick={() => setStep((s) => Math.max(0, s - 1))}>
            <ArrowLeft aria-hidden /> Previous
          </Button>
          {last ? (
            <Button type="button" disabled={save.isPending} onClick={() => save.mutate()} data-testid="launch">
              {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Rocket aria-hidden />}
              Launch AI Meal Planner
            </Button>
          ) : (
            <Button type="button" disabled={!canContinue} onClick={() => setStep((s) => Math.min(WIZARD_STEPS.length - 1, s + 1))}>
              Next <ArrowRight aria-hidden />
            </Button>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}

/** /ai-onboarding: the six-step AI preferences wizard (document 001 sections 2 to 5). */
export function AiOnboardingPage() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageSpinner label="Loading" />;
  if (!isAuthenticated) return <SignInPrompt what="the AI preferences setup" description="Please log in to set up your AI meal planner preferences." signInLabel="Log In" />;
  return <Wizard />;
}

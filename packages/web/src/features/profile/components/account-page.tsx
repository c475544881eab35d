import { CookingPot, Loader2, LogOut, Mail, MapPin } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BUDGET_BANDS, COOKING_SKILLS, CUISINE_OPTIONS, DEFAULT_BUDGET_BAND, DIETARY_OPTIONS } from '@larder/domain/accounts/household-options';
import { parseWeeklyBudget } from '@larder/domain/accounts/profile-rules';
import { formatPounds, parsePounds } from '@larder/domain/shared/money';
import { BudgetWarning } from '../../../components/budget-warning';
import { Input } from '../../../components/ui/input';
import type { TUser } from '@larder/contract/accounts';
import { CheckboxGroup } from '../../../components/checkbox-group';
import { HouseholdMembersEditor } from '../../../components/household-members-editor';
import { FoodRulesFields } from '../../../components/food-rules-fields';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/get-user';
import { useLogout } from '../../../lib/auth/logout';
import { membersForSize, type Member } from '../../../lib/household/members';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useUpdatePreferences } from '../api/update-preferences';
import { SKILL_LABELS, skillTime } from './skill';
import { CalendarSection } from './calendar-section';
import { PayCycleSection } from './pay-cycle-section';
import { HouseholdSection } from './household-section';
import { DevicesSection } from './devices-section';
import { DownloadDataSection } from './download-data-section';
import { ApiTokensSection } from './api-tokens-section';
import { PasswordSection } from './password-section';
import { DeleteAccountSection, KeepAccountNotice } from './delete-account-section';
import { useHousehold } from '../api/household';
import { ownerOnlyText } from '../../../lib/household/owner-only';

/** Document 000 section 9: household options 1 to 5 and '6+'. */
const HOUSEHOLD_OPTIONS = ['1', '2', '3', '4', '5', '6+'] as const;

const sizeOption = (size: number | null): string => (size === null ? '' : size >= 6 ? '6+' : String(size));
/** The select's option as a head count ('6+' is six; the stored size when it is larger). */
const sizeNumber = (option: string, stored: number | null): number => (option === '6+' ? Math.max(6, stored ?? 6) : Number(option) || 0);

/**
 * The bands are for choosing; the exact figure is what is saved. A band is shown as chosen only when the
 * figure is that band's own value (£62.50 shows "£50-75"; £60.00 shows no band, and stays £60.00).
 */
const bandFor = (budget: string): string => {
  const amount = parsePounds(budget);
  return BUDGET_BANDS.find((b) => b.value === amount)?.label ?? '';
};
/** The saved figure, exactly; with none saved, the spec's default band's value (£87.50). */
const initialBudget = (user: TUser): string => user.weeklyBudget ?? formatPounds(DEFAULT_BUDGET_BAND.value);

export const needsFirstTimeSetup = (user: Pick<TUser, 'householdSize' | 'weeklyBudget' | 'cookingSkill'>): boolean =>
  user.householdSize === null || user.weeklyBudget === null || user.cookingSkill === null;

/** /account: account settings, or first-time setup when the profile is incomplete. */
export function AccountPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <AccountForm user={user} />;
}

function AccountForm({ user }: { user: TUser }) {
  const navigate = useNavigate();
  const save = useUpdatePreferences();
  const logout = useLogout();
  const [householdSize, setHouseholdSize] = useState(sizeOption(user.householdSize));
  const [budget, setBudget] = useState(() => initialBudget(user));
  const [budgetError, setBudgetError] = useState<string | null>(null);
  const [cookingSkill, setCookingSkill] = useState<string>(user.cookingSkill ?? '');
  const [allergies, setAllergies] = useState<string[]>(user.allergies);
  const [avoids, setAvoids] = useState<string[]>(user.avoids ?? []);
  const [dietaryRestrictions, setDietaryRestrictions] = useState<string[]>(user.dietaryRestrictions);
  const [cuisinePreferences, setCuisinePreferences] = useState<string[]>(user.cuisinePreferences);
  // Onboarding hands over who eats when the profile still lacks its cooking skill.
  const handedOver = (useLocation().state as { members?: Member[] } | null)?.members;
  const [members, setMembers] = useState<Member[]>(handedOver && handedOver.length ? handedOver : user.members);
  const [membersError, setMembersError] = useState<string | null>(null);
  const [leftovers, setLeftovers] = useState(user.leftovers);
  // The household's own time for a meal (minutes; empty: no limit that day); both empty: the skill's usual time.
  const [weekdayMinutes, setWeekdayMinutes] = useState(user.mealMinutes?.weekday?.toString() ?? '');
  const [weekendMinutes, setWeekendMinutes] = useState(user.mealMinutes?.weekend?.toString() ?? '');
  const people = sizeNumber(householdSize, user.householdSize);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const firstTime = needsFirstTimeSetup(user);
  // Billing and cancelling are the owner's (the server refuses a member's).
  const household = useHousehold();
  const isMember = household.data?.role === 'member';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!householdSize || !budget.trim() || !cookingSkill) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields before saving.', variant: 'destructive' });
      return;
    }
    const checked = parseWeeklyBudget(budget);
    if (!checked.ok) {
      setBudgetError(checked.error.message);
      document.getElementById('account-budget-exact')?.focus();
      return;
    }
    const wasFirstTime = firstTime;
    setMembersError(null);
    save.mutate(
      {
        // '6+' keeps a larger saved household as it is (the members follow it).
        householdSize: householdSize === '6+' ? String(people) : householdSize,
        // The exact figure: a budget the household did not change is sent back as it was saved.
        weeklyBudget: formatPounds(checked.value),
        cookingSkill,
        allergies,
        avoids,
        dietaryRestrictions,
        cuisinePreferences,
        members: membersForSize(members, people),
        leftovers,
        mealMinutes: mealMinutesBody(weekdayMinutes, weekendMinutes),
      },
      {
        onSuccess: () => {
          toast({ title: 'Preferences Saved', description: 'Your preferences have been saved!' });
          if (wasFirstTime) {
            if (redirectTimer.current) clearTimeout(redirectTimer.current);
            redirectTimer.current = setTimeout(() => navigate('/meal-planner'), 1500);
          }
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) handleUnauthorized();
          else {
            if (error instanceof ApiError && error.field === 'members') setMembersError(messageOr(error, 'Check who is in the household.'));
            toast({ title: 'Error', description: messageOr(error, 'Failed to save preferences. Please try again.'), variant: 'destructive' });
          }
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={firstTime ? "Let's Get Started!" : 'Account Settings'}
        description={
          firstTime
            ? 'Tell us about your household so we can plan meals that fit. You can change these at any time.'
            : 'Your household, budget and food preferences. Meal plans follow these settings.'
        }
      />
      <KeepAccountNotice />
      <form className="space-y-6" onSubmit={onSubmit} noValidate>
        <Card>
          <CardHeader>
            <CardTitle>Household and budget</CardTitle>
            <CardDescription>All three are needed to plan your meals.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-3">
            <Field id="account-household-size" label="Household size">
              <Select value={householdSize} onValueChange={setHouseholdSize}>
                <SelectTrigger id="account-household-size">
                  <SelectValue placeholder="Select size" />
                </SelectTrigger>
                <SelectContent>
                  {HOUSEHOLD_OPTIONS.map((o) => (
                    <SelectItem key={o} value={o}>
                      {o === '1' ? '1 person' : `${o} people`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            <Field id="account-budget" label="Weekly budget">
              <Select
                value={bandFor(budget)}
                onValueChange={(label) => {
                  const band = BUDGET_BANDS.find((b) => b.label === label);
                  if (band) setBudget(formatPounds(band.value));
                  setBudgetError(null);
                }}
              >
                <SelectTrigger id="account-budget">
                  <SelectValue placeholder={parsePounds(budget) === null ? 'Select budget' : `£${budget.trim()} (your own)`} />
                </SelectTrigger>
                <SelectContent>
                  {BUDGET_BANDS.map((b) => (
                    <SelectItem key={b.label} value={b.label}>
                      {b.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            <Field id="account-skill" label="Cooking skill">
              <Select value={cookingSkill} onValueChange={setCookingSkill}>
                <SelectTrigger id="account-skill">
                  <SelectValue placeholder="Select skill" />
                </SelectTrigger>
                <SelectContent>
                  {COOKING_SKILLS.map((s) => (
                    <SelectItem key={s} value={s} hint={`(${skillTime(s)})`}>
                      {SKILL_LABELS[s]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            <Field
              id="account-budget-exact"
              label="Exact weekly budget (£)"
              error={budgetError}
              hint="Pick a band above, or type your own figure."
              className="sm:col-span-3 sm:max-w-xs"
            >
              <Input
                id="account-budget-exact"
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
                className="money"
              />
            </Field>
            <div className="sm:col-span-3">
              <BudgetWarning budget={budget} householdSize={people || null} />
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Who eats</CardTitle>
            <CardDescription>Optional. Without it, the plan feeds everyone as an adult.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <HouseholdMembersEditor
              size={people}
              members={members}
              onChange={(next) => {
                setMembers(next);
                setMembersError(null);
              }}
              error={membersError}
            />
            <fieldset className="space-y-2 border-t border-border pt-5" data-testid="account-meal-minutes">
              <legend className="font-medium">Time for a meal</legend>
              <p className="text-sm text-muted-foreground" data-testid="account-time-limit">{user.timeLimit}.</p>
              <div className="flex flex-wrap gap-4">
                <label className="text-sm" htmlFor="account-weekday-minutes">
                  Weekdays, up to (minutes)
                  <Input id="account-weekday-minutes" inputMode="numeric" className="mt-1 h-11 w-32" value={weekdayMinutes} onChange={(e) => setWeekdayMinutes(e.target.value)} placeholder="no limit" />
                </label>
                <label className="text-sm" htmlFor="account-weekend-minutes">
                  Weekends, up to (minutes)
                  <Input id="account-weekend-minutes" inputMode="numeric" className="mt-1 h-11 w-32" value={weekendMinutes} onChange={(e) => setWeekendMinutes(e.target.value)} placeholder="no limit" />
                </label>
              </div>
            </fieldset>
            <div className="flex items-start justify-between gap-4 border-t border-border pt-5">
              <div className="space-y-1">
                <label htmlFor="account-leftovers" className="flex items-center gap-2 font-medium">
                  <CookingPot className="size-4 text-primary" aria-hidden /> Cook once, eat twice
                </label>
                <p id="account-leftovers-hint" className="text-sm text-muted-foreground">
                  Some dinners are cooked for twice the household, and the rest is a lunch or dinner within two days (a rice dish the next day), or frozen for later in the week with a reminder to take it out. Less cooking, less to buy.
                </p>
              </div>
              <Switch id="account-leftovers" checked={leftovers} onCheckedChange={setLeftovers} aria-describedby="account-leftovers-hint" />
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Food preferences</CardTitle>
            <CardDescription>Allergies and dietary restrictions are always respected; cuisines guide what we suggest.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-8">
            <FoodRulesFields allergies={allergies} onAllergies={setAllergies} avoids={avoids} onAvoids={setAvoids} />
            <CheckboxGroup legend="Dietary restrictions" name="dietaryRestrictions" options={DIETARY_OPTIONS} value={dietaryRestrictions} onChange={setDietaryRestrictions} />
            <CheckboxGroup legend="Cuisine preferences" name="cuisinePreferences" options={CUISINE_OPTIONS} value={cuisinePreferences} onChange={setCuisinePreferences} />
          </CardContent>
        </Card>

        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {firstTime ? 'Save and Continue' : 'Save Preferences'}
          </Button>
        </div>
      </form>

      <Card className="mt-8">
        <CardHeader>
          <CardTitle>Your account</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p className="flex items-center gap-2">
            <Mail className="size-4 text-muted-foreground" aria-hidden />
            <span className="break-all">
              {`${user.firstName} ${user.lastName}`.trim()} · {user.email}
            </span>
          </p>
          <p className="flex flex-wrap items-center gap-2">
            <MapPin className="size-4 text-muted-foreground" aria-hidden />
            <span>{user.postcode ?? 'No postcode yet'}</span>
            <Link to="/setup" className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
              Change location and full profile
            </Link>
          </p>
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden /> Log out
            </Button>
            {isMember ? (
              <span className="text-sm text-muted-foreground" data-testid="owner-only-cancel">
                {ownerOnlyText(household.data?.members.find((m) => m.role === 'owner')?.firstName ?? null, 'cancel')}
              </span>
            ) : (
              <Link to="/cancel-subscription" className="inline-flex min-h-11 items-center text-sm font-semibold text-destructive hover:underline">
                Cancel Subscription
              </Link>
            )}
          </div>
        </CardContent>
      </Card>
      <HouseholdSection />
      <PayCycleSection />
      <CalendarSection />
      <PasswordSection hasPassword={user.accountType === 'password'} />
      <DevicesSection />
      <ApiTokensSection />
      <DownloadDataSection isMember={isMember} />
      <DeleteAccountSection hasPassword={user.accountType === 'password'} isMember={isMember} />
    </div>
  );
}

/**
 * The time limits as the API takes them: both empty is the skill's usual time (null); else a number each, or null for
 * no limit that day. What is not a whole number is sent as typed (the server says why).
 */
function mealMinutesBody(weekday: string, weekend: string): unknown {
  if (!weekday.trim() && !weekend.trim()) return null;
  const read = (v: string) => (v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v.trim()) : v);
  return { weekday: read(weekday), weekend: read(weekend) };
}

import { type Pence, pence } from '../shared/money';
import PROFILE_OPTIONS from './profile-options.json';

/** Household facts and option lists, as the screens of document 000 offer them. */
export const HOUSEHOLD_SIZE_MIN = 1;
export const HOUSEHOLD_SIZE_MAX = 10;
export const DEFAULT_HOUSEHOLD_SIZE = 4;

export const COOKING_SKILLS = ['beginner', 'intermediate', 'advanced'] as const;
export type CookingSkill = (typeof COOKING_SKILLS)[number];

/** Minutes a recipe may take for each skill (document 000, section 9). */
export const SKILL_TIME_MINUTES: Record<CookingSkill, { min: number; max: number | null }> = {
  beginner: { min: 15, max: 30 },
  intermediate: { min: 30, max: 60 },
  advanced: { min: 60, max: null },
};

/**
 * One set of options for every screen (sign-up, /setup, /onboarding, /account, the AI wizard), read from
 * profile-options.json, which the web app imports too. A stored value is always one of these.
 */
export interface AllergyOption {
  readonly label: string;
  readonly hint?: string;
  readonly allergens: readonly string[];
}
export const ALLERGY_OPTION_DETAILS: readonly AllergyOption[] = PROFILE_OPTIONS.allergies;
/** The 14 UK allergens, as households read them. */
export const ALLERGY_OPTIONS: readonly string[] = PROFILE_OPTIONS.allergies.map((a) => a.label);
/** Labels older screens stored (and words people type), read as today's options: "Nuts" is peanuts and tree nuts. */
export const ALLERGY_ALIASES: Readonly<Record<string, readonly string[]>> = PROFILE_OPTIONS.aliases.allergies;
export const DIETARY_OPTIONS: readonly string[] = PROFILE_OPTIONS.diets;
export const CUISINE_OPTIONS: readonly string[] = PROFILE_OPTIONS.cuisines;
/** Kept for callers of the former per-screen lists: every screen now offers the same options. */
export const SETUP_ALLERGY_OPTIONS = ALLERGY_OPTIONS;
export const ACCOUNT_ALLERGY_OPTIONS = ALLERGY_OPTIONS;
export const SETUP_DIETARY_OPTIONS = DIETARY_OPTIONS;
export const ACCOUNT_DIETARY_OPTIONS = DIETARY_OPTIONS;
export const SETUP_CUISINE_OPTIONS = CUISINE_OPTIONS;
export const ACCOUNT_CUISINE_OPTIONS = CUISINE_OPTIONS;
export const DEFAULT_CUISINE = 'British';

/** Weekly budget bands of the account screen and the amount each one stores. */
export const BUDGET_BANDS: ReadonlyArray<{ readonly label: string; readonly value: Pence }> = [
  { label: '£50-75', value: pence(6250) },
  { label: '£75-100', value: pence(8750) },
  { label: '£100-150', value: pence(12500) },
  { label: '£150-200', value: pence(17500) },
  { label: '£200+', value: pence(25000) },
];
export const DEFAULT_BUDGET_BAND = BUDGET_BANDS[1]!;

/** The band a stored budget reads back as: the band whose range holds it (the default band when none is stored). */
export function budgetBandFor(weeklyBudget: Pence | null): (typeof BUDGET_BANDS)[number] {
  if (weeklyBudget === null) return DEFAULT_BUDGET_BAND;
  if (weeklyBudget < 7500) return BUDGET_BANDS[0]!;
  if (weeklyBudget < 10000) return BUDGET_BANDS[1]!;
  if (weeklyBudget < 15000) return BUDGET_BANDS[2]!;
  if (weeklyBudget < 20000) return BUDGET_BANDS[3]!;
  return BUDGET_BANDS[4]!;
}

/** The setup screen's slider. */
export const SETUP_BUDGET_MIN = pence(2000);
export const SETUP_BUDGET_MAX = pence(20000);
export const SETUP_BUDGET_STEP = pence(500);
export const SETUP_BUDGET_DEFAULT = pence(5000);
/** The lowest weekly budget any screen accepts (the signup input's minimum) and a ceiling against typos. */
export const BUDGET_MIN = pence(1000);
export const BUDGET_MAX = pence(100000);
/** UK average food spend per person per week (ONS, FYE 2022) and the minimum budget per person. */
export const UK_AVERAGE_PER_PERSON = pence(3217);
export const MIN_BUDGET_PER_PERSON = pence(3860);
export const ONBOARDING_DEFAULTS = { householdSize: 4, weeklyBudget: pence(5000) } as const;
/** The dashboard's default when no budget is stored. */
export const DASHBOARD_DEFAULT_BUDGET = pence(15440);

/** Minutes a meal may take on weekdays and at weekends (null: no limit): the household's own, kept with its profile. */
export interface TimeLimits {
  readonly weekday: number | null;
  readonly weekend: number | null;
}

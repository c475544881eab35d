import { type Result, ok } from '../shared/result';
import { type DomainError, invalid } from '../shared/errors';
import { type Pence, formatPounds, parsePounds, pence } from '../shared/money';
import {
  ALLERGY_ALIASES,
  ALLERGY_OPTIONS,
  BUDGET_MAX,
  BUDGET_MIN,
  COOKING_SKILLS,
  CUISINE_OPTIONS,
  type CookingSkill,
  DIETARY_OPTIONS,
  HOUSEHOLD_SIZE_MAX,
  HOUSEHOLD_SIZE_MIN,
  MIN_BUDGET_PER_PERSON,
} from './household-options';

/** Household size: a whole number 1 to 10; the account screen's "6+" reads as 6. */
export function parseHouseholdSize(input: unknown, field = 'householdSize'): Result<number, DomainError> {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim().replace(/\+$/, '') : '';
  const size = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(size) || size < HOUSEHOLD_SIZE_MIN || size > HOUSEHOLD_SIZE_MAX) {
    return invalid(field, `Household size must be a whole number from ${HOUSEHOLD_SIZE_MIN} to ${HOUSEHOLD_SIZE_MAX}`);
  }
  return ok(size);
}

/** A weekly budget in pounds (number or decimal string) within [min, max]. */
export function parseWeeklyBudget(
  input: unknown,
  { min = BUDGET_MIN, max = BUDGET_MAX, field = 'weeklyBudget' }: { min?: Pence; max?: Pence; field?: string } = {},
): Result<Pence, DomainError> {
  const amount = typeof input === 'number' || typeof input === 'string' ? parsePounds(input) : null;
  if (amount === null) return invalid(field, 'Weekly budget must be an amount in pounds, such as 62.50');
  if (amount < min || amount > max) {
    return invalid(field, `Weekly budget must be between £${formatPounds(min)} and £${formatPounds(max)}`);
  }
  return ok(amount);
}

/** The spec's onboarding minimum: £38.60 a person. */
export function minimumBudgetFor(householdSize: number): Pence {
  return pence(MIN_BUDGET_PER_PERSON * householdSize);
}

/**
 * The one budget rule (README, "One profile, one budget rule"): every screen accepts a weekly budget from
 * £10 to £1,000. Below £38.60 a person the budget is still saved, and this warning says why it matters:
 * the planner keeps to the budget first, so the plan may not meet the nutrition targets.
 */
export function budgetWarningFor(weeklyBudget: Pence | null, householdSize: number | null): string | null {
  if (weeklyBudget === null) return null;
  const people = householdSize ?? 1;
  const minimum = minimumBudgetFor(people);
  if (weeklyBudget >= minimum) return null;
  const who = people === 1 ? '1 person' : `${people} people`;
  return `£${formatPounds(weeklyBudget)} a week is below £${formatPounds(minimum)}, our suggested minimum for ${who} (£38.60 a person). We will keep to your budget, but the plan may not meet the nutrition targets.`;
}

export function parseCookingSkill(input: unknown, field = 'cookingSkill'): Result<CookingSkill, DomainError> {
  const value = typeof input === 'string' ? input.trim().toLowerCase() : '';
  const skill = COOKING_SKILLS.find((s) => s === value);
  return skill ? ok(skill) : invalid(field, 'Cooking skill must be beginner, intermediate or advanced');
}

const canonical = (options: readonly string[]) => {
  const byKey = new Map(options.map((o) => [o.toLowerCase().replace(/[\s_-]+/g, ''), o]));
  return (value: string) => byKey.get(value.trim().toLowerCase().replace(/[\s_-]+/g, ''));
};

function parseOptionList(input: unknown, options: readonly string[], field: string, noun: string): Result<string[], DomainError> {
  if (input === undefined || input === null) return ok([]);
  if (!Array.isArray(input)) return invalid(field, `${noun} must be a list`);
  const find = canonical(options);
  const out: string[] = [];
  for (const item of input) {
    const match = typeof item === 'string' ? find(item) : undefined;
    if (!match) return invalid(field, `Unknown ${noun.toLowerCase()}: ${String(item)}. Choose from ${options.join(', ')}`);
    if (!out.includes(match)) out.push(match);
  }
  return ok(out);
}

const findAllergy = canonical(ALLERGY_OPTIONS);
const findAlias = (() => {
  const byKey = new Map(Object.entries(ALLERGY_ALIASES).map(([alias, to]) => [alias.toLowerCase().replace(/[\s_-]+/g, ''), to]));
  return (value: string) => byKey.get(value.trim().toLowerCase().replace(/[\s_-]+/g, ''));
})();

/** An allergy label as today's options: itself, or what an older label stood for ("Nuts": Peanuts and Tree nuts). */
function allergyOptionsFor(value: string): readonly string[] | undefined {
  const direct = findAllergy(value);
  return direct ? [direct] : findAlias(value);
}

/** The 14 UK allergens; older labels are read as what they stand for. */
export function parseAllergies(input: unknown): Result<string[], DomainError> {
  if (input === undefined || input === null) return ok([]);
  if (!Array.isArray(input)) return invalid('allergies', 'Allergy must be a list');
  const out: string[] = [];
  for (const item of input) {
    const match = typeof item === 'string' ? allergyOptionsFor(item) : undefined;
    if (!match) return invalid('allergies', `Unknown allergy: ${String(item)}. Choose from ${ALLERGY_OPTIONS.join(', ')}`);
    for (const m of match) if (!out.includes(m)) out.push(m);
  }
  return ok(out);
}

/** Saved allergies as the screens tick them: older labels read as today's options, unknown ones kept as they are. */
export function allergiesAsOptions(saved: readonly string[]): string[] {
  const out: string[] = [];
  for (const value of saved) for (const m of allergyOptionsFor(value) ?? [value]) if (!out.includes(m)) out.push(m);
  return out;
}
/**
 * One diet list per household. The setup screen calls it dietaryPreferences and the account screen
 * dietaryRestrictions (document 000); both name the same list, and both are hard rules for the planner.
 */
export const householdDiets = (profile: { readonly dietaryPreferences: readonly string[]; readonly dietaryRestrictions: readonly string[] }): string[] => [
  ...new Set([...profile.dietaryRestrictions, ...profile.dietaryPreferences]),
];

export const parseDietary = (input: unknown, field: 'dietaryPreferences' | 'dietaryRestrictions' | 'diets' = 'diets') =>
  parseOptionList(input, DIETARY_OPTIONS, field, 'Dietary option');
export const parseCuisines = (input: unknown) => parseOptionList(input, CUISINE_OPTIONS, 'cuisinePreferences', 'Cuisine');

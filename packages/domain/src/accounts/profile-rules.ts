import { type Result, ok } from '../shared/result';
import { type DomainError, invalid } from '../shared/errors';
import { type Pence, formatPounds, parsePounds, pence } from '../shared/money';
import {
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

/** The onboarding minimum: £38.60 a person. */
export function minimumBudgetFor(householdSize: number): Pence {
  return pence(MIN_BUDGET_PER_PERSON * householdSize);
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

export const parseAllergies = (input: unknown) => parseOptionList(input, ALLERGY_OPTIONS, 'allergies', 'Allergy');
export const parseDietary = (input: unknown, field: 'dietaryPreferences' | 'dietaryRestrictions') =>
  parseOptionList(input, DIETARY_OPTIONS, field, 'Dietary option');
export const parseCuisines = (input: unknown) => parseOptionList(input, CUISINE_OPTIONS, 'cuisinePreferences', 'Cuisine');

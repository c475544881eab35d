import { COOKING_SKILLS, CUISINE_OPTIONS, DIETARY_OPTIONS, type CookingSkill, HOUSEHOLD_SIZE_MAX, HOUSEHOLD_SIZE_MIN, BUDGET_MAX, BUDGET_MIN } from '../accounts/household-options';
import { parsePostcode } from '../accounts/postcode';
import type { MealType } from '../catalogue/recipe';
import { PLAN_DURATIONS } from '../planning/plan-request';
import { type DomainError, invalid } from '../shared/errors';
import { formatPounds, parsePounds } from '../shared/money';
import { type Result, ok } from '../shared/result';

/** Document 001 section 3, the chat preferences payload, with its values. */
export const COOKING_ABILITIES = COOKING_SKILLS;
export const MEAL_COMPLEXITIES = ['quick_easy', 'moderate', 'complex'] as const;
export const CHAT_MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
/** The payload's spelling ("gluten_free") of the profile's one option list ("Gluten-free"): every screen offers the same options. */
export const chatOptionValue = (label: string): string => label.trim().toLowerCase().replace(/[\s-]+/g, '_');
export const CHAT_DIETARY_RESTRICTIONS: readonly string[] = DIETARY_OPTIONS.map(chatOptionValue);
export const CHAT_CUISINES: readonly string[] = CUISINE_OPTIONS.map(chatOptionValue);
export const DEFAULT_SERVING_SIZE = 2;
export const DEFAULT_PLAN_DURATION_DAYS = 7;
export const DEFAULT_TOTAL_BUDGET = '50';

export type MealComplexity = (typeof MEAL_COMPLEXITIES)[number];
export type ChatMealType = (typeof CHAT_MEAL_TYPES)[number];

export interface ChatPreferences {
  readonly cookingAbility: CookingSkill;
  readonly mealComplexity: MealComplexity;
  readonly servingSize: number;
  readonly mealTypes: readonly ChatMealType[];
  readonly planDuration: number;
  /** Pounds as text ("50"), for the whole plan duration. */
  readonly totalBudget: string;
  /** Upper-cased; empty when not given. */
  readonly postcode: string;
  readonly dietaryRestrictions: readonly string[];
  readonly cuisinePreferences: readonly string[];
  readonly allergies: readonly string[];
}

/** The longest a recipe may take for each complexity; complex has no limit. */
export const COMPLEXITY_MINUTES: Record<MealComplexity, number | null> = { quick_easy: 30, moderate: 60, complex: null };

const DIET_LABELS: Record<string, string> = Object.fromEntries(DIETARY_OPTIONS.map((label) => [chatOptionValue(label), label]));
export const dietLabel = (value: string): string => DIET_LABELS[value] ?? value;
export const cuisineLabel = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);
export const plannerMealType = (value: ChatMealType): MealType => (value === 'snacks' ? 'snack' : value);

function pickList<T extends string>(field: string, input: unknown, allowed: readonly T[], label: string): Result<T[], DomainError> {
  if (input === undefined || input === null) return ok([]);
  if (!Array.isArray(input)) return invalid(field, `${label} must be a list`);
  const out: T[] = [];
  for (const item of input) {
    const value = typeof item === 'string' ? item.trim().toLowerCase() : '';
    if (!(allowed as readonly string[]).includes(value)) return invalid(field, `${label} must be from: ${allowed.join(', ')}`);
    if (!out.includes(value as T)) out.push(value as T);
  }
  return ok(out);
}

/** Checks and normalises the payload of POST /api/chat/preferences; absent fields take the documented defaults. */
export function parseChatPreferences(input: Record<string, unknown>): Result<ChatPreferences, DomainError> {
  const cookingAbility = input.cookingAbility ?? 'beginner';
  if (!(COOKING_ABILITIES as readonly unknown[]).includes(cookingAbility)) return invalid('cookingAbility', 'Cooking ability must be beginner, intermediate or advanced');
  const mealComplexity = input.mealComplexity ?? 'moderate';
  if (!(MEAL_COMPLEXITIES as readonly unknown[]).includes(mealComplexity)) return invalid('mealComplexity', 'Meal complexity must be quick_easy, moderate or complex');
  const servingSize = input.servingSize === undefined ? DEFAULT_SERVING_SIZE : Number(input.servingSize);
  if (!Number.isInteger(servingSize) || servingSize < HOUSEHOLD_SIZE_MIN || servingSize > HOUSEHOLD_SIZE_MAX) return invalid('servingSize', 'Serving size must be a whole number from 1 to 10');
  const mealTypes = pickList('mealTypes', input.mealTypes ?? ['breakfast', 'lunch', 'dinner'], CHAT_MEAL_TYPES, 'Meal types');
  if (!mealTypes.ok) return mealTypes;
  if (!mealTypes.value.length) return invalid('mealTypes', 'Choose at least one meal type');
  const planDuration = input.planDuration === undefined ? DEFAULT_PLAN_DURATION_DAYS : Number(input.planDuration);
  if (!(PLAN_DURATIONS as readonly number[]).includes(planDuration)) return invalid('planDuration', 'Plan duration must be 3, 7, 14 or 30 days');
  const budgetText = input.totalBudget === undefined ? DEFAULT_TOTAL_BUDGET : String(input.totalBudget).trim();
  const budget = parsePounds(budgetText);
  const weekly = budget === null ? null : Math.round((budget * 7) / planDuration);
  if (budget === null || weekly === null || weekly < BUDGET_MIN || weekly > BUDGET_MAX) {
    return invalid('totalBudget', `Budget must be an amount in pounds between £${formatPounds(BUDGET_MIN)} and £${formatPounds(BUDGET_MAX)} a week`);
  }
  let postcode = '';
  if (input.postcode !== undefined && input.postcode !== null && String(input.postcode).trim() !== '') {
    const parsed = parsePostcode(String(input.postcode));
    if (!parsed.ok) return parsed;
    postcode = parsed.value.value.toUpperCase();
  }
  const diets = pickList('dietaryRestrictions', input.dietaryRestrictions, CHAT_DIETARY_RESTRICTIONS, 'Dietary restrictions');
  if (!diets.ok) return diets;
  const cuisines = pickList('cuisinePreferences', input.cuisinePreferences, CHAT_CUISINES, 'Cuisine preferences');
  if (!cuisines.ok) return cuisines;
  let allergies: string[] = [];
  if (typeof input.allergies === 'string') allergies = input.allergies.split(',');
  else if (Array.isArray(input.allergies)) allergies = input.allergies.map((a) => (typeof a === 'string' ? a : ''));
  else if (input.allergies !== undefined && input.allergies !== null) return invalid('allergies', 'Allergies must be a list');
  allergies = [...new Set(allergies.map((a) => a.trim()).filter(Boolean))];
  if (allergies.length > 20 || allergies.some((a) => a.length > 40)) return invalid('allergies', 'List at most 20 allergies of up to 40 characters each');
  return ok({
    cookingAbility: cookingAbility as CookingSkill,
    mealComplexity: mealComplexity as MealComplexity,
    servingSize,
    mealTypes: mealTypes.value,
    planDuration,
    totalBudget: formatPounds(budget),
    postcode,
    dietaryRestrictions: diets.value,
    cuisinePreferences: cuisines.value,
    allergies,
  });
}

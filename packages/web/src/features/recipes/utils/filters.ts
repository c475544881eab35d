import { CUISINE_OPTIONS, COOKING_SKILLS, type CookingSkill } from '@larder/domain/accounts/household-options';
import { DIETARY_TAGS, MEAL_TYPES, type MealType } from '@larder/domain/catalogue/recipe';

/** The recipe browser's filters; what is in the address is what is shown, so a search can be shared. */
export interface RecipeFilters {
  q: string;
  mealType: MealType | null;
  cuisine: string | null;
  diet: string | null;
  /** Allergy labels the recipe must be free of, in ALLERGY_CHIPS order. */
  allergenFree: string[];
  maxMinutes: number | null;
  difficulty: CookingSkill | null;
  /** Pounds per serving as the API takes it ("1.50"). */
  maxCost: string | null;
  chain: string | null;
  page: number;
}

export const PAGE_SIZE = 12;

export const EMPTY_FILTERS: RecipeFilters = {
  q: '',
  mealType: null,
  cuisine: null,
  diet: null,
  allergenFree: [],
  maxMinutes: null,
  difficulty: null,
  maxCost: null,
  chain: null,
  page: 1,
};

export const MEAL_TYPE_OPTIONS = MEAL_TYPES;
export const CUISINES = CUISINE_OPTIONS;
/** The diet filters offered: "Halal" finds meat recipes to cook with halal meat too. */
export const DIETS = DIETARY_TAGS.filter((t) => t !== 'Halal with halal meat');
export const DIFFICULTIES = COOKING_SKILLS;
/** Allergy labels the server understands (the domain's allergy map), as chips. */
export const ALLERGY_CHIPS = ['Nuts', 'Peanuts', 'Dairy', 'Eggs', 'Gluten', 'Fish', 'Shellfish', 'Soy', 'Sesame', 'Celery', 'Mustard', 'Sulphites'] as const;
export const MAX_MINUTES_OPTIONS = [15, 20, 30, 45, 60, 90] as const;
export const MAX_COST_OPTIONS = ['0.75', '1.00', '1.50', '2.00', '3.00'] as const;

const MONEY = /^\d{1,4}(\.\d{1,2})?$/;
const TEXT_MAX = 100;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null => {
  if (value === null) return null;
  const found = list.find((item) => item.toLowerCase() === value.trim().toLowerCase());
  return found ?? null;
};

const positiveInt = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d{1,5}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
};

/** Two decimals, as the API and the select write it ("1.5" -> "1.50"). */
export const normaliseMoney = (value: string | null): string | null => {
  if (value === null) return null;
  const v = value.trim().replace(/^£/, '');
  if (!MONEY.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n.toFixed(2) : null;
};

/** Reads filters from the address; anything unknown or malformed is left out rather than sent. */
export function filtersFromSearchParams(params: URLSearchParams): RecipeFilters {
  const chips = (params.get('allergenFree') ?? '')
    .split(',')
    .map((s) => oneOf(ALLERGY_CHIPS, s))
    .filter((s): s is (typeof ALLERGY_CHIPS)[number] => s !== null);
  const chain = params.get('chain')?.trim().slice(0, 40) || null;
  return {
    q: (params.get('q') ?? '').trim().slice(0, TEXT_MAX),
    mealType: oneOf(MEAL_TYPES, params.get('mealType')),
    cuisine: oneOf(CUISINE_OPTIONS, params.get('cuisine')),
    diet: oneOf(DIETARY_TAGS, params.get('diet')),
    allergenFree: ALLERGY_CHIPS.filter((chip) => chips.includes(chip)),
    maxMinutes: positiveInt(params.get('maxMinutes'), 1440),
    difficulty: oneOf(COOKING_SKILLS, params.get('difficulty')),
    maxCost: normaliseMoney(params.get('maxCost')),
    chain,
    page: positiveInt(params.get('page'), 10_000) ?? 1,
  };
}

/** The address for a set of filters: only what is set, in a fixed order; page 1 is left out. */
export function filtersToSearchParams(filters: RecipeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim().slice(0, TEXT_MAX));
  if (filters.mealType) params.set('mealType', filters.mealType);
  if (filters.cuisine) params.set('cuisine', filters.cuisine);
  if (filters.diet) params.set('diet', filters.diet);
  if (filters.allergenFree.length) params.set('allergenFree', ALLERGY_CHIPS.filter((c) => filters.allergenFree.includes(c)).join(','));
  if (filters.maxMinutes !== null) params.set('maxMinutes', String(filters.maxMinutes));
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.maxCost) params.set('maxCost', filters.maxCost);
  if (filters.chain) params.set('chain', filters.chain);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query string of GET /api/recipes for these filters. */
export function recipeApiQuery(filters: RecipeFilters, pageSize = PAGE_SIZE): string {
  const params = filtersToSearchParams(filters);
  params.set('page', String(filters.page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}

/** A change of any filter starts again from page 1. */
export const withFilter = (filters: RecipeFilters, change: Partial<Omit<RecipeFilters, 'page'>>): RecipeFilters => ({ ...filters, ...change, page: 1 });

/** How many filters (not the search text, chain or page) are set: the number on the mobile Filters button. */
export function activeFilterCount(filters: RecipeFilters): number {
  return (
    [filters.mealType, filters.cuisine, filters.diet, filters.maxMinutes, filters.difficulty, filters.maxCost].filter((v) => v !== null).length +
    filters.allergenFree.length
  );
}

export const hasAnyFilter = (filters: RecipeFilters): boolean => activeFilterCount(filters) > 0 || filters.q.trim() !== '';

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

const MEAL_LABELS: Record<MealType, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };
export const mealTypeLabel = (m: string): string => MEAL_LABELS[m as MealType] ?? m;
const SKILL_LABELS: Record<CookingSkill, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };
export const difficultyLabel = (d: string): string => SKILL_LABELS[d as CookingSkill] ?? d;

/** The filters in words, for the empty state ("Vegetarian, under 20 min"). */
export function describeFilters(filters: RecipeFilters): string[] {
  const out: string[] = [];
  if (filters.q.trim()) out.push(`“${filters.q.trim()}”`);
  if (filters.mealType) out.push(mealTypeLabel(filters.mealType));
  if (filters.cuisine) out.push(filters.cuisine);
  if (filters.diet) out.push(filters.diet);
  if (filters.allergenFree.length) out.push(`free from ${filters.allergenFree.join(', ')}`);
  if (filters.maxMinutes !== null) out.push(`${filters.maxMinutes} min or less`);
  if (filters.difficulty) out.push(difficultyLabel(filters.difficulty));
  if (filters.maxCost) out.push(`£${filters.maxCost} or less a serving`);
  return out;
}

import { type CookingSkill, SKILL_TIME_MINUTES } from '../accounts/household-options';
import type { TimeLimits } from '../accounts/household-options';
import type { HouseholdProfile } from '../accounts/user';
import { allergensFor } from '../catalogue/allergy-map';
import type { Allergen } from '../catalogue/ingredient';
import type { MealType, RecipeFacts } from '../catalogue/recipe';
import type { HouseholdMember } from './nutrition-targets';

export const PLAN_DURATIONS = [3, 7, 14, 30] as const;
export type PlanDuration = (typeof PLAN_DURATIONS)[number];
export const DEFAULT_PLAN_DURATION: PlanDuration = 7;
export const PLAN_MEAL_TYPES: readonly MealType[] = ['breakfast', 'lunch', 'dinner'];
export const DEFAULT_CHAIN = 'Aldi';

export interface LockedMeal {
  readonly day: number;
  readonly mealType: MealType;
  readonly recipeId: string;
}

export interface HeldFood {
  readonly ingredient: string;
  readonly grams: number;
  /** Null or absent: it does not go off within the plan (dry goods, the freezer). */
  readonly bestBefore?: string | null;
  /** A use-by (safety): spent before best-before food due the same day, never after its date. */
  readonly useBy?: boolean;
  /** The pack's own date, when past it: best-before food still good, planned with a note (bestBefore: its last good day). */
  readonly pastBestBefore?: string;
}

export interface PlanRequest {
  readonly householdSize: number;
  readonly weeklyBudgetPence: number;
  /** Where the budget came from when not the profile's weekly figure (the pay cycle's share), said on the plan. */
  readonly budgetFrom?: string;
  readonly skill: CookingSkill;
  /** Diet labels from the profile (setup and account lists together). */
  readonly diets: readonly string[];
  /** Allergy labels from the profile. */
  readonly allergies: readonly string[];
  readonly cuisines: readonly string[];
  readonly mealTypes: readonly MealType[];
  readonly days: number;
  readonly chain: string;
  /** The optimiser is deterministic for a given seed. */
  readonly seed: number;
  readonly locked?: readonly LockedMeal[];
  /** Recipes not to use (a swap excludes the meal it replaces); several may name the same slot. */
  readonly avoid?: readonly { day: number; mealType: MealType; recipeId: string }[];
  /** A time limit tighter than the skill's (the chat's "under 20 minutes"); a hard rule. */
  readonly maxMinutes?: number;
  /** The household's own time limits, weekdays and weekends (time-limits.ts); absent: its skill's usual time. */
  readonly timeLimits?: TimeLimits;
  /** Foods no meal or extra may hold (avoid keys: groups or ingredient slugs, planning/avoids.ts); a hard rule. */
  readonly avoids?: readonly string[];
  /** Recipes never to use in this plan (the chat's "no mushrooms", resolved to recipes); a hard rule. */
  readonly excludeRecipeIds?: readonly string[];
  /** Who eats (age band and sex); missing people count as adults. */
  readonly members?: readonly HouseholdMember[];
  /** Cook once, eat twice (on unless the household turned it off). */
  readonly leftovers?: boolean;
  /**
   * What the household already holds (the larder), lot by lot: spent first, so the list buys only the difference.
   * A lot with a best-before (YYYY-MM-DD) is free only for meals on days up to that date, counted from `startDate`.
   */
  readonly held?: readonly HeldFood[];
  /** The date of the plan's first day (YYYY-MM-DD): what held food's best-before dates count from. */
  readonly startDate?: string;
  /** 'budget' (the default): the best plan within the budget, saying what falls short; 'targets': the plan that feeds everyone fully, whatever it costs. */
  readonly priority?: 'budget' | 'targets';
}

/** The longest a recipe may take for each skill; advanced cooks have no limit. */
export const maxMinutesFor = (skill: CookingSkill): number => SKILL_TIME_MINUTES[skill].max ?? Number.POSITIVE_INFINITY;

/** What a diet label requires of a recipe's derived facts. Every rule here is hard: never broken. */
export function dietAllows(label: string, facts: RecipeFacts): boolean {
  const key = label.toLowerCase().replace(/[\s_-]+/g, '');
  const tags = new Set(facts.dietaryTags.map((t) => t.toLowerCase().replace(/[\s_-]+/g, '')));
  const contains = new Set(facts.contains);
  switch (key) {
    case 'vegetarian':
    case 'vegan':
    case 'pescatarian':
    case 'glutenfree':
    case 'dairyfree':
    case 'lowcarb':
    case 'keto':
    case 'paleo':
      return tags.has(key);
    case 'halal':
      // Meat recipes are "Halal with halal meat": a halal household buys its meat halal (the list says so).
      return tags.has('halal') || tags.has('halalwithhalalmeat');
    case 'kosher':
      // No pork or shellfish, and never meat with dairy (meat bought kosher, as halal meat is bought halal).
      return !contains.has('pork') && !contains.has('shellfish') && !contains.has('non-halal-meat') && !((contains.has('meat') || contains.has('poultry')) && contains.has('dairy'));
    case 'mediterranean':
      // A style of eating, not an exclusion: it is weighed as a cuisine preference instead.
      return true;
    default:
      return true;
  }
}

export function allergensExcluded(allergies: readonly string[]): Set<Allergen> {
  return new Set(allergies.flatMap((a) => [...allergensFor(a)]));
}

/** The request a household's saved profile makes. */
export function requestFromProfile(
  profile: HouseholdProfile,
  options: { days: number; chain: string; seed: number; mealTypes?: readonly MealType[] },
): PlanRequest {
  const cuisines = [...profile.cuisinePreferences];
  const diets = [...new Set([...profile.dietaryRestrictions, ...profile.dietaryPreferences])];
  if (diets.some((d) => d.toLowerCase() === 'mediterranean') && !cuisines.includes('Mediterranean')) cuisines.push('Mediterranean');
  return {
    householdSize: profile.householdSize ?? 4,
    weeklyBudgetPence: profile.weeklyBudget ?? 0,
    skill: profile.cookingSkill ?? 'beginner',
    diets,
    // Shared meals are cooked for everyone: what any member avoids or is allergic to, no shared meal holds.
    allergies: [...new Set([...profile.allergies, ...(profile.members ?? []).flatMap((m) => m.allergies ?? [])])],
    avoids: householdAvoids(profile),
    cuisines,
    members: [...(profile.members ?? [])],
    leftovers: profile.leftovers ?? true,
    ...(profile.mealMinutes ? { timeLimits: { weekday: profile.mealMinutes.weekday, weekend: profile.mealMinutes.weekend } } : {}),
    mealTypes: options.mealTypes ?? PLAN_MEAL_TYPES,
    days: options.days,
    chain: options.chain,
    seed: options.seed,
  };
}

/** Every food the household's shared meals must leave out: the household's own avoids and each member's. */
export function householdAvoids(profile: Pick<HouseholdProfile, 'avoids' | 'members'>): string[] {
  return [...new Set([...(profile.avoids ?? []), ...(profile.members ?? []).flatMap((m) => m.avoids ?? [])])];
}

/** Any nut allergy (peanuts, tree nuts, "nuts"): the plan then adds no nut extra (a handful of cashews, peanut butter on toast). */
export function hasNutAllergy(allergies: readonly string[]): boolean {
  const excluded = allergensExcluded(allergies);
  return excluded.has('peanuts') || excluded.has('tree-nuts');
}

import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { type PostcodeDirectory, validatePostcode } from '../../geography/postcode-directory';
import {
  parseAllergies,
  parseCookingSkill,
  parseCuisines,
  parseDietary,
  parseHouseholdSize,
  parseWeeklyBudget,
  allergiesAsOptions,
  householdDiets,
} from '../profile-rules';
import type { UserRepository } from '../ports';
import { type TimeLimits, MAX_MEAL_MINUTES, MIN_MEAL_MINUTES, checkMinutes } from '../../planning/time-limits';
import type { HouseholdProfile, User } from '../user';
import { validateMembers } from '../../planning/nutrition-targets';
import { parseAvoids } from '../../planning/avoids';

/**
 * Both payloads of document 000 section 3 reach this one use case:
 * - setup screen: postcode, weeklyBudget, householdSize, cookingSkill, dietaryPreferences, cuisinePreferences, allergies;
 * - account screen: householdSize, weeklyBudget (a band's value or the exact figure), cookingSkill, allergies, dietaryRestrictions, cuisinePreferences.
 * One budget rule for both (and for sign-up and onboarding): £10 to £1,000 a week; below £38.60 a person is saved with a
 * warning (see budgetWarningFor). dietaryPreferences and dietaryRestrictions name the household's one diet list.
 * A payload carrying a postcode is the setup one. Fields a payload does not carry keep their saved values.
 */
export interface PreferencesInput {
  readonly postcode?: unknown;
  readonly weeklyBudget?: unknown;
  readonly householdSize?: unknown;
  readonly cookingSkill?: unknown;
  /** { weekday, weekend }: whole minutes (10 to 480) or null for no limit; null for the skill's usual time. */
  readonly mealMinutes?: unknown;
  readonly dietaryPreferences?: unknown;
  readonly dietaryRestrictions?: unknown;
  readonly cuisinePreferences?: unknown;
  readonly allergies?: unknown;
  /** Foods the household will not eat: avoid-group keys ("pork", "mushrooms"), ingredient slugs or free text ("no pork"). */
  readonly avoids?: unknown;
  /** Who is in the household: [{ ageBand, sex, name?, avoids?, allergies? }], at most the household's size. */
  readonly members?: unknown;
  /** Cook once, eat twice. */
  readonly leftovers?: unknown;
}

const MISSING = 'Please fill in all required fields before saving.';
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export class UpdatePreferences {
  constructor(
    private readonly users: UserRepository,
    private readonly postcodes: PostcodeDirectory,
  ) {}

  async execute(userId: string, input: PreferencesInput): Promise<Result<User, DomainError>> {
    const user = await this.users.findById(userId);
    if (!user) return fail('ACCOUNT.NOT_FOUND', 'Account not found');

    for (const field of ['householdSize', 'weeklyBudget', 'cookingSkill'] as const) {
      if (!present(input[field])) return invalid(field, MISSING);
    }
    const isSetup = input.postcode !== undefined;

    const size = parseHouseholdSize(input.householdSize);
    if (!size.ok) return size;
    const budget = parseWeeklyBudget(input.weeklyBudget);
    if (!budget.ok) return budget;
    const skill = parseCookingSkill(input.cookingSkill);
    if (!skill.ok) return skill;

    let postcode = user.profile.postcode;
    if (isSetup) {
      const parsed = validatePostcode(typeof input.postcode === 'string' ? input.postcode : '', this.postcodes);
      if (!parsed.ok) return parsed;
      postcode = parsed.value.value;
    }
    const allergies = input.allergies === undefined ? ok(allergiesAsOptions(user.profile.allergies)) : parseAllergies(input.allergies);
    if (!allergies.ok) return allergies;
    const cuisines = input.cuisinePreferences === undefined ? ok([...user.profile.cuisinePreferences]) : parseCuisines(input.cuisinePreferences);
    if (!cuisines.ok) return cuisines;
    // One diet list: the account screen's dietaryRestrictions wins when both are sent (they should agree).
    const sentDiets = input.dietaryRestrictions !== undefined ? 'dietaryRestrictions' : input.dietaryPreferences !== undefined ? 'dietaryPreferences' : null;
    if (input.dietaryRestrictions !== undefined && input.dietaryPreferences !== undefined) {
      const other = parseDietary(input.dietaryPreferences, 'dietaryPreferences');
      if (!other.ok) return other;
    }
    const diets = sentDiets === null ? ok(householdDiets(user.profile)) : parseDietary(input[sentDiets], sentDiets);
    if (!diets.ok) return diets;

    // Members stay in step with the household's size: sent ones are checked against it, saved ones trimmed to it.
    const members =
      input.members === undefined ? ok((user.profile.members ?? []).slice(0, size.value)) : validateMembers(input.members, size.value);
    if (!members.ok) return members;
    const avoids = input.avoids === undefined ? ok([...(user.profile.avoids ?? [])]) : parseAvoids(input.avoids, 'avoids');
    if (!avoids.ok) return avoids;
    if (input.leftovers !== undefined && typeof input.leftovers !== 'boolean') return invalid('leftovers', 'leftovers must be true or false');
    const mealMinutes = parseMealMinutes(input.mealMinutes, user.profile.mealMinutes ?? null);
    if (!mealMinutes.ok) return mealMinutes;

    const profile: HouseholdProfile = {
      postcode,
      householdSize: size.value,
      weeklyBudget: budget.value,
      cookingSkill: skill.value,
      dietaryPreferences: diets.value,
      dietaryRestrictions: diets.value,
      cuisinePreferences: cuisines.value,
      allergies: allergies.value,
      avoids: avoids.value,
      members: members.value,
      leftovers: typeof input.leftovers === 'boolean' ? input.leftovers : (user.profile.leftovers ?? true),
      ...(mealMinutes.value ? { mealMinutes: mealMinutes.value } : {}),
    };
    return ok(await this.users.updateProfile(userId, profile));
  }
}

/** The household's own time limits as sent (absent: as saved; null: back to the skill's usual time). */
function parseMealMinutes(input: unknown, saved: TimeLimits | null): Result<TimeLimits | null, DomainError> {
  if (input === undefined) return ok(saved);
  if (input === null) return ok(null);
  const bad = invalid('mealMinutes', `mealMinutes must be { weekday, weekend }, each whole minutes from ${MIN_MEAL_MINUTES} to ${MAX_MEAL_MINUTES} or null for no limit`);
  if (typeof input !== 'object' || Array.isArray(input)) return bad;
  const { weekday, weekend } = input as Record<string, unknown>;
  const a = checkMinutes(weekday ?? null);
  const b = checkMinutes(weekend === undefined ? (weekday ?? null) : weekend);
  return a === undefined || b === undefined ? bad : ok({ weekday: a, weekend: b });
}

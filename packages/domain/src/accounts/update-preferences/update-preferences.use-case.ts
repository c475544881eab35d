import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { SETUP_BUDGET_MAX, SETUP_BUDGET_MIN } from '../household-options';
import { type PostcodeDirectory, validatePostcode } from '../../geography/postcode-directory';
import {
  parseAllergies,
  parseCookingSkill,
  parseCuisines,
  parseDietary,
  parseHouseholdSize,
  parseWeeklyBudget,
} from '../profile-rules';
import type { UserRepository } from '../ports';
import type { HouseholdProfile, User } from '../user';
import { validateMembers } from '../../planning/nutrition-targets';

/**
 * Both payloads of document 000 section 3 reach this one use case:
 * - setup screen: postcode, weeklyBudget (20 to 200), householdSize, cookingSkill, dietaryPreferences, cuisinePreferences, allergies;
 * - account screen: householdSize, weeklyBudget (a band's stored value), cookingSkill, allergies, dietaryRestrictions, cuisinePreferences.
 * A payload carrying a postcode is the setup one. Fields a payload does not carry keep their saved values.
 */
export interface PreferencesInput {
  readonly postcode?: unknown;
  readonly weeklyBudget?: unknown;
  readonly householdSize?: unknown;
  readonly cookingSkill?: unknown;
  readonly dietaryPreferences?: unknown;
  readonly dietaryRestrictions?: unknown;
  readonly cuisinePreferences?: unknown;
  readonly allergies?: unknown;
  /** Who is in the household: [{ ageBand, sex }], at most the household's size. */
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
    const budget = parseWeeklyBudget(input.weeklyBudget, isSetup ? { min: SETUP_BUDGET_MIN, max: SETUP_BUDGET_MAX } : {});
    if (!budget.ok) return budget;
    const skill = parseCookingSkill(input.cookingSkill);
    if (!skill.ok) return skill;

    let postcode = user.profile.postcode;
    if (isSetup) {
      const parsed = validatePostcode(typeof input.postcode === 'string' ? input.postcode : '', this.postcodes);
      if (!parsed.ok) return parsed;
      postcode = parsed.value.value;
    }
    const allergies = input.allergies === undefined ? ok([...user.profile.allergies]) : parseAllergies(input.allergies);
    if (!allergies.ok) return allergies;
    const cuisines = input.cuisinePreferences === undefined ? ok([...user.profile.cuisinePreferences]) : parseCuisines(input.cuisinePreferences);
    if (!cuisines.ok) return cuisines;
    const preferences =
      input.dietaryPreferences === undefined ? ok([...user.profile.dietaryPreferences]) : parseDietary(input.dietaryPreferences, 'dietaryPreferences');
    if (!preferences.ok) return preferences;
    const restrictions =
      input.dietaryRestrictions === undefined ? ok([...user.profile.dietaryRestrictions]) : parseDietary(input.dietaryRestrictions, 'dietaryRestrictions');
    if (!restrictions.ok) return restrictions;

    // Members stay in step with the household's size: sent ones are checked against it, saved ones trimmed to it.
    const members =
      input.members === undefined ? ok((user.profile.members ?? []).slice(0, size.value)) : validateMembers(input.members, size.value);
    if (!members.ok) return members;
    if (input.leftovers !== undefined && typeof input.leftovers !== 'boolean') return invalid('leftovers', 'leftovers must be true or false');

    const profile: HouseholdProfile = {
      postcode,
      householdSize: size.value,
      weeklyBudget: budget.value,
      cookingSkill: skill.value,
      dietaryPreferences: preferences.value,
      dietaryRestrictions: restrictions.value,
      cuisinePreferences: cuisines.value,
      allergies: allergies.value,
      members: members.value,
      leftovers: typeof input.leftovers === 'boolean' ? input.leftovers : (user.profile.leftovers ?? true),
    };
    return ok(await this.users.updateProfile(userId, profile));
  }
}

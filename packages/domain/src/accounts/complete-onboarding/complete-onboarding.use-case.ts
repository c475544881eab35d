import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import { POSTCODE_MESSAGE } from '../postcode';
import { type PostcodeDirectory, validatePostcode } from '../../geography/postcode-directory';
import { allergiesAsOptions, parseAllergies, parseHouseholdSize, parseWeeklyBudget } from '../profile-rules';
import { parseAvoids } from '../../planning/avoids';
import type { UserRepository } from '../ports';
import type { User } from '../user';

export interface OnboardingInput {
  readonly postcode?: unknown;
  readonly householdSize?: unknown;
  readonly weeklyBudget?: unknown;
  /** The household's allergies (the allergy options); absent: kept as saved. */
  readonly allergies?: unknown;
  /** Foods the household will not eat (group keys, ingredient slugs or free text); absent: kept as saved. */
  readonly avoids?: unknown;
}

/**
 * The wizard: postcode, household size, weekly budget (below £38.60 a person is a warning, not a refusal), and what the
 * household is allergic to and will not eat (issue 31), checked as /account checks them.
 */
export class CompleteOnboarding {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly postcodes: PostcodeDirectory,
  ) {}

  async execute(userId: string, input: OnboardingInput): Promise<Result<User, DomainError>> {
    const user = await this.users.findById(userId);
    if (!user) return fail('ACCOUNT.NOT_FOUND', 'Account not found');
    if (typeof input.postcode !== 'string' || input.postcode.trim() === '') return invalid('postcode', POSTCODE_MESSAGE);
    const postcode = validatePostcode(input.postcode, this.postcodes);
    if (!postcode.ok) return postcode;
    const size = parseHouseholdSize(input.householdSize);
    if (!size.ok) return size;
    // The one budget rule: below £38.60 a person is saved, and the user's budgetWarning says what it means.
    const budget = parseWeeklyBudget(input.weeklyBudget);
    if (!budget.ok) return budget;
    const allergies = input.allergies === undefined ? ok(allergiesAsOptions(user.profile.allergies)) : parseAllergies(input.allergies);
    if (!allergies.ok) return allergies;
    const avoids = input.avoids === undefined ? ok([...(user.profile.avoids ?? [])]) : parseAvoids(input.avoids, 'avoids');
    if (!avoids.ok) return avoids;
    const updated = await this.users.updateProfile(userId, {
      ...user.profile,
      postcode: postcode.value.value,
      householdSize: size.value,
      weeklyBudget: budget.value,
      allergies: allergies.value,
      avoids: avoids.value,
    });
    const at = this.clock.now();
    await this.users.markOnboardingCompleted(userId, at);
    return ok({ ...updated, onboardingCompletedAt: at });
  }
}

import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import { POSTCODE_MESSAGE } from '../postcode';
import { type PostcodeDirectory, validatePostcode } from '../../geography/postcode-directory';
import { parseHouseholdSize, parseWeeklyBudget } from '../profile-rules';
import type { UserRepository } from '../ports';
import type { User } from '../user';

export interface OnboardingInput {
  readonly postcode?: unknown;
  readonly householdSize?: unknown;
  readonly weeklyBudget?: unknown;
}

/** The 3-step wizard: postcode, household size, weekly budget (below £38.60 a person is a warning, not a refusal). */
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
    const updated = await this.users.updateProfile(userId, {
      ...user.profile,
      postcode: postcode.value.value,
      householdSize: size.value,
      weeklyBudget: budget.value,
    });
    const at = this.clock.now();
    await this.users.markOnboardingCompleted(userId, at);
    return ok({ ...updated, onboardingCompletedAt: at });
  }
}

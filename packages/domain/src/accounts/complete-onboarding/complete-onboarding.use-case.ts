import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import { formatPounds, parsePounds } from '../../shared/money';
import { BUDGET_MAX } from '../household-options';
import { POSTCODE_MESSAGE } from '../postcode';
import { type PostcodeDirectory, validatePostcode } from '../../geography/postcode-directory';
import { minimumBudgetFor, parseHouseholdSize, parseWeeklyBudget } from '../profile-rules';
import type { UserRepository } from '../ports';
import type { User } from '../user';

export interface OnboardingInput {
  readonly postcode?: unknown;
  readonly householdSize?: unknown;
  readonly weeklyBudget?: unknown;
}

/** The 3-step wizard: postcode, household size, weekly budget (at least £38.60 a person). */
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
    const minimum = minimumBudgetFor(size.value);
    const budget = parseWeeklyBudget(input.weeklyBudget, { min: minimum, max: BUDGET_MAX });
    const amount = typeof input.weeklyBudget === 'number' || typeof input.weeklyBudget === 'string' ? parsePounds(input.weeklyBudget) : null;
    if (!budget.ok && (amount === null || amount > BUDGET_MAX)) return budget;
    if (!budget.ok) {
      const people = size.value === 1 ? '1 person' : `${size.value} people`;
      return invalid('weeklyBudget', `Weekly budget must be at least £${formatPounds(minimum)} for ${people} (£38.60 a person)`);
    }
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

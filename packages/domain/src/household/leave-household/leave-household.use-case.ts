import { type DomainError, fail } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import type { HouseholdRepository } from '../ports';

/** A member leaves; their own data (from before they joined) is theirs again. The owner cannot leave. */
export class LeaveHousehold {
  constructor(private readonly households: HouseholdRepository) {}

  async execute(userId: string): Promise<Result<void, DomainError>> {
    const membership = await this.households.membershipOf(userId);
    if (!membership) return fail('HOUSEHOLD.NOT_FOUND', 'You are not in a shared household.');
    if (membership.role === 'owner') {
      return fail('HOUSEHOLD.CONFLICT', 'The owner cannot leave the household. Remove the other members first, or delete your account.');
    }
    await this.households.removeMember(membership.householdId, userId);
    return ok(undefined);
  }
}

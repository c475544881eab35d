import { type DomainError, fail } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import type { HouseholdRepository } from '../ports';
import { ownerOnly } from '../refusals';

/** The owner ends the household: members lose access at once; the plans, lists and budget stay the owner's. */
export class DissolveHousehold {
  constructor(private readonly households: HouseholdRepository) {}

  async execute(actorId: string): Promise<Result<void, DomainError>> {
    const membership = await this.households.membershipOf(actorId);
    if (!membership) return fail('HOUSEHOLD.NOT_FOUND', 'You are not in a shared household.');
    if (membership.role !== 'owner') return ownerOnly('delete the household');
    await this.households.dissolve(membership.householdId);
    return ok(undefined);
  }
}

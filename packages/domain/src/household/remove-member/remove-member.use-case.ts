import { type DomainError, fail } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import type { HouseholdRepository } from '../ports';
import { ownerOnly } from '../refusals';

/** The owner removes a member; another household's member (or an unknown id) is not found. */
export class RemoveMember {
  constructor(private readonly households: HouseholdRepository) {}

  async execute(actorId: string, memberId: string): Promise<Result<void, DomainError>> {
    const membership = await this.households.membershipOf(actorId);
    if (!membership || membership.role !== 'owner') {
      if (membership?.role === 'member') return ownerOnly('remove members');
      return fail('HOUSEHOLD.NOT_FOUND', 'Member not found');
    }
    if (memberId === actorId) return fail('HOUSEHOLD.CONFLICT', 'The owner cannot be removed from their own household.');
    return (await this.households.removeMember(membership.householdId, memberId)) ? ok(undefined) : fail('HOUSEHOLD.NOT_FOUND', 'Member not found');
  }
}

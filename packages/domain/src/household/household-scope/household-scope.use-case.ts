import { type Membership, soloMembership } from '../household';
import type { HouseholdRepository } from '../ports';

/** Whose data the user acts on: the household they are in, or their own (a household of one). */
export class HouseholdScope {
  constructor(private readonly households: HouseholdRepository) {}

  async execute(userId: string): Promise<Membership> {
    return (await this.households.membershipOf(userId)) ?? soloMembership(userId);
  }
}

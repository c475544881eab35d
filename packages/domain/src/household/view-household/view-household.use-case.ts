import type { UserRepository } from '../../accounts/ports';
import type { Clock } from '../../shared/clock';
import { type HouseholdMember, type Invitation, type Membership, MAX_MEMBERS } from '../household';
import type { HouseholdRepository } from '../ports';

export interface HouseholdView {
  readonly householdId: string | null;
  readonly role: Membership['role'];
  readonly ownerId: string;
  readonly members: readonly HouseholdMember[];
  /** Only the owner sees the open invitations. */
  readonly invitations: readonly Invitation[];
  readonly maxMembers: number;
}

/** Who is in the user's household (and, for its owner, the open invitations). */
export class ViewHousehold {
  constructor(
    private readonly households: HouseholdRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<HouseholdView> {
    const membership = await this.households.membershipOf(userId);
    if (!membership) {
      const user = await this.users.findById(userId);
      const me: HouseholdMember[] = user
        ? [{ userId, firstName: user.firstName, lastName: user.lastName, email: user.email, role: 'owner', joinedAt: user.createdAt }]
        : [];
      return { householdId: null, role: 'owner', ownerId: userId, members: me, invitations: [], maxMembers: MAX_MEMBERS };
    }
    const [members, invitations] = await Promise.all([
      this.households.members(membership.householdId),
      membership.role === 'owner' ? this.households.openInvitations(membership.householdId, this.clock.now()) : Promise.resolve([]),
    ]);
    return { householdId: membership.householdId, role: membership.role, ownerId: membership.ownerId, members, invitations, maxMembers: MAX_MEMBERS };
  }
}

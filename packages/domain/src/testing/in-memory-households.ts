import { randomUUID } from 'node:crypto';
import type { UserRepository } from '../accounts/ports';
import type { HouseholdMember, HouseholdRole, Invitation, Membership } from '../household/household';
import { invitationState } from '../household/household';
import type { AcceptOutcome, HouseholdRepository, NewInvitation } from '../household/ports';
import type { CalendarTokenRepository } from '../calendar/ports';
import type { ListEvent, ListEventListener, ListEvents } from '../shopping/list-events';

interface MemberRow {
  householdId: string;
  userId: string;
  role: HouseholdRole;
  joinedAt: Date;
}

/** Households in memory, with the same rules as the tables (one household per user, single-use links). */
export class InMemoryHouseholdRepository implements HouseholdRepository {
  private readonly owners = new Map<string, string>(); // household id -> owner id
  private members_: MemberRow[] = [];
  private invitations: Array<Invitation & { tokenHash: string }> = [];
  constructor(private readonly users: UserRepository) {}

  async membershipOf(userId: string): Promise<Membership | null> {
    const row = this.members_.find((m) => m.userId === userId);
    return row ? { householdId: row.householdId, ownerId: this.owners.get(row.householdId)!, role: row.role } : null;
  }

  async ensureOwned(ownerId: string, at: Date): Promise<Membership | null> {
    const current = await this.membershipOf(ownerId);
    if (current) return current.role === 'owner' ? current : null;
    const householdId = randomUUID();
    this.owners.set(householdId, ownerId);
    this.members_.push({ householdId, userId: ownerId, role: 'owner', joinedAt: at });
    return { householdId, ownerId, role: 'owner' };
  }

  async members(householdId: string): Promise<HouseholdMember[]> {
    const rows = this.members_
      .filter((m) => m.householdId === householdId)
      .sort((a, b) => (a.role === b.role ? a.joinedAt.getTime() - b.joinedAt.getTime() : a.role === 'owner' ? -1 : 1));
    const out: HouseholdMember[] = [];
    for (const row of rows) {
      const user = await this.users.findById(row.userId);
      if (user) out.push({ userId: row.userId, firstName: user.firstName, lastName: user.lastName, email: user.email, role: row.role, joinedAt: row.joinedAt });
    }
    return out;
  }

  async createInvitation(input: NewInvitation, at: Date): Promise<Invitation> {
    this.invitations = this.invitations.filter((i) => !(i.householdId === input.householdId && i.email === input.email && invitationState(i, at) === 'open'));
    const row = { id: randomUUID(), householdId: input.householdId, email: input.email, tokenHash: input.tokenHash, invitedBy: input.invitedBy, createdAt: at, expiresAt: input.expiresAt, acceptedAt: null };
    this.invitations.push(row);
    return strip(row);
  }

  async openInvitations(householdId: string, now: Date): Promise<Invitation[]> {
    return this.invitations.filter((i) => i.householdId === householdId && invitationState(i, now) === 'open').map(strip);
  }

  async findInvitation(tokenHash: string): Promise<Invitation | null> {
    const row = this.invitations.find((i) => i.tokenHash === tokenHash);
    return row ? strip(row) : null;
  }

  async acceptInvitation(tokenHash: string, userId: string, now: Date, maxMembers: number): Promise<AcceptOutcome> {
    const index = this.invitations.findIndex((i) => i.tokenHash === tokenHash);
    const invitation = this.invitations[index];
    if (!invitation) return { outcome: 'not-found' };
    const state = invitationState(invitation, now);
    if (state !== 'open') return { outcome: state };
    const current = this.members_.find((m) => m.userId === userId);
    if (current?.householdId === invitation.householdId) return { outcome: 'already-member' };
    if (current) {
      const alone = current.role === 'owner' && this.members_.filter((m) => m.householdId === current.householdId).length === 1;
      if (!alone) return { outcome: 'in-another-household' };
    }
    if (!this.owners.has(invitation.householdId)) return { outcome: 'not-found' };
    if (this.members_.filter((m) => m.householdId === invitation.householdId).length >= maxMembers) return { outcome: 'full' };
    if (current) this.dissolve(current.householdId);
    this.invitations[index] = { ...invitation, acceptedAt: now };
    this.members_.push({ householdId: invitation.householdId, userId, role: 'member', joinedAt: now });
    return { outcome: 'joined', membership: { householdId: invitation.householdId, ownerId: this.owners.get(invitation.householdId)!, role: 'member' } };
  }

  async revokeInvitation(householdId: string, invitationId: string): Promise<boolean> {
    const before = this.invitations.length;
    this.invitations = this.invitations.filter((i) => !(i.id === invitationId && i.householdId === householdId && i.acceptedAt === null));
    return this.invitations.length < before;
  }

  async removeMember(householdId: string, userId: string): Promise<boolean> {
    const before = this.members_.length;
    this.members_ = this.members_.filter((m) => !(m.householdId === householdId && m.userId === userId && m.role === 'member'));
    return this.members_.length < before;
  }

  async dissolve(householdId: string) {
    this.owners.delete(householdId);
    this.members_ = this.members_.filter((m) => m.householdId !== householdId);
    this.invitations = this.invitations.filter((i) => i.householdId !== householdId);
  }
}

const strip = ({ tokenHash: _hash, ...invitation }: Invitation & { tokenHash: string }): Invitation => ({ ...invitation });

/** Calendar links in memory: one per user, the newest replacing the old. */
export class InMemoryCalendarTokenRepository implements CalendarTokenRepository {
  private readonly rows = new Map<string, { tokenHash: string; createdAt: Date; nonce: string | null }>();
  async replace(userId: string, tokenHash: string, at: Date, nonce: string | null = null) {
    this.rows.set(userId, { tokenHash, createdAt: at, nonce });
  }
  async findUser(tokenHash: string) {
    return [...this.rows].find(([, r]) => r.tokenHash === tokenHash)?.[0] ?? null;
  }
  async current(userId: string) {
    const row = this.rows.get(userId);
    return row ? { createdAt: row.createdAt, nonce: row.nonce, tokenHash: row.tokenHash } : null;
  }
}

/** List events in memory: what the in-process adapter does, for domain tests. */
export class InMemoryListEvents implements ListEvents {
  readonly published: ListEvent[] = [];
  private readonly listeners = new Map<number, Set<ListEventListener>>();
  private readonly households = new Map<string, Set<ListEventListener>>();
  async publish(event: ListEvent) {
    this.published.push(event);
    for (const listener of this.listeners.get(event.listId) ?? []) listener(event);
    if (event.household) for (const listener of this.households.get(event.household) ?? []) listener(event);
  }
  subscribeHousehold(householdId: string, listener: ListEventListener) {
    const set = this.households.get(householdId) ?? new Set();
    set.add(listener);
    this.households.set(householdId, set);
    return () => void set.delete(listener);
  }
  async ready() {}
  subscribe(listId: number, listener: ListEventListener) {
    const set = this.listeners.get(listId) ?? new Set();
    set.add(listener);
    this.listeners.set(listId, set);
    return () => void set.delete(listener);
  }
}

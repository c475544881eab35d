import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { HouseholdMember, Invitation, Membership } from '@larder/domain/household/household';
import type { AcceptOutcome, HouseholdRepository, NewInvitation } from '@larder/domain/household/ports';

const toInvitation = (r: Record<string, any>): Invitation => ({
  id: r.id,
  householdId: r.household_id,
  email: r.email,
  invitedBy: r.invited_by,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  acceptedAt: r.accepted_at,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class KnexHouseholdRepository implements HouseholdRepository {
  constructor(private readonly knex: Knex) {}

  async membershipOf(userId: string, db: Knex | Knex.Transaction = this.knex): Promise<Membership | null> {
    if (!UUID.test(userId)) return null;
    const row = await db('household_members as m')
      .join('households as h', 'h.id', 'm.household_id')
      .where('m.user_id', userId)
      .first('m.household_id', 'm.role', 'h.owner_user_id');
    return row ? { householdId: row.household_id, ownerId: row.owner_user_id, role: row.role } : null;
  }

  async ensureOwned(ownerId: string, at: Date): Promise<Membership | null> {
    return this.knex.transaction(async (trx) => {
      const current = await this.membershipOf(ownerId, trx);
      if (current) return current.role === 'owner' ? current : null;
      const householdId = randomUUID();
      const inserted = await trx('households').insert({ id: householdId, owner_user_id: ownerId, created_at: at }).onConflict('owner_user_id').ignore().returning('id');
      if (!inserted.length) return this.membershipOf(ownerId, trx);
      await trx('household_members').insert({ household_id: householdId, user_id: ownerId, role: 'owner', joined_at: at });
      return { householdId, ownerId, role: 'owner' as const };
    });
  }

  async members(householdId: string): Promise<HouseholdMember[]> {
    if (!UUID.test(householdId)) return [];
    const rows = await this.knex('household_members as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where('m.household_id', householdId)
      .orderByRaw(`case when m.role = 'owner' then 0 else 1 end, m.joined_at, u.email`)
      .select('m.user_id', 'm.role', 'm.joined_at', 'u.first_name', 'u.last_name', 'u.email');
    return rows.map((r) => ({ userId: r.user_id, role: r.role, joinedAt: r.joined_at, firstName: r.first_name, lastName: r.last_name, email: r.email }));
  }

  async createInvitation(input: NewInvitation, at: Date): Promise<Invitation> {
    return this.knex.transaction(async (trx) => {
      await trx('household_invitations').where({ household_id: input.householdId, email: input.email }).whereNull('accepted_at').delete();
      const [row] = await trx('household_invitations')
        .insert({ id: randomUUID(), household_id: input.householdId, email: input.email, token_hash: input.tokenHash, invited_by: input.invitedBy, created_at: at, expires_at: input.expiresAt })
        .returning('*');
      return toInvitation(row);
    });
  }

  async openInvitations(householdId: string, now: Date): Promise<Invitation[]> {
    if (!UUID.test(householdId)) return [];
    const rows = await this.knex('household_invitations').where({ household_id: householdId }).whereNull('accepted_at').where('expires_at', '>', now).orderBy('created_at');
    return rows.map(toInvitation);
  }

  async findInvitation(tokenHash: string): Promise<Invitation | null> {
    const row = await this.knex('household_invitations').where({ token_hash: tokenHash }).first();
    return row ? toInvitation(row) : null;
  }

  /** One transaction with the household row locked, so two acceptances cannot both take the last place. */
  async acceptInvitation(tokenHash: string, userId: string, now: Date, maxMembers: number): Promise<AcceptOutcome> {
    return this.knex.transaction(async (trx) => {
      const invitation = await trx('household_invitations').where({ token_hash: tokenHash }).forUpdate().first();
      if (!invitation) return { outcome: 'not-found' as const };
      if (invitation.accepted_at) return { outcome: 'used' as const };
      if (new Date(invitation.expires_at).getTime() <= now.getTime()) return { outcome: 'expired' as const };
      const household = await trx('households').where({ id: invitation.household_id }).forUpdate().first();
      if (!household) return { outcome: 'not-found' as const };
      const current = await this.membershipOf(userId, trx);
      if (current?.householdId === household.id) return { outcome: 'already-member' as const };
      if (current) {
        if (current.role !== 'owner' || (await this.count(trx, current.householdId)) > 1) return { outcome: 'in-another-household' as const };
        await trx('households').where({ id: current.householdId }).delete();
      }
      if ((await this.count(trx, household.id)) >= maxMembers) return { outcome: 'full' as const };
      await trx('household_invitations').where({ id: invitation.id }).update({ accepted_at: now, accepted_by: userId });
      await trx('household_members').insert({ household_id: household.id, user_id: userId, role: 'member', joined_at: now });
      return { outcome: 'joined' as const, membership: { householdId: household.id, ownerId: household.owner_user_id, role: 'member' as const } };
    });
  }

  private async count(trx: Knex.Transaction, householdId: string): Promise<number> {
    const row = await trx('household_members').where({ household_id: householdId }).count({ count: '*' }).first();
    return Number(row?.count ?? 0);
  }

  async revokeInvitation(householdId: string, invitationId: string): Promise<boolean> {
    if (!UUID.test(householdId) || !UUID.test(invitationId)) return false;
    const deleted = await this.knex('household_invitations').where({ id: invitationId, household_id: householdId }).whereNull('accepted_at').delete().returning('id');
    return deleted.length > 0;
  }

  async dissolve(householdId: string): Promise<void> {
    if (!UUID.test(householdId)) return;
    await this.knex('households').where({ id: householdId }).delete();
  }

  async removeMember(householdId: string, userId: string): Promise<boolean> {
    if (!UUID.test(householdId) || !UUID.test(userId)) return false;
    const deleted = await this.knex('household_members').where({ household_id: householdId, user_id: userId, role: 'member' }).delete().returning('user_id');
    return deleted.length > 0;
  }
}

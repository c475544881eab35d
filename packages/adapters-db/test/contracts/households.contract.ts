import { beforeEach, expect, it } from 'vitest';
import type { HouseholdRepository } from '@larder/domain/household/ports';
import type { CalendarTokenRepository } from '@larder/domain/calendar/ports';
import { digestToken } from '@larder/domain/shared/tokens';

export interface HouseholdFixture {
  readonly households: HouseholdRepository;
  readonly calendar: CalendarTokenRepository;
  /** Seven existing users' ids (first names U0..U6, emails u0@example.com ..). */
  readonly users: readonly string[];
}

const T0 = new Date('2026-11-20T10:00:00Z');
const later = (days: number) => new Date(T0.getTime() + days * 86_400_000);

/** The household storage contract, run on the fake, PGlite and PostgreSQL. */
export function householdsContract(make: () => Promise<HouseholdFixture>) {
  let f: HouseholdFixture;
  let repo: HouseholdRepository;
  let u: readonly string[];
  beforeEach(async () => {
    f = await make();
    repo = f.households;
    u = f.users;
  });

  const invite = async (householdId: string, n: number, token = `token-${n}`, at = T0) =>
    repo.createInvitation({ householdId, email: `u${n}@example.com`, tokenHash: digestToken(token), invitedBy: u[0]!, expiresAt: later(7) }, at);

  it('a user is in no household until they own or join one; ensureOwned is idempotent', async () => {
    expect(await repo.membershipOf(u[0]!)).toBeNull();
    expect(await repo.membershipOf('not-a-uuid')).toBeNull();
    const owned = await repo.ensureOwned(u[0]!, T0);
    expect(owned).toMatchObject({ ownerId: u[0], role: 'owner' });
    expect(await repo.ensureOwned(u[0]!, T0)).toEqual(owned);
    expect(await repo.membershipOf(u[0]!)).toEqual(owned);
    const members = await repo.members(owned!.householdId);
    expect(members.map((m) => [m.userId, m.role, m.email])).toEqual([[u[0], 'owner', 'u0@example.com']]);
  });

  it('an invitation is accepted once, adds a member, and is no longer open', async () => {
    const { householdId } = (await repo.ensureOwned(u[0]!, T0))!;
    const invitation = await invite(householdId, 1);
    expect(invitation).toMatchObject({ email: 'u1@example.com', acceptedAt: null });
    expect((await repo.openInvitations(householdId, T0)).map((i) => i.id)).toEqual([invitation.id]);
    expect(await repo.findInvitation(digestToken('token-1'))).toMatchObject({ id: invitation.id });
    const joined = await repo.acceptInvitation(digestToken('token-1'), u[1]!, later(1), 6);
    expect(joined).toEqual({ outcome: 'joined', membership: { householdId, ownerId: u[0], role: 'member' } });
    expect(await repo.membershipOf(u[1]!)).toEqual({ householdId, ownerId: u[0], role: 'member' });
    expect((await repo.members(householdId)).map((m) => m.userId)).toEqual([u[0], u[1]]);
    expect(await repo.openInvitations(householdId, later(1))).toEqual([]);
    expect(await repo.acceptInvitation(digestToken('token-1'), u[2]!, later(1), 6)).toEqual({ outcome: 'used' });
    expect(await repo.membershipOf(u[2]!)).toBeNull();
  });

  it('an expired or unknown link joins no one', async () => {
    const { householdId } = (await repo.ensureOwned(u[0]!, T0))!;
    await invite(householdId, 1);
    expect(await repo.acceptInvitation(digestToken('token-1'), u[1]!, later(7), 6)).toEqual({ outcome: 'expired' });
    expect(await repo.openInvitations(householdId, later(7))).toEqual([]);
    expect(await repo.acceptInvitation(digestToken('nope'), u[1]!, T0, 6)).toEqual({ outcome: 'not-found' });
    expect(await repo.membershipOf(u[1]!)).toBeNull();
  });

  it('a new invitation to the same address replaces the open one', async () => {
    const { householdId } = (await repo.ensureOwned(u[0]!, T0))!;
    await invite(householdId, 1, 'first');
    await invite(householdId, 1, 'second');
    expect(await repo.openInvitations(householdId, T0)).toHaveLength(1);
    expect(await repo.findInvitation(digestToken('first'))).toBeNull();
    expect((await repo.acceptInvitation(digestToken('second'), u[1]!, T0, 6)).outcome).toBe('joined');
  });

  it('a household holds at most maxMembers', async () => {
    const { householdId } = (await repo.ensureOwned(u[0]!, T0))!;
    for (const n of [1, 2]) await invite(householdId, n);
    expect((await repo.acceptInvitation(digestToken('token-1'), u[1]!, T0, 2)).outcome).toBe('joined');
    expect(await repo.acceptInvitation(digestToken('token-2'), u[2]!, T0, 2)).toEqual({ outcome: 'full' });
    expect(await repo.membershipOf(u[2]!)).toBeNull();
    expect(await repo.openInvitations(householdId, T0)).toHaveLength(1);
  });

  it('a member of another household must leave it first; a household owned alone is dissolved on joining', async () => {
    const a = (await repo.ensureOwned(u[0]!, T0))!;
    const b = (await repo.ensureOwned(u[3]!, T0))!;
    await repo.createInvitation({ householdId: b.householdId, email: 'u4@example.com', tokenHash: digestToken('b4'), invitedBy: u[3]!, expiresAt: later(7) }, T0);
    expect((await repo.acceptInvitation(digestToken('b4'), u[4]!, T0, 6)).outcome).toBe('joined');
    await invite(a.householdId, 4, 'a4');
    expect(await repo.acceptInvitation(digestToken('a4'), u[4]!, T0, 6)).toEqual({ outcome: 'in-another-household' });
    await invite(a.householdId, 3, 'a3');
    expect(await repo.acceptInvitation(digestToken('a3'), u[3]!, T0, 6)).toEqual({ outcome: 'in-another-household' });
    expect(await repo.removeMember(b.householdId, u[4]!)).toBe(true);
    expect((await repo.acceptInvitation(digestToken('a3'), u[3]!, T0, 6)).outcome).toBe('joined');
    expect(await repo.membershipOf(u[3]!)).toMatchObject({ householdId: a.householdId, role: 'member' });
    expect(await repo.members(b.householdId)).toEqual([]);
    expect((await repo.acceptInvitation(digestToken('a4'), u[4]!, T0, 6)).outcome).toBe('joined');
    await invite(a.householdId, 4, 'again');
    expect(await repo.acceptInvitation(digestToken('again'), u[4]!, T0, 6)).toEqual({ outcome: 'already-member' });
  });

  it('removing: only members of that household, never the owner; invitations revoked only in their household', async () => {
    const a = (await repo.ensureOwned(u[0]!, T0))!;
    const b = (await repo.ensureOwned(u[5]!, T0))!;
    await invite(a.householdId, 1);
    await repo.acceptInvitation(digestToken('token-1'), u[1]!, T0, 6);
    expect(await repo.removeMember(b.householdId, u[1]!)).toBe(false);
    expect(await repo.removeMember(a.householdId, u[0]!)).toBe(false);
    expect(await repo.removeMember(a.householdId, 'x')).toBe(false);
    expect(await repo.membershipOf(u[1]!)).not.toBeNull();
    expect(await repo.removeMember(a.householdId, u[1]!)).toBe(true);
    expect(await repo.membershipOf(u[1]!)).toBeNull();
    const open = await invite(a.householdId, 2);
    expect(await repo.revokeInvitation(b.householdId, open.id)).toBe(false);
    expect(await repo.revokeInvitation(a.householdId, open.id)).toBe(true);
    expect(await repo.openInvitations(a.householdId, T0)).toEqual([]);
    expect(await repo.acceptInvitation(digestToken('token-2'), u[2]!, T0, 6)).toEqual({ outcome: 'not-found' });
  });

  it('dissolving ends every membership and invitation; the owner is alone again', async () => {
    const a = (await repo.ensureOwned(u[0]!, T0))!;
    await invite(a.householdId, 1);
    await repo.acceptInvitation(digestToken('token-1'), u[1]!, T0, 6);
    await invite(a.householdId, 2);
    await repo.dissolve(a.householdId);
    expect(await repo.membershipOf(u[0]!)).toBeNull();
    expect(await repo.membershipOf(u[1]!)).toBeNull();
    expect(await repo.acceptInvitation(digestToken('token-2'), u[2]!, T0, 6)).toEqual({ outcome: 'not-found' });
  });

  it('a calendar link per user: a new one replaces the old, with its nonce or none', async () => {
    const cal = f.calendar;
    expect(await cal.current(u[0]!)).toBeNull();
    await cal.replace(u[0]!, 'hash-1', T0);
    await cal.replace(u[1]!, 'hash-2', T0, 'nonce-2');
    expect(await cal.findUser('hash-1')).toBe(u[0]);
    expect((await cal.current(u[0]!))?.nonce).toBeNull();
    await cal.replace(u[0]!, 'hash-3', later(1), 'nonce-3');
    expect(await cal.findUser('hash-1')).toBeNull();
    expect(await cal.findUser('hash-3')).toBe(u[0]);
    expect(await cal.findUser('hash-2')).toBe(u[1]);
    const current = await cal.current(u[0]!);
    expect(current?.createdAt.toISOString()).toBe(later(1).toISOString());
    expect(current?.nonce).toBe('nonce-3');
    expect(current?.tokenHash).toBe('hash-3');
    expect((await cal.current(u[1]!))?.nonce).toBe('nonce-2');
    // A link made without a key drops the nonce of the one it replaces.
    await cal.replace(u[1]!, 'hash-4', later(2));
    expect((await cal.current(u[1]!))?.nonce).toBeNull();
  });

}

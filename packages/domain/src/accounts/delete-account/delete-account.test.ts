import { describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionStatus } from '../../billing/subscription';
import { accountsFixture } from '../../testing/accounts-fixture';
import { InMemoryAccountDeletionRepository } from '../../testing/in-memory-account-deletion';
import { InMemoryHouseholdRepository } from '../../testing/in-memory-households';
import { FakePasswordHasher } from '../../testing/in-memory-accounts';
import { InviteMember } from '../../household/invite-member/invite-member.use-case';
import { JoinHousehold } from '../../household/join-household/join-household.use-case';
import { EMPTY_PROFILE } from '../user';
import { DeleteAccount } from './delete-account.use-case';
import { deletionBlock, erasedAfter, erasedEmail, UNDO_DAYS } from './deletion-rules';

async function setup() {
  const f = accountsFixture('2026-11-25T10:00:00Z');
  const subs = new Map<string, Subscription>();
  const householdRepo = new InMemoryHouseholdRepository(f.users);
  const households = { invite: new InviteMember(householdRepo, f.users, f.mailer, f.limiter, f.clock), join: new JoinHousehold(householdRepo, f.users, f.subscriptions, f.clock, new FakePasswordHasher()) };
  const deletions = new InMemoryAccountDeletionRepository(f.users, f.sessionRepo);
  const subscriptions = { findByUserId: async (id: string) => subs.get(id) ?? null };
  const del = new DeleteAccount(f.users, f.hasher, f.sessions, f.limiter, householdRepo, subscriptions, deletions, f.mailer, f.clock);
  const make = async (name: string, password: string | null = 'right password') =>
    (await f.users.create({ email: `${name.toLowerCase()}@example.com`, passwordHash: password === null ? null : await f.hasher.hash(password), firstName: name, lastName: '', role: 'user', profile: EMPTY_PROFILE }))!;
  const subscribe = (userId: string, status: SubscriptionStatus) => subs.set(userId, { id: `s-${userId}`, userId, status } as Subscription);
  const join = async (ownerId: string, member: { id: string; email: string }) => {
    const invited = await households.invite.invite(ownerId, member.email, 'https://larder.test');
    if (!invited.ok) throw new Error(invited.error.message);
    const accepted = await households.join.accept(invited.value.link.split('/').pop()!, member.id);
    if (!accepted.ok) throw new Error(accepted.error.message);
  };
  return { ...f, del, deletions, households, householdRepo, make, subscribe, join };
}
const errorOf = (r: { ok: boolean; error?: unknown }) => (r.ok ? null : r.error);

describe('the deletion rules', () => {
  it('erase 14 days after the request, to an address nothing is sent to', () => {
    expect(UNDO_DAYS).toBe(14);
    expect(erasedAfter(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-12-09T10:00:00.000Z');
    expect(erasedEmail('abc')).toBe('erased-abc@erased.invalid');
  });
  it('a running subscription or other members block; a cancelled one does not', () => {
    const sub = (status: SubscriptionStatus) => ({ status }) as Subscription;
    for (const status of ['trialing', 'active', 'pending', 'failed'] as const) expect(deletionBlock({ subscription: sub(status), otherMembers: 0 })).toMatch(/cancel your subscription/);
    expect(deletionBlock({ subscription: sub('cancelled'), otherMembers: 0 })).toBeNull();
    expect(deletionBlock({ subscription: null, otherMembers: 2 })).toMatch(/2 other members/);
    expect(deletionBlock({ subscription: null, otherMembers: 0 })).toBeNull();
  });
});

describe('DeleteAccount', () => {
  it('needs the right password, then marks the account, signs it out everywhere and emails the date', async () => {
    const f = await setup();
    const ada = await f.make('Ada');
    const one = await f.sessions.start(ada.id, false);
    const two = await f.sessions.start(ada.id, true);
    expect(errorOf(await f.del.request({ userId: ada.id, password: '' }))).toMatchObject({ code: 'VALIDATION', field: 'password' });
    expect(errorOf(await f.del.request({ userId: ada.id, password: 'wrong password' }))).toMatchObject({ code: 'VALIDATION', field: 'password' });
    expect(await f.del.status(ada.id)).toEqual({ erasedAfter: null });
    expect(await f.sessions.userFor(one.token)).not.toBeNull();
    const done = await f.del.request({ userId: ada.id, password: 'right password' });
    expect(done.ok && done.value.erasedAfter.toISOString()).toBe('2026-12-09T10:00:00.000Z');
    expect((await f.del.status(ada.id)).erasedAfter?.toISOString()).toBe('2026-12-09T10:00:00.000Z');
    expect(await f.sessions.userFor(one.token)).toBeNull();
    expect(await f.sessions.userFor(two.token)).toBeNull();
    expect(f.mailer.last('account-deletion')).toMatchObject({ to: 'ada@example.com' });
    expect(f.mailer.last('account-deletion')!.text).toContain('9 December 2026');
    expect(errorOf(await f.del.request({ userId: ada.id, password: 'right password' }))).toMatchObject({ code: 'ACCOUNT.DELETION_REFUSED' });
  });

  it('refuses the 6th wrong password in 15 minutes, even a right one', async () => {
    const f = await setup();
    const ada = await f.make('Ada');
    for (let i = 0; i < 5; i++) await f.del.request({ userId: ada.id, password: 'wrong password' });
    expect(errorOf(await f.del.request({ userId: ada.id, password: 'right password' }))).toMatchObject({ code: 'RATE_LIMITED' });
    f.clock.advanceMinutes(16);
    expect((await f.del.request({ userId: ada.id, password: 'right password' })).ok).toBe(true);
  });

  it('a passwordless account sets a password first; an operator is refused', async () => {
    const f = await setup();
    const lin = await f.make('Lin', null);
    expect(errorOf(await f.del.request({ userId: lin.id, password: 'anything at all' }))).toMatchObject({ code: 'ACCOUNT.DELETION_REFUSED', message: expect.stringMatching(/Email me a link to confirm/) });
    const op = (await f.users.create({ email: 'op@example.com', passwordHash: await f.hasher.hash('right password'), firstName: 'Op', lastName: '', role: 'admin', profile: EMPTY_PROFILE }))!;
    expect(errorOf(await f.del.request({ userId: op.id, password: 'right password' }))).toMatchObject({ code: 'ACCOUNT.DELETION_REFUSED' });
  });

  it('an owner cancels the subscription first, and is alone in the household', async () => {
    const f = await setup();
    const alex = await f.make('Alex');
    const sam = await f.make('Sam');
    f.subscribe(alex.id, 'active');
    expect(errorOf(await f.del.request({ userId: alex.id, password: 'right password' }))).toMatchObject({ code: 'ACCOUNT.DELETION_REFUSED', message: expect.stringMatching(/cancel your subscription/) });
    f.subscribe(alex.id, 'cancelled');
    await f.join(alex.id, sam);
    expect(errorOf(await f.del.request({ userId: alex.id, password: 'right password' }))).toMatchObject({ message: expect.stringMatching(/1 other member/) });
    expect(await f.del.status(alex.id)).toEqual({ erasedAfter: null });
  });

  it('a member leaves the household at once; the owner and the household stay', async () => {
    const f = await setup();
    const alex = await f.make('Alex');
    const sam = await f.make('Sam');
    await f.join(alex.id, sam);
    const membership = (await f.householdRepo.membershipOf(sam.id))!;
    expect((await f.del.request({ userId: sam.id, password: 'right password' })).ok).toBe(true);
    expect(await f.householdRepo.membershipOf(sam.id)).toBeNull();
    expect((await f.householdRepo.members(membership.householdId)).map((m) => m.userId)).toEqual([alex.id]);
    expect(await f.del.status(alex.id)).toEqual({ erasedAfter: null });
  });

  it('undo takes the mark off within the window; nothing to undo is a 409', async () => {
    const f = await setup();
    const ada = await f.make('Ada');
    expect(errorOf(await f.del.undo(ada.id))).toMatchObject({ code: 'ACCOUNT.DELETION_REFUSED' });
    await f.del.request({ userId: ada.id, password: 'right password' });
    f.clock.advanceDays(13);
    expect((await f.del.undo(ada.id)).ok).toBe(true);
    expect(await f.del.status(ada.id)).toEqual({ erasedAfter: null });
    f.clock.advanceDays(5);
    expect(await f.del.eraseDue()).toEqual({ erased: 0, kept: 0 });
  });

  it('the daily job erases only accounts marked 14 days ago or more', async () => {
    const f = await setup();
    const ada = await f.make('Ada');
    const bo = await f.make('Bo');
    await f.del.request({ userId: ada.id, password: 'right password' });
    f.clock.advanceDays(1);
    await f.del.request({ userId: bo.id, password: 'right password' });
    f.clock.advanceDays(13);
    expect(await f.del.eraseDue()).toEqual({ erased: 1, kept: 0 });
    expect([...f.deletions.erased.keys()]).toEqual([ada.id]);
    expect((await f.users.findById(ada.id))!.passwordHash).toBeNull();
    expect(await f.del.status(ada.id)).toEqual({ erasedAfter: null });
    expect(await f.del.eraseDue()).toEqual({ erased: 0, kept: 0 });
    f.clock.advanceDays(1);
    expect(await f.del.eraseDue()).toEqual({ erased: 1, kept: 0 });
  });

  it('an owner who subscribed again or let others in during the window is kept, not erased', async () => {
    const f = await setup();
    const alex = await f.make('Alex');
    const sam = await f.make('Sam');
    const kim = await f.make('Kim');
    await f.del.request({ userId: alex.id, password: 'right password' });
    await f.del.request({ userId: kim.id, password: 'right password' });
    f.subscribe(alex.id, 'active');
    await f.join(kim.id, sam);
    f.clock.advanceDays(15);
    expect(await f.del.eraseDue()).toEqual({ erased: 0, kept: 2 });
    expect(f.deletions.erased.size).toBe(0);
    expect(await f.del.status(alex.id)).toEqual({ erasedAfter: null });
  });
});

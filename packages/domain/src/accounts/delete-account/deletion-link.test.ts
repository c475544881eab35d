import { describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionStatus } from '../../billing/subscription';
import { accountsFixture } from '../../testing/accounts-fixture';
import { InMemoryAccountDeletionLinkRepository, InMemoryAccountDeletionRepository } from '../../testing/in-memory-account-deletion';
import { InMemoryHouseholdRepository } from '../../testing/in-memory-households';
import { FakePasswordHasher } from '../../testing/in-memory-accounts';
import { InviteMember } from '../../household/invite-member/invite-member.use-case';
import { JoinHousehold } from '../../household/join-household/join-household.use-case';
import { digestToken } from '../../shared/tokens';
import { EMPTY_PROFILE } from '../user';
import { DeleteAccount } from './delete-account.use-case';
import { DELETION_LINK_PATH, DeletionLink } from './deletion-link.use-case';

async function setup() {
  const f = accountsFixture('2026-11-25T10:00:00Z');
  const subs = new Map<string, Subscription>();
  const householdRepo = new InMemoryHouseholdRepository(f.users);
  const households = { invite: new InviteMember(householdRepo, f.users, f.mailer, f.limiter, f.clock), join: new JoinHousehold(householdRepo, f.users, f.subscriptions, f.clock, new FakePasswordHasher()) };
  const deletions = new InMemoryAccountDeletionRepository(f.users, f.sessionRepo);
  const links = new InMemoryAccountDeletionLinkRepository();
  const subscriptions = { findByUserId: async (id: string) => subs.get(id) ?? null };
  const del = new DeleteAccount(f.users, f.hasher, f.sessions, f.limiter, householdRepo, subscriptions, deletions, f.mailer, f.clock);
  const link = new DeletionLink(f.users, links, del, f.mailer, f.limiter, f.clock);
  // A household that signs in by login link only: no password.
  const make = async (name: string) =>
    (await f.users.create({ email: `${name.toLowerCase()}@example.com`, passwordHash: null, firstName: name, lastName: '', role: 'user', profile: EMPTY_PROFILE }))!;
  const subscribe = (userId: string, status: SubscriptionStatus) => subs.set(userId, { id: `s-${userId}`, userId, status } as Subscription);
  const send = async (userId: string, address = '203.0.113.9') => {
    const sent = await link.send({ userId, address, origin: 'https://larder.test' });
    if (!sent.ok) throw new Error(sent.error.message);
    return new URL(sent.value.confirmUrl).searchParams.get('token')!;
  };
  const join = async (ownerId: string, member: { id: string; email: string }) => {
    const invited = await households.invite.invite(ownerId, member.email, 'https://larder.test');
    if (!invited.ok) throw new Error(invited.error.message);
    if (!(await households.join.accept(invited.value.link.split('/').pop()!, member.id)).ok) throw new Error('not joined');
  };
  return { ...f, del, deletions, links, link, householdRepo, make, subscribe, send, join };
}
const errorOf = (r: { ok: boolean; error?: unknown }) => (r.ok ? null : r.error);

describe('DeletionLink', () => {
  it('emails a link to the account, stored as its digest only, that opens the confirm page', async () => {
    const f = await setup();
    const lin = await f.make('Lin');
    const sent = await f.link.send({ userId: lin.id, address: '203.0.113.9', origin: 'https://larder.test' });
    expect(sent.ok && sent.value.message).toMatch(/lin@example.com.*30 minutes/);
    const url = new URL(sent.ok ? sent.value.confirmUrl : '');
    expect(url.origin + url.pathname).toBe(`https://larder.test${DELETION_LINK_PATH}`);
    const token = url.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const mail = f.mailer.last('account-deletion-link')!;
    expect(mail.to).toBe('lin@example.com');
    expect(mail.text).toContain(sent.ok ? sent.value.confirmUrl : 'x');
    expect(await f.links.find(token)).toBeNull();
    expect((await f.links.find(digestToken(token)))?.userId).toBe(lin.id);
    // Looking at the link changes nothing.
    expect((await f.link.check(token)).ok).toBe(true);
    expect((await f.link.check(token)).ok).toBe(true);
    expect(await f.del.status(lin.id)).toEqual({ erasedAfter: null });
  });

  it('the button marks the account as the password route does: signed out everywhere, erased in 14 days, emailed', async () => {
    const f = await setup();
    const lin = await f.make('Lin');
    const session = await f.sessions.start(lin.id, true);
    const token = await f.send(lin.id);
    const done = await f.link.confirm(token);
    expect(done.ok && done.value).toMatchObject({ userId: lin.id, message: expect.stringMatching(/erased on 9 December 2026.*Keep my account/) });
    expect(done.ok && done.value.erasedAfter.toISOString()).toBe('2026-12-09T10:00:00.000Z');
    expect((await f.del.status(lin.id)).erasedAfter?.toISOString()).toBe('2026-12-09T10:00:00.000Z');
    expect(await f.sessions.userFor(session.token)).toBeNull();
    expect(f.mailer.last('account-deletion')!.text).toContain('9 December 2026');
    // Used once: a second press is a 410, and nothing more changes.
    expect(errorOf(await f.link.confirm(token))).toMatchObject({ code: 'ACCOUNT.DELETION_LINK_USED', field: 'token' });
    expect(errorOf(await f.link.check(token))).toMatchObject({ code: 'ACCOUNT.DELETION_LINK_USED' });
  });

  it('unknown, expired and replaced links change nothing and say which', async () => {
    const f = await setup();
    const lin = await f.make('Lin');
    expect(errorOf(await f.link.confirm(''))).toMatchObject({ code: 'ACCOUNT.DELETION_LINK_NOT_FOUND', field: 'token' });
    expect(errorOf(await f.link.confirm('not-a-link-we-sent-0123456789abcdefghijklmnop'))).toMatchObject({ code: 'ACCOUNT.DELETION_LINK_NOT_FOUND' });
    const old = await f.send(lin.id);
    const newer = await f.send(lin.id);
    expect(errorOf(await f.link.confirm(old))).toMatchObject({ code: 'ACCOUNT.DELETION_LINK_USED' });
    f.clock.advanceMinutes(31);
    expect(errorOf(await f.link.check(newer))).toMatchObject({ code: 'ACCOUNT.DELETION_LINK_EXPIRED', message: expect.stringMatching(/expired/) });
    expect(errorOf(await f.link.confirm(newer))).toMatchObject({ code: 'ACCOUNT.DELETION_LINK_EXPIRED' });
    expect(await f.del.status(lin.id)).toEqual({ erasedAfter: null });
  });

  it('the same rules: an owner cancels first and is alone; a member leaves; an operator gets no link', async () => {
    const f = await setup();
    const alex = await f.make('Alex');
    const sam = await f.make('Sam');
    f.subscribe(alex.id, 'active');
    expect(errorOf(await f.link.send({ userId: alex.id, address: 'a', origin: 'https://larder.test' }))).toMatchObject({ code: 'ACCOUNT.DELETION_REFUSED', message: expect.stringMatching(/cancel your subscription/) });
    expect(f.mailer.last('account-deletion-link')).toBeUndefined();
    // Cancelled, a link is sent; the subscription taken up again before the press: refused, the link still usable.
    f.subscribe(alex.id, 'cancelled');
    const token = await f.send(alex.id);
    f.subscribe(alex.id, 'active');
    expect(errorOf(await f.link.confirm(token))).toMatchObject({ code: 'ACCOUNT.DELETION_REFUSED' });
    expect(await f.del.status(alex.id)).toEqual({ erasedAfter: null });
    f.subscribe(alex.id, 'cancelled');
    await f.join(alex.id, sam);
    expect(errorOf(await f.link.confirm(token))).toMatchObject({ message: expect.stringMatching(/1 other member/) });

    const household = (await f.householdRepo.membershipOf(sam.id))!.householdId;
    expect((await f.link.confirm(await f.send(sam.id))).ok).toBe(true);
    expect(await f.householdRepo.membershipOf(sam.id)).toBeNull();
    expect((await f.householdRepo.members(household)).map((m) => m.userId)).toEqual([alex.id]);

    const op = (await f.users.create({ email: 'op@example.com', passwordHash: 'x', firstName: 'Op', lastName: '', role: 'admin', profile: EMPTY_PROFILE }))!;
    expect(errorOf(await f.link.send({ userId: op.id, address: 'a', origin: 'https://larder.test' }))).toMatchObject({ code: 'ACCOUNT.DELETION_REFUSED' });
  });

  it('an account already marked gets no link, and its older link cannot mark it twice', async () => {
    const f = await setup();
    const lin = await f.make('Lin');
    const first = await f.send(lin.id);
    expect((await f.link.confirm(await f.send(lin.id))).ok).toBe(true);
    expect(errorOf(await f.link.confirm(first))).toMatchObject({ code: 'ACCOUNT.DELETION_LINK_USED' });
    expect(errorOf(await f.link.send({ userId: lin.id, address: 'a', origin: 'https://larder.test' }))).toMatchObject({ code: 'ACCOUNT.DELETION_REFUSED', message: expect.stringMatching(/already marked/) });
  });

  it('3 links per account an hour, 20 per address', async () => {
    const f = await setup();
    const lin = await f.make('Lin');
    for (let i = 0; i < 3; i++) await f.send(lin.id, `198.51.100.${i}`);
    expect(errorOf(await f.link.send({ userId: lin.id, address: '198.51.100.9', origin: 'https://larder.test' }))).toMatchObject({ code: 'RATE_LIMITED' });
    f.clock.advanceMinutes(61);
    expect((await f.link.send({ userId: lin.id, address: '198.51.100.9', origin: 'https://larder.test' })).ok).toBe(true);
    const many = await Promise.all(Array.from({ length: 7 }, (_, i) => f.make(`P${i}`)));
    let refused = 0;
    for (const person of many) for (let i = 0; i < 3; i++) refused += (await f.link.send({ userId: person.id, address: '192.0.2.1', origin: 'https://larder.test' })).ok ? 0 : 1;
    expect(refused).toBe(1);
  });
});

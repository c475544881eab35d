import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../accounts/user';
import { FixedClock } from '../testing/fixed-clock';
import { FakePasswordHasher, InMemoryUserRepository } from '../testing/in-memory-accounts';
import { InMemoryHouseholdRepository } from '../testing/in-memory-households';
import { InMemoryRateLimiter, InMemorySubscriptionRepository, RecordingMailer } from '../testing/in-memory-support';
import { MAX_MEMBERS, hasRoomFor, invitationState } from './household';
import { Households } from './households.use-case';

async function fixture() {
  const clock = new FixedClock('2026-11-20T10:00:00Z');
  const users = new InMemoryUserRepository(clock);
  const subscriptions = new InMemorySubscriptionRepository(clock);
  const mailer = new RecordingMailer();
  const households = new Households(new InMemoryHouseholdRepository(users), users, subscriptions, mailer, new InMemoryRateLimiter(clock), clock, new FakePasswordHasher());
  const user = async (name: string) => (await users.create({ email: `${name.toLowerCase()}@example.com`, passwordHash: null, firstName: name, lastName: 'Smith', role: 'user', profile: EMPTY_PROFILE }))!.id;
  const tokenOf = (link: string) => link.split('/').pop()!;
  const invite = async (from: string, email: string) => {
    const result = await households.invite(from, email, 'https://larder.test');
    if (!result.ok) throw new Error(result.error.message);
    return tokenOf(result.value.link);
  };
  return { clock, users, subscriptions, mailer, households, user, invite };
}

describe('household membership rules', () => {
  it('a user alone acts on their own data; a member acts on the owner’s', async () => {
    const { households, user, invite } = await fixture();
    const alex = await user('Alex');
    const sam = await user('Sam');
    expect(await households.scope(alex)).toMatchObject({ ownerId: alex, role: 'owner' });
    const token = await invite(alex, 'Sam@Example.com ');
    const joined = await households.accept(token, sam);
    expect(joined.ok).toBe(true);
    expect(await households.scope(sam)).toMatchObject({ ownerId: alex, role: 'member' });
    const view = await households.view(sam);
    expect(view.members.map((m) => [m.firstName, m.role])).toEqual([['Alex', 'owner'], ['Sam', 'member']]);
    expect(view.invitations).toEqual([]);
  });

  it('the invitation email carries a single-use link that lasts 7 days', async () => {
    const { households, user, invite, mailer, clock } = await fixture();
    const alex = await user('Alex');
    const sam = await user('Sam');
    const kim = await user('Kim');
    const token = await invite(alex, 'sam@example.com');
    const email = mailer.last('household-invitation')!;
    expect(email.to).toBe('sam@example.com');
    expect(email.text).toContain(`https://larder.test/household/join/${token}`);
    expect(email.text).toMatch(/expires in 7 days/);
    clock.set('2026-11-27T10:00:00Z');
    const late = await households.accept(token, sam);
    expect(!late.ok && late.error.code).toBe('HOUSEHOLD.INVITATION_EXPIRED');
    const again = await invite(alex, 'sam@example.com');
    expect((await households.accept(again, sam)).ok).toBe(true);
    const twice = await households.accept(again, sam);
    expect(!twice.ok && twice.error.code).toBe('HOUSEHOLD.INVITATION_USED');
    const other = await households.accept(again, kim);
    expect(!other.ok && other.error.code).toBe('HOUSEHOLD.WRONG_ACCOUNT');
    const bogus = await households.accept('nope', kim);
    expect(!bogus.ok && bogus.error.code).toBe('HOUSEHOLD.INVITATION_NOT_FOUND');
  });

  it('only the owner invites and removes; a member can leave; the owner cannot', async () => {
    const { households, user, invite } = await fixture();
    const alex = await user('Alex');
    const sam = await user('Sam');
    const kim = await user('Kim');
    await households.accept(await invite(alex, 'sam@example.com'), sam);
    await households.accept(await invite(alex, 'kim@example.com'), kim);
    const byMember = await households.invite(sam, 'new@example.com', 'https://x');
    expect(!byMember.ok && byMember.error.code).toBe('HOUSEHOLD.OWNER_ONLY');
    const removeByMember = await households.remove(sam, kim);
    expect(!removeByMember.ok && removeByMember.error.code).toBe('HOUSEHOLD.OWNER_ONLY');
    const ownerLeaves = await households.leave(alex);
    expect(!ownerLeaves.ok && ownerLeaves.error.code).toBe('HOUSEHOLD.CONFLICT');
    const removeSelf = await households.remove(alex, alex);
    expect(!removeSelf.ok && removeSelf.error.code).toBe('HOUSEHOLD.CONFLICT');
    expect((await households.remove(alex, kim)).ok).toBe(true);
    expect(await households.scope(kim)).toMatchObject({ ownerId: kim });
    expect((await households.leave(sam)).ok).toBe(true);
    expect(await households.scope(sam)).toMatchObject({ ownerId: sam, role: 'owner' });
    const stranger = await households.remove(alex, sam);
    expect(!stranger.ok && stranger.error.code).toBe('HOUSEHOLD.NOT_FOUND');
    await households.accept(await invite(alex, 'sam@example.com'), sam);
    const dissolvedByMember = await households.dissolve(sam);
    expect(!dissolvedByMember.ok && dissolvedByMember.error.code).toBe('HOUSEHOLD.OWNER_ONLY');
    expect((await households.dissolve(alex)).ok).toBe(true);
    expect(await households.scope(sam)).toMatchObject({ ownerId: sam });
  });

  it('another household’s member must leave first; one with a subscription of their own cancels it first', async () => {
    const { households, user, invite, subscriptions, mailer } = await fixture();
    const alex = await user('Alex');
    const bea = await user('Bea');
    const sam = await user('Sam');
    await households.accept(await invite(bea, 'sam@example.com'), sam);
    const token = await invite(alex, 'sam@example.com');
    expect(mailer.last('household-invitation')!.text).toMatch(/Leave it first/);
    const busy = await households.accept(token, sam);
    expect(!busy.ok && busy.error.code).toBe('HOUSEHOLD.IN_ANOTHER');
    await households.leave(sam);
    await subscriptions.create({ userId: sam, status: 'trialing', provider: 'simulated', providerCustomerId: null, paymentMethodId: null, card: null, preferredPayDay: 1, trialEndsAt: null, nextChargeAt: null });
    const paying = await households.accept(token, sam);
    expect(!paying.ok && paying.error.message).toMatch(/cancel yours first/);
  });

  it(`at most ${MAX_MEMBERS} members, counting open invitations`, async () => {
    const { households, user, invite } = await fixture();
    const alex = await user('Alex');
    for (let n = 1; n < MAX_MEMBERS; n++) await invite(alex, `p${n}@example.com`);
    const seventh = await households.invite(alex, 'p7@example.com', 'https://x');
    expect(!seventh.ok && seventh.error.code).toBe('HOUSEHOLD.FULL');
    const repeat = await households.invite(alex, 'p1@example.com', 'https://x');
    expect(repeat.ok).toBe(true);
    const bad = await households.invite(alex, 'not an email', 'https://x');
    expect(!bad.ok && bad.error.field).toBe('email');
    const self = await households.invite(alex, 'alex@example.com', 'https://x');
    expect(!self.ok && self.error.code).toBe('HOUSEHOLD.CONFLICT');
  });

  it('an invitee without an account joins with a new one, for the invited address only, once', async () => {
    const { households, user, invite, users } = await fixture();
    const alex = await user('Alex');
    const token = await invite(alex, 'new@example.com');
    const short = await households.joinWithNewAccount(token, { firstName: 'Nia', lastName: 'Jones', password: 'short' });
    expect(!short.ok && short.error.field).toBe('password');
    const nameless = await households.joinWithNewAccount(token, { firstName: ' ', lastName: '' });
    expect(!nameless.ok && nameless.error.field).toBe('firstName');
    const joined = await households.joinWithNewAccount(token, { firstName: 'Nia', lastName: 'Jones', password: 'long enough' });
    expect(joined.ok).toBe(true);
    const nia = await users.findByEmail('new@example.com');
    expect(nia?.passwordHash).not.toBeNull();
    expect(await households.scope(nia!.id)).toMatchObject({ ownerId: alex, role: 'member' });
    const again = await households.joinWithNewAccount(token, { firstName: 'Eve', lastName: 'X' });
    expect(!again.ok && again.error.code).toBe('HOUSEHOLD.INVITATION_USED');
    await user('Kim');
    const existing = await households.joinWithNewAccount(await invite(alex, 'kim@example.com'), { firstName: 'K', lastName: 'X' });
    expect(!existing.ok && existing.error.code).toBe('ACCOUNT.EMAIL_TAKEN');
  });

  it('room and link state are pure rules', () => {
    expect(hasRoomFor(5, 0)).toBe(true);
    expect(hasRoomFor(5, 1)).toBe(false);
    expect(hasRoomFor(6, 0)).toBe(false);
    const now = new Date('2026-11-20T10:00:00Z');
    expect(invitationState({ acceptedAt: null, expiresAt: new Date(now.getTime() + 1) }, now)).toBe('open');
    expect(invitationState({ acceptedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(invitationState({ acceptedAt: now, expiresAt: new Date(now.getTime() + 1) }, now)).toBe('used');
  });
});

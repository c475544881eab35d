import { beforeEach, describe, expect, it } from 'vitest';
import type { MagicLinkRepository, SessionRepository, UserRepository } from '@larder/domain/accounts/ports';
import type { PasswordResetRepository } from '@larder/domain/accounts/password/ports';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import type { Pence } from '@larder/domain/shared/money';
import type { NewSubscription, SubscriptionRepository } from '@larder/domain/billing/ports';
import type { RateLimiter } from '@larder/domain/shared/rate-limiter';
import type { FixedClock } from '@larder/domain/testing/fixed-clock';

export interface AccountsPorts {
  users: UserRepository;
  sessions: SessionRepository;
  links: MagicLinkRepository;
  resets: PasswordResetRepository;
  subscriptions: SubscriptionRepository;
  limiter: RateLimiter;
  clock: FixedClock;
}

const newUser = (email: string) => ({
  email,
  passwordHash: 'hash',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user' as const,
  profile: EMPTY_PROFILE,
});

/** What every implementation of the accounts ports must do; run on the fakes, PGlite and PostgreSQL. */
export function accountsContract(make: () => Promise<AccountsPorts>) {
  let ports: AccountsPorts;
  beforeEach(async () => {
    ports = await make();
  });

  describe('UserRepository', () => {
    it('creates a user and finds it by id and by email', async () => {
      const created = await ports.users.create(newUser('ada@example.com'));
      expect(created).not.toBeNull();
      expect(created!.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created!.profile).toEqual(EMPTY_PROFILE);
      expect(await ports.users.findById(created!.id)).toEqual(created);
      expect(await ports.users.findByEmail('ada@example.com')).toEqual(created);
      expect(await ports.users.findByEmail('nobody@example.com')).toBeNull();
      expect(await ports.users.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
    });

    it('refuses a second account with the same email and keeps the first', async () => {
      const first = await ports.users.create(newUser('ada@example.com'));
      expect(await ports.users.create({ ...newUser('ada@example.com'), firstName: 'Other' })).toBeNull();
      expect((await ports.users.findByEmail('ada@example.com'))!.firstName).toBe(first!.firstName);
    });

    it('saves every profile field and keeps the lists in order', async () => {
      const user = (await ports.users.create(newUser('ada@example.com')))!;
      ports.clock.advanceMinutes(5);
      const profile = {
        postcode: 'SW1A 1AA',
        householdSize: 4,
        weeklyBudget: 8750 as Pence,
        cookingSkill: 'intermediate' as const,
        dietaryPreferences: ['Vegetarian', 'Halal'],
        dietaryRestrictions: ['Pescatarian'],
        cuisinePreferences: ['Thai', 'British'],
        allergies: ['Nuts', 'Sesame'],
        members: [{ ageBand: '19-64' as const, sex: 'female' as const }, { ageBand: '4-10' as const, sex: null }],
        leftovers: false,
        avoids: ['pork', 'mushrooms'],
      };
      const updated = await ports.users.updateProfile(user.id, profile);
      expect(updated.profile).toEqual(profile);
      expect(updated.updatedAt.getTime()).toBeGreaterThan(user.updatedAt.getTime());
      expect((await ports.users.findById(user.id))!.profile).toEqual(profile);
    });

    it('records onboarding, password and role changes', async () => {
      const user = (await ports.users.create(newUser('ada@example.com')))!;
      const at = ports.clock.now();
      await ports.users.markOnboardingCompleted(user.id, at);
      await ports.users.setPasswordHash(user.id, null);
      await ports.users.setRole(user.id, 'admin');
      const reloaded = (await ports.users.findById(user.id))!;
      expect(reloaded.onboardingCompletedAt).toEqual(at);
      expect(reloaded.passwordHash).toBeNull();
      expect(reloaded.role).toBe('admin');
    });

    it('lists newest first and deletes', async () => {
      const a = (await ports.users.create(newUser('a@example.com')))!;
      ports.clock.advanceMinutes(1);
      const b = (await ports.users.create(newUser('b@example.com')))!;
      expect((await ports.users.list()).map((u) => u.id)).toEqual([b.id, a.id]);
      expect((await ports.users.list({ limit: 1 })).map((u) => u.id)).toEqual([b.id]);
      await ports.users.delete(a.id);
      expect(await ports.users.findById(a.id)).toBeNull();
    });
  });

  describe('SessionRepository', () => {
    it('finds a session until it expires, then not', async () => {
      const user = (await ports.users.create(newUser('ada@example.com')))!;
      const now = ports.clock.now();
      const session = { idHash: 'h1', userId: user.id, persistent: true, createdAt: now, expiresAt: new Date(now.getTime() + 60_000) };
      await ports.sessions.create(session);
      expect(await ports.sessions.findActive('h1', now)).toEqual(session);
      expect(await ports.sessions.findActive('h1', new Date(now.getTime() + 60_000))).toBeNull();
      expect(await ports.sessions.findActive('other', now)).toBeNull();
      expect(await ports.sessions.findActiveUser('h1', now)).toEqual(user);
      expect(await ports.sessions.findActiveUser('h1', new Date(now.getTime() + 60_000))).toBeNull();
      expect(await ports.sessions.findActiveUser('other', now)).toBeNull();
    });

    it('deletes one session, a user’s sessions, and expired ones', async () => {
      const user = (await ports.users.create(newUser('ada@example.com')))!;
      const now = ports.clock.now();
      const base = { userId: user.id, persistent: false, createdAt: now };
      await ports.sessions.create({ ...base, idHash: 'a', expiresAt: new Date(now.getTime() + 1000) });
      await ports.sessions.create({ ...base, idHash: 'b', expiresAt: new Date(now.getTime() + 5000) });
      await ports.sessions.create({ ...base, idHash: 'c', expiresAt: new Date(now.getTime() + 9000) });
      await ports.sessions.delete('a');
      expect(await ports.sessions.findActive('a', now)).toBeNull();
      expect(await ports.sessions.deleteExpired(new Date(now.getTime() + 6000))).toBe(1);
      expect(await ports.sessions.findActive('c', now)).not.toBeNull();
      await ports.sessions.deleteForUser(user.id);
      expect(await ports.sessions.findActive('c', now)).toBeNull();
    });

    it('resolves a live session with its last request; a household session without keep-logged-in idles out, a kept or an operator\'s does not', async () => {
      const user = (await ports.users.create(newUser('ada@example.com')))!;
      const ops = (await ports.users.create({ ...newUser('ops@example.com'), role: 'admin' }))!;
      const now = ports.clock.now();
      const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
      const day = later(24 * 60);
      await ports.sessions.create({ idHash: 'browser', userId: user.id, persistent: false, createdAt: now, expiresAt: day });
      await ports.sessions.create({ idHash: 'kept', userId: user.id, persistent: true, createdAt: now, expiresAt: day });
      await ports.sessions.create({ idHash: 'ops', userId: ops.id, persistent: false, createdAt: now, expiresAt: day });
      expect(await ports.sessions.resolve('browser', now, later(-120))).toMatchObject({ user, lastSeenAt: now, userAgent: null });
      await ports.sessions.touch('browser', later(100), 'Firefox/133.0');
      expect(await ports.sessions.resolve('browser', later(200), later(80))).toMatchObject({ user, lastSeenAt: later(100), userAgent: 'Firefox/133.0' });
      // A store that reads the household in the same look-up says "none" for a user in none.
      const resolved = await ports.sessions.resolve('browser', later(200), later(80));
      if (resolved?.household !== undefined) expect(resolved.household).toBeNull();
      // Idle since before its last request: gone; the kept one and the operator's stay.
      expect(await ports.sessions.resolve('browser', later(300), later(100))).toBeNull();
      expect(await ports.sessions.resolve('kept', later(300), later(100))).not.toBeNull();
      expect(await ports.sessions.resolve('ops', later(300), later(100))).not.toBeNull();
      expect(await ports.sessions.resolve('kept', day, later(100))).toBeNull(); // expired
      expect((await ports.sessions.listActive(user.id, later(300), later(100))).map((s) => s.idHash)).toEqual(['kept']);
      const listed = await ports.sessions.listActive(user.id, later(200), later(80));
      expect(listed.map((s) => [s.idHash, s.persistent, s.userAgent])).toEqual([
        ['browser', false, 'Firefox/133.0'],
        ['kept', true, null],
      ]);
      expect(listed[0]!.publicId).toMatch(/^[0-9a-f-]{36}$/);
      expect(listed[0]!.publicId).not.toBe(listed[1]!.publicId);
    });

    it('deletes a session by its public id for its own user only, and all of a user\'s but one', async () => {
      const user = (await ports.users.create(newUser('ada@example.com')))!;
      const other = (await ports.users.create(newUser('sam@example.com')))!;
      const now = ports.clock.now();
      const base = { userId: user.id, persistent: true, createdAt: now, expiresAt: new Date(now.getTime() + 60_000) };
      for (const idHash of ['a', 'b', 'c']) await ports.sessions.create({ ...base, idHash });
      await ports.sessions.create({ ...base, userId: other.id, idHash: 'd' });
      const [first] = await ports.sessions.listActive(user.id, now, now);
      expect(await ports.sessions.deleteByPublicId(other.id, first!.publicId)).toBeNull();
      expect(await ports.sessions.deleteByPublicId(user.id, 'not-a-uuid')).toBeNull();
      expect(await ports.sessions.deleteByPublicId(user.id, first!.publicId)).toBe(first!.idHash);
      expect(await ports.sessions.deleteByPublicId(user.id, first!.publicId)).toBeNull();
      const keep = (await ports.sessions.listActive(user.id, now, now))[0]!.idHash;
      await ports.sessions.deleteForUserExcept(user.id, keep);
      expect((await ports.sessions.listActive(user.id, now, now)).map((s) => s.idHash)).toEqual([keep]);
      expect(await ports.sessions.findActive('d', now)).not.toBeNull();
    });
  });

  describe('PasswordResetRepository', () => {
    it('consumes a reset link once, never after it expires, and a newer link retires the older', async () => {
      const user = (await ports.users.create(newUser('ada@example.com')))!;
      const now = ports.clock.now();
      const expiresAt = new Date(now.getTime() + 1_800_000);
      await ports.resets.create({ tokenHash: 'r1', userId: user.id, createdAt: now, expiresAt });
      expect(await ports.resets.consume('r1', now)).toBe(user.id);
      expect(await ports.resets.consume('r1', now)).toBeNull();
      await ports.resets.create({ tokenHash: 'r2', userId: user.id, createdAt: now, expiresAt });
      expect(await ports.resets.consume('r2', expiresAt)).toBeNull();
      await ports.resets.create({ tokenHash: 'r3', userId: user.id, createdAt: now, expiresAt });
      await ports.resets.create({ tokenHash: 'r4', userId: user.id, createdAt: now, expiresAt });
      expect(await ports.resets.consume('r3', now)).toBeNull();
      expect(await ports.resets.consume('r4', now)).toBe(user.id);
      expect(await ports.resets.consume('unknown', now)).toBeNull();
    });
  });

  describe('MagicLinkRepository', () => {
    it('consumes a token once, and never after it expires', async () => {
      const user = (await ports.users.create(newUser('ada@example.com')))!;
      const now = ports.clock.now();
      await ports.links.create({ tokenHash: 't1', userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + 900_000) });
      expect(await ports.links.consume('t1', now)).toBe(user.id);
      expect(await ports.links.consume('t1', now)).toBeNull();
      await ports.links.create({ tokenHash: 't2', userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + 900_000) });
      expect(await ports.links.consume('t2', new Date(now.getTime() + 900_000))).toBeNull();
      // A new link retires the older unused ones.
      await ports.links.create({ tokenHash: 't3', userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + 900_000) });
      await ports.links.create({ tokenHash: 't4', userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + 900_000) });
      expect(await ports.links.consume('t3', now)).toBeNull();
      expect(await ports.links.consume('t4', now)).toBe(user.id);
      expect(await ports.links.consume('missing', now)).toBeNull();
    });
  });

  describe('SubscriptionRepository', () => {
    const trial = (userId: string, now: Date): NewSubscription => ({
      userId,
      status: 'trialing',
      provider: 'simulated',
      providerCustomerId: 'cus_1',
      paymentMethodId: 'pm_card_visa',
      card: { brand: 'visa', last4: '4242', bin: '424242' },
      preferredPayDay: 31,
      trialEndsAt: new Date(now.getTime() + 7 * 86_400_000),
      nextChargeAt: new Date('2026-01-31T00:00:00Z'),
    });

    it('creates and reads back every field; the latest subscription wins', async () => {
      const user = (await ports.users.create(newUser('ada@example.com')))!;
      const now = ports.clock.now();
      const created = await ports.subscriptions.create(trial(user.id, now));
      expect(created).toMatchObject({ ...trial(user.id, now), cancelledAt: null });
      expect(await ports.subscriptions.findByUserId(user.id)).toEqual(created);
      ports.clock.advanceMinutes(1);
      // One live subscription per household: the first is cancelled before the next starts.
      await ports.subscriptions.updateStatus(created.id, 'cancelled', ports.clock.now());
      const second = await ports.subscriptions.create({ ...trial(user.id, now), card: null, status: 'pending' });
      expect(await ports.subscriptions.findByUserId(user.id)).toEqual(second);
      expect(second.card).toBeNull();
      expect(await ports.subscriptions.findByUserId('00000000-0000-4000-8000-000000000000')).toBeNull();
    });

    it('updates the status and stamps a cancellation', async () => {
      const user = (await ports.users.create(newUser('ada@example.com')))!;
      const created = await ports.subscriptions.create(trial(user.id, ports.clock.now()));
      ports.clock.advanceDays(1);
      const at = ports.clock.now();
      const cancelled = await ports.subscriptions.updateStatus(created.id, 'cancelled', at);
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.cancelledAt).toEqual(at);
      expect((await ports.subscriptions.findByUserId(user.id))!.status).toBe('cancelled');
    });
  });

  describe('RateLimiter', () => {
    const limit = { name: 'test', points: 3, durationSeconds: 60 };
    it('allows the limit, refuses beyond it with the wait, and opens again after the window', async () => {
      for (let i = 0; i < 3; i += 1) expect(await ports.limiter.consume(limit, 'key')).toEqual({ allowed: true });
      expect(await ports.limiter.check(limit, 'key')).toEqual({ allowed: false, retryAfterSeconds: 60 });
      ports.clock.advanceMinutes(0.5);
      expect(await ports.limiter.consume(limit, 'key')).toEqual({ allowed: false, retryAfterSeconds: 30 });
      expect(await ports.limiter.consume(limit, 'other')).toEqual({ allowed: true });
      ports.clock.advanceMinutes(0.5);
      expect(await ports.limiter.check(limit, 'key')).toEqual({ allowed: true });
      expect(await ports.limiter.consume(limit, 'key')).toEqual({ allowed: true });
    });
    it('forgets a key on reset and keeps limits apart', async () => {
      for (let i = 0; i < 3; i += 1) await ports.limiter.consume(limit, 'k');
      expect((await ports.limiter.check({ ...limit, name: 'other-limit' }, 'k')).allowed).toBe(true);
      await ports.limiter.reset(limit, 'k');
      expect(await ports.limiter.check(limit, 'k')).toEqual({ allowed: true });
    });
  });
}

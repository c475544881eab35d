import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionRepository, UserRepository } from '@larder/domain/accounts/ports';
import type { AccountDeletionLinkRepository, AccountDeletionRepository } from '@larder/domain/accounts/delete-account/ports';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import type { FixedClock } from '@larder/domain/testing/fixed-clock';

export interface AccountDeletionPorts {
  users: UserRepository;
  sessions: SessionRepository;
  deletions: AccountDeletionRepository;
  links: AccountDeletionLinkRepository;
  clock: FixedClock;
}

/** What every AccountDeletionRepository must do; run on the fake, PGlite and PostgreSQL. */
export function accountDeletionContract(make: () => Promise<AccountDeletionPorts>) {
  let p: AccountDeletionPorts;
  const at = (iso: string) => new Date(iso);
  const user = async (email: string) =>
    (await p.users.create({ email, passwordHash: 'hash', firstName: 'Ada', lastName: 'Lovelace', role: 'user', profile: { ...EMPTY_PROFILE, householdSize: 2 } }))!;
  beforeEach(async () => {
    p = await make();
  });

  describe('AccountDeletionRepository', () => {
    it('marks, reads and takes off a mark; an earlier mark stays', async () => {
      const ada = await user('ada@example.com');
      expect(await p.deletions.requestedAt(ada.id)).toBeNull();
      expect(await p.deletions.cancel(ada.id)).toBe(false);
      await p.deletions.schedule(ada.id, at('2026-11-01T10:00:00Z'));
      await p.deletions.schedule(ada.id, at('2026-11-05T10:00:00Z'));
      expect((await p.deletions.requestedAt(ada.id))?.toISOString()).toBe('2026-11-01T10:00:00.000Z');
      expect(await p.deletions.cancel(ada.id)).toBe(true);
      expect(await p.deletions.requestedAt(ada.id)).toBeNull();
    });

    it('lists the marks due by a moment, oldest first, within the limit', async () => {
      const a = await user('a@example.com');
      const b = await user('b@example.com');
      const c = await user('c@example.com');
      await p.deletions.schedule(b.id, at('2026-11-02T10:00:00Z'));
      await p.deletions.schedule(a.id, at('2026-11-01T10:00:00Z'));
      await p.deletions.schedule(c.id, at('2026-11-03T10:00:00Z'));
      expect(await p.deletions.due(at('2026-11-02T10:00:00Z'), 10)).toEqual([a.id, b.id]);
      expect(await p.deletions.due(at('2026-11-09T10:00:00Z'), 1)).toEqual([a.id]);
      expect(await p.deletions.due(at('2026-10-31T10:00:00Z'), 10)).toEqual([]);
    });

    it('erases once: sessions, password and profile go, the mark is spent, another account is untouched', async () => {
      const ada = await user('ada@example.com');
      const bo = await user('bo@example.com');
      for (const [id, hash] of [[ada.id, 'a1'], [bo.id, 'b1']] as const) {
        await p.sessions.create({ idHash: hash, userId: id, persistent: true, expiresAt: at('2027-01-01T00:00:00Z'), createdAt: at('2026-11-01T00:00:00Z') });
      }
      await p.deletions.schedule(ada.id, at('2026-11-01T10:00:00Z'));
      await p.deletions.schedule(bo.id, at('2026-11-01T10:00:00Z'));
      await p.deletions.cancel(bo.id);
      await p.deletions.erase(ada.id, at('2026-11-15T10:00:00Z'));
      await p.deletions.erase(ada.id, at('2026-11-16T10:00:00Z'));
      const erased = (await p.users.findById(ada.id))!;
      expect(erased.passwordHash).toBeNull();
      expect(erased.profile.householdSize).toBeNull();
      expect(await p.sessions.findActive('a1', at('2026-11-20T00:00:00Z'))).toBeNull();
      expect(await p.deletions.requestedAt(ada.id)).toBeNull();
      expect(await p.deletions.due(at('2026-12-31T00:00:00Z'), 10)).toEqual([]);
      await p.deletions.schedule(ada.id, at('2026-11-20T10:00:00Z'));
      expect(await p.deletions.requestedAt(ada.id)).toBeNull();
      const kept = (await p.users.findById(bo.id))!;
      expect([kept.email, kept.passwordHash, kept.profile.householdSize]).toEqual(['bo@example.com', 'hash', 2]);
      expect(await p.sessions.findActive('b1', at('2026-11-20T00:00:00Z'))).not.toBeNull();
    });
  });

  describe('AccountDeletionLinkRepository', () => {
    const link = (userId: string, tokenHash: string, createdAt: string, expiresAt: string) => ({ tokenHash, userId, createdAt: at(createdAt), expiresAt: at(expiresAt) });

    it('finds a link by its digest, used or not; an unknown digest is null', async () => {
      const ada = await user('ada@example.com');
      expect(await p.links.find('nope')).toBeNull();
      await p.links.create(link(ada.id, 'h1', '2026-11-25T10:00:00Z', '2026-11-25T10:30:00Z'));
      expect(await p.links.find('h1')).toEqual({ tokenHash: 'h1', userId: ada.id, createdAt: at('2026-11-25T10:00:00Z'), expiresAt: at('2026-11-25T10:30:00Z'), usedAt: null });
    });

    it('is used once, only before it expires', async () => {
      const ada = await user('ada@example.com');
      await p.links.create(link(ada.id, 'h1', '2026-11-25T10:00:00Z', '2026-11-25T10:30:00Z'));
      await p.links.create({ ...link(ada.id, 'h2', '2026-11-25T10:00:00Z', '2026-11-25T10:30:00Z'), userId: (await user('bo@example.com')).id });
      expect(await p.links.consume('h2', at('2026-11-25T10:30:00Z'))).toBe(false);
      expect(await p.links.find('h2')).toMatchObject({ usedAt: null });
      expect(await p.links.consume('nope', at('2026-11-25T10:05:00Z'))).toBe(false);
      const both = await Promise.all([p.links.consume('h1', at('2026-11-25T10:05:00Z')), p.links.consume('h1', at('2026-11-25T10:05:00Z'))]);
      expect(both.filter(Boolean)).toHaveLength(1);
      expect((await p.links.find('h1'))?.usedAt).toEqual(at('2026-11-25T10:05:00Z'));
      expect(await p.links.consume('h1', at('2026-11-25T10:06:00Z'))).toBe(false);
    });

    it("a newer link retires the account's unused ones, not another account's", async () => {
      const ada = await user('ada@example.com');
      const bo = await user('bo@example.com');
      await p.links.create(link(ada.id, 'a1', '2026-11-25T10:00:00Z', '2026-11-25T10:30:00Z'));
      await p.links.create(link(bo.id, 'b1', '2026-11-25T10:00:00Z', '2026-11-25T10:30:00Z'));
      await p.links.create(link(ada.id, 'a2', '2026-11-25T10:10:00Z', '2026-11-25T10:40:00Z'));
      expect((await p.links.find('a1'))?.usedAt).toEqual(at('2026-11-25T10:10:00Z'));
      expect(await p.links.consume('a1', at('2026-11-25T10:11:00Z'))).toBe(false);
      expect(await p.links.consume('b1', at('2026-11-25T10:11:00Z'))).toBe(true);
      expect(await p.links.consume('a2', at('2026-11-25T10:11:00Z'))).toBe(true);
    });
  });
}

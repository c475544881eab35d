import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionRepository, UserRepository } from '@larder/domain/accounts/ports';
import type { AccountDeletionRepository } from '@larder/domain/accounts/delete-account/ports';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import type { FixedClock } from '@larder/domain/testing/fixed-clock';

export interface AccountDeletionPorts {
  users: UserRepository;
  sessions: SessionRepository;
  deletions: AccountDeletionRepository;
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
}

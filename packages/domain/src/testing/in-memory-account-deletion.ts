import type { AccountDeletionLinkRepository, AccountDeletionRepository, DeletionLink } from '../accounts/delete-account/ports';
import type { SessionRepository, UserRepository } from '../accounts/ports';
import { EMPTY_PROFILE } from '../accounts/user';

/** Marks in a map; erasure drops the account's sessions, password and profile here and remembers when it ran. */
export class InMemoryAccountDeletionRepository implements AccountDeletionRepository {
  private readonly marks = new Map<string, Date>();
  readonly erased = new Map<string, Date>();
  constructor(
    private readonly users: Pick<UserRepository, 'findById' | 'setPasswordHash' | 'updateProfile'>,
    private readonly sessions: Pick<SessionRepository, 'deleteForUser'>,
  ) {}

  async schedule(userId: string, at: Date) {
    if (!this.marks.has(userId) && !this.erased.has(userId)) this.marks.set(userId, new Date(at));
  }
  async requestedAt(userId: string) {
    const at = this.marks.get(userId);
    return at ? new Date(at) : null;
  }
  async cancel(userId: string) {
    return this.marks.delete(userId);
  }
  async due(before: Date, limit: number) {
    return [...this.marks.entries()]
      .filter(([, at]) => at.getTime() <= before.getTime())
      .sort(([, a], [, b]) => a.getTime() - b.getTime())
      .slice(0, limit)
      .map(([id]) => id);
  }
  async erase(userId: string, at: Date) {
    if (!(await this.users.findById(userId))) return;
    await this.sessions.deleteForUser(userId);
    await this.users.setPasswordHash(userId, null);
    await this.users.updateProfile(userId, EMPTY_PROFILE);
    this.marks.delete(userId);
    if (!this.erased.has(userId)) this.erased.set(userId, new Date(at));
  }
}

/** Deletion links by digest; a new one retires the account's unused ones, as the Knex store does. */
export class InMemoryAccountDeletionLinkRepository implements AccountDeletionLinkRepository {
  private readonly rows = new Map<string, DeletionLink>();
  async create(link: Omit<DeletionLink, 'usedAt'>) {
    for (const [hash, row] of this.rows) if (row.userId === link.userId && !row.usedAt) this.rows.set(hash, { ...row, usedAt: new Date(link.createdAt) });
    this.rows.set(link.tokenHash, { ...link, createdAt: new Date(link.createdAt), expiresAt: new Date(link.expiresAt), usedAt: null });
  }
  async find(tokenHash: string) {
    const row = this.rows.get(tokenHash);
    return row ? { ...row } : null;
  }
  async consume(tokenHash: string, now: Date) {
    const row = this.rows.get(tokenHash);
    if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return false;
    this.rows.set(tokenHash, { ...row, usedAt: new Date(now) });
    return true;
  }
}

import { randomUUID } from 'node:crypto';
import type { Clock } from '../shared/clock';
import type {
  DeviceSession,
  MagicLinkRepository,
  MagicLinkToken,
  NewUser,
  PasswordHasher,
  Session,
  SessionRepository,
  UserRepository,
} from '../accounts/ports';
import type { HouseholdProfile, Role, User } from '../accounts/user';

const clone = <T>(value: T): T => structuredClone(value);

export class InMemoryUserRepository implements UserRepository {
  private readonly rows = new Map<string, User>();
  constructor(private readonly clock: Clock) {}

  async create(user: NewUser): Promise<User | null> {
    if ([...this.rows.values()].some((u) => u.email === user.email)) return null;
    const now = this.clock.now();
    const row: User = { ...clone(user), id: randomUUID(), onboardingCompletedAt: null, createdAt: now, updatedAt: now };
    this.rows.set(row.id, row);
    return clone(row);
  }
  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? clone(row) : null;
  }
  async findByEmail(email: string) {
    const row = [...this.rows.values()].find((u) => u.email === email);
    return row ? clone(row) : null;
  }
  async findByName(firstName: string, lastName: string, limit = 10) {
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    return clone([...this.rows.values()].filter((u) => same(u.firstName, firstName) && same(u.lastName, lastName)).slice(0, limit));
  }
  async updateProfile(id: string, profile: HouseholdProfile) {
    return clone(this.patch(id, { profile: clone(profile) }));
  }
  async markOnboardingCompleted(id: string, at: Date) {
    this.patch(id, { onboardingCompletedAt: at });
  }
  async setPasswordHash(id: string, passwordHash: string | null) {
    this.patch(id, { passwordHash });
  }
  async setRole(id: string, role: Role) {
    this.patch(id, { role });
  }
  async delete(id: string) {
    this.rows.delete(id);
  }
  async list(options: { limit?: number } = {}) {
    const all = [...this.rows.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return clone(all.slice(0, options.limit ?? all.length));
  }
  private patch(id: string, changes: Partial<User>): User {
    const row = this.rows.get(id);
    if (!row) throw new Error(`user ${id} not found`);
    const next = { ...row, ...changes, updatedAt: this.clock.now() };
    this.rows.set(id, next);
    return next;
  }
}

export class InMemorySessionRepository implements SessionRepository {
  readonly rows = new Map<string, Session>();
  /** Per session: its public id, last request and browser (the table's columns beside the session's own). */
  private readonly seen = new Map<string, { publicId: string; lastSeenAt: Date; userAgent: string | null }>();
  /** The users the sessions belong to (the database joins them). */
  constructor(private readonly users: Pick<UserRepository, 'findById'>) {}
  async create(session: Session) {
    this.rows.set(session.idHash, clone(session));
    this.seen.set(session.idHash, { publicId: randomUUID(), lastSeenAt: session.createdAt, userAgent: null });
  }
  private device(row: Session): DeviceSession {
    const seen = this.seen.get(row.idHash) ?? { publicId: row.idHash, lastSeenAt: row.createdAt, userAgent: null };
    return { publicId: seen.publicId, idHash: row.idHash, persistent: row.persistent, createdAt: row.createdAt, lastSeenAt: seen.lastSeenAt, expiresAt: row.expiresAt, userAgent: seen.userAgent };
  }
  private async live(row: Session | undefined, now: Date, idleSince: Date): Promise<User | null> {
    if (!row || row.expiresAt <= now) return null;
    const user = await this.users.findById(row.userId);
    if (!user) return null;
    if (!row.persistent && user.role === 'user' && this.device(row).lastSeenAt <= idleSince) return null;
    return user;
  }
  async resolve(idHash: string, now: Date, idleSince: Date) {
    const row = this.rows.get(idHash);
    const user = await this.live(row, now, idleSince);
    if (!user || !row) return null;
    const device = this.device(row);
    return { user, lastSeenAt: device.lastSeenAt, userAgent: device.userAgent };
  }
  async touch(idHash: string, at: Date, userAgent: string | null) {
    const seen = this.seen.get(idHash);
    if (seen) Object.assign(seen, { lastSeenAt: at, userAgent });
  }
  async listActive(userId: string, now: Date, idleSince: Date) {
    const out: DeviceSession[] = [];
    for (const row of this.rows.values()) if (row.userId === userId && (await this.live(row, now, idleSince))) out.push(this.device(row));
    return out.sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || b.createdAt.getTime() - a.createdAt.getTime());
  }
  async deleteByPublicId(userId: string, publicId: string) {
    for (const row of this.rows.values()) {
      if (row.userId === userId && this.seen.get(row.idHash)?.publicId === publicId) {
        this.rows.delete(row.idHash);
        return row.idHash;
      }
    }
    return null;
  }
  async deleteForUserExcept(userId: string, keepIdHash: string) {
    for (const [key, row] of this.rows) if (row.userId === userId && key !== keepIdHash) this.rows.delete(key);
  }
  async findActive(idHash: string, now: Date) {
    const row = this.rows.get(idHash);
    return row && row.expiresAt > now ? clone(row) : null;
  }
  async findActiveUser(idHash: string, now: Date) {
    const row = this.rows.get(idHash);
    return row && row.expiresAt > now ? this.users.findById(row.userId) : null;
  }
  async delete(idHash: string) {
    this.rows.delete(idHash);
  }
  async deleteForUser(userId: string) {
    for (const [key, row] of this.rows) if (row.userId === userId) this.rows.delete(key);
  }
  async deleteExpired(now: Date) {
    let count = 0;
    for (const [key, row] of this.rows) {
      if (row.expiresAt <= now) {
        this.rows.delete(key);
        count += 1;
      }
    }
    return count;
  }
}

export class InMemoryMagicLinkRepository implements MagicLinkRepository {
  private readonly rows = new Map<string, MagicLinkToken & { usedAt: Date | null }>();
  async create(token: MagicLinkToken) {
    // A new link retires the account's earlier unused ones.
    for (const row of this.rows.values()) if (row.userId === token.userId && !row.usedAt) row.usedAt = token.createdAt;
    this.rows.set(token.tokenHash, { ...clone(token), usedAt: null });
  }
  async consume(tokenHash: string, now: Date) {
    const row = this.rows.get(tokenHash);
    if (!row || row.usedAt || row.expiresAt <= now) return null;
    row.usedAt = now;
    return row.userId;
  }
}

/** Not a real hash: tests need speed, and the argon2 adapter has its own test. */
export class FakePasswordHasher implements PasswordHasher {
  async hash(password: string) {
    return `fake-hash:${[...password].reverse().join('')}`;
  }
  async verify(hash: string, password: string) {
    return hash === (await this.hash(password));
  }
}

import type { HouseholdProfile, Role, User } from './user';

export interface NewUser {
  readonly email: string;
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly profile: HouseholdProfile;
}

export interface UserRepository {
  /** null when the email is already taken. */
  create(user: NewUser): Promise<User | null>;
  findById(id: string): Promise<User | null>;
  /** `email` is already normalised. */
  findByEmail(email: string): Promise<User | null>;
  /** Users whose first and last names match, trimmed and ignoring case (at most `limit`). */
  findByName(firstName: string, lastName: string, limit?: number): Promise<User[]>;
  updateProfile(id: string, profile: HouseholdProfile): Promise<User>;
  markOnboardingCompleted(id: string, at: Date): Promise<void>;
  setPasswordHash(id: string, passwordHash: string | null): Promise<void>;
  setRole(id: string, role: Role): Promise<void>;
  delete(id: string): Promise<void>;
  /** Newest first. */
  list(options?: { limit?: number }): Promise<User[]>;
}
export const USER_REPOSITORY = Symbol('UserRepository');

export interface Session {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  readonly idHash: string;
  readonly userId: string;
  readonly persistent: boolean;
  readonly expiresAt: Date;
  readonly createdAt: Date;
}

/** A signed-in device as /account lists it. */
export interface DeviceSession {
  /** What the device is named by in calls (the token's digest is never shown). */
  readonly publicId: string;
  readonly idHash: string;
  readonly persistent: boolean;
  readonly createdAt: Date;
  /** The last request seen (within a minute), or the sign-in. */
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
  /** The browser's User-Agent at its last request; null before its first. */
  readonly userAgent: string | null;
}

/** A live session's user, with what the idle timeout and the device list need. */
/** The household a session's user is in (the household area's `Membership`, read in the same look-up). */
export interface SessionHousehold {
  readonly householdId: string;
  readonly ownerId: string;
  readonly role: 'owner' | 'member';
}

export interface ResolvedSession {
  readonly user: User;
  readonly lastSeenAt: Date;
  readonly userAgent: string | null;
  /**
   * The user's household, when the store reads it in the same look-up (a database joins it: one round trip per
   * signed-in request instead of two); null when they are in none; absent when the store does not read it.
   */
  readonly household?: SessionHousehold | null;
  /**
   * A stamp of the household's data (its plans, lists, prices, own recipes and people), read in the same look-up:
   * it changes with every committed change to them, whichever server made it, so an answer rendered under the same
   * stamp is still true. Absent when the store does not keep one.
   */
  readonly dataVersion?: string;
}

export interface SessionRepository {
  create(session: Session): Promise<void>;
  /**
   * The session's user when it has not expired at `now` and, unless persistent or an operator's, was last seen
   * after `idleSince` (the idle timeout). One look-up, made on every signed-in request.
   */
  resolve(idHash: string, now: Date, idleSince: Date): Promise<ResolvedSession | null>;
  /** Records a request: when, and from which browser. */
  touch(idHash: string, at: Date, userAgent: string | null): Promise<void>;
  /** The user's live sessions (as `resolve` counts them), the most recently used first. */
  listActive(userId: string, now: Date, idleSince: Date): Promise<DeviceSession[]>;
  /** Deletes one of the user's sessions by its public id; the digest it had, or null when the user has none such. */
  deleteByPublicId(userId: string, publicId: string): Promise<string | null>;
  /** Deletes every session of the user but one. */
  deleteForUserExcept(userId: string, keepIdHash: string): Promise<void>;
  /** The session when it exists and has not expired at `now`. */
  findActive(idHash: string, now: Date): Promise<Session | null>;
  /** The user of the session when it exists and has not expired at `now`: one look-up, made on every signed-in request. */
  findActiveUser(idHash: string, now: Date): Promise<User | null>;
  delete(idHash: string): Promise<void>;
  deleteForUser(userId: string): Promise<void>;
  deleteExpired(now: Date): Promise<number>;
}
export const SESSION_REPOSITORY = Symbol('SessionRepository');

export interface MagicLinkToken {
  readonly tokenHash: string;
  readonly userId: string;
  readonly expiresAt: Date;
  readonly createdAt: Date;
}

export interface MagicLinkRepository {
  /** Stores a new link and retires the account's earlier unused links. */
  create(token: MagicLinkToken): Promise<void>;
  /** Marks the token used and returns its user, once only, and only before it expires. */
  consume(tokenHash: string, now: Date): Promise<string | null>;
}
export const MAGIC_LINK_REPOSITORY = Symbol('MagicLinkRepository');

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
export const PASSWORD_HASHER = Symbol('PasswordHasher');

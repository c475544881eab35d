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

export interface SessionRepository {
  create(session: Session): Promise<void>;
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

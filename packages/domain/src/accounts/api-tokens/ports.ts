import type { User } from '../user';
import type { ApiToken, NewApiToken } from './api-token';

/** Personal API tokens, stored by the SHA-256 of their secret. */
export interface ApiTokenRepository {
  /** Stores a new token; null when the user already holds `max` tokens (checked in the same step as the insert). */
  create(token: NewApiToken, max: number): Promise<ApiToken | null>;
  /** The user's tokens, newest first. */
  listForUser(userId: string): Promise<ApiToken[]>;
  /** The token with this digest and the user it acts for; null for an unknown (or revoked) token. */
  findByHash(tokenHash: string): Promise<{ token: ApiToken; user: User } | null>;
  /** Records a use. */
  touch(id: string, at: Date): Promise<void>;
  /** Deletes one of the user's tokens; false when the user has no token with that id. */
  revoke(userId: string, id: string): Promise<boolean>;
}
export const API_TOKEN_REPOSITORY = Symbol('ApiTokenRepository');

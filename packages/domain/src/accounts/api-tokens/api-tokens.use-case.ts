import type { Clock } from '../../shared/clock';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { RateDecision, RateLimiter } from '../../shared/rate-limiter';
import { type Result, ok } from '../../shared/result';
import { digestToken, newSecretToken } from '../../shared/tokens';
import type { User } from '../user';
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_PREFIX,
  API_TOKEN_RATE,
  API_TOKEN_SCOPES,
  API_TOKEN_SHOWN_CHARACTERS,
  API_TOKEN_TOUCH_EVERY_MS,
  type ApiToken,
  type ApiTokenScope,
  MAX_API_TOKENS,
} from './api-token';
import type { ApiTokenRepository } from './ports';

/** Letters, digits, spaces and everyday punctuation; no control characters. */
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._'()/:#+-]*$/u;
/** A longer header is not one of ours: refused before any digest or read. */
const MAX_SECRET_LENGTH = 200;

export interface ApiTokenCaller {
  readonly user: User;
  readonly token: ApiToken;
}

/**
 * Personal API tokens (issue 23): made and revoked by their member on /account, shown once, stored as a SHA-256
 * digest, read-only or read-write, rate limited per token. A revoked token is deleted, so the next request with
 * it finds nothing: there is no cache to outlive it.
 */
export class ApiTokens {
  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async create(userId: string, input: { name: string; scope: string }): Promise<Result<{ token: ApiToken; secret: string }, DomainError>> {
    const name = input.name.trim();
    if (!name) return invalid('name', 'Give the token a name, so you know later what uses it.');
    if (name.length > API_TOKEN_NAME_MAX) return invalid('name', `A token name is at most ${API_TOKEN_NAME_MAX} characters.`);
    if (!NAME.test(name)) return invalid('name', "A token name is letters, digits, spaces and . _ - ' ( ) / : # +, starting with a letter or digit.");
    if (!(API_TOKEN_SCOPES as readonly string[]).includes(input.scope)) return invalid('scope', 'The scope is "read" or "read-write".');
    const secret = `${API_TOKEN_PREFIX}${newSecretToken()}`;
    const token = await this.tokens.create(
      { userId, name, scope: input.scope as ApiTokenScope, tokenHash: digestToken(secret), prefix: secret.slice(0, API_TOKEN_SHOWN_CHARACTERS), createdAt: this.clock.now() },
      MAX_API_TOKENS,
    );
    if (!token) return fail('API_TOKEN.LIMIT', `You already have ${MAX_API_TOKENS} API tokens. Revoke one you no longer use first.`);
    return ok({ token, secret });
  }

  list(userId: string): Promise<ApiToken[]> {
    return this.tokens.listForUser(userId);
  }

  async revoke(userId: string, id: string): Promise<Result<void, DomainError>> {
    return (await this.tokens.revoke(userId, id)) ? ok(undefined) : fail('API_TOKEN.NOT_FOUND', 'No such API token of yours: it may already be revoked.');
  }

  /** The member a secret acts for and its token, or null (unknown, revoked, malformed). Records the use, at most once a minute. */
  async authenticate(secret: string): Promise<ApiTokenCaller | null> {
    if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > MAX_SECRET_LENGTH) return null;
    const found = await this.tokens.findByHash(digestToken(secret));
    if (!found) return null;
    const now = this.clock.now();
    if (!found.token.lastUsedAt || now.getTime() - found.token.lastUsedAt.getTime() >= API_TOKEN_TOUCH_EVERY_MS) await this.tokens.touch(found.token.id, now);
    return found;
  }

  /** As `authenticate`, without recording a use: how a held connection re-checks that its token was not revoked. */
  async stillLive(secret: string): Promise<ApiTokenCaller | null> {
    if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > MAX_SECRET_LENGTH) return null;
    return this.tokens.findByHash(digestToken(secret));
  }

  /** Counts one request against the token's rate. */
  allow(token: Pick<ApiToken, 'id'>): Promise<RateDecision> {
    return this.limiter.consume(API_TOKEN_RATE, token.id);
  }
}

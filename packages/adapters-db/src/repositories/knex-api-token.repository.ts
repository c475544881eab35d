import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ApiToken, ApiTokenScope, NewApiToken } from '@larder/domain/accounts/api-tokens/api-token';
import type { ApiTokenRepository } from '@larder/domain/accounts/api-tokens/ports';
import type { UserModel } from '../models/models';
import { toUser } from './knex-user.repository';

interface Row {
  id: string;
  user_id: string;
  name: string;
  scope: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = ['id', 'user_id', 'name', 'scope', 'prefix', 'created_at', 'last_used_at'] as const;

const toToken = (row: Row): ApiToken => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  scope: row.scope as ApiTokenScope,
  prefix: row.prefix,
  createdAt: new Date(row.created_at),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
});

/** Personal API tokens in `api_tokens`, found by the digest of their secret. */
export class KnexApiTokenRepository implements ApiTokenRepository {
  constructor(private readonly knex: Knex) {}

  async create(token: NewApiToken, max: number): Promise<ApiToken | null> {
    return this.knex.transaction(async (trx) => {
      // The user's row is locked, so two requests at once cannot both take the last free place.
      await trx('users').where({ id: token.userId }).forUpdate().first('id');
      const counted = (await trx('api_tokens').where({ user_id: token.userId }).count({ count: '*' }).first()) as { count: string | number } | undefined;
      if (Number(counted?.count ?? 0) >= max) return null;
      const [row] = (await trx('api_tokens')
        .insert({ id: randomUUID(), user_id: token.userId, name: token.name, scope: token.scope, token_hash: token.tokenHash, prefix: token.prefix, created_at: token.createdAt })
        .returning([...COLUMNS])) as Row[];
      return toToken(row!);
    });
  }

  async listForUser(userId: string): Promise<ApiToken[]> {
    const rows = (await this.knex('api_tokens').where({ user_id: userId }).select([...COLUMNS]).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])) as Row[];
    return rows.map(toToken);
  }

  /** One statement, the token joined to its user; an account marked for deletion (or erased) answers to no token. */
  async findByHash(tokenHash: string) {
    const row = (await this.knex('api_tokens')
      .join('users', 'users.id', 'api_tokens.user_id')
      .where('api_tokens.token_hash', tokenHash)
      .whereNull('users.deletion_requested_at')
      .whereNull('users.erased_at')
      .first(
        'users.*',
        ...COLUMNS.map((c) => `api_tokens.${c} as token_${c}`),
      )) as (UserModel & Record<`token_${(typeof COLUMNS)[number]}`, unknown>) | undefined;
    if (!row) return null;
    const tokenRow = Object.fromEntries(COLUMNS.map((c) => [c, row[`token_${c}`]])) as unknown as Row;
    const userRow = Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('token_'))) as unknown as UserModel;
    return { token: toToken(tokenRow), user: toUser(userRow) };
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.knex('api_tokens').where({ id }).update({ last_used_at: at });
  }

  async revoke(userId: string, id: string): Promise<boolean> {
    // A malformed id is no token of anyone's (and must not reach Postgres as a uuid).
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
    return (await this.knex('api_tokens').where({ id, user_id: userId }).delete().returning('id')).length > 0;
  }
}

import type { Knex } from 'knex';
import type { MagicLinkToken } from '@larder/domain/accounts/ports';
import type { PasswordResetRepository } from '@larder/domain/accounts/password/ports';

/** "Forgot password" links (their SHA-256 only), as the login links: a new one retires the older, used once. */
export class KnexPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly knex: Knex) {}
  async create(token: MagicLinkToken) {
    await this.knex.transaction(async (trx) => {
      await trx('password_reset_tokens').where({ user_id: token.userId }).whereNull('used_at').update({ used_at: token.createdAt });
      await trx('password_reset_tokens').insert({ token_hash: token.tokenHash, user_id: token.userId, expires_at: token.expiresAt, created_at: token.createdAt });
    });
  }
  /** One UPDATE ... RETURNING: two submissions at once cannot both use it. */
  async consume(tokenHash: string, now: Date) {
    const rows = await this.knex('password_reset_tokens').where({ token_hash: tokenHash }).whereNull('used_at').where('expires_at', '>', now).update({ used_at: now }).returning('user_id');
    const first = rows[0] as { user_id: string } | string | undefined;
    return first === undefined ? null : typeof first === 'string' ? first : first.user_id;
  }
}

import type { Knex } from 'knex';
import type { AccountDeletionLinkRepository, DeletionLink } from '@larder/domain/accounts/delete-account/ports';

interface Row {
  token_hash: string;
  user_id: string;
  created_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** Emailed deletion links (their SHA-256 only), as the password reset links: a new one retires the older, used once. */
export class KnexAccountDeletionLinkRepository implements AccountDeletionLinkRepository {
  constructor(private readonly knex: Knex) {}

  async create(link: Omit<DeletionLink, 'usedAt'>) {
    await this.knex.transaction(async (trx) => {
      await trx('account_deletion_links').where({ user_id: link.userId }).whereNull('used_at').update({ used_at: link.createdAt });
      await trx('account_deletion_links').insert({ token_hash: link.tokenHash, user_id: link.userId, expires_at: link.expiresAt, created_at: link.createdAt });
    });
  }

  async find(tokenHash: string): Promise<DeletionLink | null> {
    const row = (await this.knex('account_deletion_links').where({ token_hash: tokenHash }).first()) as Row | undefined;
    if (!row) return null;
    return {
      tokenHash: row.token_hash,
      userId: row.user_id,
      createdAt: new Date(row.created_at),
      expiresAt: new Date(row.expires_at),
      usedAt: row.used_at ? new Date(row.used_at) : null,
    };
  }

  /** One conditional UPDATE: two presses at once cannot both use it. */
  async consume(tokenHash: string, now: Date) {
    const rows = await this.knex('account_deletion_links').where({ token_hash: tokenHash }).whereNull('used_at').where('expires_at', '>', now).update({ used_at: now }).returning('token_hash');
    return rows.length > 0;
  }
}

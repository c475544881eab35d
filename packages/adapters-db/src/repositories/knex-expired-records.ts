import type { Knex } from 'knex';
import type { ExpiredRecords, PruneSummary } from '@larder/domain/accounts/prune-expired/prune-expired.use-case';

const DAY_MS = 86_400_000;

/** Deletes what has expired; counts by RETURNING (the PGlite dialect reports no row count). */
export class KnexExpiredRecords implements ExpiredRecords {
  constructor(private readonly knex: Knex) {}
  async prune(now: Date): Promise<PruneSummary> {
    const sessions = await this.knex('sessions').where('expires_at', '<=', now).delete().returning('id_hash');
    const loginLinks = await this.knex('magic_link_tokens').where('expires_at', '<=', new Date(now.getTime() - DAY_MS)).delete().returning('token_hash');
    const rateLimits = await this.knex('rate_limits').where('expires_at', '<=', now).delete().returning('key');
    return { sessions: sessions.length, loginLinks: loginLinks.length, rateLimits: rateLimits.length };
  }
}

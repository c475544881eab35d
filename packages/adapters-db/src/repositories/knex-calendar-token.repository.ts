import type { Knex } from 'knex';
import type { CalendarTokenRepository } from '@larder/domain/calendar/ports';

export class KnexCalendarTokenRepository implements CalendarTokenRepository {
  constructor(private readonly knex: Knex) {}

  async replace(userId: string, tokenHash: string, at: Date, nonce: string | null = null) {
    await this.knex('calendar_tokens')
      .insert({ user_id: userId, token_hash: tokenHash, created_at: at, nonce })
      .onConflict('user_id')
      .merge(['token_hash', 'created_at', 'nonce']);
  }
  async findUser(tokenHash: string) {
    const row = await this.knex('calendar_tokens').where({ token_hash: tokenHash }).first('user_id');
    return (row?.user_id as string | undefined) ?? null;
  }
  async current(userId: string) {
    const row = await this.knex('calendar_tokens').where({ user_id: userId }).first('created_at', 'nonce', 'token_hash');
    return row ? { createdAt: new Date(row.created_at as Date | string), nonce: (row.nonce as string | null) ?? null, tokenHash: row.token_hash as string } : null;
  }
}

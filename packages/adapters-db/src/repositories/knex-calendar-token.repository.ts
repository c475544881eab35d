import type { Knex } from 'knex';
import type { CalendarTokenRepository } from '@larder/domain/calendar/ports';

export class KnexCalendarTokenRepository implements CalendarTokenRepository {
  constructor(private readonly knex: Knex) {}

  async replace(userId: string, tokenHash: string, at: Date) {
    await this.knex('calendar_tokens').insert({ user_id: userId, token_hash: tokenHash, created_at: at }).onConflict('user_id').merge(['token_hash', 'created_at']);
  }
  async findUser(tokenHash: string) {
    const row = await this.knex('calendar_tokens').where({ token_hash: tokenHash }).first('user_id');
    return (row?.user_id as string | undefined) ?? null;
  }
  async createdAt(userId: string) {
    const row = await this.knex('calendar_tokens').where({ user_id: userId }).first('created_at');
    return (row?.created_at as Date | undefined) ?? null;
  }
}

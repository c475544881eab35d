import type { Knex } from 'knex';
import type { Clock } from '@larder/domain/shared/clock';
import type { RateDecision, RateLimit, RateLimiter } from '@larder/domain/shared/rate-limiter';

/**
 * Fixed-window counters in Postgres, so every server shares them. One upsert counts an attempt
 * atomically: a window that has run out starts again at 1.
 *
 * `durable: false` (the lead intake) commits each count without waiting for the disk (synchronous_commit off
 * for that one statement). Every lead of a buyer counts against one row; with a durable commit the row stays
 * locked while the WAL is flushed, so a busy buyer's leads would queue behind each other's disk writes. A count
 * lost in a crash only lets a buyer send a few more leads that minute; the leads themselves stay durable.
 */
export class KnexRateLimiter implements RateLimiter {
  constructor(
    private readonly knex: Knex,
    private readonly clock: Clock,
    private readonly options: { durable: boolean } = { durable: true },
  ) {}

  async consume(limit: RateLimit, key: string): Promise<RateDecision> {
    const now = this.clock.now();
    const expires = new Date(now.getTime() + limit.durationSeconds * 1000);
    const relaxed = this.options.durable ? { with: '', from: '' } : { with: "with relaxed as materialized (select set_config('synchronous_commit', 'off', true) as setting) ", from: ' from relaxed' };
    const result = await this.knex.raw<{ rows: Array<{ points: number; expires_at: Date }> }>(
      `${relaxed.with}insert into rate_limits (key, points, expires_at) select ?, 1, ?${relaxed.from}
       on conflict (key) do update set
         points = case when rate_limits.expires_at <= ? then 1 else rate_limits.points + 1 end,
         expires_at = case when rate_limits.expires_at <= ? then excluded.expires_at else rate_limits.expires_at end
       returning points, expires_at`,
      [this.id(limit, key), expires, now, now],
    );
    const row = result.rows[0]!;
    return row.points <= limit.points ? { allowed: true } : this.blocked(new Date(row.expires_at), now);
  }

  async check(limit: RateLimit, key: string): Promise<RateDecision> {
    const now = this.clock.now();
    const row = await this.knex('rate_limits').where({ key: this.id(limit, key) }).where('expires_at', '>', now).first();
    return row && row.points >= limit.points ? this.blocked(new Date(row.expires_at), now) : { allowed: true };
  }

  async reset(limit: RateLimit, key: string): Promise<void> {
    await this.knex('rate_limits').where({ key: this.id(limit, key) }).delete();
  }

  async release(limit: RateLimit, key: string): Promise<void> {
    await this.knex('rate_limits').where({ key: this.id(limit, key) }).where('points', '>', 0).decrement('points', 1);
  }

  private id(limit: RateLimit, key: string) {
    return `${limit.name}:${key}`;
  }
  private blocked(expiresAt: Date, now: Date): RateDecision {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)) };
  }
}

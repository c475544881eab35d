import type { Knex } from 'knex';
import type { Clock } from '@larder/domain/shared/clock';
import type { RateDecision, RateLimit, RateLimiter } from '@larder/domain/shared/rate-limiter';

/**
 * Fixed-window counters in Postgres, so every server shares them. One upsert counts an attempt
 * atomically: a window that has run out starts again at 1.
 */
export class KnexRateLimiter implements RateLimiter {
  constructor(
    private readonly knex: Knex,
    private readonly clock: Clock,
  ) {}

  async consume(limit: RateLimit, key: string): Promise<RateDecision> {
    const now = this.clock.now();
    const expires = new Date(now.getTime() + limit.durationSeconds * 1000);
    const result = await this.knex.raw<{ rows: Array<{ points: number; expires_at: Date }> }>(
      `insert into rate_limits (key, points, expires_at) values (?, 1, ?)
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

  private id(limit: RateLimit, key: string) {
    return `${limit.name}:${key}`;
  }
  private blocked(expiresAt: Date, now: Date): RateDecision {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)) };
  }
}

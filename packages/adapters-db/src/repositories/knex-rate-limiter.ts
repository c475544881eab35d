import type { Knex } from 'knex';
import type { Clock } from '@larder/domain/shared/clock';
import type { RateDecision, RateLimit, RateLimiter } from '@larder/domain/shared/rate-limiter';

/** A counter's row after one count. */
export interface CountRow {
  readonly points: number;
  readonly expires_at: Date | string;
}

/** The session setting `countStatement(..., mark)` leaves: the mark when the count was within the limit. */
export const RATE_PASS_SETTING = 'larder.rate_pass';

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
  /** The count's statement with Knex's placeholders, and with PostgreSQL's and the pass mark (`countStatement`). */
  private readonly texts: { readonly knex: string; readonly marked: string };

  constructor(
    private readonly knex: Knex,
    private readonly clock: Clock,
    private readonly options: { durable: boolean } = { durable: true },
  ) {
    const relaxed = options.durable ? { with: '', from: '' } : { with: "with relaxed as materialized (select set_config('synchronous_commit', 'off', true) as setting) ", from: ' from relaxed' };
    const upsert = `insert into rate_limits (key, points, expires_at) select $1, 1, $2${relaxed.from}
       on conflict (key) do update set
         points = case when rate_limits.expires_at <= $3 then 1 else rate_limits.points + 1 end,
         expires_at = case when rate_limits.expires_at <= $4 then excluded.expires_at else rate_limits.expires_at end
       returning points, expires_at`;
    this.texts = {
      knex: `${relaxed.with}${upsert}`.replace(/\$\d+/g, '?'),
      marked: `${relaxed.with ? `${relaxed.with}, ` : 'with '}counted as (${upsert})
       select points, expires_at, set_config('${RATE_PASS_SETTING}', case when points <= $5 then $6 else '' end, false) as pass from counted`,
    };
  }

  async consume(limit: RateLimit, key: string): Promise<RateDecision> {
    const now = this.clock.now();
    const result = await this.knex.raw<{ rows: CountRow[] }>(this.texts.knex, this.countValues(limit, key, now));
    return this.decide(limit, result.rows[0]!, now);
  }

  /**
   * `consume`'s count as one statement with PostgreSQL's placeholders, for a store that sends it with another
   * statement in one round trip (the PostgreSQL lead store), and how its row is decided. The statement also leaves
   * on its connection the session setting RATE_PASS_SETTING: `mark` when this count was within the limit, empty
   * when not (a failed statement leaves it as it was), for the next statement on that connection to check.
   */
  countStatement(limit: RateLimit, key: string, mark: string): { text: string; values: Knex.RawBinding[]; decide(row: CountRow): RateDecision } {
    const now = this.clock.now();
    return { text: this.texts.marked, values: [...this.countValues(limit, key, now), limit.points, mark], decide: (row) => this.decide(limit, row, now) };
  }

  private countValues(limit: RateLimit, key: string, now: Date): Knex.RawBinding[] {
    return [this.id(limit, key), new Date(now.getTime() + limit.durationSeconds * 1000), now, now];
  }

  private decide(limit: RateLimit, row: CountRow, now: Date): RateDecision {
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

import { type Result, ok } from '../../shared/result';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { RateDecision, RateLimit, RateLimiter } from '../../shared/rate-limiter';
import { digestToken, newSecretToken } from '../../shared/tokens';
import type { BuyerKey } from '../lead';
import type { BuyerKeyRepository, RateCount } from '../ports';

export const BUYER_KEY_PREFIX = 'lbk_';
/** A buyer's default rate: 10 leads a second, counted per minute. */
export const DEFAULT_BUYER_RATE_PER_MINUTE = 600;
export const MAX_BUYER_RATE_PER_MINUTE = 1_000_000;
/** Keyless intake (LEAD_INTAKE_OPEN=true) is limited per caller address. */
export const OPEN_INTAKE_LIMIT: RateLimit = { name: 'lead-intake-open', points: 120, durationSeconds: 60 };

const NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,59}$/;

/**
 * A key found is remembered for this long by each server, so the intake does not read it for every lead:
 * a revoked key stops working at once on the server that revoked it and within this time on the others.
 */
export const KEY_CACHE_SECONDS = 5;

/** The lead buyers' API keys: issued once (only a SHA-256 digest is stored), revoked by name, rate limited per key. */
export class BuyerKeys {
  private readonly cache = new Map<string, { key: BuyerKey; until: number }>();

  constructor(
    private readonly keys: BuyerKeyRepository,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** A new key for a buyer; the secret is returned once and never stored. */
  async create(name: string, ratePerMinute: number = DEFAULT_BUYER_RATE_PER_MINUTE): Promise<Result<{ key: BuyerKey; secret: string }, DomainError>> {
    const trimmed = name.trim();
    if (!NAME.test(trimmed)) return invalid('name', 'A buyer name is 1 to 60 letters, digits, spaces, dots, dashes or underscores');
    if (!Number.isInteger(ratePerMinute) || ratePerMinute < 1 || ratePerMinute > MAX_BUYER_RATE_PER_MINUTE) {
      return invalid('ratePerMinute', `The rate is a whole number of leads a minute from 1 to ${MAX_BUYER_RATE_PER_MINUTE}`);
    }
    const secret = `${BUYER_KEY_PREFIX}${newSecretToken()}`;
    const key = await this.keys.create({ name: trimmed, keyHash: digestToken(secret), prefix: secret.slice(0, 10), ratePerMinute, createdAt: this.clock.now() });
    if (!key) return fail('VALIDATION', `An active key named "${trimmed}" already exists; revoke it first or choose another name.`, { field: 'name' });
    return ok({ key, secret });
  }

  async revoke(name: string): Promise<Result<void, DomainError>> {
    const done = await this.keys.revoke(name.trim(), this.clock.now());
    this.cache.clear();
    return done ? ok(undefined) : fail('ACCOUNT.NOT_FOUND', `No active buyer key is named "${name.trim()}".`);
  }

  list(): Promise<BuyerKey[]> {
    return this.keys.list();
  }

  /** The active key a secret belongs to, or null. */
  async authenticate(secret: string | undefined): Promise<BuyerKey | null> {
    if (!secret || !secret.startsWith(BUYER_KEY_PREFIX) || secret.length > 200) return null;
    const digest = digestToken(secret);
    const now = this.clock.now().getTime();
    const cached = this.cache.get(digest);
    if (cached && cached.until > now) return cached.key;
    const key = await this.keys.findActiveByHash(digest);
    if (key) {
      if (this.cache.size > 1000) this.cache.clear();
      this.cache.set(digest, { key, until: now + KEY_CACHE_SECONDS * 1000 });
    } else this.cache.delete(digest);
    return key;
  }

  /** The count a lead takes: against the key's rate, or the caller's address for keyless intake. */
  countOf(key: BuyerKey | null, address: string): RateCount {
    if (!key) return { limit: OPEN_INTAKE_LIMIT, key: address };
    return { limit: { name: 'lead-intake', points: key.ratePerMinute, durationSeconds: 60 }, key: key.id };
  }

  /**
   * Counts one lead against the key's rate (or the caller's address for keyless intake). A lead that is recorded
   * takes its count with its record instead (ProcessLead.executeCounted with `countOf`), on the same counter.
   */
  allow(key: BuyerKey | null, address: string): Promise<RateDecision> {
    const count = this.countOf(key, address);
    return this.limiter.consume(count.limit, count.key);
  }
}

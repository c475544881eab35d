import type { Knex } from 'knex';
import type { BuyerKey, LeadEventType, LeadStatus } from '@larder/domain/leads/lead';
import type { BuyerAnalyticsSessions, BuyerKeyRepository, LeadActivity, LeadStore, NewLead, RateCount, RateLimited, RecordedLead } from '@larder/domain/leads/ports';
import type { RateLimiter } from '@larder/domain/shared/rate-limiter';
import { EARLIER, LEAD_COLUMNS, type LeadRow, RECORD, RECORD_DUPLICATE, date, duplicateValues, isHeldClaim, recordValues, scopeOf, storedOf, toLead } from './lead-record-statements';

/**
 * The lead store on Postgres. A lead is recorded in one statement: the insert is idempotent on (buyer,
 * reference) by a unique index; an accepted lead takes its applicant claims with an upsert that only overwrites
 * claims older than the window. Two leads for one applicant arriving together both reach the claim's unique
 * key: the second waits for the first to commit, then finds the claim held, and is stored as a duplicate.
 * `limiter`: the intake's rate limiter, whose counters `recordCounted` counts on (PostgresLeadStore does both
 * in one round trip).
 */
export class KnexLeadStore implements LeadStore {
  constructor(
    protected readonly knex: Knex,
    protected readonly limiter: RateLimiter,
  ) {}

  async record(lead: NewLead, duplicateSince: Date, duplicateMessage: string): Promise<RecordedLead> {
    try {
      const { rows } = await this.knex.raw<{ rows: Array<{ id: string }> }>(RECORD, recordValues(lead, duplicateSince));
      if (rows[0]) return { kind: 'recorded', lead: storedOf(lead, rows[0].id) };
    } catch (error) {
      if (!isHeldClaim(error)) throw error;
      // Held by another lead within the window: stored as a refused duplicate, with nothing personal.
      const { rows } = await this.knex.raw<{ rows: LeadRow[] }>(RECORD_DUPLICATE, duplicateValues(lead, duplicateMessage));
      if (rows[0]) return { kind: 'duplicate', lead: toLead(rows[0]) };
    }
    const earlier = (await this.knex.raw<{ rows: LeadRow[] }>(EARLIER, [scopeOf(lead.buyerId), lead.reference])).rows[0];
    return { kind: 'existing', lead: toLead(earlier!) };
  }

  async recordCounted(count: RateCount, lead: NewLead, duplicateSince: Date, duplicateMessage: string): Promise<RecordedLead | RateLimited> {
    const decision = await this.limiter.consume(count.limit, count.key);
    if (!decision.allowed) return { kind: 'limited', retryAfterSeconds: decision.retryAfterSeconds };
    return this.record(lead, duplicateSince, duplicateMessage);
  }

  async findByReference(buyerId: string | null, reference: string) {
    const row = (await this.knex('leads').where({ buyer_scope: scopeOf(buyerId), reference }).first(LEAD_COLUMNS)) as LeadRow | undefined;
    return row ? toLead(row) : null;
  }

  async findBySession(sessionHash: string) {
    const row = (await this.knex('leads')
      .where({ session_id: sessionHash })
      .orWhereIn('id', this.knex('lead_session_aliases').where({ session_hash: sessionHash }).select('lead_id'))
      .first(LEAD_COLUMNS)) as LeadRow | undefined;
    return row ? toLead(row) : null;
  }

  async addSession(leadId: string, sessionHash: string, at: Date) {
    await this.knex('lead_session_aliases').insert({ session_hash: sessionHash, lead_id: leadId, created_at: at });
  }

  async claimedSince(identityHashes: readonly string[], since: Date) {
    if (!identityHashes.length) return false;
    const row = await this.knex('lead_applicant_claims').whereIn('identity_hash', [...identityHashes]).where('claimed_at', '>', since).first('identity_hash');
    return Boolean(row);
  }

  async recordEvent(leadId: string, type: LeadEventType, at: Date) {
    await this.knex('lead_events').insert({ lead_id: leadId, type, created_at: at }).onConflict(['lead_id', 'type']).ignore();
  }

  async beginSubscribe(leadId: string, at: Date, staleBefore: Date) {
    const updated = await this.knex('leads')
      .where({ id: leadId })
      .whereNull('subscription_id')
      .where((q) => q.whereNull('subscribe_started_at').orWhere('subscribe_started_at', '<', staleBefore))
      .update({ subscribe_started_at: at })
      .returning('id');
    return updated.length === 1;
  }

  async releaseSubscribe(leadId: string) {
    await this.knex('leads').where({ id: leadId }).whereNull('subscription_id').update({ subscribe_started_at: null });
  }

  async completeSubscribe(leadId: string, userId: string, subscriptionId: string, at: Date) {
    await this.knex('leads').where({ id: leadId }).update({ user_id: userId, subscription_id: subscriptionId, subscribed_at: at });
  }

  async receivedBetween(from: Date, to: Date) {
    const rows = (await this.knex('leads').where('received_at', '>=', from).where('received_at', '<', to).orderBy([{ column: 'received_at' }, { column: 'id' }]).select(LEAD_COLUMNS)) as LeadRow[];
    return rows.map(toLead);
  }

  async activity(from: Date | null, to: Date | null): Promise<LeadActivity[]> {
    const query = this.knex('leads as l')
      .leftJoin('subscriptions as s', 's.id', 'l.subscription_id')
      .select(
        'l.id',
        'l.received_at',
        'l.status',
        'l.price_pence',
        'l.session_id',
        this.knex.raw(`l.applicant ->> 'email' as email`),
        this.knex.raw(`exists (select 1 from lead_events e where e.lead_id = l.id and e.type = 'welcome_viewed') as welcome_viewed`),
        this.knex.raw(`exists (select 1 from lead_events e where e.lead_id = l.id and e.type = 'subscription_viewed') as subscription_viewed`),
        's.status as subscription_status',
        this.knex.raw(`coalesce((select sum(c.amount_pence) from charges c where c.subscription_id = l.subscription_id and c.status = 'succeeded'), 0)::integer as revenue_pence`),
        this.knex.raw('l.subscription_id is not null as subscribed'),
      )
      .orderBy([{ column: 'l.received_at', order: 'desc' }, { column: 'l.id', order: 'desc' }]);
    if (from) query.where('l.received_at', '>=', from);
    if (to) query.where('l.received_at', '<', to);
    const rows = (await query) as Array<{
      id: string;
      received_at: Date;
      status: LeadStatus;
      price_pence: number | null;
      session_id: string | null;
      email: string | null;
      welcome_viewed: boolean;
      subscription_viewed: boolean;
      subscription_status: string | null;
      revenue_pence: number;
      subscribed: boolean;
    }>;
    return rows.map((r) => ({
      id: r.id,
      receivedAt: new Date(r.received_at),
      status: r.status,
      pricePence: r.price_pence,
      sessionId: r.session_id,
      email: r.email,
      welcomeViewed: r.welcome_viewed,
      subscriptionViewed: r.subscription_viewed,
      subscribed: r.subscribed,
      subscriptionStatus: r.subscription_status,
      revenuePence: Number(r.revenue_pence),
    }));
  }

  async purge(cutoff: Date, at: Date) {
    const erased = await this.knex('leads')
      .where('received_at', '<', cutoff)
      .whereNull('purged_at')
      .update({ applicant: null, bank_account_masked: null, bank_sort_code_masked: null, purged_at: at })
      .returning('id');
    return erased.length;
  }

  async countPurgeable(cutoff: Date) {
    const [row] = await this.knex('leads').where('received_at', '<', cutoff).whereNull('purged_at').count<Array<{ count: number | string }>>('* as count');
    return Number(row?.count ?? 0);
  }

  async forgetClaims(before: Date) {
    // RETURNING rather than the driver's row count, which the PGlite dialect does not report for deletes.
    return (await this.knex('lead_applicant_claims').where('claimed_at', '<=', before).delete().returning('identity_hash')).length;
  }
}

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  rate_per_minute: number;
  created_at: Date;
  revoked_at: Date | null;
}
const toKey = (row: KeyRow): BuyerKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  ratePerMinute: row.rate_per_minute,
  createdAt: new Date(row.created_at),
  revokedAt: date(row.revoked_at),
});
const KEY_COLUMNS = ['id', 'name', 'prefix', 'rate_per_minute', 'created_at', 'revoked_at'];

/** Buyer API keys: only the SHA-256 digest of a key is stored; one active key per name (a partial unique index). */
export class KnexBuyerKeyRepository implements BuyerKeyRepository {
  constructor(private readonly knex: Knex) {}

  async create(key: { name: string; keyHash: string; prefix: string; ratePerMinute: number; createdAt: Date }) {
    const rows: KeyRow[] = await this.knex('buyer_api_keys')
      .insert({ name: key.name, key_hash: key.keyHash, prefix: key.prefix, rate_per_minute: key.ratePerMinute, created_at: key.createdAt })
      .onConflict(this.knex.raw('(name) where revoked_at is null'))
      .ignore()
      .returning(KEY_COLUMNS);
    return rows[0] ? toKey(rows[0]) : null;
  }

  async findActiveByHash(keyHash: string) {
    const row = (await this.knex('buyer_api_keys').where({ key_hash: keyHash }).whereNull('revoked_at').first(KEY_COLUMNS)) as KeyRow | undefined;
    return row ? toKey(row) : null;
  }

  async revoke(name: string, at: Date) {
    return (await this.knex('buyer_api_keys').where({ name }).whereNull('revoked_at').update({ revoked_at: at }).returning('id')).length > 0;
  }

  async list() {
    return ((await this.knex('buyer_api_keys').orderBy([{ column: 'created_at' }, { column: 'name' }]).select(KEY_COLUMNS)) as KeyRow[]).map(toKey);
  }
}

/** Buyer analytics sessions: the cookie's token is never stored, only its digest. */
export class KnexBuyerAnalyticsSessions implements BuyerAnalyticsSessions {
  constructor(private readonly knex: Knex) {}
  async create(tokenHash: string, expiresAt: Date, at: Date) {
    await this.knex('buyer_analytics_sessions').insert({ token_hash: tokenHash, expires_at: expiresAt, created_at: at });
  }
  async isActive(tokenHash: string, now: Date) {
    return Boolean(await this.knex('buyer_analytics_sessions').where({ token_hash: tokenHash }).where('expires_at', '>', now).first('token_hash'));
  }
  async delete(tokenHash: string) {
    await this.knex('buyer_analytics_sessions').where({ token_hash: tokenHash }).delete();
  }
  async deleteExpired(now: Date) {
    return (await this.knex('buyer_analytics_sessions').where('expires_at', '<=', now).delete().returning('token_hash')).length;
  }
}

import { randomUUID } from 'node:crypto';
import type { BuyerKey, LeadEventType, StoredLead } from '../leads/lead';
import type { BuyerAnalyticsSessions, BuyerKeyRepository, LeadActivity, LeadStore, NewLead, RateCount, RateLimited, RecordedLead } from '../leads/ports';
import type { RateLimiter } from '../shared/rate-limiter';
import type { InMemorySubscriptionRepository } from './in-memory-support';
import type { InMemoryBillingStore } from './in-memory-billing';

type Row = { -readonly [K in keyof StoredLead]: StoredLead[K] } & { subscribeStartedAt: Date | null };

const clone = <T>(value: T): T => structuredClone(value);
const view = ({ subscribeStartedAt: _s, ...lead }: Row): StoredLead => clone(lead);

/** The lead store's semantics without a database; the contract suite holds it to the same rules as Postgres. */
export class InMemoryLeadStore implements LeadStore {
  readonly rows: Row[] = [];
  readonly claims = new Map<string, { leadId: string; claimedAt: Date }>();
  readonly events: Array<{ leadId: string; type: LeadEventType; at: Date }> = [];

  /** `limiter`: the intake's, whose counters `recordCounted` counts on. */
  constructor(private readonly billing: { subscriptions?: InMemorySubscriptionRepository; store?: InMemoryBillingStore; limiter?: RateLimiter } = {}) {}

  async recordCounted(count: RateCount, lead: NewLead, duplicateSince: Date, duplicateMessage: string): Promise<RecordedLead | RateLimited> {
    if (!this.billing.limiter) throw new Error('InMemoryLeadStore: recordCounted needs the intake rate limiter');
    const decision = await this.billing.limiter.consume(count.limit, count.key);
    if (!decision.allowed) return { kind: 'limited', retryAfterSeconds: decision.retryAfterSeconds };
    return this.record(lead, duplicateSince, duplicateMessage);
  }

  async record(lead: NewLead, duplicateSince: Date, duplicateMessage: string): Promise<RecordedLead> {
    if (lead.reference !== null) {
      const earlier = this.rows.find((r) => r.buyerId === lead.buyerId && r.reference === lead.reference);
      if (earlier) return { kind: 'existing', lead: view(earlier) };
    }
    const { identityHashes, ...fields } = clone(lead);
    const row: Row = { ...fields, id: randomUUID(), userId: null, subscriptionId: null, subscribedAt: null, purgedAt: null, subscribeStartedAt: null };
    if (lead.status === 'accepted') {
      const held = identityHashes.some((h) => {
        const claim = this.claims.get(h);
        return claim !== undefined && claim.claimedAt.getTime() > duplicateSince.getTime();
      });
      if (held) {
        Object.assign(row, { status: 'rejected', rejectionCode: 'LEAD.DUPLICATE', message: duplicateMessage, sessionId: null, expiresAt: null, payDay: null, applicant: null, bank: null });
        this.rows.push(row);
        return { kind: 'duplicate', lead: view(row) };
      }
      for (const h of identityHashes) this.claims.set(h, { leadId: row.id, claimedAt: lead.receivedAt });
    }
    this.rows.push(row);
    return { kind: 'recorded', lead: view(row) };
  }

  async findByReference(buyerId: string | null, reference: string) {
    const row = this.rows.find((r) => r.buyerId === buyerId && r.reference === reference);
    return row ? view(row) : null;
  }
  /** Session digests a retry was answered, by lead. */
  readonly aliases = new Map<string, string>();
  async findBySession(sessionHash: string) {
    const aliased = this.aliases.get(sessionHash);
    const row = this.rows.find((r) => (r.sessionId !== null && r.sessionId === sessionHash) || r.id === aliased);
    return row ? view(row) : null;
  }
  async addSession(leadId: string, sessionHash: string) {
    this.aliases.set(sessionHash, leadId);
  }
  async claimedSince(identityHashes: readonly string[], since: Date) {
    return identityHashes.some((h) => {
      const claim = this.claims.get(h);
      return claim !== undefined && claim.claimedAt.getTime() > since.getTime();
    });
  }
  async recordEvent(leadId: string, type: LeadEventType, at: Date) {
    if (!this.rows.some((r) => r.id === leadId)) throw new Error(`no lead ${leadId}`);
    if (this.events.some((e) => e.leadId === leadId && e.type === type)) return;
    this.events.push({ leadId, type, at });
  }
  async beginSubscribe(leadId: string, at: Date, staleBefore: Date) {
    const row = this.rows.find((r) => r.id === leadId);
    if (!row || row.subscriptionId || (row.subscribeStartedAt && row.subscribeStartedAt.getTime() >= staleBefore.getTime())) return false;
    row.subscribeStartedAt = at;
    return true;
  }
  async releaseSubscribe(leadId: string) {
    const row = this.rows.find((r) => r.id === leadId);
    if (row && !row.subscriptionId) row.subscribeStartedAt = null;
  }
  async completeSubscribe(leadId: string, userId: string, subscriptionId: string, at: Date) {
    const row = this.rows.find((r) => r.id === leadId);
    if (!row) throw new Error(`no lead ${leadId}`);
    Object.assign(row, { userId, subscriptionId, subscribedAt: at });
  }
  async receivedBetween(from: Date, to: Date) {
    return this.rows
      .filter((r) => r.receivedAt.getTime() >= from.getTime() && r.receivedAt.getTime() < to.getTime())
      .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime())
      .map(view);
  }
  async activity(from: Date | null, to: Date | null): Promise<LeadActivity[]> {
    const has = (leadId: string, type: LeadEventType) => this.events.some((e) => e.leadId === leadId && e.type === type);
    return this.rows
      .filter((r) => (from === null || r.receivedAt.getTime() >= from.getTime()) && (to === null || r.receivedAt.getTime() < to.getTime()))
      .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime())
      .map((r) => {
        const subscription = r.subscriptionId ? this.billing.subscriptions?.rows.find((s) => s.id === r.subscriptionId) : undefined;
        const revenuePence = r.subscriptionId
          ? [...(this.billing.store?.charges.values() ?? [])].filter((c) => c.subscriptionId === r.subscriptionId && c.status === 'succeeded').reduce((sum, c) => sum + c.amountPence, 0)
          : 0;
        return {
          id: r.id,
          receivedAt: new Date(r.receivedAt),
          status: r.status,
          pricePence: r.pricePence,
          sessionId: r.sessionId,
          email: r.applicant?.email ?? null,
          welcomeViewed: has(r.id, 'welcome_viewed'),
          subscriptionViewed: has(r.id, 'subscription_viewed'),
          subscribed: r.subscriptionId !== null,
          subscriptionStatus: subscription?.status ?? null,
          revenuePence,
        };
      });
  }
  async purge(cutoff: Date, at: Date) {
    let n = 0;
    for (const row of this.rows) {
      if (row.receivedAt.getTime() < cutoff.getTime() && !row.purgedAt) {
        Object.assign(row, { applicant: null, bank: null, purgedAt: at });
        n += 1;
      }
    }
    return n;
  }
  async countPurgeable(cutoff: Date) {
    return this.rows.filter((r) => r.receivedAt.getTime() < cutoff.getTime() && !r.purgedAt).length;
  }
  async forgetClaims(before: Date) {
    let n = 0;
    for (const [hash, claim] of this.claims) {
      if (claim.claimedAt.getTime() <= before.getTime()) {
        this.claims.delete(hash);
        n += 1;
      }
    }
    return n;
  }
}

export class InMemoryBuyerKeyRepository implements BuyerKeyRepository {
  readonly rows: Array<{ -readonly [K in keyof BuyerKey]: BuyerKey[K] } & { keyHash: string }> = [];
  async create(key: { name: string; keyHash: string; prefix: string; ratePerMinute: number; createdAt: Date }) {
    if (this.rows.some((r) => r.name === key.name && !r.revokedAt)) return null;
    const row = { id: randomUUID(), name: key.name, prefix: key.prefix, ratePerMinute: key.ratePerMinute, createdAt: key.createdAt, revokedAt: null, keyHash: key.keyHash };
    this.rows.push(row);
    const { keyHash: _k, ...out } = row;
    return clone(out);
  }
  async findActiveByHash(keyHash: string) {
    const row = this.rows.find((r) => r.keyHash === keyHash && !r.revokedAt);
    if (!row) return null;
    const { keyHash: _k, ...out } = row;
    return clone(out);
  }
  async revoke(name: string, at: Date) {
    const row = this.rows.find((r) => r.name === name && !r.revokedAt);
    if (!row) return false;
    row.revokedAt = at;
    return true;
  }
  async list() {
    return this.rows.map(({ keyHash: _k, ...out }) => clone(out)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }
}

export class InMemoryBuyerAnalyticsSessions implements BuyerAnalyticsSessions {
  readonly rows = new Map<string, Date>();
  async create(tokenHash: string, expiresAt: Date) {
    this.rows.set(tokenHash, expiresAt);
  }
  async isActive(tokenHash: string, now: Date) {
    const expires = this.rows.get(tokenHash);
    return expires !== undefined && expires.getTime() > now.getTime();
  }
  async delete(tokenHash: string) {
    this.rows.delete(tokenHash);
  }
  async deleteExpired(now: Date) {
    let n = 0;
    for (const [hash, expires] of this.rows) {
      if (expires.getTime() <= now.getTime()) {
        this.rows.delete(hash);
        n += 1;
      }
    }
    return n;
  }
}

import { describe, expect, it } from 'vitest';
import type { UserRepository } from '@larder/domain/accounts/ports';
import type { BillingStore, SubscriptionRepository } from '@larder/domain/billing/ports';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import type { LeadFacts } from '@larder/domain/leads/lead';
import type { BuyerAnalyticsSessions, BuyerKeyRepository, LeadStore, NewLead, RateCount } from '@larder/domain/leads/ports';
import type { RateLimiter } from '@larder/domain/shared/rate-limiter';
import type { FixedClock } from '@larder/domain/testing/fixed-clock';

export interface LeadPorts {
  clock: FixedClock;
  leads: LeadStore;
  keys: BuyerKeyRepository;
  sessions: BuyerAnalyticsSessions;
  users: UserRepository;
  subscriptions: SubscriptionRepository;
  billing: BillingStore;
  /** The intake's rate limiter: the one whose counters `leads.recordCounted` counts on. */
  limiter: RateLimiter;
}

const FACTS: LeadFacts = {
  missingFields: [],
  pricePence: 60,
  loanValid: true,
  postcode: 'valid',
  ageYears: 35,
  monthlyIncomePence: 240_000,
  emailValid: true,
  creditConsent: true,
  bankDetails: 'valid',
};

let n = 0;
/** A lead as the intake would store it; `who` names the applicant identities it claims. */
function accepted(at: Date, who: string[], extra: Partial<NewLead> = {}): NewLead {
  n += 1;
  return {
    buyerId: null,
    reference: null,
    receivedAt: at,
    status: 'accepted',
    rejectionCode: null,
    message: 'Lead accepted',
    pricePence: 60,
    facts: FACTS,
    sessionId: `session-${n}-${Math.random().toString(36).slice(2)}`,
    expiresAt: new Date(at.getTime() + 7 * 86_400_000),
    payDay: 28,
    applicant: {
      title: 'Ms',
      firstName: 'Sam',
      lastName: 'Patel',
      email: `sam${n}@example.com`,
      birthDate: '1990-04-12',
      currentHouse: '12',
      currentStreet: 'Oxford Road',
      currentTown: 'Manchester',
      currentCounty: null,
      currentPostcode: 'M1 1AE',
      homePhone: null,
      workPhone: null,
      cellPhone: '07700900123',
      loanAmountPence: 50_000,
      loanTermMonths: 12,
      loanPurpose: null,
      monthlyIncomePence: 240_000,
      nextPayDate: '2026-01-28',
      followingPayDate: null,
      marketingConsent: false,
    },
    bank: { accountNumber: '****6819', sortCode: '**-**-13' },
    identityHashes: who,
    ...extra,
  };
}

function refused(at: Date, extra: Partial<NewLead> = {}): NewLead {
  return {
    ...accepted(at, []),
    status: 'rejected',
    rejectionCode: 'LEAD.BELOW_MIN_INCOME',
    message: 'Lead does not meet minimum income requirements',
    sessionId: null,
    expiresAt: null,
    payDay: null,
    applicant: null,
    bank: null,
    ...extra,
  };
}

const DUP = 'Duplicate lead';
const FAR = new Date('2100-01-01T00:00:00Z');
const WINDOW = 30 * 86_400_000;

/** The leads ports' contract: the in-memory fakes and the Knex adapters (PGlite and PostgreSQL) must all pass it. */
export function leadsContract(make: () => Promise<LeadPorts>) {
  const since = (p: LeadPorts) => new Date(p.clock.now().getTime() - WINDOW);

  it('stores a bought lead and finds it by session and by reference, every field intact', async () => {
    const p = await make();
    const lead = accepted(p.clock.now(), ['e1', 'm1'], { reference: 'REF-1' });
    const out = await p.leads.record(lead, since(p), DUP);
    expect(out.kind).toBe('recorded');
    const { identityHashes: _h, ...fields } = lead;
    const expected = { ...fields, id: out.lead.id, userId: null, subscriptionId: null, subscribedAt: null, purgedAt: null };
    expect(out.lead).toEqual(expected);
    expect(await p.leads.findBySession(lead.sessionId!)).toEqual(expected);
    // Another session digest (a retry's answer) opens the same lead; an unknown one nothing.
    await p.leads.addSession(expected.id, 'another-session-digest', new Date());
    expect(await p.leads.findBySession('another-session-digest')).toEqual(expected);
    expect(await p.leads.findBySession('unknown-digest')).toBeNull();
    expect(await p.leads.findByReference(null, 'REF-1')).toEqual(expected);
    expect(await p.leads.findByReference('00000000-0000-4000-8000-000000000000', 'REF-1')).toBeNull();
    expect(await p.leads.findBySession('unknown')).toBeNull();
  });

  it('answers a repeated (buyer, reference) with the first lead, and stores nothing new', async () => {
    const p = await make();
    const key = (await p.keys.create({ name: 'Acme', keyHash: 'h-acme', prefix: 'lbk_abcdef', ratePerMinute: 60, createdAt: p.clock.now() }))!;
    const first = await p.leads.record(refused(p.clock.now(), { reference: 'R', buyerId: key.id }), since(p), DUP);
    const again = await p.leads.record(accepted(p.clock.now(), ['e2'], { reference: 'R', buyerId: key.id }), since(p), DUP);
    expect(again).toEqual({ kind: 'existing', lead: first.lead });
    expect((await p.leads.record(accepted(p.clock.now(), ['e3'], { reference: 'R' }), since(p), DUP)).kind).toBe('recorded');
    expect(await p.leads.receivedBetween(new Date(0), FAR)).toHaveLength(2);
  });

  it('refuses an applicant already claimed within the window as a duplicate, keeping nothing personal and no claim', async () => {
    const p = await make();
    const first = await p.leads.record(accepted(p.clock.now(), ['email-a', 'mobile-a']), since(p), DUP);
    // Shares the mobile only; its own email must not stay claimed.
    const dup = await p.leads.record(accepted(p.clock.now(), ['email-b', 'mobile-a']), since(p), DUP);
    expect(dup.kind).toBe('duplicate');
    expect(dup.lead).toMatchObject({ status: 'rejected', rejectionCode: 'LEAD.DUPLICATE', message: DUP, sessionId: null, expiresAt: null, applicant: null, bank: null, payDay: null });
    expect(await p.leads.claimedSince(['email-b'], since(p))).toBe(false);
    expect(await p.leads.claimedSince(['mobile-a'], since(p))).toBe(true);
    expect((await p.leads.record(accepted(p.clock.now(), ['email-b']), since(p), DUP)).kind).toBe('recorded');
    expect((await p.leads.findBySession(first.lead.sessionId!))?.status).toBe('accepted');
    // Past the window the applicant may be bought again.
    p.clock.advanceDays(30);
    p.clock.advanceMinutes(1);
    expect((await p.leads.record(accepted(p.clock.now(), ['email-a', 'mobile-a']), since(p), DUP)).kind).toBe('recorded');
  });

  it('buys exactly one of many leads for one applicant sent at the same moment', async () => {
    const p = await make();
    const now = p.clock.now();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => p.leads.record(accepted(now, ['email-same', `mobile-${i}`]), since(p), DUP)));
    expect(results.filter((r) => r.kind === 'recorded')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'duplicate')).toHaveLength(11);
    const stored = await p.leads.receivedBetween(new Date(0), FAR);
    expect(stored.filter((l) => l.status === 'accepted')).toHaveLength(1);
  });

  it('stores one lead for many retries of one reference sent at the same moment', async () => {
    const p = await make();
    const now = p.clock.now();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => p.leads.record(accepted(now, [`e-${i}`], { reference: 'SAME' }), since(p), DUP)));
    expect(results.filter((r) => r.kind === 'recorded')).toHaveLength(1);
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
    expect(await p.leads.receivedBetween(new Date(0), FAR)).toHaveLength(1);
  });

  describe('recordCounted: the rate count and the record in one step (issue 39)', () => {
    const count = (points: number, key = 'buyer-1'): RateCount => ({ limit: { name: 'lead-intake', points, durationSeconds: 60 }, key });

    it('counts each lead on the intake limiter; over the limit it records nothing until the window ends', async () => {
      const p = await make();
      expect((await p.leads.recordCounted(count(3), accepted(p.clock.now(), ['c-1']), since(p), DUP)).kind).toBe('recorded');
      expect((await p.leads.recordCounted(count(3), refused(p.clock.now()), since(p), DUP)).kind).toBe('recorded');
      // The limiter itself sees those two counts: the third is the last one allowed.
      expect(await p.limiter.consume(count(3).limit, 'buyer-1')).toEqual({ allowed: true });
      p.clock.advanceMinutes(0.5);
      expect(await p.leads.recordCounted(count(3), accepted(p.clock.now(), ['c-2']), since(p), DUP)).toEqual({ kind: 'limited', retryAfterSeconds: 30 });
      expect((await p.leads.recordCounted(count(3, 'buyer-2'), accepted(p.clock.now(), ['c-3']), since(p), DUP)).kind).toBe('recorded');
      expect(await p.leads.claimedSince(['c-2'], since(p))).toBe(false);
      expect(await p.leads.receivedBetween(new Date(0), FAR)).toHaveLength(3);
      p.clock.advanceMinutes(0.5);
      expect((await p.leads.recordCounted(count(3), accepted(p.clock.now(), ['c-2']), since(p), DUP)).kind).toBe('recorded');
    });

    it('keeps record\'s answers: a held applicant is a duplicate, a repeated reference the first lead', async () => {
      const p = await make();
      await p.leads.recordCounted(count(10), accepted(p.clock.now(), ['d-1']), since(p), DUP);
      const dup = await p.leads.recordCounted(count(10), accepted(p.clock.now(), ['d-1']), since(p), DUP);
      expect(dup).toMatchObject({ kind: 'duplicate', lead: { status: 'rejected', rejectionCode: 'LEAD.DUPLICATE', applicant: null } });
      const first = await p.leads.recordCounted(count(10), refused(p.clock.now(), { reference: 'REF-C' }), since(p), DUP);
      expect(await p.leads.recordCounted(count(10), accepted(p.clock.now(), ['d-2'], { reference: 'REF-C' }), since(p), DUP)).toEqual({ kind: 'existing', lead: 'lead' in first ? first.lead : null });
      // Four counts were taken, the limit is 10: six more pass, the seventh does not.
      for (let i = 0; i < 6; i += 1) expect((await p.leads.recordCounted(count(10), refused(p.clock.now()), since(p), DUP)).kind).toBe('recorded');
      expect((await p.leads.recordCounted(count(10), refused(p.clock.now()), since(p), DUP)).kind).toBe('limited');
    });

    it('of leads sent at the same moment, exactly the limit pass and one applicant is bought once', async () => {
      const p = await make();
      const now = p.clock.now();
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => p.leads.recordCounted(count(8), accepted(now, ['same-applicant', `m-${i}`]), since(p), DUP)));
      expect(results.filter((r) => r.kind === 'limited')).toHaveLength(4);
      expect(results.filter((r) => r.kind === 'recorded')).toHaveLength(1);
      expect(results.filter((r) => r.kind === 'duplicate')).toHaveLength(7);
      expect(await p.leads.receivedBetween(new Date(0), FAR)).toHaveLength(8);
    });
  });

  it('records each event type once, and the subscribe mark once at a time', async () => {
    const p = await make();
    const { lead } = await p.leads.record(accepted(p.clock.now(), ['x']), since(p), DUP);
    await p.leads.recordEvent(lead.id, 'welcome_viewed', p.clock.now());
    await p.leads.recordEvent(lead.id, 'welcome_viewed', p.clock.now());
    const stale = new Date(p.clock.now().getTime() - 5 * 60_000);
    expect(await p.leads.beginSubscribe(lead.id, p.clock.now(), stale)).toBe(true);
    expect(await p.leads.beginSubscribe(lead.id, p.clock.now(), stale)).toBe(false);
    await p.leads.releaseSubscribe(lead.id);
    expect(await p.leads.beginSubscribe(lead.id, p.clock.now(), stale)).toBe(true);
    p.clock.advanceMinutes(6);
    expect(await p.leads.beginSubscribe(lead.id, p.clock.now(), new Date(p.clock.now().getTime() - 5 * 60_000))).toBe(true);
    const activity = await p.leads.activity(null, null);
    expect(activity).toEqual([expect.objectContaining({ id: lead.id, welcomeViewed: true, subscriptionViewed: false, subscribed: false, revenuePence: 0, email: lead.applicant!.email })]);
  });

  it('links the subscription and reports its status and what its charges brought', async () => {
    const p = await make();
    const now = p.clock.now();
    const { lead } = await p.leads.record(accepted(now, ['y']), since(p), DUP);
    await p.leads.record(refused(new Date(now.getTime() + 1000)), since(p), DUP);
    const user = (await p.users.create({ email: `lead-${Date.now()}@example.com`, passwordHash: null, firstName: 'Sam', lastName: 'Patel', role: 'user', profile: EMPTY_PROFILE }))!;
    const sub = await p.subscriptions.create({
      userId: user.id,
      status: 'active',
      provider: 'fake',
      providerCustomerId: 'cus_1',
      paymentMethodId: 'pm_1',
      card: { brand: 'visa', last4: '4242', bin: '424242' },
      preferredPayDay: 28,
      trialEndsAt: null,
      nextChargeAt: new Date('2026-01-28T00:00:00Z'),
      billingPeriod: new Date('2026-01-28T00:00:00Z'),
    });
    await p.leads.completeSubscribe(lead.id, user.id, sub.id, now);
    await p.leads.recordEvent(lead.id, 'subscribed', now);
    expect(await p.leads.beginSubscribe(lead.id, now, new Date(0))).toBe(false);
    const [opened] = await p.billing.openAttempts([{ subscription: sub, at: now }]);
    if (opened?.kind !== 'attempt') throw new Error('no attempt');
    await p.billing.recordOutcomes([{ attempt: opened.attempt, outcome: { status: 'succeeded', providerChargeId: 'ch_1' }, attemptedAt: now, finishedAt: now }], (current) => ({ ...current, status: 'active' }));
    const [newest, oldest] = await p.leads.activity(new Date(now.getTime() - 1000), new Date(now.getTime() + 2000));
    expect(newest).toMatchObject({ status: 'rejected', subscribed: false, email: null, sessionId: null });
    expect(oldest).toMatchObject({ id: lead.id, subscribed: true, subscriptionStatus: 'active', revenuePence: 1999, pricePence: 60 });
    expect((await p.leads.findBySession(lead.sessionId!))).toMatchObject({ userId: user.id, subscriptionId: sub.id, subscribedAt: now });
    expect(await p.leads.activity(new Date(now.getTime() + 5000), null)).toEqual([]);
  });

  it('lists leads received in a range, oldest first, bounds [from, to)', async () => {
    const p = await make();
    const t0 = p.clock.now();
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    for (const m of [0, 10, 20]) await p.leads.record(refused(at(m)), since(p), DUP);
    const listed = await p.leads.receivedBetween(at(0), at(20));
    expect(listed.map((l) => l.receivedAt.toISOString())).toEqual([at(0).toISOString(), at(10).toISOString()]);
  });

  it('purges personal data before the cutoff and forgets old claims', async () => {
    const p = await make();
    const t0 = p.clock.now();
    const old = await p.leads.record(accepted(t0, ['old-e']), since(p), DUP);
    const recent = await p.leads.record(accepted(new Date(t0.getTime() + 86_400_000), ['new-e']), since(p), DUP);
    const cutoff = new Date(t0.getTime() + 1000);
    expect(await p.leads.countPurgeable(cutoff)).toBe(1);
    expect(await p.leads.purge(cutoff, new Date(t0.getTime() + 2000))).toBe(1);
    expect(await p.leads.countPurgeable(cutoff)).toBe(0);
    expect(await p.leads.findBySession(old.lead.sessionId!)).toMatchObject({ applicant: null, bank: null, purgedAt: new Date(t0.getTime() + 2000), status: 'accepted', pricePence: 60, facts: FACTS });
    expect((await p.leads.findBySession(recent.lead.sessionId!))?.applicant).not.toBeNull();
    expect(await p.leads.forgetClaims(t0)).toBe(1);
    expect(await p.leads.claimedSince(['old-e'], new Date(0))).toBe(false);
    expect(await p.leads.claimedSince(['new-e'], new Date(0))).toBe(true);
  });

  it('buyer keys: one active key per name, found by digest until revoked', async () => {
    const p = await make();
    const at = p.clock.now();
    const key = await p.keys.create({ name: 'Acme', keyHash: 'hash-1', prefix: 'lbk_aaaaaa', ratePerMinute: 600, createdAt: at });
    expect(key).toEqual({ id: expect.any(String), name: 'Acme', prefix: 'lbk_aaaaaa', ratePerMinute: 600, createdAt: at, revokedAt: null });
    expect(await p.keys.create({ name: 'Acme', keyHash: 'hash-2', prefix: 'lbk_bbbbbb', ratePerMinute: 600, createdAt: at })).toBeNull();
    expect(await p.keys.findActiveByHash('hash-1')).toEqual(key);
    expect(await p.keys.findActiveByHash('hash-x')).toBeNull();
    expect(await p.keys.revoke('Acme', at)).toBe(true);
    expect(await p.keys.revoke('Acme', at)).toBe(false);
    expect(await p.keys.findActiveByHash('hash-1')).toBeNull();
    expect(await p.keys.create({ name: 'Acme', keyHash: 'hash-3', prefix: 'lbk_cccccc', ratePerMinute: 60, createdAt: at })).not.toBeNull();
    expect((await p.keys.list()).map((k) => [k.name, k.revokedAt === null])).toEqual([
      ['Acme', false],
      ['Acme', true],
    ]);
  });

  it('buyer analytics sessions expire and can be deleted', async () => {
    const p = await make();
    const now = p.clock.now();
    await p.sessions.create('t1', new Date(now.getTime() + 60_000), now);
    await p.sessions.create('t2', new Date(now.getTime() + 60_000), now);
    expect(await p.sessions.isActive('t1', now)).toBe(true);
    expect(await p.sessions.isActive('nope', now)).toBe(false);
    await p.sessions.delete('t1');
    expect(await p.sessions.isActive('t1', now)).toBe(false);
    expect(await p.sessions.isActive('t2', new Date(now.getTime() + 60_000))).toBe(false);
    expect(await p.sessions.deleteExpired(new Date(now.getTime() + 60_000))).toBe(1);
  });
}

import { describe, expect, it } from 'vitest';
import { leadsFixture } from '../testing/leads-fixture';
import { aLeadPayload } from '../testing/lead-payloads';
import { digestToken } from '../shared/tokens';

describe('BuyerKeys', () => {
  it('issues a key once, keeps only its digest, authenticates it until revoked', async () => {
    const f = leadsFixture();
    const created = await f.buyerKeys.create('Acme Leads');
    if (!created.ok) throw new Error(created.error.message);
    const { secret, key } = created.value;
    expect(secret).toMatch(/^lbk_[A-Za-z0-9_-]{43}$/);
    expect(f.keys.rows[0]!.keyHash).toBe(digestToken(secret));
    expect(JSON.stringify(f.keys.rows)).not.toContain(secret);
    expect(key).toMatchObject({ name: 'Acme Leads', prefix: secret.slice(0, 10), ratePerMinute: 600 });
    expect((await f.buyerKeys.authenticate(secret))?.id).toBe(key.id);
    expect(await f.buyerKeys.authenticate(`${secret}x`)).toBeNull();
    expect(await f.buyerKeys.authenticate(undefined)).toBeNull();
    expect((await f.buyerKeys.create('Acme Leads')).ok).toBe(false);
    expect((await f.buyerKeys.revoke('Acme Leads')).ok).toBe(true);
    expect(await f.buyerKeys.authenticate(secret)).toBeNull();
    expect((await f.buyerKeys.revoke('Acme Leads')).ok).toBe(false);
    expect((await f.buyerKeys.create('Acme Leads')).ok).toBe(true);
  });

  it('refuses bad names and rates; limits each key to its rate a minute', async () => {
    const f = leadsFixture();
    expect((await f.buyerKeys.create('')).ok).toBe(false);
    expect((await f.buyerKeys.create('x'.repeat(61))).ok).toBe(false);
    expect((await f.buyerKeys.create('ok', 0)).ok).toBe(false);
    const created = await f.buyerKeys.create('Slow', 2);
    if (!created.ok) throw new Error('create');
    expect((await f.buyerKeys.allow(created.value.key, 'ip')).allowed).toBe(true);
    expect((await f.buyerKeys.allow(created.value.key, 'ip')).allowed).toBe(true);
    expect(await f.buyerKeys.allow(created.value.key, 'ip')).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    f.clock.advanceMinutes(1);
    expect((await f.buyerKeys.allow(created.value.key, 'ip')).allowed).toBe(true);
  });
});

describe('PurgeLeads (90 days)', () => {
  it('erases personal data of leads older than 90 days, keeps the figures, forgets old claims', async () => {
    const f = leadsFixture('2026-01-01T10:00:00Z');
    const old = await f.intake.execute(aLeadPayload(), { buyerId: 'b' });
    f.clock.set('2026-03-01T10:00:00Z');
    await f.intake.execute(aLeadPayload(), { buyerId: 'b' });
    f.clock.set('2026-04-01T10:00:01Z'); // 90 days and a second after the first
    expect(await f.purge.execute({ dryRun: true })).toMatchObject({ dryRun: true, leads: 1 });
    expect(f.leads.rows[0]!.applicant).not.toBeNull();
    const summary = await f.purge.execute();
    // Both leads' claims (email and mobile each) are past the 30-day window by now.
    expect(summary).toMatchObject({ dryRun: false, leads: 1, claims: 4 });
    expect(f.leads.rows[0]).toMatchObject({ applicant: null, bank: null, status: 'accepted', pricePence: 60 });
    expect(f.leads.rows[1]!.applicant).not.toBeNull();
    if (old.accepted) expect(await f.journey.view(old.sessionId)).toMatchObject({ ok: false, error: { code: 'LEAD.NOT_FOUND' } });
    expect((await f.purge.execute()).leads).toBe(0);
    const data = await f.analytics.data({ range: 'custom', startDate: '2026-01-01', endDate: '2026-03-31' });
    expect(data).toMatchObject({ ok: true, value: { totalLeadsPurchased: 2, totalLeadsCost: 1.2 } });
    if (data.ok) expect(data.value.leadDetails.map((l) => l.email)).toContain('(erased)');
  });
});

describe('ReplayLeads', () => {
  it('dry run: says what would happen to each line and changes nothing', async () => {
    const f = leadsFixture();
    const bought = aLeadPayload({ lead_reference: 'R1' });
    await f.intake.execute(bought, { buyerId: 'b' });
    const again = aLeadPayload();
    const report = await f.replay.fromPayloads(
      [
        { line: 1, payload: bought },
        { line: 2, payload: aLeadPayload({ applicant: { email: bought.applicant!.email } }) },
        { line: 3, payload: again },
        { line: 4, payload: aLeadPayload({ applicant: { email: again.applicant!.email } }) },
        { line: 5, payload: aLeadPayload({ employment: { monthly_income: 10 } }) },
        { line: 6, error: 'not JSON' },
      ],
      { apply: false, buyerId: 'b' },
    );
    expect(report.lines.map((l) => l.outcome)).toEqual(['already_recorded', 'duplicate', 'would_buy', 'duplicate', 'would_refuse', 'unreadable']);
    expect(report.lines[2]!.message).toBe('would buy for £0.60');
    expect(report.dryRun).toBe(true);
    expect(f.leads.rows).toHaveLength(1);
  });

  it('applied: goes through the intake, so running the same file twice buys nothing twice', async () => {
    const f = leadsFixture();
    const lines = [aLeadPayload({ lead_reference: 'F1' }), aLeadPayload({ lead_reference: 'F2', additional: { credit_check_consent: 'no' } }), aLeadPayload()].map((payload, i) => ({ line: i + 1, payload }));
    const first = await f.replay.fromPayloads(lines, { apply: true, buyerId: 'b' });
    expect(first.lines.map((l) => l.outcome)).toEqual(['bought', 'refused', 'bought']);
    const second = await f.replay.fromPayloads(lines, { apply: true, buyerId: 'b' });
    expect(second.lines.map((l) => l.outcome)).toEqual(['already_recorded', 'already_recorded', 'duplicate']);
    expect(f.leads.rows.filter((r) => r.status === 'accepted')).toHaveLength(2);
  });

  it('stored leads: judged again on their kept facts, reported only', async () => {
    const f = leadsFixture('2026-01-10T10:00:00Z');
    await f.intake.execute(aLeadPayload(), { buyerId: 'b' });
    await f.intake.execute(aLeadPayload({ employment: { monthly_income: 1000 } }), { buyerId: 'b' });
    // Pretend today's rules differ: a stored decision that no longer matches its facts.
    f.leads.rows[0]!.facts = { ...f.leads.rows[0]!.facts, monthlyIncomePence: 150_000 };
    f.leads.rows[1]!.facts = { ...f.leads.rows[1]!.facts, monthlyIncomePence: 250_000 };
    const report = await f.replay.fromStored(new Date('2026-01-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z'));
    expect(report.lines.map((l) => l.outcome)).toEqual(['now_refused', 'now_acceptable']);
    expect(report.dryRun).toBe(true);
    expect(f.leads.rows.map((r) => r.status)).toEqual(['accepted', 'rejected']);
  });
});

import { describe, expect, it } from 'vitest';
import { leadsFixture } from '../../testing/leads-fixture';
import { aLeadPayload } from '../../testing/lead-payloads';

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
    expect(report.counts).toEqual({ already_recorded: 1, duplicate: 2, would_buy: 1, would_refuse: 1, unreadable: 1 });
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

import { describe, expect, it } from 'vitest';
import { leadsFixture } from '../../testing/leads-fixture';
import { aLeadPayload } from '../../testing/lead-payloads';

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

describe('PurgeLeads: nothing young is touched', () => {
  it('a lead 89 days old keeps its data; a dry run changes nothing', async () => {
    const f = leadsFixture('2026-01-01T10:00:00Z');
    await f.intake.execute(aLeadPayload(), { buyerId: 'b' });
    f.clock.set('2026-03-31T10:00:00Z');
    expect(await f.purge.execute({ dryRun: true })).toMatchObject({ dryRun: true, leads: 0, claims: 0 });
    expect(await f.purge.execute()).toMatchObject({ leads: 0 });
    expect(f.leads.rows[0]!.applicant).not.toBeNull();
  });
});

import { digestToken } from '../../shared/tokens';
import { describe, expect, it } from 'vitest';
import { leadsFixture } from '../../testing/leads-fixture';
import { aLeadPayload } from '../../testing/lead-payloads';
import { LEAD_MESSAGES } from '../lead';

const BUYER = { buyerId: 'buyer-1' };

describe('ProcessLead', () => {
  it('buys an acceptable lead: an unguessable session for 7 days, the price in pence, the pay day from next_pay_date', async () => {
    const f = leadsFixture('2026-01-15T10:00:00Z');
    const answer = await f.intake.execute(aLeadPayload({ lead_buy_price: '1.20', employment: { next_pay_date: '2026-01-28' } }), BUYER);
    expect(answer).toMatchObject({ accepted: true, pricePence: 120, message: 'Lead accepted', replayed: false });
    if (!answer.accepted) throw new Error('not accepted');
    expect(answer.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    const stored = f.leads.rows[0]!;
    expect(stored).toMatchObject({ status: 'accepted', pricePence: 120, payDay: 28, buyerId: 'buyer-1', sessionId: digestToken(answer.sessionId) }); // only its digest is kept
    expect(stored.expiresAt!.toISOString()).toBe('2026-01-22T10:00:00.000Z');
    expect(stored.applicant).toMatchObject({ firstName: 'Sam', lastName: 'Patel', currentPostcode: 'M1 1AE', monthlyIncomePence: 240_000, loanAmountPence: 50_000, loanTermMonths: 12 });
  });

  it('gives every lead its own session id', async () => {
    const f = leadsFixture();
    const ids = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const a = await f.intake.execute(aLeadPayload(), BUYER);
      if (a.accepted) ids.add(a.sessionId);
    }
    expect(ids.size).toBe(50);
  });

  it('keeps the bank details masked only, and nothing personal of a refused lead', async () => {
    const f = leadsFixture();
    await f.intake.execute(aLeadPayload({ bank: { account_number: '31926819', sort_code: '60-16-13' } }), BUYER);
    await f.intake.execute(aLeadPayload({ employment: { monthly_income: 1500 }, bank: { account_number: '55779911', sort_code: '20-00-00' } }), BUYER);
    const [bought, refused] = f.leads.rows;
    expect(bought!.bank).toEqual({ accountNumber: '****6819', sortCode: '**-**-13' });
    expect(refused).toMatchObject({ status: 'rejected', rejectionCode: 'LEAD.BELOW_MIN_INCOME', message: LEAD_MESSAGES.belowMinimumIncome, applicant: null, bank: null, sessionId: null });
    const everything = JSON.stringify(f.leads.rows);
    for (const secret of ['31926819', '601613', '60-16-13', '55779911', '200000', '20-00-00']) expect(everything).not.toContain(secret);
    expect(refused!.facts.monthlyIncomePence).toBe(150_000);
  });

  it('refuses the same applicant within 30 days, by email or by mobile, and buys them again after', async () => {
    const f = leadsFixture('2026-01-15T10:00:00Z');
    const first = aLeadPayload();
    expect((await f.intake.execute(first, BUYER)).accepted).toBe(true);
    const sameEmail = aLeadPayload({ applicant: { email: String(first.applicant!.email).toUpperCase() } });
    const sameMobile = aLeadPayload({ applicant: { cell_phone: `+44 ${String(first.applicant!.cell_phone).slice(1)}` } });
    for (const payload of [sameEmail, sameMobile]) {
      expect(await f.intake.execute(payload, { buyerId: 'another-buyer' })).toMatchObject({ accepted: false, code: 'LEAD.DUPLICATE', message: LEAD_MESSAGES.duplicate });
    }
    expect(f.leads.rows.filter((r) => r.status === 'accepted')).toHaveLength(1);
    expect(f.leads.rows.filter((r) => r.rejectionCode === 'LEAD.DUPLICATE').every((r) => r.applicant === null && r.sessionId === null)).toBe(true);
    f.clock.advanceDays(29);
    expect((await f.intake.execute(aLeadPayload({ applicant: { email: first.applicant!.email } }), BUYER)).accepted).toBe(false);
    f.clock.advanceDays(1);
    f.clock.advanceMinutes(1);
    expect((await f.intake.execute(aLeadPayload({ applicant: { email: first.applicant!.email } }), BUYER)).accepted).toBe(true);
  });

  it("a buyer's reference makes a retry idempotent: the same answer, no second purchase", async () => {
    const f = leadsFixture();
    const payload = aLeadPayload({ lead_reference: 'ACME-001' });
    const first = await f.intake.execute(payload, BUYER);
    const retry = await f.intake.execute(payload, BUYER);
    // The same answer, but a new session id: only the first one's digest was kept. Both open the lead.
    if (!first.accepted || !retry.accepted) throw new Error('expected both accepted');
    expect(retry).toEqual({ ...first, sessionId: retry.sessionId, replayed: true });
    expect(retry.sessionId).not.toBe(first.sessionId);
    expect((await f.journey.view(first.sessionId)).ok).toBe(true);
    expect((await f.journey.view(retry.sessionId)).ok).toBe(true);
    expect(f.leads.rows).toHaveLength(1);
    expect(f.leads.rows[0]!.sessionId).toBe(digestToken(first.sessionId));
    // A refusal is answered the same way again, even after the rules would now let a changed body through.
    const refused = await f.intake.execute(aLeadPayload({ lead_reference: 'ACME-002', additional: { credit_check_consent: 'no' } }), BUYER);
    const again = await f.intake.execute(aLeadPayload({ lead_reference: 'ACME-002' }), BUYER);
    expect(again).toEqual({ ...refused, replayed: true });
    // References belong to their buyer.
    expect((await f.intake.execute(aLeadPayload({ lead_reference: 'ACME-001' }), { buyerId: 'other' })).replayed).toBe(false);
  });

  it('judges age on the London day: at 23:30 UTC in summer it is already the next day in London', async () => {
    const f = leadsFixture('2026-06-30T23:30:00Z'); // 1 July, 00:30 in London
    const answer = await f.intake.execute(aLeadPayload({ applicant: { birth_date: '2008-07-01' } }), BUYER);
    expect(answer.accepted).toBe(true);
    f.clock.set('2026-06-30T22:30:00Z'); // still 30 June in London
    const early = await f.intake.execute(aLeadPayload({ applicant: { birth_date: '2008-07-01' } }), BUYER);
    expect(early).toMatchObject({ accepted: false, code: 'LEAD.UNDER_AGE' });
  });
});

import { digestToken } from '../../shared/tokens';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../accounts/user';
import { leadsFixture } from '../../testing/leads-fixture';
import { aLeadPayload } from '../../testing/lead-payloads';

async function boughtLead(f: ReturnType<typeof leadsFixture>, overrides: Parameters<typeof aLeadPayload>[0] = {}) {
  const answer = await f.intake.execute(aLeadPayload(overrides), { buyerId: 'buyer-1' });
  if (!answer.accepted) throw new Error(answer.message);
  return answer.sessionId;
}

describe('LeadJourney', () => {
  it('shows a bought lead until its session expires after 7 days; unknown sessions are not found', async () => {
    const f = leadsFixture('2026-01-15T10:00:00Z');
    const session = await boughtLead(f);
    expect((await f.journey.view(session)).ok).toBe(true);
    expect(await f.journey.view('nope')).toMatchObject({ ok: false, error: { code: 'LEAD.NOT_FOUND' } });
    expect(await f.journey.view('')).toMatchObject({ ok: false, error: { code: 'LEAD.NOT_FOUND' } });
    f.clock.set('2026-01-22T09:59:59Z');
    expect((await f.journey.view(session)).ok).toBe(true);
    f.clock.set('2026-01-22T10:00:00Z');
    expect(await f.journey.view(session)).toMatchObject({ ok: false, error: { code: 'LEAD.EXPIRED' } });
    expect(await f.journey.track(session, 'welcome_viewed')).toMatchObject({ ok: false, error: { code: 'LEAD.EXPIRED' } });
    expect(await f.journey.createSetupIntent(session)).toMatchObject({ ok: false, error: { code: 'LEAD.EXPIRED' } });
  });

  it('records each page view once per lead', async () => {
    const f = leadsFixture();
    const session = await boughtLead(f);
    await f.journey.track(session, 'welcome_viewed');
    await f.journey.track(session, 'welcome_viewed');
    await f.journey.track(session, 'subscription_viewed');
    expect(f.leads.events.map((e) => e.type)).toEqual(['welcome_viewed', 'subscription_viewed']);
  });

  it('starts the trial with the card: a passwordless account with the lead postcode, the pay day of next_pay_date by default', async () => {
    const f = leadsFixture('2026-01-15T10:00:00Z');
    const session = await boughtLead(f, { employment: { next_pay_date: '2026-01-28' } });
    const done = await f.journey.subscribe(session, { paymentMethodId: 'pm_card_visa', customerName: 'Sam Patel' });
    if (!done.ok) throw new Error(done.error.message);
    expect(done.value.alreadySubscribed).toBe(false);
    expect(done.value.subscription).toMatchObject({ status: 'trialing', preferredPayDay: 28 });
    const user = (await f.users.findById(done.value.subscription!.userId))!;
    expect(user).toMatchObject({ passwordHash: null, firstName: 'Sam', lastName: 'Patel', role: 'user' });
    expect(user.profile.postcode).toBe('M1 1AE');
    expect(done.value.lead).toMatchObject({ userId: user.id, subscriptionId: done.value.subscription!.id });
    expect(f.leads.events.map((e) => e.type)).toEqual(['subscribed']);
    expect(f.mailer.last('trial-started')?.to).toBe(user.email);
  });

  it('is idempotent: a second subscribe after success creates and charges nothing', async () => {
    const f = leadsFixture();
    const session = await boughtLead(f);
    await f.journey.subscribe(session, { paymentMethodId: 'pm_card_visa', payDay: 5 });
    const again = await f.journey.subscribe(session, { paymentMethodId: 'pm_card_visa', payDay: 5 });
    expect(again).toMatchObject({ ok: true, value: { alreadySubscribed: true } });
    expect(f.subscriptions.rows).toHaveLength(1);
    expect(f.gateway.saved).toEqual(['pm_card_visa']);
  });

  it('refuses a second subscribe while the first is running, and takes over a mark left by a crash', async () => {
    const f = leadsFixture();
    const session = await boughtLead(f);
    const lead = (await f.leads.findBySession(digestToken(session)))!;
    expect(await f.leads.beginSubscribe(lead.id, f.clock.now(), new Date(0))).toBe(true);
    expect(await f.journey.subscribe(session, { paymentMethodId: 'pm_card_visa' })).toMatchObject({ ok: false, error: { code: 'LEAD.SUBSCRIBE_IN_PROGRESS' } });
    f.clock.advanceMinutes(6);
    expect((await f.journey.subscribe(session, { paymentMethodId: 'pm_card_visa' })).ok).toBe(true);
  });

  it('a declined card leaves the lead free to try again with another card', async () => {
    const f = leadsFixture();
    const session = await boughtLead(f);
    expect(await f.journey.subscribe(session, { paymentMethodId: 'pm_card_chargeDeclined' })).toMatchObject({ ok: false, error: { code: 'PAYMENT.DECLINED' } });
    expect((await f.journey.subscribe(session, { paymentMethodId: 'pm_card_visa' })).ok).toBe(true);
  });

  it("links the existing account of the lead's own email, but takes over no one else's account", async () => {
    const f = leadsFixture();
    const session = await boughtLead(f, { applicant: { email: 'known@example.com' } });
    const known = (await f.users.create({ email: 'known@example.com', passwordHash: null, firstName: 'Kim', lastName: 'Known', role: 'user', profile: EMPTY_PROFILE }))!;
    await f.users.create({ email: 'other@example.com', passwordHash: null, firstName: 'Oli', lastName: 'Other', role: 'user', profile: EMPTY_PROFILE });
    expect(await f.journey.subscribe(session, { paymentMethodId: 'pm_card_visa', customerEmail: 'other@example.com' })).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNT.EMAIL_TAKEN' },
    });
    const linked = await f.journey.subscribe(session, { paymentMethodId: 'pm_card_visa', customerEmail: 'Known@Example.com' });
    expect(linked).toMatchObject({ ok: true, value: { subscription: { userId: known.id } } });
  });

  it('checks the pay day, the email and the card', async () => {
    const f = leadsFixture();
    const session = await boughtLead(f);
    expect(await f.journey.subscribe(session, { paymentMethodId: 'pm_card_visa', payDay: 32 })).toMatchObject({ ok: false, error: { field: 'payDay', message: 'Billing day must be between 1 and 31' } });
    expect(await f.journey.subscribe(session, { paymentMethodId: 'pm_card_visa', customerEmail: 'nope' })).toMatchObject({ ok: false, error: { field: 'customerEmail' } });
    expect(await f.journey.subscribe(session, { paymentMethodId: '' })).toMatchObject({ ok: false, error: { field: 'paymentMethodId' } });
  });
});

import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/result';
import { billingFixture } from '../../testing/in-memory-billing';
import { FakePaymentGateway, FakePaymentGateways } from '../../testing/in-memory-support';
import type { CardDetails } from '../ports';
import { type CardFormInput, StartSubscription } from './start-subscription.use-case';

/** The simulated provider in its card-form role: registers any card it is given. */
class CardFormGateway extends FakePaymentGateway {
  readonly registered: CardDetails[] = [];
  async registerCardDetails(input: { card: CardDetails }) {
    this.registered.push(input.card);
    const n = this.registered.length;
    return ok({ saved: { customerId: `cus_form_${n}`, paymentMethodId: `pm_form_${n}`, card: { brand: 'visa', last4: input.card.number.slice(-4), bin: input.card.number.slice(0, 6) } }, firstPayment: null });
  }
}

const form = (over: Partial<CardFormInput> = {}): CardFormInput => ({
  firstName: 'Amira',
  lastName: 'Khan',
  amount: { pounds: '19.99' },
  billingDay: 12,
  card: { holderName: 'A Khan', number: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 30, cvv: '123' },
  ...over,
});

async function setUp(withCardForm = true) {
  const f = billingFixture('2027-03-01T08:00:00Z');
  const cardForm = new CardFormGateway('form');
  const gateways = withCardForm ? new FakePaymentGateways(f.gateway, cardForm) : f.gateways;
  const start = new StartSubscription(f.subscriptions, gateways, f.chargeNow, f.events, f.mailer, f.clock, f.logger);
  const user = (await f.users.create({ email: 'amira@example.com', passwordHash: null, firstName: 'Amira', lastName: 'Khan', role: 'user', profile: (await f.household({ payDay: 1, startedAt: f.clock.now() })).user.profile }))!;
  return { f, cardForm, start, user };
}

describe('starting a subscription from the /subscribe page', () => {
  it('a first subscription starts a 7-day trial, charged on the chosen day after it, and emails the household', async () => {
    const { f, start, user } = await setUp();
    expect((await start.canStart(user.id)).ok).toBe(true);
    const started = await start.start(user, { paymentMethodId: 'pm_card_visa', payDay: '20' });
    expect(started.ok && started.value).toMatchObject({ status: 'trialing', preferredPayDay: 20, paymentMethodId: 'pm_card_visa' });
    if (!started.ok) return;
    expect(started.value.trialEndsAt!.toISOString()).toBe('2027-03-08T08:00:00.000Z');
    expect(started.value.nextChargeAt!.toISOString().slice(0, 10)).toBe('2027-03-20');
    expect(f.mailer.last('trial-started')!.text).toContain('on the 20th of each month');
    expect(f.gateway.succeededCount()).toBe(0);
    const again = await start.start(user, { paymentMethodId: 'pm_card_visa', payDay: 1 });
    expect(!again.ok && again.error).toMatchObject({ code: 'SUBSCRIPTION.EXISTS', message: 'Your free trial is already running.' });
    expect(!(await start.canStart(user.id)).ok).toBe(true);
  });

  it('a declined card or a bad pay day starts nothing; a declined card is recorded', async () => {
    const { f, start, user } = await setUp();
    const badDay = await start.start(user, { paymentMethodId: 'pm_card_visa', payDay: 40 });
    expect(!badDay.ok && badDay.error.code).toBe('VALIDATION');
    const declined = await start.start(user, { paymentMethodId: 'pm_card_chargeDeclined', payDay: 1 });
    expect(!declined.ok && declined.error.code).toBe('PAYMENT.DECLINED');
    expect(await f.subscriptions.findByUserId(user.id)).toBeNull();
    expect(f.events.events.filter((e) => e.userId === user.id)).toMatchObject([{ eventType: 'payment_method_added', status: 'failed' }]);
  });

  it('a returning household pays its first month at once; a decline leaves the subscription failed', async () => {
    const { f, start, user } = await setUp();
    await f.subscriptions.create({ userId: user.id, status: 'cancelled', provider: 'fake', providerCustomerId: 'c', paymentMethodId: 'pm_old', card: null, preferredPayDay: 1, trialEndsAt: null, nextChargeAt: null, billingPeriod: null });
    f.gateway.script.set('pm_broke', ['closed_account']);
    const declined = await start.start(user, { paymentMethodId: 'pm_broke', payDay: 1 });
    expect(!declined.ok && declined.error.code).toBe('PAYMENT.DECLINED');
    expect((await f.subscriptions.findByUserId(user.id))!.status).toBe('failed');
    const paid = await start.start(user, { paymentMethodId: 'pm_good', payDay: 1 });
    expect(paid.ok && paid.value.status).toBe('active');
    expect(f.gateway.succeededCount()).toBe(1);
  });
});

describe('the card form', () => {
  it('checks every field and names the one at fault', async () => {
    const { start, user, cardForm } = await setUp();
    const cases: Array<[Partial<CardFormInput>, string]> = [
      [{ firstName: 'A' }, 'firstName'],
      [{ email: 'not-an-email' }, 'email'],
      [{ amount: { pounds: '5' } }, 'amount'],
      [{ amount: { pence: 'abc' } }, 'amount'],
      [{ billingDay: 0 }, 'billingDay'],
      [{ card: { ...form().card, number: '4111' } }, 'cardNumber'],
      [{ card: { ...form().card, expiryMonth: 13 } }, 'expiryMonth'],
      [{ card: { ...form().card, expiryMonth: 1, expiryYear: 2027 } }, 'expiryYear'],
      [{ card: { ...form().card, cvv: '12' } }, 'cvv'],
      [{ card: { ...form().card, holderName: ' ' } }, 'holderName'],
    ];
    for (const [over, field] of cases) {
      const r = await start.subscribeWithCard(user, form(over));
      expect(!r.ok && r.error, field).toMatchObject({ code: 'VALIDATION', field });
    }
    expect(cardForm.registered).toEqual([]);
  });

  it('starts a trial with a valid card, then replaces the card of the live subscription and moves its pay day', async () => {
    const { start, user, cardForm } = await setUp();
    const first = await start.subscribeWithCard(user, form());
    expect(first.ok && first.value).toMatchObject({ replacedCard: false, subscription: { status: 'trialing', provider: 'form', preferredPayDay: 12 } });
    const second = await start.subscribeWithCard(user, form({ billingDay: '3', card: { ...form().card, number: '5555555555554444' } }));
    expect(second.ok && second.value).toMatchObject({ replacedCard: true, subscription: { paymentMethodId: 'pm_form_2', preferredPayDay: 3, card: { last4: '4444' } } });
    expect(cardForm.registered).toHaveLength(2);
  });

  it('without a card-form provider: PAYMENT.NOT_CONFIGURED', async () => {
    const { start, user } = await setUp(false);
    const r = await start.subscribeWithCard(user, form());
    expect(!r.ok && r.error.code).toBe('PAYMENT.NOT_CONFIGURED');
  });
});

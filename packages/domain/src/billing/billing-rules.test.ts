import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { billingFixture } from '../testing/in-memory-billing';
import { daysInMonth } from './billing-day';
import {
  MAX_ATTEMPTS_PER_PERIOD,
  RETRY_ATTEMPTS,
  RETRY_DELAYS_DAYS,
  accessEndsAfterCancelling,
  applyChargeOutcome,
  cancel,
  changePayDay,
  isoDate,
  ordinal,
  periodAfter,
  periodMonth,
  undoCancel,
} from './billing-rules';
import type { Subscription } from './subscription';

const base = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 's1',
  userId: 'u1',
  status: 'active',
  provider: 'fake',
  providerCustomerId: 'cus',
  paymentMethodId: 'pm',
  card: null,
  amountPence: 1999,
  preferredPayDay: 15,
  trialEndsAt: new Date('2027-01-08T10:00:00Z'),
  billingPeriod: new Date('2027-03-15T00:00:00Z'),
  nextChargeAt: new Date('2027-03-15T00:00:00Z'),
  failedAttempts: 0,
  lastBillingDate: new Date('2027-02-15T00:00:00Z'),
  cancelledAt: null,
  accessEndsAt: null,
  statusBeforeCancel: null,
  createdAt: new Date('2027-01-01T10:00:00Z'),
  updatedAt: new Date('2027-01-01T10:00:00Z'),
  ...overrides,
});
const at = new Date('2027-03-15T09:00:00Z');

describe('charge outcomes', () => {
  it('a success makes the subscription active and moves it to the next month, on the pay day or the month end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 2024, max: 2030 }), fc.integer({ min: 0, max: 11 }), (payDay, year, month) => {
        const period = new Date(Date.UTC(year, month, Math.min(payDay, daysInMonth(year, month))));
        const { subscription, result } = applyChargeOutcome(base({ preferredPayDay: payDay, billingPeriod: period, status: 'pending', failedAttempts: 2 }), { status: 'succeeded', providerChargeId: 'ch' }, at);
        const next = subscription.billingPeriod!;
        expect(result).toBe('charged');
        expect(subscription).toMatchObject({ status: 'active', failedAttempts: 0 });
        expect(next.getUTCDate()).toBe(Math.min(payDay, daysInMonth(next.getUTCFullYear(), next.getUTCMonth())));
        expect((next.getUTCFullYear() * 12 + next.getUTCMonth()) - (year * 12 + month)).toBe(1);
        expect(subscription.nextChargeAt).toEqual(next);
      }),
    );
  });

  it('soft declines are retried 1, 3 and 7 days after each failure; the fourth failure suspends', () => {
    let sub = base();
    let day = at;
    const dates: string[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS_PER_PERIOD; attempt += 1) {
      const out = applyChargeOutcome(sub, { status: 'declined', providerChargeId: null, reason: 'insufficient_funds', message: 'no funds' }, day);
      sub = out.subscription;
      if (attempt < MAX_ATTEMPTS_PER_PERIOD) {
        expect(out.result).toBe('retry_scheduled');
        expect(sub.status).toBe('pending');
        dates.push(isoDate(sub.nextChargeAt!));
        day = new Date(sub.nextChargeAt!.getTime() + 9 * 3_600_000);
      } else {
        expect(out.result).toBe('suspended');
        expect(sub).toMatchObject({ status: 'failed', nextChargeAt: null, failedAttempts: 4 });
      }
    }
    expect(RETRY_DELAYS_DAYS).toEqual([1, 3, 7]);
    // "3 retry attempts": three retries were scheduled after the first charge, four attempts in all.
    expect(RETRY_ATTEMPTS).toBe(3);
    expect(MAX_ATTEMPTS_PER_PERIOD).toBe(4);
    expect(dates).toHaveLength(RETRY_ATTEMPTS);
    expect(dates).toEqual(['2027-03-16', '2027-03-19', '2027-03-26']);
    // The period being collected never moves while retrying.
    expect(isoDate(sub.billingPeriod!)).toBe('2027-03-15');
  });

  it.each(['closed_account', 'expired_card', 'authentication_required', 'authentication_failed', 'card_declined', 'incorrect_cvc', 'invalid_payment_method'] as const)(
    'a hard decline (%s) suspends at once',
    (reason) => {
      const out = applyChargeOutcome(base(), { status: 'declined', providerChargeId: null, reason, message: 'no' }, at);
      expect(out.result).toBe('suspended');
      expect(out.subscription.status).toBe('failed');
    },
  );
});

describe('cancelling and undoing', () => {
  const now = new Date('2027-03-20T12:00:00Z');

  it('access lasts to the end of the trial, or of the paid period; an unpaid period ends it now', () => {
    expect(accessEndsAfterCancelling(base({ status: 'trialing', trialEndsAt: new Date('2027-03-25T10:00:00Z') }), now)).toEqual(new Date('2027-03-25T10:00:00Z'));
    expect(accessEndsAfterCancelling(base({ status: 'active', billingPeriod: new Date('2027-04-15T00:00:00Z') }), now)).toEqual(new Date('2027-04-15T00:00:00Z'));
    expect(accessEndsAfterCancelling(base({ status: 'pending' }), now)).toEqual(now);
    expect(accessEndsAfterCancelling(base({ status: 'failed' }), now)).toEqual(now);
  });

  it('cancel stops billing and remembers the status; a second cancel is refused; undo restores it while access lasts', () => {
    const active = base({ billingPeriod: new Date('2027-04-15T00:00:00Z'), nextChargeAt: new Date('2027-04-15T00:00:00Z') });
    const cancelled = cancel(active, now);
    expect(cancelled.ok && cancelled.value).toMatchObject({ status: 'cancelled', statusBeforeCancel: 'active', nextChargeAt: null, cancelledAt: now });
    if (!cancelled.ok) return;
    expect(cancel(cancelled.value, now)).toMatchObject({ ok: false, error: { code: 'SUBSCRIPTION.ALREADY_CANCELLED' } });
    const undone = undoCancel(cancelled.value, new Date('2027-04-14T23:00:00Z'));
    expect(undone.ok && undone.value).toMatchObject({ status: 'active', nextChargeAt: new Date('2027-04-15T00:00:00Z'), accessEndsAt: null, statusBeforeCancel: null });
    expect(undoCancel(cancelled.value, new Date('2027-04-15T00:00:00Z'))).toMatchObject({ ok: false, error: { code: 'SUBSCRIPTION.UNDO_EXPIRED' } });
    expect(undoCancel(active, now)).toMatchObject({ ok: false, error: { code: 'SUBSCRIPTION.NOT_CANCELLED' } });
  });
});

describe('changing the pay day', () => {
  it('moves the next charge within the month being collected, or to the next month when that day has passed; never twice in a month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 27 }), (from, to, todayOffset) => {
        fc.pre(from !== to);
        const period = new Date(Date.UTC(2027, 1, Math.min(from, 28)));
        const lastPaid = new Date(Date.UTC(2027, 0, from));
        const now = new Date(Date.UTC(2027, 0, Math.min(from, 28) + 1 + todayOffset, 12));
        const moved = changePayDay(base({ preferredPayDay: from, billingPeriod: period, nextChargeAt: period, lastBillingDate: lastPaid }), to, now);
        expect(moved.ok).toBe(true);
        if (!moved.ok) return;
        const next = moved.value.nextChargeAt!;
        expect(next.getTime()).toBeGreaterThan(now.getTime());
        expect(periodMonth(next) >= periodMonth(period)).toBe(true);
        expect(periodMonth(next) > periodMonth(lastPaid)).toBe(true);
        expect(next.getUTCDate()).toBe(Math.min(to, daysInMonth(next.getUTCFullYear(), next.getUTCMonth())));
        expect(moved.value.billingPeriod).toEqual(next);
      }),
    );
  });

  it('during the trial the first charge is the first new pay day after the trial', () => {
    const trial = base({ status: 'trialing', trialEndsAt: new Date('2027-03-08T10:00:00Z'), billingPeriod: new Date('2027-03-15T00:00:00Z') });
    const moved = changePayDay(trial, 5, new Date('2027-03-03T10:00:00Z'));
    expect(moved.ok && isoDate(moved.value.nextChargeAt!)).toBe('2027-04-05');
  });

  it('refuses bad days, the same day, and subscriptions that are pending, suspended or cancelled', () => {
    const now = new Date('2027-03-01T10:00:00Z');
    expect(changePayDay(base(), 0, now)).toMatchObject({ ok: false, error: { message: 'Billing day must be between 1 and 31' } });
    expect(changePayDay(base(), 32, now)).toMatchObject({ ok: false });
    expect(changePayDay(base(), 15, now)).toMatchObject({ ok: false, error: { message: 'Your billing day is already the 15th.' } });
    for (const status of ['pending', 'failed', 'cancelled'] as const) expect(changePayDay(base({ status }), 3, now)).toMatchObject({ ok: false, error: { code: 'SUBSCRIPTION.NOT_ACTIVE' } });
  });
});

describe('helpers', () => {
  it('writes ordinals in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30, 31].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '30th', '31st']);
  });
  it('the month after 31 January is 28 or 29 February', () => {
    expect(isoDate(periodAfter(new Date('2027-01-31T00:00:00Z'), 31))).toBe('2027-02-28');
    expect(isoDate(periodAfter(new Date('2028-01-31T00:00:00Z'), 31))).toBe('2028-02-29');
    expect(isoDate(periodAfter(new Date('2027-12-31T00:00:00Z'), 31))).toBe('2028-01-31');
  });
});

describe('the billing fixture', () => {
  it('creates trials whose first charge follows the trial', async () => {
    const f = billingFixture('2027-01-30T22:00:00Z');
    const { subscription } = await f.household({ payDay: 31, startedAt: new Date('2027-01-30T22:00:00Z') });
    expect(isoDate(subscription.nextChargeAt!)).toBe('2027-02-28');
  });
});

import { describe, expect, it } from 'vitest';
import { CARD_ATTEMPT_LIMITS, CardAttempts, GENERIC_CARD_DECLINE } from './card-attempts';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryRateLimiter, RecordingLogger, RecordingOperatorAlerts } from '../testing/in-memory-support';
import { err, ok } from '../shared/result';
import type { DomainError } from '../shared/errors';

function setUp() {
  const clock = new FixedClock(new Date('2027-03-01T10:00:00Z'));
  const logger = new RecordingLogger();
  const alerts = new RecordingOperatorAlerts();
  const attempts = new CardAttempts(new InMemoryRateLimiter(clock), logger, alerts);
  let providerCalls = 0;
  const declines = (error: DomainError) => async () => {
    providerCalls += 1;
    return err(error);
  };
  const succeeds = async () => {
    providerCalls += 1;
    return ok('saved');
  };
  return { clock, logger, alerts, attempts, declines, succeeds, calls: () => providerCalls };
}

describe('card attempts', () => {
  it('answers every refusal of the card with one generic decline; the precise reason goes to the log only', async () => {
    const { attempts, declines, logger } = setUp();
    const refusals: DomainError[] = [
      { code: 'PAYMENT.DECLINED', message: 'Your card has insufficient funds.' },
      { code: 'PAYMENT.DECLINED', message: "Your card's security code is incorrect." },
      { code: 'PAYMENT.METHOD_INVALID', message: 'The card number is not valid.', field: 'cardNumber' },
    ];
    for (const [i, refusal] of refusals.entries()) {
      const result = await attempts.attempt({ account: `a${i}@example.com`, address: `198.51.100.${i}`, form: 'signup' }, declines(refusal));
      expect(result).toEqual({ ok: false, error: { code: 'PAYMENT.DECLINED', message: GENERIC_CARD_DECLINE } });
    }
    const logged = logger.lines.filter((l) => l.fields.event === 'card_declined').map((l) => l.fields.reason);
    expect(logged).toEqual(refusals.map((r) => r.message));
  });

  it('leaves form mistakes and other errors as they are', async () => {
    const { attempts, declines } = setUp();
    const name = await attempts.attempt({ account: null, address: '198.51.100.1', form: 'card-form' }, declines({ code: 'PAYMENT.METHOD_INVALID', message: 'Please enter the name on the card.', field: 'holderName' }));
    expect(name).toMatchObject({ ok: false, error: { field: 'holderName', message: 'Please enter the name on the card.' } });
    const taken = await attempts.attempt({ account: null, address: '198.51.100.1', form: 'signup' }, declines({ code: 'PAYMENT.PROVIDER_UNAVAILABLE', message: 'Try later' }));
    expect(taken).toMatchObject({ ok: false, error: { code: 'PAYMENT.PROVIDER_UNAVAILABLE' } });
  });

  it(`limits one account to ${CARD_ATTEMPT_LIMITS.account.points} attempts an hour, whatever the address, before the provider is called`, async () => {
    const { attempts, succeeds, calls, clock } = setUp();
    for (let i = 0; i < CARD_ATTEMPT_LIMITS.account.points; i += 1) {
      expect((await attempts.attempt({ account: 'Jo@Example.com', address: `203.0.113.${i}`, form: 'subscribe' }, succeeds)).ok).toBe(true);
    }
    const refused = await attempts.attempt({ account: 'jo@example.com', address: '203.0.113.99', form: 'subscribe' }, succeeds);
    expect(refused).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect(calls()).toBe(CARD_ATTEMPT_LIMITS.account.points);
  });

  it(`limits one address to ${CARD_ATTEMPT_LIMITS.address.points} attempts an hour across accounts`, async () => {
    const { attempts, succeeds, calls } = setUp();
    for (let i = 0; i < CARD_ATTEMPT_LIMITS.address.points; i += 1) {
      expect((await attempts.attempt({ account: `n${i}@example.com`, address: '198.51.100.7', form: 'signup' }, succeeds)).ok).toBe(true);
    }
    expect(await attempts.attempt({ account: 'new@example.com', address: '198.51.100.7', form: 'signup' }, succeeds)).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect(calls()).toBe(CARD_ATTEMPT_LIMITS.address.points);
  });

  it(`limits the whole site to ${CARD_ATTEMPT_LIMITS.overall.points} attempts an hour (many addresses, many accounts)`, async () => {
    const { attempts, succeeds, calls, clock } = setUp();
    for (let i = 0; i < CARD_ATTEMPT_LIMITS.overall.points; i += 1) {
      await attempts.attempt({ account: `x${i}@example.com`, address: `10.${i >> 8}.${i & 255}.1`, form: 'signup' }, succeeds);
    }
    expect(await attempts.attempt({ account: 'late@example.com', address: '10.99.0.1', form: 'signup' }, succeeds)).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect(calls()).toBe(CARD_ATTEMPT_LIMITS.overall.points);
    clock.set(new Date(clock.now().getTime() + 3600_000));
    expect((await attempts.attempt({ account: 'late@example.com', address: '10.99.0.1', form: 'signup' }, succeeds)).ok).toBe(true);
  });

  it('alerts the operators once when declines spike across the site', async () => {
    const { attempts, declines, alerts } = setUp();
    const { points } = CARD_ATTEMPT_LIMITS.declineSpike;
    for (let i = 0; i < points; i += 1) {
      await attempts.attempt({ account: `t${i}@example.com`, address: `192.0.2.${i}`, form: 'signup' }, declines({ code: 'PAYMENT.DECLINED', message: 'Declined' }));
    }
    expect(alerts.raised).toHaveLength(0);
    for (let i = 0; i < 5; i += 1) {
      await attempts.attempt({ account: `u${i}@example.com`, address: `192.0.2.${100 + i}`, form: 'signup' }, declines({ code: 'PAYMENT.DECLINED', message: 'Declined' }));
    }
    expect(alerts.raised).toHaveLength(1);
    expect(alerts.raised[0]).toMatchObject({ kind: 'card-decline-spike', subject: expect.stringMatching(/Card declines spiking/) });
  });
});

describe('card attempts: form mistakes', () => {
  it('a form mistake the provider never saw does not count against the limits', async () => {
    const { attempts, declines, succeeds } = setUp();
    for (let i = 0; i < CARD_ATTEMPT_LIMITS.account.points * 3; i += 1) {
      await attempts.attempt({ account: 'jo@example.com', address: '198.51.100.1', form: 'card-form' }, declines({ code: 'VALIDATION', message: 'Billing day must be between 1 and 31', field: 'billingDay' }));
    }
    expect((await attempts.attempt({ account: 'jo@example.com', address: '198.51.100.1', form: 'card-form' }, succeeds)).ok).toBe(true);
  });
});

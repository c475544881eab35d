import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { BILLING_RUN_HOUR_UTC, DEFAULT_PAY_DAY, chargeDateIn, daysInMonth, firstChargeDate, isPayDay, nextChargeDate } from './billing-day';

const DAY_MS = 86_400_000;
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Counts a month's days one by one, walking UTC midnights until the month changes. */
function bruteForceDays(year: number, month: number): number {
  // Start at 1 January and walk, so no month arithmetic of Date.UTC is relied on.
  let t = Date.UTC(year, 0, 1);
  while (new Date(t).getUTCMonth() !== month) t += DAY_MS;
  let count = 0;
  while (new Date(t).getUTCMonth() === month) {
    count += 1;
    t += DAY_MS;
  }
  return count;
}

const utcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
const isUtcMidnight = (d: Date) => d.getTime() === utcDay(d);

describe('daysInMonth', () => {
  it('matches a day-by-day count for every month of 1900 to 2100', () => {
    for (let year = 1900; year <= 2100; year += 1) {
      for (let month = 0; month < 12; month += 1) {
        expect(daysInMonth(year, month), `${year}-${month + 1}`).toBe(bruteForceDays(year, month));
      }
    }
  });

  it('matches the Gregorian rule and the fixed month lengths', () => {
    const lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    for (let year = 1900; year <= 2100; year += 1) {
      for (let month = 0; month < 12; month += 1) {
        const expected = month === 1 && isLeap(year) ? 29 : lengths[month]!;
        expect(daysInMonth(year, month), `${year}-${month + 1}`).toBe(expected);
      }
    }
  });

  it.each([
    [2024, 29],
    [2000, 29],
    [2028, 29],
    [1900, 28],
    [2100, 28],
    [2026, 28],
    [2023, 28],
  ])('February %i has %i days', (year, days) => {
    expect(daysInMonth(year, 1)).toBe(days);
  });
});

describe('isPayDay', () => {
  it('accepts whole days 1 to 31 only', () => {
    for (let d = 1; d <= 31; d += 1) expect(isPayDay(d)).toBe(true);
    for (const d of [0, 32, -1, 1.5, NaN, Infinity]) expect(isPayDay(d)).toBe(false);
    expect(DEFAULT_PAY_DAY).toBe(1);
  });
});

describe('chargeDateIn', () => {
  it('puts pay day 31 on the last day of February', () => {
    expect(chargeDateIn(2026, 1, 31).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(chargeDateIn(2024, 1, 31).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(chargeDateIn(2100, 1, 31).toISOString()).toBe('2100-02-28T00:00:00.000Z');
    expect(chargeDateIn(2000, 1, 30).toISOString()).toBe('2000-02-29T00:00:00.000Z');
    expect(chargeDateIn(2026, 1, 29).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('puts pay day 31 on 30 April, and leaves days that exist alone', () => {
    expect(chargeDateIn(2026, 3, 31).toISOString()).toBe('2026-04-30T00:00:00.000Z');
    expect(chargeDateIn(2026, 3, 30).toISOString()).toBe('2026-04-30T00:00:00.000Z');
    expect(chargeDateIn(2026, 0, 31).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(chargeDateIn(2026, 11, 1).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(chargeDateIn(2026, 5, 15).toISOString()).toBe('2026-06-15T00:00:00.000Z');
  });

  it('always lands in the asked month, on min(pay day, month length), at UTC midnight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const date = chargeDateIn(y, m, d);
        expect(date.getUTCFullYear()).toBe(y);
        expect(date.getUTCMonth()).toBe(m);
        expect(date.getUTCDate()).toBe(Math.min(d, bruteForceDays(y, m)));
        expect(isUtcMidnight(date)).toBe(true);
      }),
    );
  });
});

describe('nextChargeDate', () => {
  it.each([
    ['2026-02-03T10:00:00Z', 31, '2026-02-28'],
    ['2024-02-03T10:00:00Z', 31, '2024-02-29'],
    ['2026-01-27T10:00:00Z', 27, '2026-01-27'],
    ['2026-01-28T00:00:00Z', 27, '2026-02-27'],
    ['2026-01-31T23:59:59Z', 30, '2026-02-28'],
    ['2026-12-15T09:00:00Z', 1, '2027-01-01'],
    ['2026-12-31T09:00:00Z', 31, '2026-12-31'],
    ['2026-04-30T09:00:00Z', 31, '2026-04-30'],
    ['2026-05-01T00:00:00Z', 1, '2026-05-01'],
  ] as const)('from %s with pay day %i is %s', (from, payDay, expected) => {
    expect(nextChargeDate(new Date(from), payDay).toISOString()).toBe(`${expected}T00:00:00.000Z`);
  });

  const from = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-11-30T23:59:59Z'), noInvalidDate: true });
  const payDay = fc.integer({ min: 1, max: 31 });

  it('is on or after the UTC day of `from`, within 31 days, on min(pay day, days in its month)', () => {
    fc.assert(
      fc.property(from, payDay, (f, d) => {
        const next = nextChargeDate(f, d);
        const fromDay = utcDay(f);
        expect(isUtcMidnight(next)).toBe(true);
        expect(next.getTime()).toBeGreaterThanOrEqual(fromDay);
        expect(next.getTime() - fromDay).toBeLessThanOrEqual(31 * DAY_MS);
        expect(next.getUTCDate()).toBe(Math.min(d, bruteForceDays(next.getUTCFullYear(), next.getUTCMonth())));
      }),
      { numRuns: 2000 },
    );
  });

  it('is the first such day: no earlier day from `from` on is a charge day', () => {
    fc.assert(
      fc.property(from, payDay, (f, d) => {
        const next = nextChargeDate(f, d).getTime();
        for (let t = utcDay(f); t < next; t += DAY_MS) {
          const day = new Date(t);
          const chargeDay = Math.min(d, bruteForceDays(day.getUTCFullYear(), day.getUTCMonth()));
          expect(day.getUTCDate(), `${day.toISOString()} is a charge day for pay day ${d}`).not.toBe(chargeDay);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('returns the charge day itself when `from` falls on it, at any time of that day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 0, max: 11 }),
        payDay,
        fc.integer({ min: 0, max: DAY_MS - 1 }),
        (y, m, d, ms) => {
          const chargeDay = chargeDateIn(y, m, d);
          const f = new Date(chargeDay.getTime() + ms);
          expect(nextChargeDate(f, d).getTime()).toBe(chargeDay.getTime());
        },
      ),
    );
  });
});

describe('firstChargeDate', () => {
  it('is never a billing run that happens before the trial ends', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 31 }),
        (trialEnd, payDay) => {
          const charge = firstChargeDate(trialEnd, payDay);
          const run = charge.getTime() + BILLING_RUN_HOUR_UTC * 3_600_000;
          expect(run).toBeGreaterThanOrEqual(trialEnd.getTime());
          // and it is the first such pay day: within 32 days of the trial's end
          expect(charge.getTime() - trialEnd.getTime()).toBeLessThan(32 * 86_400_000);
          expect(charge.getUTCDate()).toBe(Math.min(payDay, daysInMonth(charge.getUTCFullYear(), charge.getUTCMonth())));
        },
      ),
    );
  });
  it('keeps the trial-end day when the trial ends before the 09:00 run, skips it when after', () => {
    expect(firstChargeDate(new Date('2026-02-03T08:59:00Z'), 3).toISOString()).toBe('2026-02-03T00:00:00.000Z');
    expect(firstChargeDate(new Date('2026-02-03T09:00:00Z'), 3).toISOString()).toBe('2026-02-03T00:00:00.000Z');
    expect(firstChargeDate(new Date('2026-02-03T09:01:00Z'), 3).toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });
});
